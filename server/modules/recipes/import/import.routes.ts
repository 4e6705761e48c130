import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../../domain/errors';
import { requireUser } from '../../accounts/session';
import { requireCustomRecipesPlan } from '../custom-recipes.queries';
import { loadRecipeFoods } from '../recipe-builder';
import { draftNutrition } from './draft-nutrition';
import { ImportResult } from '../../../../domain/recipe-import';
import { fetchRecipePage } from './safe-fetch';
import { rateLimitStore } from '../../../plugins/rate-limit-store';

const ImportInput = z
  .object({
    url: z.url({ protocol: /^https?$/ }).max(2000),
    /** The page's HTML when the browser already has it; otherwise the server fetches the URL (guarded). */
    html: z
      .string()
      .max(2 * 1024 * 1024)
      .optional(),
  })
  .strict();

/** Each import may fetch a page from the web: a person imports a few recipes a minute, not hundreds. */
export const IMPORT_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;

/** Said with the 503 when every worker is busy and the queue is full. */
export const IMPORT_BUSY_MESSAGE = 'Many recipes are being imported right now. Please try again in a few seconds.';
/** A page that takes longer than this to read is given up (its worker is replaced). */
const PARSE_TIMEOUT_MS = 15_000;

/**
 * Reads a recipe from a web page into a draft with parsed ingredients and computed nutrition, for the Add New
 * Recipe form: so for Plus and Premium, as custom recipes are.
 */
export async function recipeImportRoutes(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    ...rateLimitStore(app, 'import'),
    global: false,
    errorResponseBuilder: (_req, ctx) =>
      new AppError('RATE_LIMITED', `Too many imports. Please try again in ${ctx.after}.`),
  });
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/recipes/import',
    {
      config: { rateLimit: IMPORT_RATE_LIMIT },
      schema: { tags: ['recipes'], body: ImportInput, response: { 200: ImportResult } },
      bodyLimit: 3 * 1024 * 1024,
    },
    async (req) => {
      const person = await requireUser(req);
      await requireCustomRecipesPlan(app.db, { userId: person.id });
      const page =
        req.body.html !== undefined
          ? { url: req.body.url, html: req.body.html }
          : await fetchRecipePage(req.body.url, { allowLoopback: app.config.IMPORT_ALLOW_LOOPBACK });
      // parsing a page of up to 2 MB is CPU work: it runs on the worker pool, never on the event loop
      const draft = await app.workers.run(
        'extractRecipe',
        { html: page.html, url: page.url },
        { busyMessage: IMPORT_BUSY_MESSAGE, timeoutMs: PARSE_TIMEOUT_MS },
      );
      if (!draft) throw new AppError('BAD_REQUEST', 'No recipe was found on that page.');
      const { engineFoods } = await loadRecipeFoods(app.db);
      const { nutrition, servings, servingsEstimated, warning } = draftNutrition(draft, engineFoods);
      return {
        draft,
        nutritionPerServing: nutrition.perServing,
        servings,
        servingsEstimated,
        nutritionWarning: warning,
        lines: nutrition.coverage.items.map(({ original, foodKey, grams }) => ({ original, foodKey, grams })),
        linesMatched: nutrition.coverage.matched,
      };
    },
  );
}
