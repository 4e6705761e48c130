/**
 * Separates the food name from the notes around it: parentheses, comma segments, clauses such as
 * "for frying", preparation words and alternatives ("olive or avocado oil"). Used by parse-ingredient.ts.
 */

export const HOLE = '\uE000'; // marks where a parenthesis was cut out: \uE000<index>\uE000
export const HOLE_RE = /\uE000(\d+)\uE000/g;
// adjectives that may stand alone before a comma: "boneless, skinless chicken breasts", "85% organic, grass-fed beef",
// "medium grind, whole-grain cornmeal"
const SEGMENT_DESCRIPTOR =
  /^(?:boneless|skinless|bone-in|skin-on|skin-off|unsalted|salted|unsweetened|unflavou?red|plain|organic|fresh|sweet|raw|whole|extra|light|lean|grind|coarse|fine|\d+(?:\.\d+)?%|and)$/;
// how a food was cooked or kept, which may also stand alone before a comma and stays in the name: "cooked, shredded
// chicken breast" is cooked chicken breast, not a food called "cooked"
const SEGMENT_STATE =
  /^(?:cooked|uncooked|precooked|roasted|grilled|boiled|poached|steamed|baked|toasted|fried|frozen|canned|dried|smoked|leftover|blanched|marinated)$/;
// where the food name ends and a remark begins: "oil for frying", "cornstarch mixed with water"
const CLAUSE_RE =
  /\s(?:for|plus|to (?:serve|garnish|grease|drizzle|sprinkle|finish|coat|make)|such as|as needed|as required|if needed|at room temperature|straight from|mixed with|dissolved in|soaked in|with|and (?=\d))\b/i;
// Words about preparation, temperature or ripeness: they go to the note so the name is just the food.
const PREP_WORDS = new Set(
  (
    'chopped finely roughly coarsely thinly thickly diced minced sliced grated shredded crumbled cubed ' +
    'julienned melted softened peeled seeded deseeded deveined crushed beaten whisked mashed torn halved ' +
    'quartered rinsed drained sifted packed loosely firmly lightly freshly divided trimmed pitted cored ' +
    'stemmed washed cleaned clean scrubbed cut warmed cooled chilled thawed defrosted squeezed separated cold warm ' +
    'boiling lukewarm ripe overripe crisp large small medium big about approx approximately well very ' +
    'into pieces chunks cubes'
  ).split(' '),
);
const MEATS = /^(?:beef|pork|lamb|mutton|goat|chicken|turkey|veal|meat)$/;
// words that say how a food is made or kept rather than what it is: "low-sodium", "fat-free", "unsalted"
const QUALITY =
  /^(?:(?:low|reduced|high|full|non|no|lower)-\p{L}+|\p{L}+-free|un\p{L}+ed|light|lite|regular|plain|organic|skim|lean)$/iu;

export interface Paren {
  text: string;
  used: boolean;
}

/** Cuts out top-level parentheses and brackets, leaving numbered holes behind. */
export function cutParens(s: string): { bare: string; parens: Paren[] } {
  const parens: Paren[] = [];
  let bare = '';
  let depth = 0;
  let inner = '';
  for (const ch of s) {
    if (ch === '(' || ch === '[') {
      if (depth > 0) inner += ch;
      depth += 1;
    } else if ((ch === ')' || ch === ']') && depth > 0) {
      depth -= 1;
      if (depth > 0) inner += ch;
      else {
        bare += ` ${HOLE}${parens.length}${HOLE} `;
        parens.push({ text: inner.trim(), used: false });
        inner = '';
      }
    } else if (depth > 0) inner += ch;
    else bare += ch;
  }
  if (depth > 0) {
    bare += ` ${HOLE}${parens.length}${HOLE} `;
    parens.push({ text: inner.trim(), used: false });
  }
  return { bare, parens };
}

/**
 * "or" in English and our region's languages (German, French and Portuguese, Spanish and Italian, Polish); not the
 * Dutch "of", an English word.
 */
const OR = /\s+(?:or|oder|ou|o|oppure|lub|\/)\s+/i;

/** "olive or avocado oil" → "olive oil"; "mayo or yogurt" → "mayo"; "Weisswein oder Brühe" → "Weisswein". The rest goes to the note. */
function firstAlternative(name: string, notes: string[]): string {
  const alts = name.split(OR);
  if (alts.length < 2) return name;
  const first = alts[0] ?? '';
  const secondWords = (alts[1] ?? '').split(' ');
  notes.push(`or ${alts.slice(1).join(' or ')}`);
  // a lone adjective borrows the head noun of the next alternative
  // ...unless it is a plural noun in its own right: "shallots or pearl onions"
  // ...and, when the alternatives differ only in a quality, every word after the next one's: "unsalted or
  // low-sodium chicken stock" is "unsalted chicken stock"; "cheddar or Mexican blend cheese" stays "cheddar cheese"
  const lone = !first.includes(' ') && !/[^su]s$/.test(first);
  if (!lone || secondWords.length < 2) return first;
  const borrowed = QUALITY.test(secondWords[0] ?? '') ? secondWords.slice(1) : secondWords.slice(-1);
  return `${first} ${borrowed.join(' ')}`;
}

/** True when every word of a name is a descriptor or preparation word ("boneless", "large"), or it is empty. */
export function onlyDescriptors(name: string): boolean {
  return name
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w !== '')
    .every((w) => PREP_WORDS.has(w) || SEGMENT_DESCRIPTOR.test(w));
}

/** Splits what follows the amount into the food name and notes. */
export function splitName(rest: string, notes: string[]): string {
  // a dash between the amount and the name ("1 Cup (220g) - Greek Yogurt") is not part of the name
  let s = rest
    .replace(HOLE_RE, ' ')
    .replace(/^\s*[-–—]\s+/, '')
    .replace(/^\s*\.?\s*of\s+/i, '');
  const clause = CLAUSE_RE.exec(` ${s}`);
  if (clause && clause.index > 0) {
    notes.push(s.slice(clause.index).trim());
    s = s.slice(0, clause.index - 1);
  }
  // a dash between spaces after the food begins a note as a comma does: "chicken thighs - fat trimmed"
  const segments = s
    .split(/[,;]|\s[-–—]\s/)
    .map((x) => x.trim())
    .filter((x) => x !== '');
  let name = '';
  while (segments.length > 0) {
    const seg = segments.shift() ?? '';
    name = name ? `${name} ${seg}` : seg;
    // "boneless, skinless chicken breasts", "cooked, diced chicken": a segment of only descriptors and states joins the
    // next one
    const words = name.toLowerCase().split(/\s+/);
    const onlyDescriptors = words.every(
      (w) => PREP_WORDS.has(w) || SEGMENT_DESCRIPTOR.test(w) || SEGMENT_STATE.test(w),
    );
    if (!onlyDescriptors) break;
  }
  notes.push(...segments);
  const kept: string[] = [];
  const prep: string[] = [];
  const words = name.toLowerCase().split(/\s+/);
  words.forEach((w, i) => {
    // "minced pork" is a product (ground meat), "minced garlic" a preparation
    const product = w === 'minced' && MEATS.test(words[i + 1] ?? '');
    const isPrep = (word: string) => PREP_WORDS.has(word.replace(/[.,]$/, ''));
    // "cooked and chilled rice": the "and" between a state and a preparation word goes with the preparation
    const joinsPrep = w === 'and' && isPrep(words[i + 1] ?? '') && SEGMENT_STATE.test(words[i - 1] ?? '');
    ((isPrep(w) && !product) || joinsPrep ? prep : kept).push(w);
  });
  let clean = kept
    .join(' ')
    .replace(/^(?:and|of)\s+|\s+(?:and|of)$/g, '')
    .trim();
  // "1-inch thick each swordfish fillets": the size of the pieces goes to the note
  clean = clean.replace(
    /^\d+(?:\.\d+)?\s*-?\s*(?:inch|in|cm)\b(?:\s+(?:thick|thin|wide|long)\b)?(?:\s+each\b)?\s*/,
    (m) => (notes.unshift(m.trim()), ''),
  );
  if (prep.length > 0) notes.unshift(prep.join(' ').replace(/^and\s+|\s+and$/g, ''));
  clean = firstAlternative(clean, notes);
  return (
    clean
      // the trailing run tried from its first character only (from each, a long run took the square of its length)
      .replace(/(?<![\s:.'"–—-])[\s:.'"–—-]+$|^[-:'"]+/g, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}
