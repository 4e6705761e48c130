import { useLeftoversOption } from '../leftovers-option';

/** The option beside Create Meal Plan: every dinner generated also makes the next day's lunch. */
export function LeftoversToggle({ disabled }: { disabled?: boolean }) {
  const [wanted, setWanted] = useLeftoversOption();
  return (
    <label className="flex items-start gap-2.5 text-sm">
      <input
        type="checkbox"
        checked={wanted}
        disabled={disabled}
        onChange={(e) => setWanted(e.target.checked)}
        className="mt-0.5 size-4 accent-[var(--color-brand)]"
      />
      <span>
        Cook once, eat twice
        <span className="block text-xs text-muted">
          Generated plans cook enough dinner for the next day&apos;s lunch.
        </span>
      </span>
    </label>
  );
}

/** How a leftover lunch is marked on the plan. */
export function LeftoversBadge({ fromDay }: { fromDay: string }) {
  return (
    <span
      className="inline-flex w-fit items-center rounded-full bg-mint/15 px-2 py-0.5 text-[11px] font-bold text-mint"
      title={`Leftovers from ${fromDay}'s dinner`}
    >
      Leftovers
    </span>
  );
}
