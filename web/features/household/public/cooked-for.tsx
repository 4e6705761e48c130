import { clsx } from 'clsx';
import { Users } from 'lucide-react';
import { cookedServings } from '../../../../domain/household';
import type { GridMealType } from '../../../../domain/meal-types';
import { useEatersAt } from '../api';

const FRACTIONS: Record<number, string> = { 0.25: '¼', 0.5: '½', 0.75: '¾' };

/** 6, 7½, 2¼: as the plan writes portions. */
const amount = (n: number) => {
  const whole = Math.floor(n);
  const glyph = FRACTIONS[Math.round((n - whole) * 100) / 100];
  return glyph ? `${whole || ''}${glyph}` : String(Math.round(n * 100) / 100);
};

/** What is cooked when several eat a meal: '6 servings for 4'. Nothing for one person: their portion says it all. */
export function CookedFor({
  portion,
  mealType,
  className,
}: {
  portion: number;
  mealType: GridMealType;
  className?: string;
}) {
  const eaters = useEatersAt(mealType);
  if (eaters <= 1) return null;
  const total = cookedServings(portion, eaters);
  return (
    <p
      className={clsx('flex items-center gap-1 text-xs font-semibold text-mint tabular-nums', className)}
      title={`Cook ${amount(total)} servings for ${eaters} people`}
    >
      <Users className="size-3 shrink-0" aria-hidden />
      <span>
        {amount(total)} {total === 1 ? 'serving' : 'servings'} for {eaters}
      </span>
    </p>
  );
}
