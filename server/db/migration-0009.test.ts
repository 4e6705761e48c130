import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from './client';
import { MIGRATIONS_FOLDER, runMigrations } from './migrate';
import { createPostgresDatabase } from '../test/db';

/**
 * Migration 0009 turns each favorite meal plan, until then a link to its week, into a copy of what that week
 * held when the migration ran (docs/decisions/024-ratings-and-favorite-plan-copies.md).
 */
let database: Database;
let drop = async () => undefined as void;
const before = mkdtempSync(join(tmpdir(), 'mealwise-mig-'));

beforeAll(async () => {
  if (inject('dbKind') === 'pglite') database = await openDatabase({ kind: 'pglite' });
  else {
    const made = await createPostgresDatabase({ migrated: false });
    database = await openDatabase({ kind: 'postgres', url: made.url, maxConnections: 2 });
    drop = made.drop;
  }
  cpSync(MIGRATIONS_FOLDER, before, { recursive: true });
  const journalFile = join(before, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.filter((e) => e.idx < 9) }));
  const config = { migrationsFolder: before };
  if (database.kind === 'pglite') await migratePglite(database.db as unknown as PgliteDatabase, config);
  else await migratePg(database.db as unknown as NodePgDatabase, config);
}, 120_000);
afterAll(async () => {
  await database.close();
  await drop();
  rmSync(before, { recursive: true, force: true });
});

const rows = async <T>(query: ReturnType<typeof sql>) =>
  (await database.db.execute(query)) as unknown as { rows: T[] } | T[];
const list = async <T>(query: ReturnType<typeof sql>) => {
  const result = await rows<T>(query);
  return Array.isArray(result) ? result : result.rows;
};

describe('migration 0009', () => {
  it('snapshots the week of every existing favorite meal plan', async () => {
    const db = database.db;
    await db.execute(sql`insert into "user" (id, name, email) values ('u1', 'Lata', 'lata@example.com')`);
    const recipe = (
      title: string,
    ) => sql`insert into recipes (slug, title, cuisine, course, diet, cooking_method, prep_minutes, cook_minutes, servings,
      steps, calories, protein, carbs, fat, fiber, sugar, sodium, nutrition_coverage, is_vegan, is_gluten_free, is_jain, is_high_protein,
      is_low_calorie, is_low_carb, is_low_sugar, is_high_fiber, is_low_sodium, is_quick30_min, is_one_pot, is_minimal_oil, is_no_deep_frying,
      is_no_baking, is_steamed_only)
      values (${title.toLowerCase().replace(/\W+/g, '-')}, ${title}, 'Indian', 'Dinner', 'Vegetarian', 'Simmered', 10, 20, 4, '[]'::jsonb,
        300, 10, 40, 8, 5, 4, 300, 1, true, true, false, false, false, false, false, false, false, true, true, false, true, true, false)
      returning id`;
    const [dal] = await list<{ id: number }>(recipe('Moong dal tadka'));
    const [rice] = await list<{ id: number }>(recipe('Jeera rice'));
    const [plan] = await list<{ id: number }>(
      sql`insert into meal_plans (user_id, week_starting, name) values ('u1', '2026-11-02', 'Week of 2 Nov') returning id`,
    );
    await db.execute(sql`insert into meal_plan_entries (meal_plan_id, day, meal_type, recipe_id, servings)
      values (${plan!.id}, 0, 'Dinner', ${dal!.id}, 2), (${plan!.id}, 1, 'Lunch', ${rice!.id}, 3)`);
    await db.execute(
      sql`insert into favorite_meal_plans (user_id, meal_plan_id, name) values ('u1', ${plan!.id}, 'Dal week')`,
    );

    await runMigrations(database);

    const [favorite] = await list<{ id: number; week_starting: string | Date; meal_plan_id: number }>(
      sql`select id, week_starting, meal_plan_id from favorite_meal_plans`,
    );
    expect(
      String(favorite!.week_starting instanceof Date ? favorite!.week_starting.toISOString() : favorite!.week_starting),
    ).toContain('2026-11-0');
    const copied = await list<{ day: number; meal_type: string; recipe_id: number; servings: number }>(
      sql`select day, meal_type, recipe_id, servings from favorite_meal_plan_entries where favorite_meal_plan_id = ${favorite!.id} order by day`,
    );
    expect(copied).toEqual([
      { day: 0, meal_type: 'Dinner', recipe_id: dal!.id, servings: 2 },
      { day: 1, meal_type: 'Lunch', recipe_id: rice!.id, servings: 3 },
    ]);
    // The copy stays when the week is emptied, and the favorite outlives the week itself.
    await db.execute(sql`delete from meal_plans where id = ${plan!.id}`);
    const [left] = await list<{ n: number }>(sql`select count(*)::int as n from favorite_meal_plan_entries`);
    expect(left!.n).toBe(2);
  }, 120_000);
});
