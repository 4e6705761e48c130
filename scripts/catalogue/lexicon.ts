// Word banks of the synthetic catalogue (scripts/catalogue/generate.ts): dish names, main ingredients,
// flavours and adjectives. Every word that names a food puts that food (a key of the foods table) in
// the recipe, so a title never promises what the ingredient list does not hold.

/** Cuisine families that share dishes and pantry. */
export type Group = 'IN' | 'EA' | 'SEA' | 'LAT' | 'MED' | 'EU' | 'AF';
/** Course kinds: M main (Main Course, Dinner, Lunch), L light meal, S snack, SD side, B breakfast, D dessert. */
export type Kind = 'M' | 'L' | 'S' | 'SD' | 'B' | 'D';
/** Cooking-method families. */
export type Family = 'wet' | 'oven' | 'fire' | 'pan' | 'fry' | 'steam' | 'raw';

const GROUP_OF: Record<string, Group> = {
  Indian: 'IN',
  'Sri Lankan': 'IN',
  Pakistani: 'IN',
  Bangladeshi: 'IN',
  Nepali: 'IN',
  Chinese: 'EA',
  Japanese: 'EA',
  Korean: 'EA',
  Thai: 'SEA',
  Vietnamese: 'SEA',
  Indonesian: 'SEA',
  Malaysian: 'SEA',
  Filipino: 'SEA',
  Mexican: 'LAT',
  Peruvian: 'LAT',
  Brazilian: 'LAT',
  Caribbean: 'LAT',
  Italian: 'MED',
  Greek: 'MED',
  Spanish: 'MED',
  Lebanese: 'MED',
  Turkish: 'MED',
  Moroccan: 'MED',
  Ethiopian: 'AF',
  'West African': 'AF',
};
export const groupOf = (cuisine: string): Group => GROUP_OF[cuisine] ?? 'EU';

export const KIND_OF: Record<string, Kind> = {
  'Main Course': 'M',
  Dinner: 'M',
  Lunch: 'M',
  'Light Meal': 'L',
  Snack: 'S',
  'Side Dish': 'SD',
  Breakfast: 'B',
  Dessert: 'D',
};

export const FAMILY_OF: Record<string, Family> = {
  Simmered: 'wet',
  Boiled: 'wet',
  'Pressure-cooked': 'wet',
  'Slow-cooked': 'wet',
  Braised: 'wet',
  Baked: 'oven',
  Roasted: 'oven',
  Grilled: 'fire',
  Tandoor: 'fire',
  'Stir-fried': 'pan',
  Sauteed: 'pan',
  'Pan-fried': 'pan',
  'Deep-fried': 'fry',
  Steamed: 'steam',
  'No-cook': 'raw',
};

/** The word a title may lead with for each method; empty dish names always take one. */
export const METHOD_WORD: Record<string, string> = {
  Simmered: 'Stewed',
  Boiled: 'Poached',
  'Pressure-cooked': 'Pressure-Cooker',
  'Slow-cooked': 'Slow-Cooker',
  Braised: 'Braised',
  Baked: 'Baked',
  Roasted: 'Roasted',
  Grilled: 'Grilled',
  Tandoor: 'Tandoori',
  'Stir-fried': 'Stir-Fried',
  Sauteed: 'Sautéed',
  'Pan-fried': 'Pan-Seared',
  'Deep-fried': 'Crispy Fried',
  Steamed: 'Steamed',
  'No-cook': 'No-Cook',
};

export interface Dish {
  name: string; // '' for "<Method> <Main> with <Side>" titles
  groups: readonly Group[] | '*';
  kinds: readonly Kind[];
  families: readonly Family[];
  base: { food: string; grams: number } | null; // what the dish is built on (rice for a biryani)
}

// name | groups (* = any) | kinds | families | base food:grams per serving
const DISH_TABLE = `
Curry|IN SEA AF|M L|wet|
Tikka Masala|IN|M|wet fire|tomato-puree:60
Korma|IN|M|wet|cashews:15
Biryani|IN|M|wet oven|rice:60
Pulao|IN|M L SD|wet|rice:60
Dal|IN|M L SD|wet|toor-dal:40
Sabzi|IN|SD L|pan wet|
Masala|IN|M SD|pan wet|tomato:60
Tikka|IN|S M|fire|yogurt:50
Kebabs|IN MED|S M|fire pan|
Pakoras|IN|S|fry|besan:35
Samosas|IN|S|fry oven|maida:40
Cutlets|IN EU|S|pan fry|breadcrumbs:20
Paratha|IN|B L|pan|atta:50
Chilla|IN|B|pan|besan:35
Poha|IN|B|pan|poha:50
Upma|IN|B|pan wet|semolina:40
Dosa|IN|B L|pan|idli-batter:150
Idli|IN|B S|steam|idli-batter:150
Uttapam|IN|B|pan|idli-batter:150
Dhokla|IN|S B|steam|besan:35
Kheer|IN|D|wet|rice:60
Halwa|IN|D|pan wet|semolina:40
Ladoo|IN|D|pan fry raw|besan:35
Payasam|IN|D|wet|vermicelli:25
Shrikhand|IN|D|raw|greek-yogurt:100
Kulfi|IN|D|raw wet|milk:150
Raita|IN|SD|raw|yogurt:50
Chaat|IN|S|raw pan|papdi:25
Stir-Fry|EA SEA|M L SD|pan|
Fried Rice|EA SEA|M L|pan|rice-cooked:150
Lo Mein|EA|M L|pan|wheat-noodles:70
Noodle Soup|EA SEA|M L|wet|rice-noodles:70
Ramen|EA|M L|wet|wheat-noodles:70
Dumplings|EA|S L|steam pan fry|wonton-wrappers:40
Bao|EA|S|steam|maida:40
Bibimbap|EA|M L|pan|rice-cooked:150
Teriyaki|EA|M|pan fire|teriyaki-sauce:20
Donburi|EA|M L|wet pan|rice-cooked:150
Congee|EA SEA|B L|wet|rice:60
Spring Rolls|EA SEA|S|fry|rice-paper:20
Summer Rolls|SEA|S L|raw|rice-paper:20
Pad Thai|SEA|M L|pan|rice-noodles:70
Green Curry|SEA|M|wet|coconut-milk:80
Red Curry|SEA|M|wet|coconut-milk:80
Satay|SEA|S M|fire|peanut-butter:20
Rendang|SEA|M|wet|coconut-milk:80
Laksa|SEA|M L|wet|rice-noodles:70
Noodle Salad|SEA EA|L SD|raw|glass-noodles:40
Larb|SEA|L SD|pan|
Banh Mi|SEA|L|pan fire|french-bread:60
Nasi Goreng|SEA|M L|pan|rice-cooked:150
Adobo|SEA|M|wet|
Sticky Rice|SEA|D|steam|glutinous-rice:60
Tacos|LAT|M L S|pan fire|corn-tortilla:50
Enchiladas|LAT|M|oven|corn-tortilla:50
Burrito Bowl|LAT|M L|pan wet|rice-cooked:150
Quesadillas|LAT|L S|pan|flour-tortilla:60
Chili|LAT EU|M|wet|
Tostadas|LAT|L S|pan fry|corn-tortilla:50
Ceviche|LAT|L S|raw|lime-juice:15
Empanadas|LAT|S|oven fry|maida:40
Pozole|LAT|M|wet|hominy:100
Arepas|LAT|B L|pan|white-maize-meal:50
Stew|*|M L|wet|
Soup|*|L M SD|wet|
Salad|*|L SD|raw|
Bowl|*|L M|oven pan raw|quinoa-cooked:120
Pasta|MED EU|M L|wet pan|pasta:80
Risotto|MED|M|wet|short-grain-rice:70
Lasagna|MED|M|oven|pasta:80
Pizza|MED EU|M L|oven|pizza-base:90
Frittata|MED EU|B L|oven pan|egg:100
Bruschetta|MED|S|fire oven|french-bread:60
Paella|MED|M|wet pan|short-grain-rice:70
Tagine|MED AF|M|wet|
Couscous|MED AF|M L SD|wet raw|couscous:60
Shakshuka|MED AF|B L|wet|egg:100
Souvlaki|MED|M L|fire|pita:60
Flatbread|MED IN|L S|oven pan|pita:60
Pilaf|MED EU|SD M|wet|rice:60
Gratin|EU|SD M|oven|heavy-cream:40
Casserole|EU|M|oven|
Pot Pie|EU|M|oven|puff-pastry:40
Sandwich|EU|L S|pan fire|whole-wheat-bread:60
Burgers|EU|M L|fire pan|white-bread:60
Skewers|*|S M|fire|
Traybake|EU|M|oven|
Hash|EU LAT|B|pan|potato:150
Omelette|*|B L|pan|egg:100
Scramble|EU|B|pan|
Pancakes|EU EA|B D|pan|maida:40
Crepes|EU|B D|pan|maida:40
Porridge|*|B|wet|oats:45
Dip|*|S SD|wet raw|
Overnight Oats|EU|B|raw|oats:45
Toast|EU|B S|oven fire pan|whole-wheat-bread:60
Muffins|EU|B S D|oven|maida:40
Fritters|*|S B SD|fry pan|besan:35
Wrap|*|L|pan raw|flour-tortilla:60
Cake|EU MED|D|oven|maida:40
Crumble|EU|D|oven|oats:45
Tart|EU|D|oven|puff-pastry:40
Cookies|EU|D S|oven|maida:40
Brownies|EU|D|oven|maida:40
Pudding|*|D|wet steam oven|
Mousse|EU|D|raw|heavy-cream:40
Parfait|EU|D B|raw|greek-yogurt:100
Sorbet|*|D|raw|
Panna Cotta|MED|D|wet|heavy-cream:40
Compote|EU|D B|wet|
Fritters|*|D|fry|maida:40
Pancakes|*|D|pan|maida:40
Wat|AF|M|wet|
Jollof Rice|AF|M SD|wet|rice:60
Suya|AF|S M|fire|roasted-peanuts:15
Peanut Stew|AF|M|wet|peanut-butter:20
Bars|*|D S|raw oven|oats:45
Smoothie Bowl|*|B|raw|banana:100
Steamed Buns|*|B|steam|maida:40
Puri|IN|B|fry|atta:50
|*|M L S SD B|oven fire pan fry steam raw|
|*|D|fire|
`;

export const DISHES: Dish[] = DISH_TABLE.trim()
  .split('\n')
  .map((line) => {
    const [name = '', groups = '*', kinds = '', families = '', base = ''] = line.split('|');
    const [food = '', grams = '0'] = base.split(':');
    return {
      name,
      groups: groups === '*' ? '*' : (groups.split(' ') as Group[]),
      kinds: kinds.split(' ') as Kind[],
      families: families.split(' ') as Family[],
      base: food ? { food, grams: Number(grams) } : null,
    };
  });

/** A title word and the food it stands for, with grams per serving before scaling. */
export interface Part {
  word: string;
  food: string;
  grams: number;
  note?: string;
  groups?: readonly Group[];
}

const parts = (table: string, grams: number, note?: string): Part[] =>
  table.split(',').map((entry) => {
    const [word = '', food = '', g, groups] = entry.trim().split(':');
    return {
      word,
      food,
      grams: g ? Number(g) : grams,
      ...(note ? { note } : {}),
      ...(groups ? { groups: groups.split(' ') as Group[] } : {}),
    };
  });

/** Main ingredients by the dietary class they bring. */
export const MAINS = {
  meat: parts(
    'Chicken:chicken-thigh, Chicken Breast:chicken-breast, Chicken Wing:chicken-wings:160, Lamb:lamb, Mutton:mutton-curry-cut:160:IN AF, Beef:stewing-beef, Steak:beef-steak, Pork:pork-shoulder::EA SEA LAT MED EU AF, Pork Belly:pork-belly:90:EA SEA EU, Turkey:turkey-breast, Duck:duck::EA SEA EU, Chorizo:chorizo:60:LAT MED, Sausage:italian-sausage:90:EU MED, Bacon:bacon:40:EU, Ham:ham:70:EU, Keema:lamb-mince::IN, Beef Mince:lean-beef-mince::EU LAT MED, Pork Mince:pork-mince::EA SEA EU, Chicken Mince:chicken-mince',
    140,
    'cut into pieces',
  ),
  fish: parts(
    'Salmon:salmon, Shrimp:shrimp, Prawn:shrimp, Cod:cod, Tuna:tuna-steak, Mackerel:mackerel, Tilapia:tilapia, Snapper:snapper, Squid:squid:110, Mussel:mussels:200, Crab:crab-meat:100, Scallop:scallops:110, Sardine:sardines-canned:80, Kingfish:kingfish::IN SEA, White Fish:white-fish, Mahi-Mahi:mahi-mahi::LAT EU SEA',
    140,
    'cleaned',
  ),
  egg: parts('Egg:egg:110, Boiled Egg:boiled-egg:110', 110),
  dairy: parts(
    'Paneer:paneer:100:IN, Halloumi:halloumi:80:MED EU, Feta:feta:50:MED EU, Ricotta:ricotta:80:MED EU, Cottage Cheese:cottage-cheese:120:EU, Goat Cheese:goat-cheese:50:MED EU, Mozzarella:mozzarella:70:MED EU, Queso Fresco:queso-fresco:60:LAT, Cheese:cheddar:40:EU LAT, Khoya:khoya:40:IN',
    90,
    'cubed',
  ),
  plant: parts(
    'Chickpea:chickpeas-cooked, Black Bean:black-beans-cooked::LAT EU EA, Lentil:lentils-cooked, Tofu:tofu:150, Tempeh:tempeh:120:SEA EU, Mushroom:mushroom, Cauliflower:cauliflower, Eggplant:eggplant, Sweet Potato:sweet-potato, Potato:potato, Jackfruit:raw-jackfruit::IN SEA, Spinach:spinach:100, Kidney Bean:rajma-cooked::IN LAT EU, Okra:okra, Pumpkin:pumpkin, Butternut Squash:butternut-squash, Zucchini:zucchini, Green Pea:green-peas:100, Cabbage:cabbage, Broccoli:broccoli, Edamame:edamame:100:EA EU, White Bean:white-beans-canned, Soya Chunk:soya-chunks:40:IN, Moong Dal:moong-dal:50:IN, Bottle Gourd:bottle-gourd::IN, Raw Banana:raw-banana::IN, Corn:sweet-corn:100, Beetroot:beetroot, Carrot:carrot, Bell Pepper:red-bell-pepper, Black-Eyed Pea:lobia:50:AF LAT EU, Peanut:peanuts:40:AF SEA, Plantain:raw-banana::LAT AF',
    160,
    'chopped',
  ),
  sweet: parts(
    'Mango:mango, Banana:banana, Apple:apple, Strawberry:strawberries, Blueberry:blueberries, Pear:pear, Peach:peach, Coconut:desiccated-coconut:30, Pineapple:pineapple, Cherry:cherries, Raspberry:raspberries, Chocolate:dark-chocolate:30, Almond:almonds:30, Pistachio:pistachios:25, Cashew:cashews:30, Walnut:walnuts:25, Carrot:carrot, Rice:rice:30, Semolina:semolina:35, Oat:oats:40, Date:medjool-dates:40, Pumpkin:pumpkin-puree, Lemon:lemon-juice:15, Fig:fig, Plum:plum, Orange:orange',
    90,
  ),
} as const satisfies Record<string, Part[]>;
export type MainClass = keyof typeof MAINS;

/** Vegetables a savoury title may add "with ..." (and every savoury dish holds one or two of). */
export const SIDES = parts(
  'Peas:green-peas, Spinach:spinach, Kale:kale, Green Beans:green-beans, Peppers:red-bell-pepper, Tomatoes:tomato, Cherry Tomatoes:cherry-tomato, Corn:sweet-corn, Zucchini:zucchini, Mushrooms:mushroom, Potatoes:baby-potato, Sweet Potatoes:sweet-potato, Carrots:carrot, Cabbage:cabbage, Broccoli:broccoli, Cauliflower:cauliflower, Asparagus:asparagus, Bok Choy:bok-choy, Chickpeas:chickpeas-cooked, Avocado:avocado:50, Cucumber:cucumber, Eggplant:eggplant, Okra:okra, Fennel:fennel-bulb, Brussels Sprouts:brussels-sprouts, Snow Peas:snow-peas, Bean Sprouts:bean-sprouts, Arugula:arugula:30, Edamame:edamame, Black Beans:black-beans-cooked, Lentils:lentils-cooked',
  70,
  'chopped',
);
/** Fruit and nuts a dessert title may add "with ...". */
export const SWEET_SIDES = parts(
  'Berries:strawberries:50, Pistachios:pistachios:10, Almonds:almonds:10, Raspberries:raspberries:40, Mango:mango:50, Whipped Cream:heavy-cream:25, Caramelized Pears:pear:60, Toasted Coconut:desiccated-coconut:10, Honey:honey:10, Pomegranate:pomegranate:30, Maple Syrup:maple-syrup:15, Passion Fruit:passion-fruit:30, Roasted Cashews:cashews:10, Cherries:cherries:40',
  30,
);

/** Flavour words for titles, each backed by a food, by cuisine group; `*` serves any group. */
export const FLAVOURS: Record<Group | '*', Part[]> = {
  IN: parts(
    'Saffron:saffron:0.1, Tandoori:tandoori-masala:3, Coconut:coconut-milk:60, Tamarind:tamarind:8, Methi:kasuri-methi:1, Mint:mint:4, Curry Leaf:curry-leaves:1, Kashmiri:kashmiri-chilli-powder:2, Mustard:mustard-seeds:2, Ginger:ginger:6, Garlic:garlic:6, Jeera:cumin-seeds:2, Lemon:lemon-juice:8, Achari:mango-pickle:10',
    3,
  ),
  EA: parts(
    'Ginger:ginger:6, Garlic:garlic:6, Sesame:sesame-seeds:4, Miso:miso:12, Gochujang:gochujang:12, Sichuan:sichuan-pepper:1, Five-Spice:five-spice:1, Scallion:spring-onion:15, Soy-Glazed:soy-sauce:12, Chili Garlic:chili-garlic-sauce:8, Hoisin:hoisin-sauce:15, Black Vinegar:black-vinegar:8',
    5,
  ),
  SEA: parts(
    'Lemongrass:lemongrass:8, Coconut:coconut-milk:60, Lime:lime-juice:8, Peanut:roasted-peanuts:12, Thai Basil:basil:3, Tamarind:tamarind:8, Chili:red-chilli-fresh:4, Galangal:galangal:5, Pandan:pandan-leaves:2, Sweet Soy:kecap-manis:10',
    5,
  ),
  LAT: parts(
    'Chipotle:chipotle-in-adobo:10, Lime:lime-juice:8, Cilantro:coriander-leaves:5, Jalapeño:jalapeno:10, Achiote:achiote-paste:8, Avocado:avocado:40, Tomatillo:tomatillo:40, Smoky Ancho:chili-powder:2, Salsa Verde:salsa:30, Epazote:epazote:1',
    5,
  ),
  MED: parts(
    'Lemon:lemon-juice:8, Garlic:garlic:6, Rosemary:rosemary:1, Basil:basil:4, Oregano:oregano:1, Sun-Dried Tomato:sun-dried-tomato:15, Olive:black-olives:20, Harissa:harissa:10, Tahini:tahini:12, Saffron:saffron:0.1, Pesto:pesto:20, Balsamic:balsamic-vinegar:8, Caper:capers:5, Ras el Hanout:ras-el-hanout:2',
    5,
  ),
  EU: parts(
    'Lemon:lemon-juice:8, Garlic:garlic:6, Herb:parsley:5, Dill:dill:3, Mustard:mustard:8, Thyme:thyme:1, Maple:maple-syrup:10, Honey:honey:10, Brown Butter:butter:8, Smoked Paprika:paprika:2, Cheddar:cheddar:25, Rosemary:rosemary:1, Sage:sage:1, Cider:apple-cider-vinegar:8, BBQ:bbq-sauce:20, Buffalo:hot-sauce:10, Bacon:bacon:15',
    5,
  ),
  AF: parts(
    'Berbere:berbere:3, Peanut:peanut-butter:15, Ginger:ginger:6, Harissa:harissa:10, Preserved Lemon:lemon:20, Suya-Spiced:roasted-peanuts:10',
    5,
  ),
  '*': parts('Chili:green-chilli:5, Herb:coriander-leaves:4, Garlic:garlic:5, Lemon:lemon-juice:8', 5),
};
export const SWEET_FLAVOURS = parts(
  'Cardamom:green-cardamom:0.5, Saffron:saffron:0.05, Cinnamon:cinnamon:1, Vanilla:vanilla-extract:2, Honey:honey:10, Maple:maple-syrup:10, Coconut:desiccated-coconut:10, Chocolate:dark-chocolate:15, Rose:rose-water:3, Pistachio:pistachios:8, Almond:almonds:8, Lemon:lemon-zest:2, Ginger:ginger-powder:0.5, Brown Sugar:brown-sugar:10, Jaggery:jaggery:12, Orange:orange-juice:15, Espresso:instant-coffee:1, Salted Caramel:sugar:10, Nutmeg:nutmeg:0.3',
  5,
);

/** Adjectives with no food behind them; `when` limits where they fit. */
export interface Adjective {
  word: string;
  families?: readonly Family[];
  quick?: true;
}
const adjectives = (table: string): Adjective[] =>
  table.split(',').map((entry) => {
    const [word = '', rule = ''] = entry.trim().split(':');
    if (rule === 'quick') return { word, quick: true };
    return rule ? { word, families: rule.split(' ') as Family[] } : { word };
  });
export const SAVOURY_ADJECTIVES = adjectives(
  'Spicy, Hearty:wet oven, Rustic, Classic, Easy, Homestyle, Zesty, Tangy, Creamy:wet, Golden:fry pan oven, Herby, Fiery, Simple, Sticky:pan oven fire, Smoky:fire oven pan, Crispy:fry pan oven, Charred:fire, Quick:quick, 20-Minute:quick, Comforting:wet oven, Street-Style:fry fire pan, Restaurant-Style, Rich:wet, Fresh:raw steam, Crunchy:raw fry',
);
export const SWEET_ADJECTIVES = adjectives(
  'Classic, Easy, Rich, Fluffy:oven pan, Silky:raw wet steam, Chilled:raw, Warm:oven wet pan, Gooey:oven, Festive, Old-Fashioned, Quick:quick, No-Bake:raw',
);

/** Pantry by cuisine group: aromatics, seasonings and cooking fats (the diet filters them). */
export const PANTRY: Record<Group, { aromatics: string[]; seasonings: string[]; fats: string[]; dairy: string[] }> = {
  IN: {
    aromatics: ['onion', 'garlic', 'ginger', 'green-chilli', 'tomato', 'gluten-free-asafoetida'],
    seasonings: [
      'garam-masala',
      'turmeric',
      'cumin-seeds',
      'coriander-powder',
      'red-chilli-powder',
      'kasuri-methi',
      'mustard-seeds',
      'curry-leaves',
    ],
    fats: ['vegetable-oil', 'ghee', 'mustard-oil', 'coconut-oil'],
    dairy: ['ghee', 'yogurt', 'fresh-cream', 'butter'],
  },
  EA: {
    aromatics: ['garlic', 'ginger', 'spring-onion', 'red-chilli-fresh'],
    seasonings: ['soy-sauce', 'tamari', 'rice-vinegar', 'sesame-seeds', 'miso', 'white-pepper', 'mirin'],
    fats: ['vegetable-oil', 'peanut-oil', 'sesame-oil'],
    dairy: ['butter'],
  },
  SEA: {
    aromatics: ['garlic', 'shallot', 'lemongrass', 'red-chilli-fresh', 'ginger'],
    seasonings: ['fish-sauce', 'lime-juice', 'palm-sugar', 'tamari', 'vegetarian-curry-paste', 'coriander-leaves'],
    fats: ['vegetable-oil', 'coconut-oil', 'peanut-oil'],
    dairy: ['condensed-milk', 'butter'],
  },
  LAT: {
    aromatics: ['onion', 'garlic', 'jalapeno', 'tomato', 'red-bell-pepper'],
    seasonings: ['cumin-ground', 'paprika', 'oregano', 'lime-juice', 'coriander-leaves', 'chilli-flakes'],
    fats: ['vegetable-oil', 'olive-oil', 'lard'],
    dairy: ['queso-fresco', 'sour-cream', 'monterey-jack'],
  },
  MED: {
    aromatics: ['onion', 'garlic', 'shallot', 'tomato', 'lemon-juice'],
    seasonings: ['oregano', 'paprika', 'cumin-ground', 'dried-basil', 'parsley', 'black-pepper', 'chilli-flakes'],
    fats: ['olive-oil'],
    dairy: ['parmesan', 'feta', 'greek-yogurt', 'butter'],
  },
  EU: {
    aromatics: ['onion', 'garlic', 'celery', 'leek', 'shallot'],
    seasonings: ['black-pepper', 'dried-thyme', 'paprika', 'mustard', 'parsley', 'worcestershire'],
    fats: ['olive-oil', 'butter', 'canola-oil'],
    dairy: ['butter', 'cheddar', 'sour-cream', 'heavy-cream', 'parmesan'],
  },
  AF: {
    aromatics: ['onion', 'garlic', 'ginger', 'tomato', 'green-chilli'],
    seasonings: ['berbere', 'cumin-ground', 'paprika', 'ginger-powder', 'black-pepper'],
    fats: ['vegetable-oil', 'olive-oil', 'palm-oil'],
    dairy: ['butter', 'yogurt'],
  },
};
/** Dessert pantry: sweeteners, milks, flours and fats (the diet filters them). */
export const SWEET_PANTRY = {
  sweeteners: ['sugar', 'jaggery', 'brown-sugar', 'maple-syrup', 'honey', 'condensed-milk'],
  milks: ['milk', 'heavy-cream', 'yogurt', 'coconut-milk', 'almond-milk', 'oat-milk', 'condensed-milk'],
  flours: ['maida', 'atta', 'almond-flour', 'rice-flour'],
  fats: ['butter', 'ghee', 'coconut-oil'],
};
/** What each diet must hold at least one of, beyond its main, when the main does not bring it. */
export const REQUIRED = {
  Vegetarian: 'dairy',
  Eggetarian: 'egg',
  Pescatarian: 'fish',
  'Non-Vegetarian': 'meat',
} as const satisfies Record<string, string>;
/** Foods that bring a diet's required fact into a dessert or a side (gelatin is meat). */
export const REQUIRED_EXTRAS: Record<string, string[]> = {
  dairy: ['butter', 'ghee', 'yogurt', 'paneer', 'heavy-cream'],
  egg: ['egg'],
  fish: ['anchovies', 'fish-sauce', 'dried-fish'],
  meat: ['bacon', 'chicken-stock', 'gelatin'],
};
