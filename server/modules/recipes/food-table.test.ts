import { describe, expect, it } from 'vitest';
import { computeRecipeNutrition } from '../../../domain/nutrition/compute-nutrition';
import { readFoodTable } from './catalogue.seed';

// The food table as the product seeds it (team foods + USDA SR28): lines of bought sweets, crisps and cakes that
// matched nothing before (issue 17), weighed as a cook buys them.
describe('the food table', () => {
  const foods = readFoodTable();
  const line = (text: string) => {
    const item = computeRecipeNutrition([text], foods, 1).coverage.items[0];
    return { food: item?.foodKey, grams: item?.grams };
  };

  it('knows bought sweets and toppings, by USDA SR28 where it has them', () => {
    expect(line('1 cup caramel sauce')).toEqual({ food: 'caramel-sauce', grams: 328 }); // SR28 19364: 2 tbsp = 41 g
    expect(line('1/2 cup toffee bits')).toEqual({ food: 'toffee-bits', grams: 84 });
    expect(line('24 Hershey’s Kisses, unwrapped')).toEqual({ food: 'chocolate-kisses', grams: 110.4 }); // 4.6 g each
    expect(line('1 store-bought angel food cake, cubed')).toEqual({ food: 'angel-food-cake', grams: 340 });
    expect(line('1 cup crispy wonton strips')).toEqual({ food: 'chow-mein-noodles', grams: 56 });
  });

  it('keeps soft chow mein noodles apart from the crispy ones, and weighs a starter as flour and water', () => {
    expect(line('200 g chow mein noodles').food).toBe('wheat-noodles');
    expect(line('1 cup active sourdough starter')).toEqual({ food: 'sourdough-starter', grams: 227 });
    const starter = foods.find((f) => f.key === 'sourdough-starter');
    const flour = foods.find((f) => f.key === 'bread-flour');
    expect(starter?.per100g.kcal).toBeCloseTo((flour?.per100g.kcal ?? 0) / 2, 0); // 100% hydration: half flour
  });

  it('takes blackberries as SR28 has them, not as raspberries', () => {
    expect(line('1 cup fresh blackberries')).toEqual({ food: 'usda-09042', grams: 144 });
    expect(line('1 cup raspberries').food).toBe('raspberries');
  });

  it('takes fresh pasta and fresh egg noodles as fresh (288 kcal/100 g), not as the dried (371)', () => {
    expect(line('9 oz fresh linguine').food).toBe('fresh-pasta');
    expect(line('1 lb fresh egg noodles').food).toBe('fresh-pasta');
    expect(line('200 g linguine').food).toBe('pasta');
    expect(line('8 oz fresh Hong Kong pan fry noodles').food).toBe('fresh-pasta'); // a fresh kind named by its place
    expect(line('8 oz Hong Kong pan fry noodles').food).not.toBe('fresh-pasta');
  });

  it('tells a shortcrust pie crust from puff pastry', () => {
    expect(line('1 package refrigerated pie crusts (2 crusts)')).toEqual({ food: 'pie-crust', grams: 458 }); // SR28 18948
    expect(line('1 sheet ready-rolled shortcrust pastry').food).toBe('pie-crust');
    expect(line('1 sheet puff pastry').food).toBe('puff-pastry');
  });

  it('weighs dinner rolls and slider buns as small rolls, burger buns and pav as buns', () => {
    expect(line('12 dinner rolls')).toEqual({ food: 'dinner-roll', grams: 336 }); // SR28 18342: 28 g a roll
    expect(line('12 Hawaiian sweet rolls')).toEqual({ food: 'sweet-dinner-roll', grams: 360 }); // 28348: 30 g
    expect(line('4 hamburger buns').food).toBe('pav');
  });

  it('takes a skin-on thigh for "chicken thighs (skin-on)"', () => {
    expect(line('4 chicken thighs (bone-in, skin-on)').food).toBe('chicken-thigh-bone-in');
    expect(line('4 chicken thighs').food).toBe('chicken-thigh');
  });

  it('weighs small kinds of vegetables by their own piece, not by the large kind', () => {
    expect(line('4 heads baby bok choy, quartered')).toEqual({ food: 'baby-bok-choy', grams: 280 }); // 70 g a head
    expect(line('1 head bok choy').food).toBe('bok-choy');
    expect(line('5 mini cucumbers, thinly sliced')).toEqual({ food: 'mini-cucumber', grams: 575 }); // 115 g each
    expect(line('2 Persian cucumbers').food).toBe('mini-cucumber');
    expect(line('1 English cucumber').food).toBe('cucumber');
    expect(line('2 Japanese eggplants')).toEqual({ food: 'japanese-eggplant', grams: 300 }); // 150 g each
    expect(line('1 large eggplant').food).toBe('eggplant');
  });

  it('counts chestnuts by the kernel and keeps water chestnuts and chestnut mushrooms apart', () => {
    expect(line('12 roasted chestnuts, peeled')).toEqual({ food: 'chestnuts', grams: 100.8 }); // SR28 12167: 8.4 g
    expect(line('1 can sliced water chestnuts').food).toBe('water-chestnut');
    expect(line('200 g chestnut mushrooms').food).toBe('mushroom');
  });

  it('takes lemon curd as a curd of butter, sugar, eggs and lemon, not as yogurt', () => {
    expect(line('75 g lemon curd').food).toBe('lemon-curd');
    expect(line('1 cup curd').food).toBe('yogurt');
    const curd = foods.find((f) => f.key === 'lemon-curd');
    // 150 g egg, 200 g sugar, 120 g lemon juice, 100 g unsalted butter, 12 g zest: 1,737 kcal in 582 g
    expect(curd?.per100g.kcal).toBeGreaterThan(280);
    expect(curd?.per100g.kcal).toBeLessThan(320);
    expect(curd?.facts).toEqual(expect.arrayContaining(['dairy', 'egg']));
  });

  it('takes black cod as sablefish (195 kcal/100 g), not as cod (82)', () => {
    expect(line('4 black cod fillets')).toEqual({ food: 'sablefish', grams: 600 });
    expect(line('1 lb cod fillets').food).toBe('cod');
  });

  it('weighs pork ribs with their bone: SR28 spareribs are 30% bone, back ribs 37%, country-style ribs 35%', () => {
    expect(line('2 lb pork ribs').food).toBe('pork-spareribs');
    expect(line('1 rack baby back ribs (about 2 lb)').food).toBe('pork-back-ribs');
    expect(line('3 lb country-style pork ribs').food).toBe('pork-country-ribs');
    expect(line('2 lb pork shoulder').food).toBe('pork-shoulder');
    const ribs = foods.find((f) => f.key === 'pork-spareribs');
    expect(ribs?.per100g.kcal).toBe(Math.round(277 * 0.7)); // SR28 10088: 277 kcal per 100 g of meat, refuse 30%
  });

  it('takes Jell-O and flavored gelatin as the sweet dessert mix (SR28 19172, 85 g a box), not as fruit or jam', () => {
    expect(line('2 (3 oz) packages raspberry flavored Jell-O')).toEqual({ food: 'gelatin-dessert-mix', grams: 170.1 }); // the printed 3 oz
    expect(line('1 box strawberry jello').food).toBe('gelatin-dessert-mix');
    expect(line('1 packet unflavored gelatin')).toEqual({ food: 'gelatin', grams: 7 });
  });

  it('weighs flours of whole grains as flours, and the grains as grains (SR28 cups)', () => {
    expect(line('1 cup quinoa flour')).toEqual({ food: 'quinoa-flour', grams: 120 }); // was the grain: 170 g
    expect(line('1 cup quinoa')).toEqual({ food: 'quinoa', grams: 170 });
    expect(line('1 cup rye flour')).toEqual({ food: 'usda-20063', grams: 128 }); // was pearl barley, 200 g
    expect(line('1 cup rye berries')).toEqual({ food: 'rye-grain', grams: 169 });
    expect(line('1 cup oat flour')).toEqual({ food: 'usda-20132', grams: 104 });
    expect(line('1 cup barley flour')).toEqual({ food: 'barley-flour', grams: 148 });
    expect(line('1 cup spelt flour').food).toBe('spelt-flour');
    expect(line('1 cup teff flour').food).toBe('teff-flour');
    expect(line('1 cup kasha')).toEqual({ food: 'buckwheat-groats', grams: 164 });
    expect(line('1 cup buckwheat flour')).toEqual({ food: 'buckwheat-flour', grams: 120 });
  });

  it('takes gnocchi as potato gnocchi (150 kcal/100 g: potato, flour and egg), not as fresh egg pasta (288)', () => {
    expect(line('800 g gnocchi (from the chiller)').food).toBe('gnocchi');
    expect(line('1 lb potato gnocchi').food).toBe('gnocchi');
    expect(line('1 packet gnocchi')).toEqual({ food: 'gnocchi', grams: 500 });
    expect(line('250 g fresh tortellini').food).toBe('fresh-pasta');
    const gnocchi = foods.find((f) => f.key === 'gnocchi');
    expect(gnocchi?.per100g.kcal).toBe(150); // 1 kg boiled potato, 300 g flour, 1 egg (SR28 11367, 20081, 01123)
  });

  it("takes nutritional yeast as its own food (a light flake, 400 kcal/100 g), not as baker's yeast", () => {
    expect(line('2 tbsp nutritional yeast')).toEqual({ food: 'nutritional-yeast', grams: 8 }); // 1/4 cup = 15 g
    expect(line('1/4 cup nutritional yeast flakes')).toEqual({ food: 'nutritional-yeast', grams: 15 });
    expect(line('2 tsp active dry yeast')).toEqual({ food: 'yeast', grams: 8 });
    const flakes = foods.find((f) => f.key === 'nutritional-yeast');
    expect(flakes?.per100g.protein).toBeGreaterThan(50); // Bob's Red Mill label: 8 g protein in 15 g
  });

  it('reads a misspelt food word by the food word one edit away ("tortelleni"), not as the dried pasta', () => {
    expect(line('1 lb pasta tortelleni').food).toBe('fresh-pasta');
    expect(line('1 lb pasta').food).toBe('pasta');
  });

  it('takes chicken measured in cups and shredded, cooked or leftover as cooked meat (140 g a cup), not raw', () => {
    expect(line('2 cups shredded chicken (from a rotisserie chicken)')).toEqual({ food: 'cooked-chicken', grams: 280 });
    expect(line('1 cup leftover chicken, chopped')).toEqual({ food: 'cooked-chicken', grams: 140 });
    expect(line('2 cups cooked chicken').food).toBe('cooked-chicken'); // was SR28's braised chicken skin, 443 kcal
    expect(line('3 cups shredded chicken (about 1 1/2 lb)').food).toBe('chicken'); // the weight as bought: raw
    expect(line('1 lb boneless chicken, diced').food).toBe('chicken');
    expect(line('2 cups shredded cabbage').food).toBe('cabbage');
    expect(line('1 cup leftover turkey, chopped')).toEqual({ food: 'cooked-turkey', grams: 140 });
    expect(line('2 cups pulled pork')).toEqual({ food: 'cooked-pork', grams: 270 }); // SR28 10071: a cup diced 135 g
    expect(line('2 lb pork shoulder').food).toBe('pork-shoulder');
  });

  it('takes breakfast sausage as SR28 pork sausage (288 kcal/100 g, 25 g a link), not Italian sausage (346)', () => {
    expect(line('1 lb bulk pork breakfast sausage')).toEqual({ food: 'breakfast-sausage', grams: 453.6 });
    expect(line('6 breakfast sausage links')).toEqual({ food: 'breakfast-sausage', grams: 150 });
    expect(line('1 lb sweet Italian sausage').food).toBe('italian-sausage');
  });
  it('takes pickles as cucumber pickles (SR28 11937), bread-and-butter pickles as the sweet ones, achar as achar', () => {
    expect(line('1 oz pickles (sliced)')).toEqual({ food: 'dill-pickles', grams: 28.3 });
    expect(line('2 small bread and butter pickles')).toEqual({ food: 'sweet-pickles', grams: 30 }); // small gherkin
    expect(line('2 tbsp mango pickle').food).toBe('mango-pickle');
    expect(line('1 tsp pickle').food).toBe('mango-pickle'); // the Indian catalogue's word for achar
  });

  it('takes fresh, frozen or whole cranberries as the raw berry (46 kcal/100 g), not dried (308)', () => {
    expect(line('12 ounces whole cranberries (fresh or frozen)')).toEqual({ food: 'cranberries-fresh', grams: 340.2 });
    expect(line('2 cups fresh cranberries')).toEqual({ food: 'cranberries-fresh', grams: 200 }); // SR28: 100 g a cup
    expect(line('1/2 cup dried cranberries').food).toBe('dried-cranberries');
  });

  it('takes trout as SR28 farmed rainbow trout (141 kcal/100 g), not salmon (208)', () => {
    expect(line('2 trout fillets')).toEqual({ food: 'trout', grams: 158 }); // SR28 15240: 79 g a fillet
    expect(line('1 lb rainbow trout').food).toBe('trout');
    expect(line('2 salmon fillets').food).toBe('salmon');
  });

  it('takes Oreos as the regular sandwich cookie (SR28 18166, 12 g), not the double-filled one', () => {
    expect(line('18 Oreo cookies')).toEqual({ food: 'usda-18166', grams: 216 });
  });
  it('takes a plant milk of no kind as unsweetened almond milk (the most bought), and rice milk as rice milk', () => {
    expect(line('1 cup non-dairy milk')).toEqual({ food: 'almond-milk', grams: 240 });
    expect(line('1 cup unsweetened, unflavored plant milk').food).toBe('almond-milk');
    expect(line('1 cup oat milk').food).toBe('oat-milk');
    expect(line('1 cup rice milk').food).toBe('rice-milk'); // SR28 14639: 47 kcal/100 g, not almond milk's 15
  });
  it('knows hard pretzels (SR28 19047, a cup of crumbs as a snack is measured: 60 g), prepared horseradish and a head of fennel', () => {
    expect(line('2 cups pretzel crumbs')).toEqual({ food: 'pretzels', grams: 120 });
    expect(line('10 pretzel twists')).toEqual({ food: 'pretzels', grams: 60 }); // SR28: 6 g a twist
    expect(line('2 soft pretzels').food).toBe('usda-43109');
    expect(line('1.5 tbsp extra hot horseradish')).toEqual({ food: 'horseradish', grams: 22.5 });
    expect(line('1 large head fennel, finely chopped')).toEqual({ food: 'fennel-bulb', grams: 234 }); // SR28: a bulb
  });
  it('weighs bone-in chicken breasts with their bone, and bone-in chicken without the skin the note removes', () => {
    // SR28 05057 breast meat and skin: 20% bone; 05064 breast meat only: 28% bone and skin
    expect(line('2 bone-in chicken breasts')).toEqual({ food: 'chicken-breast-bone-in', grams: 726 });
    // the weight the line prints, at the low end of its range as nutrition counts it
    expect(line('2 bone-in chicken breasts, skin removed (1 to 1 1/2 pounds)')).toEqual({
      food: 'chicken-breast-bone-in-skinless',
      grams: 453.6,
    });
    expect(line('6 bone-in chicken thighs (about 2 1/2 lb), skin removed').food).toBe('chicken-curry-cut');
    expect(line('4 whole chicken legs (about 1 kg), skinned').food).toBe('chicken-curry-cut');
    expect(line('6 bone-in, skin-on chicken thighs').food).toBe('chicken-thigh-bone-in');
    expect(line('4 ripe tomatoes, grated, skins discarded').food).toBe('tomato');
  });

  it("reads soy sauce, peanut butter, tahini and bean sprouts in the region's languages, not as salsa or butter", () => {
    expect(line('5 EL Sojasoße').food).toBe('soy-sauce');
    expect(line('3 cucharadas de salsa de soja').food).toBe('soy-sauce'); // was Mexican salsa
    expect(line('2 cucchiai di salsa di soia').food).toBe('soy-sauce');
    expect(line('2 EL Erdnussbutter').food).toBe('peanut-butter'); // was butter
    expect(line('4 EL Tahin').food).toBe('tahini'); // was chaat masala, one letter from "tahini"
    expect(line('200 g Sojasprossen')).toEqual({ food: 'bean-sprouts', grams: 200 });
    expect(line('100 g germogli di soia').food).toBe('bean-sprouts');
  });

  it("reads the main words of the region's languages as a cook means them (helper `languages`)", () => {
    // yolks were whole eggs (44 g), coconut milk the coconut, red curry paste pasta, Frischkäse cheddar
    expect(line('3 eierdooiers')).toEqual({ food: 'egg-yolk', grams: 45 });
    expect(line("1 jaune d'oeuf").food).toBe('egg-yolk');
    expect(line('1 yema de huevo').food).toBe('egg-yolk');
    expect(line('220 ml de leche de coco').food).toBe('coconut-milk');
    expect(line('3 el rode currypasta').food).toBe('thai-curry-paste');
    expect(line('25 g Frischkäse').food).toBe('cream-cheese');
    expect(line('3 EL Kokosöl').food).toBe('coconut-oil');
    expect(line('2 tl vissaus').food).toBe('fish-sauce');
    expect(line('2 vel bladerdeeg').food).toBe('puff-pastry');
    expect(line('4 stuks kabeljauwfilet (diepvries)').food).toBe('cod');
    expect(line('1 pimiento rojo').food).toBe('red-bell-pepper');
    expect(line('1 stuk rode paprika').food).toBe('red-bell-pepper'); // the spice keeps "paprika" alone
    expect(line('1 TL Paprikapulver').food).toBe('paprika');
    expect(line('500 g Rotkohl').food).toBe('red-cabbage');
    expect(line('250 ml runderbouillon').food).toBe('beef-stock');
    expect(line('1 snuifje cayennepeper').food).toBe('red-chilli-powder'); // was black pepper
    expect(line('1 Stk. Fenchel').food).toBe('fennel-bulb');
    expect(line('280 g Löffelbiskuit').food).toBe('ladyfingers');
    expect(line('50 gram kerstomaten').food).toBe('cherry-tomato');
    expect(line('1 łyżeczka soli')).toEqual({ food: 'salt', grams: 6 }); // Polish genitives after a measure
    expect(line('1 łyżka soku z cytryny').food).toBe('lemon-juice');
    expect(line('2 szklanki mąki pszennej').food).toBe('maida');
    expect(line('25 g drożdży').food).toBe('yeast');
    expect(line('2 EL olio evo').food).toBe('olive-oil');
    // Dutch "room" (cream) stays out of the lexicon, and no longer reads as "room temperature water"
    expect(line('1 dl Room').food).toBeNull();
    expect(line('2 room temperature eggs').food).toBe('egg');
  });

  it("reads the region's everyday words for fruit, nuts, meats and cheeses", () => {
    expect(line('250 g Erdbeeren').food).toBe('strawberries');
    expect(line('5 teentjes Look')).toEqual({ food: 'garlic', grams: 15 }); // Flemish garlic
    expect(line('180 g de pan duro').food).toBe('white-bread');
    expect(line('gelatina in fogli 10 g')).toEqual({ food: 'gelatin', grams: 10 });
    expect(line('100 g Haselnüsse').food).toBe('hazelnuts');
    expect(line('50 g pignons de pin').food).toBe('pine-nuts');
    expect(line('200 g Schinken').food).toBe('ham');
    expect(line('500 g kippendijfilet').food).toBe('chicken-thigh');
    expect(line('400 g gehackte Tomaten').food).toBe('canned-tomatoes');
    expect(line('200 g yaourt grec').food).toBe('greek-yogurt');
    expect(line('2 EL Ahornsirup').food).toBe('maple-syrup');
    expect(line('170 g Kondensmilch').food).toBe('evaporated-milk'); // German Kondensmilch is unsweetened
    expect(line('1 Dose gezuckerte Kondensmilch').food).toBe('condensed-milk');
    expect(line('250 ml Hafermilch').food).toBe('oat-milk');
    expect(line('4 Sardellenfilets').food).toBe('anchovies');
    expect(line('100 g Zartbitterschokolade').food).toBe('dark-chocolate');
    expect(line('500 g Schweinebauch').food).toBe('pork-belly');
    expect(line('500 g panceta').food).toBe('bacon');
    expect(line('1 kg Miesmuscheln').food).toBe('mussels');
    expect(line('400 g weiße Bohnen').food).toBe('white-beans');
  });

  it('reads the region\'s "with" after a food, each piece\'s weight after "à" or "je", and a compound left half', () => {
    expect(line('yogurt al limone 250 g')).toEqual({ food: 'yogurt', grams: 250 }); // was lemon
    expect(line('200 g tonno al naturale').food).toBe('tuna-canned');
    expect(line('1 can chili con carne').food).toBe('usda-22904'); // English names dishes with "con": not chilli
    expect(line('2 pak choi, halved').food).toBe('bok-choy'); // "pak" is a Dutch pack, not here
    expect(line('2 Putenschnitzel je 120 g')).toEqual({ food: 'turkey-breast', grams: 240 });
    expect(line('2 Kalbs- oder Schweineschnitzel à ca. 125 g')).toEqual({ food: 'veal', grams: 250 });
    expect(line('Weizen- oder Reismehl').food).toBe('maida');
    expect(line('60 mililitros de vino blanco seco').food).toBe('white-wine'); // a dry wine, not dried beans
    expect(line('3 Pck. Udon Nudeln')).toEqual({ food: 'udon', grams: 600 }); // was 1.5 kg of pasta, then dry noodles
    expect(line('200 g Reisnudeln').food).toBe('rice-noodles');
    expect(line('250 g Nudeln').food).toBe('pasta');
    expect(line('250 g feiner Maisgriess').food).toBe('cornmeal'); // was wheat semolina
    expect(line('500 gr de carne picada -mitad ternera, mitad cerdo-.').food).toBe('beef-mince'); // was stewing beef
  });

  it('reads a compound by the food before a form word', () => {
    expect(line('400 gr pompoenblokjes')).toEqual({ food: 'pumpkin', grams: 400 });
    expect(line('2 Preistengels').food).toBe('leek');
    expect(line('1 bosje peterseliestelen').food).toBe('parsley');
  });

  it('takes a chicken counted whole as the bird (1.5 kg), not a 30 g piece; pieces and weights stay as they were', () => {
    expect(line('1 chicken')).toEqual({ food: 'whole-chicken', grams: 1500 });
    expect(line('1 chicken, cut into 8 pieces').food).toBe('whole-chicken'); // the note cuts the bird up
    expect(line('1 poulet fermier').food).toBe('whole-chicken');
    expect(line('6 chicken tenders')).toEqual({ food: 'chicken', grams: 180 });
    expect(line('4 boneless chicken pieces').food).toBe('chicken');
    expect(line('500 g pollo')).toEqual({ food: 'chicken', grams: 500 });
  });
});
