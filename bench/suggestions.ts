// Build from ingredients and the pantry suggestions: for 20 ingredient sets a cook would recognise, is the
// classic catalogue dish among the first three? One or two ingredients go through the Build search (every
// recipe must use them all), longer lists through the pantry search (none required), as the screens send them.
// A few misspelt sets are reported apart: typo correction belongs to the shared lexicon, not to the ranking.
// Runs on an in-memory PGlite with the seeded catalogue. Prints JSON.
// Usage: npx tsx bench/suggestions.ts
import { openDatabase } from '../server/db/client';
import { runMigrations } from '../server/db/migrate';
import { buildRecipesFromIngredients } from '../server/modules/pantry/build.queries';
import { seedCatalogue } from '../server/test/planning-fixtures';

interface IngredientSet {
  ingredients: string[];
  /** The classic dish (catalogue slugs; two where the catalogue holds two classics of the set). */
  classic: string[];
}

const SETS: IngredientSet[] = [
  { ingredients: ['aloo', 'gobi'], classic: ['punjabi-aloo-gobi'] },
  { ingredients: ['chicken', 'rice'], classic: ['hyderabadi-chicken-dum-biryani'] },
  { ingredients: ['rajma'], classic: ['punjabi-rajma-masala'] },
  { ingredients: ['eggs', 'spinach'], classic: ['spanakopita'] }, // the catalogue has no spinach omelette
  { ingredients: ['paneer', 'spinach'], classic: ['jain-palak-paneer'] }, // nor a matar paneer: paneer + peas has no classic here
  { ingredients: ['chickpeas'], classic: ['amritsari-pindi-chole', 'kerala-kadala-curry'] },
  { ingredients: ['poha', 'onion'], classic: ['maharashtrian-kanda-poha'] },
  { ingredients: ['rava'], classic: ['rava-upma'] },
  { ingredients: ['moong dal', 'rice'], classic: ['ven-pongal'] },
  { ingredients: ['baingan'], classic: ['punjabi-baingan-bharta'] },
  { ingredients: ['mutton mince', 'peas'], classic: ['keema-matar'] },
  { ingredients: ['tomatoes', 'mozzarella'], classic: ['insalata-caprese'] },
  { ingredients: ['spaghetti', 'garlic'], classic: ['spaghetti-aglio-e-olio'] },
  { ingredients: ['avocado', 'lime'], classic: ['chunky-guacamole'] },
  { ingredients: ['leeks', 'potatoes'], classic: ['leek-and-potato-soup'] },
  { ingredients: ['besan', 'curd'], classic: ['punjabi-kadhi-pakora', 'gujarati-kadhi'] },
  { ingredients: ['cabbage', 'coconut'], classic: ['cabbage-thoran'] },
  { ingredients: ['lentils', 'rice'], classic: ['mujaddara'] },
  { ingredients: ['chicken', 'butter'], classic: ['butter-chicken'] },
  {
    ingredients: [
      'potatoes',
      'cauliflower',
      'tomatoes',
      'onions',
      'ginger',
      'garlic',
      'green chillies',
      'chickpeas',
      'coriander',
      'lemon',
    ],
    classic: ['punjabi-aloo-gobi', 'amritsari-pindi-chole'],
  },
];

const TYPOS: IngredientSet[] = [
  { ingredients: ['panner', 'spinach'], classic: ['jain-palak-paneer'] },
  { ingredients: ['cauliflour', 'potatos'], classic: ['punjabi-aloo-gobi'] },
  { ingredients: ['chiken', 'rice'], classic: ['hyderabadi-chicken-dum-biryani'] },
];

const database = await openDatabase({ kind: 'pglite' });
await runMigrations(database);
await seedCatalogue(database.db);

async function run(sets: IngredientSet[]) {
  const results = [];
  for (const set of sets) {
    const recipes = await buildRecipesFromIngredients(database.db, {
      userId: 'bench',
      ingredients: set.ingredients,
      required: set.ingredients.length <= 2 ? set.ingredients.length : 0,
      filters: null,
    });
    const top3 = recipes.slice(0, 3);
    const rank = recipes.findIndex((r) => set.classic.includes(r.card.slug));
    results.push({
      ingredients: set.ingredients.join(' + '),
      classic: set.classic.join(' or '),
      hit: rank >= 0 && rank < 3,
      classicRank: rank < 0 ? null : rank + 1,
      top3: top3.map(
        (r) => `${r.recipe_title} (you have ${r.main_ingredients_at_hand} of ${r.main_ingredients_count})`,
      ),
    });
  }
  return results;
}

const sets = await run(SETS);
const typos = await run(TYPOS);
const rate = (rs: { hit: boolean }[]) => Math.round((rs.filter((r) => r.hit).length / rs.length) * 1000) / 1000;
console.log(
  JSON.stringify(
    {
      sets: SETS.length,
      top3HitRate: rate(sets),
      misses: sets.filter((r) => !r.hit).map((r) => r.ingredients),
      typoTop3HitRate: rate(typos),
      results: sets,
      typos,
    },
    null,
    2,
  ),
);
await database.close();
