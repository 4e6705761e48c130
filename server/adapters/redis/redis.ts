import { Redis } from 'ioredis';

/**
 * The shared Redis of all instances (REDIS_URL): rate-limit counters and better-auth's secondary storage.
 * Every key starts with `prefix`, so several apps (or test runs) can share one server.
 */
export interface SharedRedis {
  client: Redis;
  prefix: string;
  close(): Promise<void>;
}

export function createRedis(url: string, prefix: string): SharedRedis {
  // A command waits (queued) while Redis reconnects, and fails after a few retries rather than hanging.
  const client = new Redis(url, { maxRetriesPerRequest: 3, enableAutoPipelining: true });
  client.on('error', (error: Error) => process.emitWarning(`Redis: ${error.message}`));
  return {
    client,
    prefix,
    async close() {
      await client.quit().catch(() => client.disconnect());
    },
  };
}
