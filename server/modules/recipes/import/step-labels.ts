/**
 * A step's or a section's name that only counts ("Step 1", "First step", "Första instruktionen", "Nächster
 * Schritt", "Dernière étape"): a label the page's software writes, not a title a cook reads. Ordinals and the words
 * for a step in English and the region's languages, and the Nordic ones.
 */
const ORDINALS =
  'first second third fourth fifth next last final then ' +
  'första andra tredje fjärde femte nästa sista første andet anden neste næste siste sidste ' +
  'erste erster ersten zweite zweiter dritte nächste nächster letzte letzter ' +
  'eerste tweede derde volgende laatste premier première deuxième troisième suivant suivante dernier dernière ' +
  'primer primero primera segundo segunda siguiente último última primo prima seconda successivo ultimo ultima ' +
  'pierwszy drugi trzeci następny ostatni primeiro primeira próximo próxima';
const STEP_WORDS =
  'step steps instruction instructions direction directions ' +
  'instruktion instruktionen steg steget trinn trin instruksjon schritt stap étape instruction paso instrucción ' +
  'passo passaggio istruzione krok etapa instrução';
const FILLERS = 'the a de la le el il der die das het den det';
const LABEL_WORDS = new Set(`${ORDINALS} ${STEP_WORDS} ${FILLERS}`.split(' '));
const STEP = new Set(STEP_WORDS.split(' '));

export function isStepLabel(name: string): boolean {
  const words = name
    .toLowerCase()
    .replace(/[.:#)(-]/g, ' ')
    .split(/\s+/)
    .filter((word) => word !== '');
  if (words.length === 0 || words.length > 4) return false;
  const counts = words.every((word) => LABEL_WORDS.has(word) || /^\d+(?:st|nd|rd|th|e|\.)?$/.test(word));
  return counts && words.some((word) => STEP.has(word) || /^\d/.test(word));
}

/**
 * Whether a step's name says something of its own, to keep as a line before its text: not a label such as
 * "Step 1", and not the text itself cut short.
 */
export function isOwnHeading(name: string, text: string): boolean {
  if (/^\p{L}{0,12}\s*\d+\s*[.:]?$/u.test(name) || isStepLabel(name)) return false;
  const stem = name
    .replace(/[.…]+$/, '')
    .trim()
    .toLowerCase();
  return !text.toLowerCase().startsWith(stem);
}
