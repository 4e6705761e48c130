import { collapseWhitespace } from './text';

/** Chinese measure words and units that follow a number: "250克", "2个", "1大勺". */
const CJK_MEASURE =
  '(?:千克|公斤|毫升|克|斤|两|升|个|只|颗|粒|片|根|条|块|瓣|勺|大勺|小勺|汤匙|茶匙|匙|杯|碗|把|张|袋|包|盒|罐|滴|朵|枚|棵|头)';
const LATIN_UNIT = '(?:kg|g|mg|ml|l|oz|lb|tsp|tbsp|cups?)';
/** A count in Chinese numerals, as a cook writes it before a measure word: "半" (half), "一个半" (one and a half). */
const CJK_COUNT = '[一二两三四五六七八九十几半]+';
/**
 * A leading amount written against the food that follows it, in Chinese or Japanese: "250克奶油奶酪", "120g淡奶油",
 * "半根胡萝卜" (half a carrot), "一个半番茄", and the amounts without a number "适量" (to taste) and "少许" (a little).
 * A numeral that is part of a food's name ("五花肉", "八角", "三文鱼") has no measure word after it and stays.
 */
const AMOUNT_AGAINST_FOOD = new RegExp(
  // "半" after the measure is part of the amount ("一个半"), never the food
  `^((?:\\d+(?:[.,/]\\d+)?\\s*(?:${CJK_MEASURE}半?|${LATIN_UNIT}))(?!半)|${CJK_COUNT}${CJK_MEASURE}半?(?!半)|适量|少许)(?=[\\u3040-\\u30ff\\u3400-\\u9fff])`,
  'iu',
);

/**
 * A note a recipe plugin wrapped in brackets at the end of the line though it opens with a comma or its own
 * bracket: "bok choy (, chopped)" is "bok choy, chopped", "milk ((nut or dairy) warmed)" is "milk (nut or dairy) warmed".
 */
export const PLUGIN_NOTE = /\s*\(((?:,|\([^()]*\))(?:[^()]|\([^()]*\))*)\)$/u;

export const unwrapNote = (_: string, note: string) => (note.startsWith(',') ? note : ` ${note}`);

/** The checkbox or tick a list draws before each line or step ("▢ 2 eggs"). */
const CHECKBOX = /^[▢☐□◻◽✓✔☑■●○◯]\s*/u;

/**
 * A step without the checkbox drawn before it, and with a space after the number a page draws apart against its first
 * word ("2Fleisch nach Belieben…" from `<mark>2</mark>Fleisch…`, a drop cap): no word starts with a digit and a capital.
 */
export const withoutCheckbox = (step: string) =>
  step.replace(CHECKBOX, '').replace(/^(\d{1,2})(?=\p{Lu}\p{L})/u, '$1 ');

/**
 * An ingredient line as a person reads it: a bullet typed or a checkbox drawn before it ("- 2 cups flour") goes,
 * "skin-on ((can also use skinless))" (as some recipe plugins write notes that already have parentheses) loses its
 * doubled parentheses, and an amount written against a Chinese or Japanese food name is set apart from it
 * ("250克 奶油奶酪"), as pages show it.
 */
export function tidyIngredient(line: string): string {
  return line
    .replace(/^[-–•·▪*]\s+/u, '')
    .replace(CHECKBOX, '')
    .replace(/(\S)\s+,(?=\s)/gu, '$1,') // "1 medium carrot , peeled": a space before a comma is a slip
    .replace(/\(\(([^()]*)\)\)/g, '($1)')
    .replace(PLUGIN_NOTE, unwrapNote)
    .replace(AMOUNT_AGAINST_FOOD, '$1 ');
}

/** "Step" in our languages, as a page's software writes it before a step's number ("Step 1", "Paso 2", "Étape 3"). */
export const STEP_WORD = String.raw`(?:step|schritt|[ée]tape|etapa|paso|passo|stap|krok|trinn?|steg|l[ée]p[ée]s|korak)`;

/** A step's own number in its place: "1. ", "2) ", or after the word for a step, "Step 3", "Step 4:", "Step 5Mix". */
const numbered = (place: number) =>
  new RegExp(`^(?:${STEP_WORD}\\s*${place}\\s*[.):]?\\s*|${place}\\s*[.):]\\s+)(?=\\S)`, 'iu');

/**
 * Steps that begin with their own number in order ("1. Mix", "2. Stir", "Step 3 Bake"): the numbers go, the form
 * numbers them. A closing line without a number ("Enjoy!") after two or more numbered steps does not stop it.
 */
export function withoutStepNumbers(steps: string[]): string[] {
  if (steps.length < 2) return steps;
  const first = steps.findIndex((step, index) => !numbered(index + 1).test(step));
  const count = first === -1 ? steps.length : first;
  const restPlain = steps.slice(count).every((step) => !/^\d/.test(step));
  if (count < 2 || !restPlain) return steps;
  return steps.map((step, index) => (index < count ? step.replace(numbered(index + 1), '') : step));
}

/**
 * A site's call to its readers, not a step: a line that opens by asking them to share a picture, tag the site, rate
 * the recipe or leave a comment ("Last Step: Don't forget to share! Post a picture of your finished recipe…"); a
 * step that ends with one ("Enjoy, and don't forget to share…") stays. English, as these calls are.
 */
const SIGN_OFF =
  /^(?:(?:last|final) step\s*:?\s*)?(?:don['’]?t forget to (?:share|tag|rate|comment)|share (?:a|your) (?:photo|picture|pic)|post a (?:photo|picture) of your|tag (?:us|me)\b|rate (?:this|the) recipe|leave a (?:comment|review|rating)|did you make this recipe)/i;

/** Steps without the calls to share, tag or rate a method closes with. */
export function withoutSignOff(steps: string[]): string[] {
  let end = steps.length;
  while (end > 1 && SIGN_OFF.test(steps[end - 1]!)) end--;
  return end === steps.length ? steps : steps.slice(0, end);
}

/** A method the page prints twice, for the screen and for printing: its steps once. */
export function withoutRepeatedMethod(steps: string[]): string[] {
  const half = steps.length / 2;
  if (half < 1 || !Number.isInteger(half)) return steps;
  return steps.slice(0, half).every((step, index) => step === steps[half + index]) ? steps.slice(0, half) : steps;
}

/** How many lines a list repeated at its end must have to be dropped (three alike can be a real second group). */
const MIN_REPEATED = 4;

/**
 * Ingredient lines without a list the page printed twice: when its last lines (four or more) all stand earlier
 * in the list too, they are a repetition (the dressing listed again under its own picture), not more food.
 */
export function withoutRepeatedTail(lines: string[]): string[] {
  let start = lines.length;
  while (start > 0 && lines.indexOf(lines[start - 1]!) < start - 1) start--;
  return lines.length - start >= MIN_REPEATED ? lines.slice(0, start) : lines;
}

const STEP_MARKER = /(^|[\s.!?;:)。；！？])(\d{1,2})[.)、．]\s*(?=\D|$)/gu;

/**
 * One block of text holding numbered steps ("1. Mix the flour. 2. Add the eggs.") as separate steps without
 * their numbers; numbers with nothing after them are dropped. The numbers must start at 1 at the very
 * beginning and follow each other; otherwise the text is returned whole.
 */
export function splitNumberedSteps(text: string): string[] {
  const steps: string[] = [];
  let expected = 1;
  let contentStart = 0;
  for (const match of text.matchAll(STEP_MARKER)) {
    if (Number(match[2]) !== expected) continue;
    const markerStart = match.index + (match[1] ?? '').length;
    if (expected === 1 && markerStart !== 0) return [text];
    if (expected > 1) steps.push(text.slice(contentStart, markerStart));
    contentStart = match.index + match[0].length;
    expected++;
  }
  if (expected <= 2) return [text];
  steps.push(text.slice(contentStart));
  return steps.map(collapseWhitespace).filter((step) => step.length > 0);
}

const CJK = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/u;

/**
 * Lines joined back into one text. As browsers do (CSS Text, segment break transformation), a line break
 * between two Chinese or Japanese characters disappears; any other becomes a space.
 */
export function joinLines(lines: string[]): string {
  // the glue of each line read from its neighbour, not from the text built so far (reading that flattens it each time)
  const parts: string[] = [];
  let last = ''; // the text's last character so far
  for (const line of lines) {
    if (parts.length === 0 && line.length === 0) continue;
    const glue = parts.length === 0 || (CJK.test(last) && CJK.test(line[0] ?? '')) ? '' : ' ';
    parts.push(glue, line);
    last = line.at(-1) ?? (glue || last);
  }
  return parts.join('');
}

const TIME_UNIT =
  '(?:min(?:s|ute[ns]?|uti|utos|utes|utter|ut[ey]?)?|perc|óra|h|hrs?|hours?|stunden?|std|heures?|or[ae]|horas?|uur|godz(?:in[ay]?)?|timer?)\\.?';
/**
 * A line that only states how long something takes, after a label that names a time: "Cooking time: 30 minutes",
 * "Elkészítési idő: kb. 30 perc", "Zubereitungszeit: ca. 45 Min." ("Bake: 30 minutes" is a step).
 */
const TIME_LINE = new RegExp(
  `^[^\\d:.!?]{0,30}(?:time|id[őo]|zeit|temps|tempo|tiempo|tijd|czas|tid|[čc]as|vrijeme|dauer|dur[ée]e?|duration)[^\\d:.!?]{0,20}:\\s*(?:(?:about|approx\\.?|ca\\.?|kb\\.|circa|env\\.|etwa|cerca de)\\s*)?(?:\\d+(?:[.,]\\d+)?(?:\\s*[-–]\\s*\\d+)?\\s*${TIME_UNIT}\\s*)+$`,
  'iu',
);

/**
 * A label of four words at most and a time, and no full stop: "Préparation 5 min", "Cuisson 10 min",
 * "Zubereiten30min", "Auf dem Tisch in 30 min". Two or more at the head of a method are a recipe's box of times,
 * not steps; one alone, or one further down, may be a step ("Rest 10 minutes").
 */
const LABELLED_TIME = new RegExp(
  `^\\p{L}+(?:[ '’]\\p{L}+){0,3}\\s*:?\\s*(?:\\d+(?:[.,]\\d+)?(?:\\s*[-–]\\s*\\d+)?\\s*${TIME_UNIT.replace('\\.?', '')}\\s*)+$`,
  'iu',
);

/**
 * Steps without the lines that only state a time ("Preparation time: 30 minutes"), which are not steps, nor the
 * labelled times a method opens with ("Préparation 5 min", "Cuisson 10 min") before its first step.
 */
export function withoutTimeLines(steps: string[]): string[] {
  let first = 0;
  while (first < steps.length && LABELLED_TIME.test(steps[first]!.trim())) first++;
  // one alone may be a step; a method of times alone is left as it is, there being nothing after them to keep
  const from = first >= 2 && first < steps.length ? first : 0;
  return steps.slice(from).filter((step) => !TIME_LINE.test(step));
}

/**
 * Steps from the instruction lines a page gave. When those lines hold more numbered steps than lines
 * ("1. Mix. 2. Stir." in one text, with stray line breaks inside steps), the numbered steps win.
 */
export function stepsFromLines(lines: string[]): string[] {
  if (lines.length === 0) return lines;
  const numbered = splitNumberedSteps(joinLines(lines));
  return numbered.length > lines.length ? numbered : lines;
}

/** The nutrients a nutrition panel names, in our languages. */
const NUTRIENT = String.raw`(?:energ(?:y|ie)|calories|protein|proteins|eiwe?i(?:ß|ss)|eiwitten|prot[eé]ines?|prote[ií]nas?|fat|fett|vetten|lipides|grassi|grasas|carbohydrates?|carbs|kohlenhydrate|koolhydraten|glucides|carboidrati|hidratos|sugars?|zucker|suikers?|fib(?:re|er)|ballaststoffe|vezels|salt|salz|zout|sodium|saturates)`;
/**
 * A line of a nutrition panel: energy in kcal or kJ ("2,042kJ / 488kcals", "611,87 kcal Energie"), or a weight of a
 * nutrient ("30g protein", "Fat: 12 g"); short, as a panel's lines are (an ingredient may name sugar or salt).
 */
const NUTRIENT_LINE = [
  /\d\s*(?:kcals?|kj)\b/iu,
  new RegExp(String.raw`^[\d.,]+\s*m?g\s+${NUTRIENT}\b`, 'iu'),
  new RegExp(String.raw`^${NUTRIENT}\s*:?\s*[\d.,]+\s*(?:m?g|kcal)\b`, 'iu'),
];
const MAX_NUTRIENT_WORDS = 7;

/** Whether the lines are a nutrition panel rather than ingredients: three or more, mostly figures of nutrients. */
export function isNutritionPanel(lines: readonly string[]): boolean {
  const nutrient = (line: string) =>
    line.split(/\s+/).length <= MAX_NUTRIENT_WORDS && NUTRIENT_LINE.some((pattern) => pattern.test(line));
  return lines.length >= 3 && lines.filter(nutrient).length * 2 > lines.length;
}

/**
 * A serving counter's text read among a page's ingredient lines: a figure alone (a choice of 2, 4, 6 servings) or one
 * with the word for servings or ingredients ("2 Portionen", "2 Broj porcija", "2 Zutaten").
 */
export const isServingsControl = (line: string) =>
  /^\d+(?:\s+(?:servings?|portions?|portionen|personen|persons?|people|personnes|porciones|porzioni|porcje|porcji|porcij[ae]?|broj porcija|pessoas|por[cç][õo]es|zutaten|ingredients?))?$/iu.test(
    line.trim(),
  );
