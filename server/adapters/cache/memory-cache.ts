import { shareInFlight, type Cache } from './cache';

/** The one-process cache: right for one instance (the embedded default). A failed load is not kept. */
export function createMemoryCache(now: () => number = () => Date.now()): Cache {
  const kept = new Map<string, { expiresAt: number; value: unknown }>();
  const share = shareInFlight();
  return {
    async remember<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
      const hit = kept.get(key);
      if (hit && hit.expiresAt > now()) return hit.value as T;
      return share(key, async () => {
        const value = await load();
        kept.set(key, { expiresAt: now() + ttlMs, value });
        return value;
      });
    },
  };
}
