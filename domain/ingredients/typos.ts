import { editDistance, normalizePhrase, stemWord } from './words';

/**
 * A misspelt food word read as the food word it nearly is ("pasta tortelleni" → "pasta tortellini"), as search
 * corrects typos, but stricter, since a wrong food costs more than a wrong search hit: only a word of five letters
 * or more that no food of the table names (by its singular too), one edit from a food word (two from a word of nine
 * letters or more), only when exactly one food word is that close, and only when every other word of the line is
 * a word the table knows. Returns null when nothing was corrected.
 */
export function createTypoCorrector(
  foodWords: Iterable<string>,
  knownWords: Iterable<string>,
  foreignWords: Iterable<string> = [],
): (phrase: string) => string | null {
  const candidates = [...new Set(foodWords)].filter((w) => w.length >= MIN_LENGTH && /^[a-z]+$/.test(w));
  const known = new Set([...knownWords, ...candidates]);
  const foreign = new Set(foreignWords);
  const isKnown = (w: string) => known.has(w) || known.has(stemWord(w));
  const correct = (word: string): string | null => {
    if (word.length < MIN_LENGTH || !/^[a-z]+$/.test(word) || isKnown(word) || foreign.has(word)) return null;
    const allowed = word.length >= 9 ? 2 : 1;
    let fewest = allowed + 1;
    let nearest: string[] = [];
    for (const candidate of candidates) {
      if (Math.abs(candidate.length - word.length) > allowed) continue;
      // a word that only adds or drops an ending ("juiced", "juice") is another form of it, not a typo
      if (candidate.startsWith(word) || word.startsWith(candidate)) continue;
      const edits = editDistance(word, candidate);
      if (edits > allowed) continue;
      if (edits < fewest) [fewest, nearest] = [edits, [candidate]];
      else if (edits === fewest) nearest.push(candidate);
    }
    // "tortellini" and "tortellinis" are one word: the nearest count once by their singular
    return new Set(nearest.map(stemWord)).size === 1 ? (nearest[0] ?? null) : null;
  };
  // a line in another language ("abricots secs") is not English misspelt: every other word must be known
  return (phrase: string): string | null => {
    const words = normalizePhrase(phrase).split(' ').filter(Boolean);
    const fixed = words.map((w) => correct(w));
    if (fixed.every((f) => f === null)) return null;
    const othersKnown = words.every((w, i) => fixed[i] !== null || isKnown(w) || /\d/.test(w));
    return othersKnown ? words.map((w, i) => fixed[i] ?? w).join(' ') : null;
  };
}

const MIN_LENGTH = 5;

/** The words of a food's phrases, normalised. */
export function wordsOf(phrases: Iterable<string>): string[] {
  const out: string[] = [];
  for (const p of phrases) out.push(...normalizePhrase(p).split(' ').filter(Boolean));
  return out;
}
