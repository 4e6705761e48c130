import { clsx } from 'clsx';
import { X } from 'lucide-react';
import type { GenerateResult } from '../../../../domain/meal-plan-generator/contract';
import { NUTRIENT_KEYS, type NutrientKey, type NutrientTotals } from '../../../../domain/nutrition-summary';
import { MemberSwitch, useMemberFigures } from '../../nutrition/public/member-switch';
import { NUTRIENT_LABELS } from '../../nutrition/public/format';
import type { GenerationNotes } from '../generation-memory';

interface Row {
  label: string;
  actual: NutrientTotals;
  target: NutrientTotals;
}

const percentOf = (actual: number, target: number) => (target > 0 ? ((actual - target) / target) * 100 : 0);

/** Within 5% reads as on target, up to 10% as close, beyond as off. */
function Cell({ actual, target, nutrient }: { actual: number; target: number; nutrient: NutrientKey }) {
  const p = percentOf(actual, target);
  const size = Math.abs(p);
  const text = `${p > 0 ? '+' : p < 0 ? '−' : ''}${size.toFixed(1)}%`;
  return (
    <td
      data-nutrient={nutrient}
      title={`${Math.round(actual)} of ${Math.round(target)} ${nutrient === 'calories' ? 'kcal' : 'g'}`}
      className={clsx(
        'px-2 py-1.5 text-right tabular-nums',
        size <= 5 ? 'text-mint' : size <= 10 ? 'text-brand' : 'text-danger',
      )}
    >
      {text}
    </td>
  );
}

function rowsFromResult(result: GenerationNotes): Row[] {
  const pick = (d: GenerateResult['deviations']['week'], key: 'actual' | 'target') =>
    Object.fromEntries(NUTRIENT_KEYS.map((n) => [n, d[n][key]])) as NutrientTotals;
  return result.deviations.days.map((d) => ({
    label: d.dayName,
    actual: pick(d, 'actual'),
    target: pick(d, 'target'),
  }));
}

/**
 * After a generation: how far each day lands from its share of the weekly targets (weekly ÷ 7), for
 * calories and macros. Figures follow the plan as it is now (the week's nutrition), so edits after the
 * generation show at once; the generator's own figures stand in while those load.
 */
export function GenerateDeviations({
  week,
  result,
  onHide,
}: {
  week: string;
  result: GenerationNotes;
  onHide(): void;
}) {
  // a household's table: each member's own portions against their own targets, on the summary's switch
  const { family, memberId, setMemberId, shown, summary } = useMemberFigures(week);
  const rows: Row[] = summary.data
    ? summary.data.days.map((d) => ({ label: d.dayName, actual: d.consumed, target: summary.data.dailyTargets }))
    : shown
      ? []
      : rowsFromResult(result);
  const week7 = rows.reduce<Row>(
    (sum, r) => ({ label: 'Week', actual: add(sum.actual, r.actual), target: add(sum.target, r.target) }),
    { label: 'Week', actual: zero(), target: zero() },
  );
  const { kept, emptySlots } = result.solver;
  return (
    <section
      aria-labelledby="generate-deviations-heading"
      className="rounded-2xl border border-line bg-surface p-4"
      data-testid="generate-deviations"
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 id="generate-deviations-heading" className="font-extrabold">
            How your generated week meets your targets
          </h2>
          <p className="text-xs text-muted">
            {shown
              ? `${shown.name}'s portions, each day against a seventh of ${shown.name}'s weekly targets.`
              : 'Each day against a seventh of your weekly targets.'}{' '}
            Within 5% is on target.
          </p>
        </div>
        <button
          type="button"
          onClick={onHide}
          className="rounded-full p-1.5 text-muted hover:bg-surface-2 hover:text-ink"
          aria-label="Hide target check"
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
      {family.length ? (
        <div className="mt-3">
          <MemberSwitch family={family} memberId={memberId} onChange={setMemberId} />
        </div>
      ) : null}
      <div className="mt-3 overflow-x-auto">
        <table className="w-full min-w-[20rem] text-sm">
          <thead>
            <tr className="text-xs text-muted">
              <th scope="col" className="px-2 py-1 text-left font-semibold">
                Day
              </th>
              {NUTRIENT_KEYS.map((n) => (
                <th key={n} scope="col" className="px-2 py-1 text-right font-semibold">
                  {NUTRIENT_LABELS[n]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[...rows, week7].map((r) => (
              <tr
                key={r.label}
                data-day={r.label}
                className={clsx('border-t border-line/60', r.label === 'Week' && 'font-bold')}
              >
                <th scope="row" className="px-2 py-1.5 text-left font-semibold">
                  <span className="sm:hidden">{r.label === 'Week' ? r.label : r.label.slice(0, 3)}</span>
                  <span className="hidden sm:inline">{r.label}</span>
                </th>
                {NUTRIENT_KEYS.map((n) => (
                  <Cell key={n} nutrient={n} actual={r.actual[n]} target={r.target[n]} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {kept > 0 || emptySlots > 0 ? (
        <p className="mt-2 text-xs text-muted">
          {kept > 0
            ? `${kept} ${kept === 1 ? 'meal' : 'meals'} you planned yourself ${kept === 1 ? 'was' : 'were'} kept. `
            : ''}
          {emptySlots > 0
            ? `${emptySlots} ${emptySlots === 1 ? 'slot' : 'slots'} left empty: no recipe fits your preferences there.`
            : ''}
        </p>
      ) : null}
    </section>
  );
}

const zero = (): NutrientTotals => ({ calories: 0, protein: 0, fat: 0, carbs: 0 });
const add = (a: NutrientTotals, b: NutrientTotals): NutrientTotals => ({
  calories: a.calories + b.calories,
  protein: a.protein + b.protein,
  fat: a.fat + b.fat,
  carbs: a.carbs + b.carbs,
});
