import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { selectRows } from '../modules/recipes/raw-rows';
import { createTestDatabase } from '../test/db';
import type { Database } from './client';
import { warmConnections } from './warm-up';

describe('warmConnections', () => {
  it('runs the warm-up on every connection it could open, reports a failure, and releases them all', async () => {
    const released: number[] = [];
    const queried: number[] = [];
    let n = 0;
    const connect = async () => {
      const id = (n += 1);
      if (id === 2) throw new Error('too many clients already');
      return {
        query: async () => {
          queried.push(id);
          if (id === 3) throw new Error('relation "recipes" does not exist');
        },
        release: () => released.push(id),
      };
    };
    const warn = vi.fn();
    await warmConnections(connect, 4, warn);
    expect(queried.sort()).toEqual([1, 3, 4]);
    expect(released.sort()).toEqual([1, 3, 4]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/^database warm-up: /);
  });
});

describe('database.warm on a migrated database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('runs against the schema without a warning, and every pooled connection is open afterwards', async () => {
    const warn = vi.fn();
    await database.warm(warn);
    expect(warn).not.toHaveBeenCalled();
    if (inject('dbKind') !== 'postgres') return;
    // createTestDatabase's pool holds 5 connections: the warm-up opened them all
    await new Promise((resolve) => setTimeout(resolve, 200));
    const rows = await selectRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and backend_type = 'client backend'`,
    );
    expect(rows[0]!.n).toBe(5);
  });
});
