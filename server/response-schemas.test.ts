import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app';

/**
 * The web app types the API's answers instead of parsing them again (decision 034): that is safe only while
 * the server checks every JSON answer against a response schema before sending it. A route added without
 * one fails here.
 */

/** Routes whose success carries no JSON the web app reads: a 204, a PDF, or a list no screen shows. */
const NO_JSON_ANSWER = new Set([
  'DELETE /api/favorites/meal-plans/{id}',
  'DELETE /api/favorites/recipes/{recipeId}',
  'DELETE /api/grocery/items/{itemId}',
  'DELETE /api/household/invitations/{id}',
  'DELETE /api/household/members/{id}',
  'DELETE /api/pantry/scans/{id}',
  'DELETE /api/recipes/custom/{id}',
  'GET /api/meal-plans/{week}/pdf',
  'GET /api/legal/consents/mine',
]);

interface Operation {
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

it('every route of the API that answers JSON checks its answer against a response schema', () => {
  const document = (t.app as unknown as { swagger(): { paths: Record<string, Record<string, Operation>> } }).swagger();
  const unchecked: string[] = [];
  const routes: string[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const route = `${method.toUpperCase()} ${path}`;
      routes.push(route);
      const success = Object.entries(operation.responses ?? {}).filter(([status]) => /^2\d\d$/.test(status));
      const checked = success.some(([, answer]) => answer.content?.['application/json'] !== undefined);
      if (!checked && !NO_JSON_ANSWER.has(route)) unchecked.push(route);
    }
  }
  expect(routes.length).toBeGreaterThan(60);
  expect(unchecked).toEqual([]);
  // The exceptions are routes that exist: a renamed one is taken off the list.
  expect([...NO_JSON_ANSWER].filter((route) => !routes.includes(route))).toEqual([]);
});
