/**
 * Short-lived caches of values that are the same for everyone (trending, the user count, the catalogue's filter
 * counts): in this process by default (memory-cache.ts), shared by every instance through Redis when REDIS_URL is
 * set (redis-cache.ts), so that N instances compute each value once per period, not N times, and agree on it.
 * Values go through JSON: plain objects, arrays, strings and numbers only.
 */
export interface Cache {
  /** The value kept under `key` if it is younger than `ttlMs`, else `load()`'s, kept for `ttlMs`. Concurrent misses share one load. */
  remember<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T>;
}

/** Concurrent misses of one key in this process share one promise (one query, not one per request). */
export function shareInFlight() {
  const inFlight = new Map<string, Promise<unknown>>();
  return <T>(key: string, load: () => Promise<T>): Promise<T> => {
    let pending = inFlight.get(key) as Promise<T> | undefined;
    if (!pending) {
      pending = load().finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  };
}
