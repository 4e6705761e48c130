// The 20 people of bench/plan-quality.ts: vegetarian, Jain, vegan, high-protein, 1,400 to 3,200 kcal a day.
import type { WeeklyTargets } from '../../domain/nutrition-targets';
import { NO_PREFERENCES, type SearchPreferences } from '../../domain/recipe-search';

/** Weekly targets for a day's calories and protein's share of them; fat 30 %, carbohydrate the rest. */
const targetsFor = (kcal: number, proteinShare = 0.18): WeeklyTargets => ({
  calories: kcal * 7,
  protein: Math.round((kcal * proteinShare * 7) / 4),
  fat: Math.round((kcal * 0.3 * 7) / 9),
  carbs: Math.round((kcal * (0.7 - proteinShare) * 7) / 4),
});
const prefs = (p: Partial<SearchPreferences>): SearchPreferences => ({ ...NO_PREFERENCES, ...p });
export const VEGETARIAN_630 = 'vegetarian, 12,600 kcal / 630 g protein';

export const PEOPLE: { name: string; preferences: SearchPreferences; targets: WeeklyTargets }[] = [
  {
    name: VEGETARIAN_630,
    preferences: prefs({ diets: ['Vegetarian'] }),
    targets: { calories: 12600, protein: 630, fat: 420, carbs: 1600 },
  },
  { name: 'no preferences, 2,000', preferences: NO_PREFERENCES, targets: targetsFor(2000) },
  { name: 'vegan, 1,800', preferences: prefs({ flags: { isVegan: true } }), targets: targetsFor(1800, 0.15) },
  { name: 'Jain, 1,600', preferences: prefs({ flags: { isJain: true } }), targets: targetsFor(1600, 0.15) },
  { name: 'high protein, 2,800', preferences: NO_PREFERENCES, targets: targetsFor(2800, 0.3) },
  { name: 'no preferences, 1,400', preferences: NO_PREFERENCES, targets: targetsFor(1400) },
  { name: 'non-vegetarian, 3,200', preferences: prefs({ diets: ['Non-Vegetarian'] }), targets: targetsFor(3200, 0.25) },
  { name: 'vegetarian, 2,200', preferences: prefs({ diets: ['Vegetarian'] }), targets: targetsFor(2200, 0.15) },
  {
    name: 'Indian vegetarian, 1,900',
    preferences: prefs({ diets: ['Vegetarian'], cuisines: ['Indian'] }),
    targets: targetsFor(1900, 0.15),
  },
  { name: 'eggetarian, 2,400', preferences: prefs({ diets: ['Eggetarian'] }), targets: targetsFor(2400, 0.2) },
  {
    name: 'gluten-free pescatarian, 2,000',
    preferences: prefs({ diets: ['Pescatarian'], flags: { isGlutenFree: true } }),
    targets: targetsFor(2000, 0.2),
  },
  { name: 'Jain, 2,200', preferences: prefs({ flags: { isJain: true } }), targets: targetsFor(2200, 0.15) },
  {
    name: 'vegan high protein, 2,400',
    preferences: prefs({ flags: { isVegan: true } }),
    targets: targetsFor(2400, 0.22),
  },
  { name: 'within 30 minutes, 2,000', preferences: prefs({ maxCookingTime: 30 }), targets: targetsFor(2000) },
  {
    name: 'Italian, Mexican, Thai, 2,100',
    preferences: prefs({ cuisines: ['Italian', 'Mexican', 'Thai'] }),
    targets: targetsFor(2100),
  },
  {
    name: 'high-protein recipes, 3,000',
    preferences: prefs({ flags: { isHighProtein: true } }),
    targets: targetsFor(3000, 0.35),
  },
  { name: 'vegetarian, 1,400', preferences: prefs({ diets: ['Vegetarian'] }), targets: targetsFor(1400, 0.16) },
  { name: 'vegan, 3,200', preferences: prefs({ flags: { isVegan: true } }), targets: targetsFor(3200, 0.15) },
  { name: 'Jain, 2,600', preferences: prefs({ flags: { isJain: true } }), targets: targetsFor(2600, 0.16) },
  { name: 'no preferences, 2,500', preferences: NO_PREFERENCES, targets: targetsFor(2500, 0.2) },
];
