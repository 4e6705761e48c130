/** Word helpers shared by food matching and the lexicon. */

// Irregular plurals the suffix rules below get wrong.
const IRREGULAR: Record<string, string> = { leaves: 'leaf', halves: 'half', loaves: 'loaf', knives: 'knife' };
// Letters that carry no accent to strip, spelt as the lexicon and the foods spell them ("Weißwein", "œufs", "masło").
const LIGATURES: Record<string, string> = { ß: 'ss', œ: 'oe', æ: 'ae', ø: 'o', ł: 'l', đ: 'd' };

/**
 * Lower case, no accents, words of letters and digits only: "Jalapeño-Peppers!" → "jalapeno peppers". Letters of
 * other scripts stay, with the signs they are written with ("आलू", "картофель", "میدہ"): Latin accents go, and so do
 * those Cyrillic and Greek share with Latin ("й" reads "и", "ά" reads "α"), the same on both sides of a comparison.
 */
export function normalizePhrase(s: string): string {
  return s
    .toLowerCase()
    .replace(/[ßœæøłđ]/g, (c) => LIGATURES[c] ?? c)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{M}\p{Nd}]+/gu, ' ')
    .trim()
    .normalize('NFC');
}

/** A crude singular: both sides of a comparison go through it, so only consistency matters. */
export function stemWord(w: string): string {
  if (w.length <= 3) return w;
  const irregular = IRREGULAR[w];
  if (irregular) return irregular;
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}i`; // berries, chillies
  if (w.endsWith('y') || w.endsWith('ie')) return `${w.slice(0, w.endsWith('ie') ? -2 : -1)}i`; // berry, cookie
  if (w.endsWith('oes')) return w.slice(0, -2); // tomatoes
  if (/(?:ss|sh|ch|x|z)es$/.test(w)) return w.slice(0, -2); // radishes, peaches
  if (w.endsWith('s') && !/(?:ss|us|is)$/.test(w)) return w.slice(0, -1);
  return w;
}

/** Edits (insert, delete, substitute, swap two neighbours) between two words. */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j += 1) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/** How many edits a correction of a word of this length may take: "panner" to "paneer" is one. */
export const allowedEdits = (length: number) => (length <= 4 ? 1 : length <= 8 ? 2 : 3);

/**
 * Each word of a phrase that is not a known word, replaced by the known word fewest edits away within
 * the allowed edits ("panner" → "paneer"); words with no close known word are kept.
 */
export function correctWords(phrase: string, known: ReadonlySet<string>): string {
  return normalizePhrase(phrase)
    .split(' ')
    .filter(Boolean)
    .map((word) => {
      if (word.length < 4 || known.has(word)) return word;
      let best = word;
      let fewest = allowedEdits(word.length) + 1;
      for (const candidate of known) {
        if (Math.abs(candidate.length - word.length) >= fewest) continue;
        const edits = editDistance(word, candidate);
        if (edits < fewest) [best, fewest] = [candidate, edits];
      }
      return best;
    })
    .join(' ');
}
