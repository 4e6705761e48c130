import { and, asc, gt, isNull, sql } from 'drizzle-orm';
import { RECIPE_FLAGS, type RecipeFlag } from '../../../../domain/recipe-search';
import type { Db } from '../../../db/client';
import { catalogueVersion, recipes } from '../../../db/schema';
import { selectRows } from '../../recipes/raw-rows';

/**
 * What the in-memory catalogue (catalogue-index.ts, catalogue-cache.ts) reads: the catalogue's version, raised by
 * triggers on `recipes` (migration 0016), and the catalogue's rows in the candidate query's JSON form, by pages.
 */

export const FLAG_COLUMNS = Object.fromEntries(RECIPE_FLAGS.map((f) => [f, recipes[f]])) as Record<
  RecipeFlag,
  (typeof recipes)[RecipeFlag]
>;

/** A candidate as one JSON array (candidate-rows.ts reads it): the generator's fields, then the flags as bits. */
export const candidateJson = sql<unknown>`json_build_array(${sql.join(
  [
    recipes.id,
    recipes.title,
    recipes.cuisine,
    recipes.course,
    recipes.diet,
    recipes.cookMinutes,
    recipes.calories,
    recipes.protein,
    recipes.fat,
    recipes.carbs,
    sql`(${sql.join(
      RECIPE_FLAGS.map((f, i) => sql`(${FLAG_COLUMNS[f]}::int << ${sql.raw(String(i))})`),
      sql` | `,
    )})`,
  ],
  sql`, `,
)})`;

/** The catalogue's version as an expression (one more column of a statement already sent). */
export const catalogueVersionSql = sql`(select ${catalogueVersion.version} from ${catalogueVersion} where ${catalogueVersion.id} = 1)`;

/** The catalogue's version now (null: the row is missing, and the catalogue is read from PostgreSQL each time). */
export async function readCatalogueVersion(db: Db): Promise<number | null> {
  const [row] = await selectRows<{ version: string | number | null }>(
    db,
    sql`select ${catalogueVersionSql} as version`,
  );
  return row?.version === null || row?.version === undefined ? null : Number(row.version);
}

/**
 * A page of catalogue recipes (no owner) after `afterId`, in id order, as one JSON text of candidate rows: the
 * event loop handles one string per page, and the worker building the index parses it.
 */
export async function readCataloguePage(
  db: Db,
  { afterId, limit }: { afterId: number; limit: number },
): Promise<{ rows: string; count: number; lastId: number }> {
  const page = db
    .select({ r: candidateJson.as('r'), id: recipes.id })
    .from(recipes)
    .where(and(isNull(recipes.ownerId), gt(recipes.id, afterId)))
    .orderBy(asc(recipes.id))
    .limit(limit);
  const [row] = await selectRows<{ rows: string; count: number | string; last: number | null }>(
    db,
    sql`select coalesce(json_agg(p.r order by p.id), '[]')::text as rows, count(*) as count, max(p.id) as last from (${page}) p`,
  );
  return { rows: row?.rows ?? '[]', count: Number(row?.count ?? 0), lastId: row?.last ?? afterId };
}
