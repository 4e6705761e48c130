import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AddGroceryItemInput,
  BuildGroceryInput,
  GroceryItem,
  GroceryList,
  UpdateGroceryItemInput,
} from '../../../domain/grocery-list';
import { IdParam, WeekParams } from '../../../domain/meal-plans';
import { requireUser } from '../accounts/session';
import { addManualItem, buildGroceryList, getGroceryList, removeItem, setItemChecked } from './grocery.queries';

const tags = ['grocery'];
const ItemParams = z.object({ itemId: IdParam });

/** The grocery list of a week's meal plan: merged, grouped by aisle, with manual items. */
export async function groceryRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/grocery/:week', { schema: { tags, params: WeekParams, response: { 200: GroceryList } } }, async (req) => {
    const user = await requireUser(req);
    return getGroceryList(app.db, { userId: user.id, weekStart: req.params.week });
  });

  r.post(
    '/api/grocery/:week/build',
    { schema: { tags, params: WeekParams, body: BuildGroceryInput, response: { 200: GroceryList } } },
    async (req) => {
      const user = await requireUser(req);
      return buildGroceryList(app.db, {
        userId: user.id,
        weekStart: req.params.week,
        subtractPantry: req.body?.subtractPantry,
      });
    },
  );

  r.post(
    '/api/grocery/:week/items',
    { schema: { tags, params: WeekParams, body: AddGroceryItemInput, response: { 201: GroceryItem } } },
    async (req, reply) => {
      const user = await requireUser(req);
      return reply
        .code(201)
        .send(await addManualItem(app.db, { userId: user.id, weekStart: req.params.week, ...req.body }));
    },
  );

  r.patch(
    '/api/grocery/items/:itemId',
    { schema: { tags, params: ItemParams, body: UpdateGroceryItemInput, response: { 200: GroceryItem } } },
    async (req) => {
      const user = await requireUser(req);
      return setItemChecked(app.db, { userId: user.id, itemId: req.params.itemId, checked: req.body.checked });
    },
  );

  r.delete('/api/grocery/items/:itemId', { schema: { tags, params: ItemParams } }, async (req, reply) => {
    const user = await requireUser(req);
    await removeItem(app.db, { userId: user.id, itemId: req.params.itemId });
    return reply.code(204).send();
  });
}
