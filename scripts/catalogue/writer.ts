// Writes batches of generated recipes (scripts/catalogue/generate.ts) into `recipes` and
// `recipe_ingredients`, one transaction per batch: COPY FROM STDIN over the pg client's own protocol
// support (PostgreSQL), COPY FROM '/dev/blob' (PGlite), or INSERT ... SELECT FROM unnest(arrays).
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { toSnakeCase } from 'drizzle-orm/casing';
import type pg from 'pg';
import type { Connection } from 'pg';
import type { GeneratedRecipe, IngredientRow, RecipeRow } from './generate';

export type LoadMethod = 'copy' | 'unnest';

export interface CatalogueWriter {
  /** Inserts one batch in one transaction. */
  write(batch: readonly GeneratedRecipe[]): Promise<void>;
}

type Value = string | number | boolean | null | object;
type SqlType = 'int' | 'real' | 'bool' | 'text' | 'jsonb';

const RECIPE_KEYS = [
  'slug',
  'ownerId',
  'title',
  'description',
  'picture',
  'cuisine',
  'region',
  'course',
  'diet',
  'cookingMethod',
  'prepMinutes',
  'cookMinutes',
  'servings',
  'steps',
  'sourceUrl',
  'calories',
  'protein',
  'carbs',
  'fat',
  'fiber',
  'sugar',
  'sodium',
  'nutritionCoverage',
  'isVegan',
  'isGlutenFree',
  'isJain',
  'isHighProtein',
  'isLowCalorie',
  'isLowCarb',
  'isLowSugar',
  'isHighFiber',
  'isLowSodium',
  'isQuick30Min',
  'isOnePot',
  'isMinimalOil',
  'isNoDeepFrying',
  'isNoBaking',
  'isSteamedOnly',
  'flagOverrides',
  'ingredientNames',
] as const satisfies readonly (keyof RecipeRow)[];
// every column of the row type is written: a new column fails to compile here until it is listed
type Missing = Exclude<keyof RecipeRow, (typeof RECIPE_KEYS)[number]>;
const allListed: [Missing] extends [never] ? true : Missing = true;
void allListed;

const INGREDIENT_KEYS = [
  'position',
  'originalText',
  'quantity',
  'unit',
  'name',
  'note',
  'foodId',
  'grams',
  'confidence',
] as const satisfies readonly (keyof IngredientRow)[];

const INT_KEYS: readonly string[] = ['prepMinutes', 'cookMinutes', 'servings', 'position', 'foodId'];
function sqlType(key: string, sample: Value): SqlType {
  if (key === 'steps' || key === 'flagOverrides') return 'jsonb';
  if (typeof sample === 'boolean') return 'bool';
  if (typeof sample === 'number') return INT_KEYS.includes(key) ? 'int' : 'real';
  return 'text';
}

const RECIPE_COLUMNS = ['id', ...RECIPE_KEYS].map((k) => `"${toSnakeCase(k)}"`).join(', ');
const INGREDIENT_COLUMNS = ['recipeId', ...INGREDIENT_KEYS].map((k) => `"${toSnakeCase(k)}"`).join(', ');
const NEXT_IDS = `SELECT nextval(pg_get_serial_sequence('recipes', 'id'))::int AS id FROM generate_series(1, $1)`;

/** One field in COPY text format. */
function copyField(v: Value): string {
  if (v === null) return '\\N';
  if (typeof v === 'boolean') return v ? 't' : 'f';
  if (typeof v === 'number') return String(v);
  const s = typeof v === 'string' ? v : JSON.stringify(v);
  return /[\\\t\n\r]/.test(s)
    ? s.replace(/[\\\t\n\r]/g, (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c] ?? c)
    : s;
}

/** The batch as COPY text for both tables, recipes under the ids given. */
export function copyText(
  batch: readonly GeneratedRecipe[],
  ids: readonly number[],
): { recipes: string; ingredients: string } {
  const recipes: string[] = [];
  const ingredients: string[] = [];
  batch.forEach(({ recipe, ingredients: lines }, i) => {
    const id = ids[i]!;
    recipes.push(`${id}\t${RECIPE_KEYS.map((k) => copyField(recipe[k])).join('\t')}\n`);
    for (const line of lines) ingredients.push(`${id}\t${INGREDIENT_KEYS.map((k) => copyField(line[k])).join('\t')}\n`);
  });
  return { recipes: recipes.join(''), ingredients: ingredients.join('') };
}

/** Column arrays for INSERT ... SELECT FROM unnest($1::int[], $2::text[], ...). */
function unnestInsert(
  table: string,
  columns: string,
  keys: readonly string[],
  rows: readonly Record<string, Value>[],
  ids: readonly number[],
) {
  const first = rows[0] ?? {};
  const types: SqlType[] = ['int', ...keys.map((k) => sqlType(k, first[k] ?? null))];
  const values: unknown[][] = [
    ids as unknown[],
    ...keys.map((k) =>
      rows.map((r) => {
        const v = r[k] ?? null;
        return v !== null && typeof v === 'object' ? JSON.stringify(v) : v;
      }),
    ),
  ];
  const params = types.map((t, i) => `$${i + 1}::${t}[]`).join(', ');
  return { text: `INSERT INTO ${table} (${columns}) SELECT * FROM unnest(${params})`, values };
}

function unnestStatements(batch: readonly GeneratedRecipe[], ids: readonly number[]) {
  const lines = batch.flatMap((r) => r.ingredients);
  const lineIds = batch.flatMap((r, i) => r.ingredients.map(() => ids[i]!));
  return [
    unnestInsert(
      'recipes',
      RECIPE_COLUMNS,
      RECIPE_KEYS,
      batch.map((r) => r.recipe as unknown as Record<string, Value>),
      ids,
    ),
    unnestInsert(
      'recipe_ingredients',
      INGREDIENT_COLUMNS,
      INGREDIENT_KEYS,
      lines as unknown as Record<string, Value>[],
      lineIds,
    ),
  ];
}

/** What pg's Connection offers for COPY FROM STDIN (missing from @types/pg). */
interface CopyConnection {
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
}

const CHUNK = 1 << 20;

/** A pg "submittable" that runs COPY ... FROM STDIN and streams the given text as CopyData messages. */
class CopyFromStdin {
  readonly done: Promise<number>;
  private resolve!: (rows: number) => void;
  private reject!: (err: Error) => void;
  private error: Error | null = null;
  private rows = 0;
  constructor(
    private readonly sql: string,
    private readonly data: string,
  ) {
    this.done = new Promise((resolve, reject) => ((this.resolve = resolve), (this.reject = reject)));
  }
  submit(connection: Connection) {
    (connection as unknown as CopyConnection).query(this.sql);
  }
  handleCopyInResponse(pgConnection: Connection) {
    const connection = pgConnection as unknown as CopyConnection;
    for (let at = 0; at < this.data.length; at += CHUNK)
      connection.sendCopyFromChunk(Buffer.from(this.data.slice(at, at + CHUNK)));
    connection.endCopyFrom();
  }
  handleCommandComplete(msg: { text?: string }) {
    this.rows = Number(msg.text?.split(' ').at(-1) ?? 0);
  }
  handleError(err: Error) {
    this.error = err;
  }
  handleReadyForQuery() {
    if (this.error) this.reject(this.error);
    else this.resolve(this.rows);
  }
  handleRowDescription() {}
  handleDataRow() {}
  handleEmptyQuery() {}
  handlePortalSuspended() {}
  handleCopyData() {}
}

async function copyIn(client: pg.Client, sql: string, data: string): Promise<number> {
  const copy = new CopyFromStdin(sql, data);
  client.query(copy);
  return copy.done;
}

/** Session settings for bulk loading: no wait for each WAL flush, bigger GIN pending lists (merged at the end). */
export const BULK_SESSION = [
  'SET synchronous_commit = off',
  "SET gin_pending_list_limit = '32MB'",
  "SET work_mem = '128MB'",
];
const DEADLOCK = '40P01';

export function postgresWriter(client: pg.Client, method: LoadMethod): CatalogueWriter {
  let ids: number[] = [];
  const once = async (batch: readonly GeneratedRecipe[]) => {
    await client.query('BEGIN');
    try {
      // ids come from the sequence outside the rollback, so a retried batch keeps them
      if (ids.length !== batch.length)
        ids = (await client.query<{ id: number }>(NEXT_IDS, [batch.length])).rows.map((r) => r.id);
      if (method === 'copy') {
        const text = copyText(batch, ids);
        await copyIn(client, `COPY recipes (${RECIPE_COLUMNS}) FROM STDIN`, text.recipes);
        await copyIn(client, `COPY recipe_ingredients (${INGREDIENT_COLUMNS}) FROM STDIN`, text.ingredients);
      } else {
        for (const statement of unnestStatements(batch, ids)) await client.query(statement.text, statement.values);
      }
      await client.query('COMMIT');
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    }
  };
  return {
    async write(batch) {
      ids = [];
      // two connections adding the same new search term (recipe_search_terms, filled by a trigger) can deadlock
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await once(batch);
        } catch (err) {
          if ((err as { code?: string }).code !== DEADLOCK || attempt >= 5) throw err;
        }
      }
    },
  };
}

export function pgliteWriter(db: PGlite, method: LoadMethod): CatalogueWriter {
  return {
    async write(batch) {
      await db.transaction(async (tx: Transaction) => {
        const ids = (await tx.query<{ id: number }>(NEXT_IDS, [batch.length])).rows.map((r) => r.id);
        if (method === 'copy') {
          const text = copyText(batch, ids);
          await tx.query(`COPY recipes (${RECIPE_COLUMNS}) FROM '/dev/blob'`, [], { blob: new Blob([text.recipes]) });
          await tx.query(`COPY recipe_ingredients (${INGREDIENT_COLUMNS}) FROM '/dev/blob'`, [], {
            blob: new Blob([text.ingredients]),
          });
        } else {
          for (const statement of unnestStatements(batch, ids)) await tx.query(statement.text, statement.values);
        }
      });
    },
  };
}
