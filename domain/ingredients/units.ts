/**
 * Units a recipe line may use, the words that name them, and their metric sizes.
 * Shared by the line parser and the nutrition engine.
 */

// dag: the dekagram (10 g) of Czech, Slovak, Hungarian and Croatian pages ("20 dkg", "10 dag")
export const WEIGHT_GRAMS = { mg: 0.001, g: 1, dag: 10, kg: 1000, oz: 28.349523125, lb: 453.59237 } as const;
export type WeightUnit = keyof typeof WEIGHT_GRAMS;

// US customary kitchen measures rounded the way nutrition labels round them (21 CFR 101.9(b)(5)(viii):
// 1 cup = 240 ml, 1 tbsp = 15 ml, 1 tsp = 5 ml). A pinch is 1/16 tsp and a dash 1/8 tsp; a handful is
// taken as 1/4 cup, which gives ~35 g of nuts (about one ounce, the usual "handful").
export const VOLUME_ML = {
  ml: 1,
  l: 1000,
  dl: 100,
  cl: 10,
  floz: 30,
  cup: 240,
  // US liquid measures, 2, 4 and 16 of the label's 240 ml cups
  pint: 480,
  quart: 960,
  gallon: 3840,
  tbsp: 15,
  tsp: 5,
  pinch: 5 / 16,
  dash: 5 / 8,
  drop: 0.05,
  drizzle: 5,
  splash: 15,
  handful: 60,
} as const;
export type VolumeUnit = keyof typeof VOLUME_ML;

/** Units counted in pieces; their weight comes from the food's portions. */
export const COUNT_UNITS = [
  'piece',
  'small',
  'medium',
  'large',
  'clove',
  'slice',
  'can',
  'bunch',
  'sprig',
  'stick',
  'leaf',
  'inch',
  'head',
  'fillet',
  'packet',
  'stalk',
  'pod',
  'sheet',
  'jar',
  'rack',
] as const;
export type CountUnit = (typeof COUNT_UNITS)[number];

export type MeasureUnit = WeightUnit | VolumeUnit;
export type Unit = MeasureUnit | CountUnit;

/** A stated amount in a weight or volume unit, e.g. the "14 oz" of a "14-ounce can". */
export interface Measure {
  quantity: number;
  unit: MeasureUnit;
}

export function isWeightUnit(unit: Unit): unit is WeightUnit {
  return unit in WEIGHT_GRAMS;
}

export function isVolumeUnit(unit: Unit): unit is VolumeUnit {
  return unit in VOLUME_ML;
}

/** Containers whose size is often printed beside them: "2 cans (15 ounces each)", "1 14-ounce can". */
export const CONTAINER_UNITS: readonly Unit[] = ['can', 'packet', 'jar', 'stick', 'piece', 'fillet'];

/** A table of unit words and the function that adds a space-separated list of words for one unit to it. */
export function unitWordTable(): [Record<string, Unit>, (unit: Unit, list: string) => void] {
  const table: Record<string, Unit> = {};
  return [table, (unit, list) => list.split(' ').forEach((w) => (table[w] = unit))];
}

const [UNIT_WORDS, words] = unitWordTable();
words('mg', 'mg milligram milligrams');
words('g', 'g gm gms gr grs gram grams gramme grammes');
words('kg', 'kg kgs kilo kilos kilogram kilograms');
words('oz', 'oz ozs ounce ounces');
words('floz', 'floz'); // "fl oz" and "fluid ounces", written so by read-amount.ts before a measure is read
words('lb', 'lb lbs pound pounds');
words('ml', 'ml mls millilitre millilitres milliliter milliliters cc');
words('l', 'l ltr ltrs litre litres liter liters');
words('dl', 'dl decilitre decilitres deciliter deciliters');
words('cup', 'cup cups');
words('pint', 'pint pints pt pts');
words('quart', 'quart quarts qt qts');
words('gallon', 'gallon gallons gal gals');
words('tbsp', 'tbsp tbsps tbs tbl tbls tblsp tablespoon tablespoons tablespoonful tablespoonfuls spoonful spoonfuls');
words('tsp', 'tsp tsps ts teaspoon teaspoons teaspoonful teaspoonfuls');
words('pinch', 'pinch pinches');
words('dash', 'dash dashes');
words('drop', 'drop drops');
words('drizzle', 'drizzle');
words('splash', 'splash splashes');
words('handful', 'handful handfuls fistful');
words('piece', 'piece pieces pc pcs knob knobs ear ears');
words('small', 'small');
words('medium', 'medium med');
words('large', 'large big lg');
words('clove', 'clove cloves');
words('slice', 'slice slices');
words('can', 'can cans tin tins');
words('bunch', 'bunch bunches');
words('sprig', 'sprig sprigs');
words('stick', 'stick sticks');
words('leaf', 'leaf leaves');
words('inch', 'inch inches');
words('head', 'head heads');
words('fillet', 'fillet fillets filet filets');
words(
  'packet',
  'packet packets package packages pack packs pkg pkgs sachet sachets bag bags box boxes envelope envelopes block blocks carton cartons tub tubs',
);
words('stalk', 'stalk stalks rib ribs');
words('pod', 'pod pods');
words('sheet', 'sheet sheets');
words('jar', 'jar jars bottle bottles');
words('rack', 'rack racks');

// The same measures in our EU region's languages (German, French, Spanish, Italian, Dutch, Polish,
// Portuguese) and Swedish; compared without accents.
words('g', 'gramm gramos gramo grammi grammo gramas grama gramy gramow');
words('kg', 'kilogramm kilogramo kilogramos chilo chilogrammo chilogrammi quilo quilos quilograma quilogramas');
words('ml', 'milliliter mililitro mililitros millilitro millilitri mililitr mililitrow');
words('cl', 'cl centiliter centilitre centilitres centilitro centilitros centilitri');
words('l', 'liter litro litros litri litr litra litry litrow');
words(
  'tbsp',
  'el essloffel eetlepel eetlepels cs cas cuillere cuilleres cucharada cucharadas cucchiaio cucchiai lyzka lyzki msk colher colheres',
);
words(
  'tsp',
  'tl teeloffel theelepel theelepels cc cac cucharadita cucharaditas cucchiaino cucchiaini lyzeczka lyzeczki tsk colherzinha',
);
words('cup', 'tasse tassen taza tazas tazza tazze kopje kopjes szklanka szklanki xicara xicaras');
words(
  'pinch',
  'prise prisen pincee pincees pizca pizcas pizzico snufje snufjes snuifje snuifjes szczypta szczypty pitada pitadas krm',
);
words(
  'sprig',
  'zweig zweige zweiglein brin brins ramita ramitas rametto rametti takje takjes galazka galazki raminho raminhos',
);
words('splash', 'schuss scheutje scheutjes trait chorrito chorro goccio');
words('sheet', 'vel vellen foglio fogli');
words('jar', 'glas glaser frasco frascos vasetto vasetti sloik sloiki');
words('clove', 'zehe zehen gousse gousses diente dientes spicchio spicchi teentje teentjes zabek zabki dente dentes');
words('bunch', 'bund bd botte bouquet manojo mazzo mazzetto bos bosje bosjes peczek maco');
words('piece', 'stuck stk stuk stuks unidade unidades pieza piezas pezzo pezzi sztuka sztuki');
words('can', 'dose dosen boite boites lata latas bote botes barattolo lattina blik blikje puszka puszki');
words(
  'packet',
  'packung packungen packchen pck pkt paquet paquets paquete paquetes bustina bustine pak pakje zakje opakowanie pacote pacotes',
);
words(
  'slice',
  'scheibe scheiben tranche tranches rebanada rebanadas rodaja rodajas fetta fette plak plakjes plaster plastry fatia fatias',
);
words('stalk', 'stange stangen stangel stengel stengels');
words('pinch', 'msp messerspitze messerspitzen');
words('sprig', 'stiel stiele');
// written short ("1/2 Teel.", "2 Essl."), and the spoons and pieces of Scandinavian and Czech or Slovak pages ("1 ss",
// "2 lyžice", "1,5 PL", "2 ks")
words('tbsp', 'essl ss spsk pl lyzica lyzice lzice lzic');
words('tsp', 'teel');
words('piece', 'ks kusy kusu');
// a Norwegian clove is a boat ("4 båter hvitløk"); packs, tins, slices and pinches of Scandinavian pages
words('clove', 'bat bater fedd klyfta klyftor');
words('packet', 'pk pakke pakker');
words('can', 'boks dase daser');
words('slice', 'skiva skivor skive skiver');
words('pinch', 'nypa knivsudd');
// Czech, Slovak, Hungarian, Croatian, Slovene and Romanian pages: spoons ("2 lžičky", "1 ek", "1 kk", "2 žlice",
// "1 lingură"), cups and mugs (hrnek, bögre, šalica), pinches, packets and cloves ("1 sáček", "1 csomag", "3 gerezd",
// "2 režnja"), pieces ("1 db", "2 kom"), slices ("3 plát."), dekagrams ("20 dkg"). Hungarian "ek" is the evőkanál, "kk"
// the kávéskanál, "tk" the teáskanál and "mk" the mokkáskanál, taken as a teaspoon; Czech "ČL" is read in unitFromWord.
words('dag', 'dkg dag dekagram dekagramu dekagramy dekagramov deka');
words('g', 'gramu gramov gramma grammot');
words('l', 'litru litrov litre');
words('dl', 'decilitr decilitru decilitra');
words(
  'tbsp',
  'lzica lzici lzicu lzic lyzic lyzicu lyzici ek evokanal evokanalnyi zlica zlice zlicu zlic zlico zlici lingura linguri',
);
words(
  'tsp',
  'lzicka lzicky lzicku lzicek lzickou lyzicka lyzicky lyzicku lyziciek kl kk tk mk kaveskanal kaveskanalnyi teaskanal teaskanalnyi zlicica zlicice zlicicu zlicic zlicka zlicke zlicko lingurita lingurite',
);
words(
  'cup',
  'hrnek hrnku hrnky hrncek hrnceky hrncekov hrncekmi salka salky salku salek salok bogre bogrenyi salica salice salicu skodelica skodelice skodelico',
);
words('pinch', 'spetka spetku spetky stipka stipku stipky csipet csipetnyi prstohvat prstohvata scepec scepca');
words(
  'packet',
  'sacek sacky sacku sacku balicek balicky balicku balenie baleni balenia vrecko vrecka vreciek vrecusko vrecuska csomag csomagot vrecica vrecice vrecicu vrecke plic plicuri',
);
words(
  'clove',
  'strouzek strouzky strouzku strucik struciky strucikov strucika gerezd gerezdet cesanj cesnja cesnjeva rezanj reznja reznjeva strok stroka stroki catel catei',
);
words('piece', 'db darab kom komad komada komadi bucata bucati');
words('slice', 'platek platky platku plat platok szelet szeletet kriska kriske krisku rezina rezine felie felii');
words('head', 'fej hlavicka hlavicky hlavka hlavky glavica glavice glavicu');
words('bunch', 'svazek svazku svazecek svazecku zvazok zvazky zvazocek csokor csokrot vezica vezice sopek sopka');
words('sprig', 'snitka snitky snitku vetvicka vetvicky vetvicku grancica grancice grancicu vejica vejice');
words('can', 'plechovka plechovky plechovku konzerva konzervy konzervu limenka limenke limenku plocevinka plocevinke');
words('handful', 'hrst hrsti hrstka hrstku hrstky marek mareknyi');
words('stick', 'rud');
words('jar', 'sklenice sklenicka staklenka staklenke kozarec kozarca');
words('large', 'velka velke velky velkou velkych nagy nagyobb veliki velika veliko velike');
words('medium', 'stredni stredne stredny stredna kozepes srednji srednja srednje');
words('small', 'mensi mensie kis kisebb kicsi mali malo');
words('head', 'knolle knollen kopf kopfe tete tetes cabeza cabezas testa glowka glowki cabeca cabecas krop kroppen');
// a glass as the region's cooks measure with it ("1 vaso de leche", "1 bicchiere di latte", "1 copo de leite")
words('cup', 'vaso vasos bicchiere bicchieri copo copos');
words('leaf', 'foglia foglie blaadje blaadjes listek listki listka folha folhas');
words('handful', 'handje handjes');
words('piece', 'klontje klontjes');
// sizes: "1 kleiner Apfel", "2 gros oignons", "1 cebolla grande" is read by the name
words(
  'small',
  'klein kleine kleiner kleines kleinen petit petite petits petites pequeno pequena pequenos pequenas piccolo piccola piccoli piccole maly mala male',
);
words(
  'medium',
  'mittelgross mittelgrosse mittelgrosser mittelgrosses mittelgrossen mittlere mittlerer mittleres moyen moyenne moyens moyennes mediano mediana medianos medianas middelgroot middelgrote sredni srednia srednie',
);
words('large', 'gross grosse grosser grosses grossen gros grande grandes grandi groot grote duzy duza duze');
words('handful', 'handvoll poignee puñado punado manciata handvol garsc punhado');

/**
 * The unit a word names, or null. Case matters only for the one-letter cookbook
 * abbreviations: "T" is a tablespoon and "t" a teaspoon.
 */
export function unitFromWord(word: string): Unit | null {
  if (word === 'T' || word === 'Tb' || word === 'TB') return 'tbsp';
  if (word === 't') return 'tsp';
  if (word === 'c' || word === 'C') return 'cup'; // "¾ c (180 ml) cornmeal", "1 C milk"; French "c. à s." is read before
  if (/^[čČ][lL]\.?$/u.test(word.normalize('NFC'))) return 'tsp'; // Czech čajová lžička; "cl" is the centilitre
  const lower = word
    .toLowerCase()
    .replace(/\.$/, '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/ß/g, 'ss');
  if (lower === 't') return null; // ambiguous once case is lost
  return UNIT_WORDS[lower] ?? null;
}

/** Converts a weight or volume measure to grams; volumes need a density (g/ml). */
export function measureToGrams(m: Measure, gramsPerMl: number | null): number | null {
  if (isWeightUnit(m.unit)) return m.quantity * WEIGHT_GRAMS[m.unit];
  if (gramsPerMl === null) return null;
  return m.quantity * VOLUME_ML[m.unit] * gramsPerMl;
}

/** Count nouns that end a line's name and are its unit: "2 celery stalks", "4 salmon fillets", "12 pineapple rings". */
export const COUNT_NOUNS: Record<string, Unit> = {
  clove: 'clove',
  cloves: 'clove',
  leaf: 'leaf',
  leaves: 'leaf',
  sprig: 'sprig',
  sprigs: 'sprig',
  stalk: 'stalk',
  stalks: 'stalk',
  rib: 'stalk',
  ribs: 'stalk',
  stick: 'stick',
  sticks: 'stick',
  pod: 'pod',
  pods: 'pod',
  head: 'head',
  heads: 'head',
  bunch: 'bunch',
  fillet: 'fillet',
  fillets: 'fillet',
  slice: 'slice',
  slices: 'slice',
  ring: 'slice',
  rings: 'slice',
  steak: 'piece',
  steaks: 'piece',
  sheet: 'sheet',
  sheets: 'sheet',
};
