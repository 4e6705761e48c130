import { PANTRY_LIMITS, PANTRY_MESSAGES } from '../../../domain/pantry';

export interface Selection<F> {
  accepted: F[];
  /** What to tell the person (spec 001 section 5), at most one line per rule broken. */
  problems: string[];
}

/**
 * The pantry image rules (spec 001 section 5): only image types, at most 10 MB each, at most 3 in total;
 * files past the limit are left out, the first ones kept.
 */
export function selectImages<F extends { type: string; size: number }>(
  already: number,
  files: readonly F[],
): Selection<F> {
  const problems: string[] = [];
  const images = files.filter((f) => f.type.startsWith('image/'));
  if (images.length < files.length) problems.push('Only images can be added.');
  const small = images.filter((f) => f.size <= PANTRY_LIMITS.maxImageBytes);
  if (small.length < images.length) problems.push(PANTRY_MESSAGES.tooLarge);
  const room = Math.max(0, PANTRY_LIMITS.maxImages - already);
  if (small.length > room) problems.push(PANTRY_MESSAGES.tooMany(room));
  return { accepted: small.slice(0, room), problems };
}
