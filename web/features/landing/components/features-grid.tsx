import type { FeatureKey } from '../landing-pictures';
import { Illustration } from './illustration';

const FEATURES: { key: FeatureKey; title: string; text: string }[] = [
  { key: 'ai-plans', title: 'AI meal plans', text: 'Weekly plans generated to meet your calorie and macro targets.' },
  {
    key: 'recipe-search',
    title: 'Recipe search',
    text: 'Hundreds of recipes, filtered by cuisine, diet, course and time.',
  },
  {
    key: 'build-from-ingredients',
    title: 'Cook from what you have',
    text: 'Enter one or two ingredients and get recipes that use them.',
  },
  {
    key: 'pantry-scan',
    title: 'Pantry scan',
    text: 'Photograph your shelves; we list what you have and suggest meals.',
  },
  {
    key: 'nutrition',
    title: 'Nutrition tracking',
    text: 'Calories, protein, fat and carbs for the week, against your targets.',
  },
  {
    key: 'grocery-lists',
    title: 'Smart grocery lists',
    text: 'One list for the week, grouped by aisle and ready to print.',
  },
  { key: 'favorites', title: 'Favorites', text: 'Save the recipes and plans you love and find them in a tap.' },
  {
    key: 'dietary',
    title: 'Dietary preferences',
    text: 'Vegan, Jain, gluten-free, high-protein and more, applied everywhere.',
  },
];

/** The features grid: 8 cards (spec 000 section 2). */
export function FeaturesGrid() {
  return (
    <section
      id="features"
      aria-labelledby="features-title"
      className="mx-auto w-full max-w-7xl scroll-mt-20 px-4 py-14 sm:py-20"
    >
      <div className="mx-auto mb-10 max-w-2xl text-center">
        <p className="text-sm font-bold tracking-wide text-mint uppercase">Features</p>
        <h2 id="features-title" className="mt-2 text-3xl font-black tracking-tight sm:text-4xl">
          Everything you need to eat well
        </h2>
        <p className="mt-3 text-muted">Planning, shopping and cooking in one place, shaped around the way you eat.</p>
      </div>
      <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
        {FEATURES.map((f) => (
          <li key={f.key} className="overflow-hidden rounded-3xl border border-line bg-surface">
            <Illustration kind="features" name={f.key} sizes="(min-width: 1024px) 300px, 48vw" />
            <div className="p-3 sm:p-5">
              <h3 className="text-sm font-extrabold sm:text-lg">{f.title}</h3>
              <p className="mt-1 text-xs leading-relaxed text-muted sm:text-sm">{f.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
