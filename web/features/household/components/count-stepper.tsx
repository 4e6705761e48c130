import { Minus, Plus } from 'lucide-react';
import { HOUSEHOLD_LIMITS } from '../../../../domain/household';

const stepButton =
  'flex size-9 items-center justify-center rounded-full border border-line bg-page text-ink hover:bg-surface-2 disabled:cursor-not-allowed disabled:opacity-45';

interface CountStepperProps {
  label: string;
  value: number;
  onChange(value: number): void;
  disabled?: boolean;
}

/** A number of people, 1 to 12, in whole steps. */
export function CountStepper({ label, value, onChange, disabled }: CountStepperProps) {
  return (
    <div className="flex items-center gap-2" role="group" aria-label={label}>
      <button
        type="button"
        className={stepButton}
        onClick={() => onChange(value - 1)}
        disabled={disabled || value <= HOUSEHOLD_LIMITS.min}
        aria-label={`Fewer people: ${label}`}
      >
        <Minus className="size-4" aria-hidden />
      </button>
      <output className="w-8 text-center text-lg font-extrabold tabular-nums" aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        className={stepButton}
        onClick={() => onChange(value + 1)}
        disabled={disabled || value >= HOUSEHOLD_LIMITS.max}
        aria-label={`More people: ${label}`}
      >
        <Plus className="size-4" aria-hidden />
      </button>
    </div>
  );
}
