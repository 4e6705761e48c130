/** Sites split into 5 folds by a hash of their name; fold 4 is held out (never looked at while writing rules). */
export const FOLDS = 5;
export const HELD_OUT = 4;

/** A site's fold, from a hash of its name (FNV-1a), so that a site's pages are always together. */
export function foldOf(site: string): number {
  let hash = 0x811c9dc5;
  for (const char of site) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash % FOLDS;
}
