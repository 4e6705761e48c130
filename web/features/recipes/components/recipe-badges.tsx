import type { RecipeCard } from '../../../../domain/recipe-search';

/** The three badges of a recipe card (spec 001 section 2). */
const CARD_BADGES = [
  ['isVegan', 'Vegan'],
  ['isGlutenFree', 'Gluten Free'],
  ['isHighProtein', 'High Protein'],
] as const;

/** Every special tag of a recipe's detail. */
export const SPECIAL_TAGS = [
  ...CARD_BADGES,
  ['isJain', 'Jain'],
  ['isLowCalorie', 'Low Calorie'],
  ['isLowCarb', 'Low Carb'],
  ['isLowSugar', 'Low Sugar'],
  ['isHighFiber', 'High Fiber'],
  ['isLowSodium', 'Low Sodium'],
  ['isQuick30Min', 'Quick 30min'],
  ['isOnePot', 'One Pot'],
  ['isMinimalOil', 'Minimal Oil'],
  ['isNoDeepFrying', 'No Deep Frying'],
  ['isNoBaking', 'No Baking'],
  ['isSteamedOnly', 'Steamed Only'],
] as const;

export function Tag({ children, tone = 'mint' }: { children: React.ReactNode; tone?: 'mint' | 'plain' }) {
  return (
    <span
      className={
        tone === 'mint'
          ? 'inline-flex items-center rounded-full bg-mint/15 px-2 py-0.5 text-[11px] font-bold text-mint'
          : 'inline-flex items-center rounded-full bg-surface-2 px-2 py-0.5 text-[11px] font-semibold text-ink'
      }
    >
      {children}
    </span>
  );
}

export function CardBadges({ recipe }: { recipe: RecipeCard }) {
  const shown = CARD_BADGES.filter(([flag]) => recipe[flag]);
  if (!shown.length) return null;
  return (
    <div className="flex flex-wrap gap-1">
      {shown.map(([flag, label]) => (
        <Tag key={flag}>{label}</Tag>
      ))}
    </div>
  );
}
