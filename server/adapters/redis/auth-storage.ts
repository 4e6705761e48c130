import type { BetterAuthOptions } from 'better-auth';
import type { SharedRedis } from './redis';

// INCR, and on the first increment of a window its expiry, in one step (a crash between the two would
// leave a counter that never expires).
const INCREMENT = `local n = redis.call('INCR', KEYS[1]) if n == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end return n`;

/** better-auth's secondary storage on Redis: its rate-limit counters (and what it keeps besides) shared by every instance. */
export type AuthSecondaryStorage = NonNullable<BetterAuthOptions['secondaryStorage']>;

export function redisAuthStorage({ client, prefix }: SharedRedis): AuthSecondaryStorage {
  const k = (key: string) => `${prefix}auth:${key}`;
  return {
    get: (key) => client.get(k(key)),
    getAndDelete: (key) => client.getdel(k(key)),
    increment: async (key, ttl) => Number(await client.eval(INCREMENT, 1, k(key), Math.max(1, Math.ceil(ttl)))),
    set: async (key, value, ttl) => {
      if (ttl && ttl > 0) await client.set(k(key), value, 'EX', Math.ceil(ttl));
      else await client.set(k(key), value);
    },
    delete: async (key) => {
      await client.del(k(key));
    },
  };
}
