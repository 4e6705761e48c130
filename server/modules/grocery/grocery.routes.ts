import { createHash } from 'node:crypto';
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
import { planOwnerId } from '../household/plan-owner';
import { addManualItem, buildGroceryList, getGroceryList, removeItem, setItemChecked } from './grocery.queries';

const tags = ['grocery'];
const ItemParams = z.object({ itemId: IdParam });

/** The grocery list of a week's meal plan: merged, grouped by aisle, with manual items. */
export async function groceryRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /**
   * Household members poll this to see each other's ticks (decision 031): the ETag lets an unchanged list answer 304
   * with no body, and the browser's cache hands the last list back to the app.
   */
  r.get(
    '/api/grocery/:week',
    { schema: { tags, params: WeekParams, response: { 200: GroceryList, 304: z.null() } } },
    async (req, reply) => {
      const user = await requireUser(req);
      const list = await getGroceryList(app.db, {
        userId: await planOwnerId(app.db, user.id),
        weekStart: req.params.week,
      });
      const etag = `"${createHash('sha1').update(JSON.stringify(list)).digest('base64url')}"`;
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (req.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return list;
    },
  );

  r.post(
    '/api/grocery/:week/build',
    { schema: { tags, params: WeekParams, body: BuildGroceryInput, response: { 200: GroceryList } } },
    async (req) => {
      const user = await requireUser(req);
      return buildGroceryList(app.db, {
        userId: await planOwnerId(app.db, user.id),
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
      return reply.code(201).send(
        await addManualItem(app.db, {
          userId: await planOwnerId(app.db, user.id),
          weekStart: req.params.week,
          ...req.body,
        }),
      );
    },
  );

  r.patch(
    '/api/grocery/items/:itemId',
    { schema: { tags, params: ItemParams, body: UpdateGroceryItemInput, response: { 200: GroceryItem } } },
    async (req) => {
      const user = await requireUser(req);
      return setItemChecked(app.db, {
        userId: await planOwnerId(app.db, user.id),
        itemId: req.params.itemId,
        checked: req.body.checked,
      });
    },
  );

  r.delete('/api/grocery/items/:itemId', { schema: { tags, params: ItemParams } }, async (req, reply) => {
    const user = await requireUser(req);
    await removeItem(app.db, { userId: await planOwnerId(app.db, user.id), itemId: req.params.itemId });
    return reply.code(204).send();
  });
}
