import type { SharedRedis } from '../redis/redis';
import { shareInFlight, type Cache } from './cache';

/**
 * The cache every instance shares (REDIS_URL): a value is read from Redis, or loaded here and written there with
 * its time to live. If Redis cannot be reached the value is loaded here and the request carries on: a cache
 * never fails a request.
 */
export function createRedisCache(redis: SharedRedis, warn: (message: string) => void = () => undefined): Cache {
  const share = shareInFlight();
  const keyOf = (key: string) => `${redis.prefix}cache:${key}`;
  return {
    remember<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
      return share(key, async () => {
        const stored = await redis.client.get(keyOf(key)).catch((error: Error) => {
          warn(`cache read of ${key} failed: ${error.message}`);
          return null;
        });
        if (stored !== null) return JSON.parse(stored) as T;
        const value = await load();
        await redis.client
          .set(keyOf(key), JSON.stringify(value), 'PX', ttlMs)
          .catch((error: Error) => warn(`cache write of ${key} failed: ${error.message}`));
        return value;
      });
    },
  };
}
