import type { Db } from './client';

/**
 * Reference data read once per database (the foods table, some 9,000 rows): the first call reads it, later calls
 * share that read. A read that fails or finds nothing yet (before the seed) is not kept, so the next call reads again.
 */
export function readOncePerDatabase<T>(
  read: (db: Db) => Promise<T>,
  isEmpty: (value: T) => boolean,
): (db: Db) => Promise<T> {
  const cache = new WeakMap<Db, Promise<T>>();
  return (db) => {
    let loaded = cache.get(db);
    if (!loaded) {
      loaded = read(db);
      cache.set(db, loaded);
      loaded.then(
        (value) => isEmpty(value) && cache.delete(db),
        () => cache.delete(db),
      );
    }
    return loaded;
  };
}
