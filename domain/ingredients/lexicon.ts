import { LEXICON_ROWS } from './lexicon-data';
import { SCRIPT_LEXICON_ROWS } from './lexicon-scripts';
import { normalizePhrase, stemWord } from './words';

/**
 * One lexicon of ingredient names for import, nutrition, search and build from ingredients:
 * - `toEnglish("Kartoffeln, festkochend")` → "potato festkochend": every known name read as English;
 * - `synonymsOf("aloo")` → ["potato", "alu", ...]: the other names the catalogue may use for a word;
 * - `familyNames("dal")` → ["lentils", "dal", ...]: when a name stands for a family of foods, the names
 *   any member's name holds (toor dal, masoor dal, brown lentils...), else null.
 * Names are compared normalized (lower case, no accents, letters and digits) with crude singulars.
 */

interface Concept {
  english: string;
  /** English and Indian names, the catalogue's own words (the English name first). */
  local: string[];
  family: boolean;
}

const keyOf = (name: string) => normalizePhrase(name).split(' ').filter(Boolean).map(stemWord).join(' ');

const concepts: Concept[] = [];
/** Every name (normalized, stemmed) → its concept. */
const byName = new Map<string, Concept>();
/** One-word names of other languages, for reading German and Dutch compounds by their last part. */
const foreignWords = new Map<string, Concept>();
let longestName = 1;

for (const row of LEXICON_ROWS) {
  const family = row.startsWith('*');
  const [english = '', local = '', foreign = ''] = row.replace(/^\*/, '').split('|');
  const split = (s: string) =>
    s
      .split(',')
      .map((n) => n.trim())
      .filter((n) => n !== '');
  const concept: Concept = { english, local: [english, ...split(local)], family };
  concepts.push(concept);
  for (const name of [...concept.local, ...split(foreign)]) {
    const key = keyOf(name);
    if (key === '' || byName.has(key)) continue; // the first row to claim a name keeps it
    byName.set(key, concept);
    longestName = Math.max(longestName, key.split(' ').length);
  }
  for (const name of split(foreign)) {
    const key = keyOf(name);
    if (/^[a-z]{4,}$/.test(key) && !foreignWords.has(key)) foreignWords.set(key, concept);
  }
}

// names in other scripts join the concept of their English name, one way into English as the foreign names do
for (const row of SCRIPT_LEXICON_ROWS) {
  const [english = '', names = ''] = row.split('|');
  // a food the table names in English that no row of lexicon-data.ts needed ("oyster sauce", "miso") is a concept here
  let concept = concepts.find((c) => c.english === english);
  if (!concept) concepts.push((concept = { english, local: [english], family: false }));
  for (const name of names.split(',')) {
    const key = keyOf(name);
    if (key === '' || byName.has(key)) continue;
    byName.set(key, concept);
    longestName = Math.max(longestName, key.split(' ').length);
  }
}

/** The concept a whole phrase names, if any. */
function conceptOf(phrase: string): Concept | undefined {
  return byName.get(keyOf(phrase));
}

/**
 * The phrase with every known name replaced by its English name, longest names first, other words kept
 * (normalized): "Pechuga de pollo" → "chicken breast", "aloo gobi" → "potato cauliflower".
 */
export function toEnglish(phrase: string): string {
  const words = normalizePhrase(phrase).split(' ').filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i < words.length;) {
    let taken = 0;
    for (let n = Math.min(longestName, words.length - i); n >= 1 && taken === 0; n -= 1) {
      const concept = byName.get(
        words
          .slice(i, i + n)
          .map(stemWord)
          .join(' '),
      );
      if (concept) {
        out.push(concept.english);
        taken = n;
      }
    }
    if (taken === 0) {
      out.push(readCompound(words[i] ?? ''));
      taken = 1;
    }
    i += taken;
  }
  // "aceite de oliva" read as "olive oil" leaves no "de": once a phrase was translated, its connectors go
  const translated = out.length !== words.length || out.some((w, i) => w !== words[i]);
  return (translated ? out.filter((w) => !CONNECTORS.has(w)) : out).join(' ');
}

/** Small words that join names in our region's languages ("de", "di", "van", "z"). */
const CONNECTORS = new Set('de del della di d du des la le les el van von z con a em da do'.split(' '));

/**
 * A German or Dutch compound read by its parts when its last part is a known word of those languages:
 * "risottoreis" → "risotto rice", "tomatensaft" → "tomato juice"; any other word is kept.
 */
function readCompound(word: string): string {
  if (CJK.test(word)) return readCjkCompound(word);
  if (word.length < 7) return word;
  // the food cut into a form: "pompoenblokjes" pumpkin cubes, "peterseliestelen" parsley stalks, "Zwiebelwürfel"
  for (const [suffix, form] of FORM_SUFFIXES) {
    if (!word.endsWith(suffix) || word.length - suffix.length < 3) continue;
    const first = word.slice(0, -suffix.length);
    const food = byName.get(stemWord(first))?.english ?? readCompound(first);
    if (food !== first) return `${food} ${form}`;
  }
  for (let cut = 3; cut <= word.length - 4; cut += 1) {
    const head = foreignWords.get(stemWord(word.slice(cut)));
    if (!head) continue;
    const first = word.slice(0, cut);
    const modifier = byName.get(stemWord(first)) ?? byName.get(stemWord(first.replace(/(?:en|n|s|e)$/, '')));
    return `${modifier?.english ?? first} ${head.english}`;
  }
  return word;
}

/** Chinese or Japanese, written without spaces between words. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
/** The longest run of Chinese or Japanese characters read as a name by its parts. */
const MAX_CJK_NAME = 24;

/**
 * A Chinese or Japanese name read by its longest known last part, as these languages put the food last and its
 * kind or form before it: "马苏里拉芝士碎" (mozzarella, shredded cheese) reads "mozzarella cheese", "草莓果酱" "草莓 jam";
 * else by its longest known first part ("鸡蛋液" "egg 液"); else kept.
 */
function readCjkCompound(word: string): string {
  const chars = [...word];
  if (chars.length > MAX_CJK_NAME) return word; // a sentence written without spaces, not a name
  for (let cut = 1; cut < chars.length; cut += 1) {
    const tail = byName.get(chars.slice(cut).join(''));
    const head = chars.slice(0, cut).join('');
    if (tail) return `${byName.get(head)?.english ?? readCjkCompound(head)} ${tail.english}`;
  }
  for (let cut = chars.length - 1; cut > 0; cut -= 1) {
    const head = byName.get(chars.slice(0, cut).join(''));
    if (head) return `${head.english} ${chars.slice(cut).join('')}`;
  }
  return word;
}

/**
 * The known last part of a German or Dutch compound ("reismehl" → "mehl"; "schweineschnitzel" → "schnitzel" when
 * "kalbsschnitzel" is a known word), or null: for "Weizen- oder Reismehl", where the first word leaves its last part
 * to the second.
 */
export function compoundTail(first: string, word: string): string | null {
  const w = normalizePhrase(word);
  const head = normalizePhrase(first);
  if (!/^[a-z]{7,}$/.test(w)) return null;
  for (let cut = 3; cut <= w.length - 4; cut += 1) {
    const tail = w.slice(cut);
    if (foreignWords.has(stemWord(tail)) || byName.has(stemWord(head + tail))) return tail;
  }
  return null;
}

/** The last parts of German and Dutch compounds that name a form of the food, with the English form noun. */
const FORM_SUFFIXES: readonly (readonly [string, string])[] = [
  ['blokjes', 'cubes'],
  ['stukjes', 'pieces'],
  ['reepjes', 'strips'],
  ['plakjes', 'slices'],
  ['schijfjes', 'slices'],
  ['partjes', 'wedges'],
  ['stengels', 'stalks'],
  ['stengel', 'stalk'],
  ['stelen', 'stalks'],
  ['takjes', 'sprigs'],
  ['blaadjes', 'leaves'],
  ['wurfeln', 'cubes'],
  ['wurfel', 'cubes'],
  ['stuckchen', 'pieces'],
  ['stucke', 'pieces'],
  ['scheiben', 'slices'],
  ['streifen', 'strips'],
  ['stangen', 'stalks'],
  ['stange', 'stalk'],
  ['spalten', 'wedges'],
  ['blatter', 'leaves'],
];

/** Whether the phrase holds a name the lexicon reads differently in English. */
export const hasOtherNames = (phrase: string) => toEnglish(phrase) !== normalizePhrase(phrase);

/** The catalogue's other names for a name ("aloo" → potato, alu...; "kartoffel" → potato, aloo...), without itself. */
export function synonymsOf(name: string): string[] {
  const concept = conceptOf(name);
  if (!concept) return [];
  const own = keyOf(name);
  return concept.local.filter((n) => keyOf(n) !== own);
}

/** For a name of a family of foods ("dal", "lentils", "linsen"), the names its members' names hold; else null. */
export function familyNames(name: string): string[] | null {
  const concept = conceptOf(name);
  return concept?.family ? concept.local : null;
}

/** Every concept's English name, for tests and tools. */
export const lexiconEnglishNames = () => concepts.map((c) => c.english);
