import { clsx } from 'clsx';
import { Users } from 'lucide-react';
import { cookedServings } from '../../../../domain/household';
import type { EntryPortion } from '../../../../domain/meal-plans';
import type { GridMealType } from '../../../../domain/meal-types';
import { useEatersAt } from '../api';

const FRACTIONS: Record<number, string> = { 0.25: '¼', 0.5: '½', 0.75: '¾' };

/** 6, 7½, 2¼: as the plan writes portions. */
const amount = (n: number) => {
  const whole = Math.floor(n);
  const glyph = FRACTIONS[Math.round((n - whole) * 100) / 100];
  return glyph ? `${whole || ''}${glyph}` : String(Math.round(n * 100) / 100);
};

/**
 * What is cooked when several eat a meal: '6 servings for 4'. Nothing for one person: their portion says it all.
 * A household's generated meal shows each member's own portion instead: '3½ servings for 3' over 'Dadi 1 · Kavi ½ ·
 * Meera 2' (decision 032), and a member's variant under them: 'Ravi: Chana masala' (decision 032, 2026-11-27).
 */
export function CookedFor({
  portion,
  mealType,
  portions,
  className,
}: {
  portion: number;
  mealType: GridMealType;
  portions?: readonly EntryPortion[];
  className?: string;
}) {
  const eaters = useEatersAt(mealType);
  if (portions?.length) return <MemberPortions portions={portions} className={className} />;
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

function MemberPortions({ portions, className }: { portions: readonly EntryPortion[]; className?: string }) {
  // what is cooked of the table's dish: a member's variant is cooked apart (its own line below)
  const table = portions.filter((p) => !p.variant);
  const total = table.reduce((sum, p) => sum + p.servings, 0);
  const each = portions.map((p) => `${p.name} ${amount(p.servings)}`).join(' · ');
  return (
    <div className={clsx('text-xs tabular-nums', className)} data-testid="member-portions">
      <p
        className="flex items-center gap-1 font-semibold text-mint"
        title={`Cook ${amount(total)} servings for ${table.length} people`}
      >
        <Users className="size-3 shrink-0" aria-hidden />
        <span>
          {amount(total)} {total === 1 ? 'serving' : 'servings'} for {table.length}
        </span>
      </p>
      <p className="text-muted">{each}</p>
      {portions.map((p) =>
        p.variant ? (
          <p
            key={p.memberId}
            className="mt-0.5 truncate font-semibold text-ink"
            title={`${p.name}: ${p.variant.title}`}
            data-testid="member-variant"
          >
            {p.name}: {p.variant.title}
          </p>
        ) : null,
      )}
    </div>
  );
}
