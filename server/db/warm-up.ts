/**
 * A new PostgreSQL connection pays for its first search: the backend loads the catalogue tables' and
 * indexes' descriptions, the text-search configuration and pg_trgm before it can plan, and reads the GIN
 * indexes' entry pages. The server does that for every pooled connection while it starts (before it answers
 * its health check), and keeps the connections open, so no person's search is the first on its connection.
 */
export const WARM_UP_SQL = `select
  (select id from recipes where search_vector @@ to_tsquery('english', 'salt') and filter_tokens @@ '#o'::tsquery limit 1) as recipe,
  (select id from recipes where title_vector @@ to_tsquery('english', 'salt') limit 1) as titled,
  (select term from recipe_search_terms where term % 'salt' order by similarity(term, 'salt') desc limit 1) as term`;

interface Connection {
  query(sql: string): Promise<unknown>;
  release(): void;
}

/** Opens `count` connections of a pool at once and runs the warm-up on each; a failure is only reported. */
export async function warmConnections(
  connect: () => Promise<Connection>,
  count: number,
  warn: (message: string) => void,
): Promise<void> {
  const opened = await Promise.allSettled(Array.from({ length: count }, () => connect()));
  const clients = opened.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
  try {
    const ran = await Promise.allSettled(clients.map((client) => client.query(WARM_UP_SQL)));
    const failed = [...opened, ...ran].find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed)
      warn(`database warm-up: ${failed.reason instanceof Error ? failed.reason.message : String(failed.reason)}`);
  } finally {
    for (const client of clients) client.release();
  }
}
