/** Word helpers shared by food matching and the lexicon. */

// Irregular plurals the suffix rules below get wrong.
const IRREGULAR: Record<string, string> = { leaves: 'leaf', halves: 'half', loaves: 'loaf', knives: 'knife' };
/** Lower case, no accents, words of letters and digits only: "Jalapeño-Peppers!" → "jalapeno peppers". */
export function normalizePhrase(s: string): string {
  return s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
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

