import { clsx } from 'clsx';
import { Check, Lock } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  isRangeSet,
  parseRangeInput,
  plansLabel,
  rangeSettings,
  selectedList,
  selectValues,
  type PreferenceFilter,
  type SelectionValue,
} from '../../../../domain/preferences';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/input';
import { goToPricing } from '../../../lib/scroll-to-pricing';

interface FieldProps {
  filter: PreferenceFilter;
  value: SelectionValue;
  onChange(value: SelectionValue): void;
  /** The server's reason when it refused this filter's value. */
  error?: string;
}

/** Options shown before 'Show all' on long lists (the cuisines). */
const FOLDED = 12;

const chip = (on: boolean) =>
  clsx(
    'inline-flex min-h-9 items-center gap-1.5 rounded-full border px-3.5 py-1.5 text-sm font-semibold transition',
    on ? 'border-mint bg-mint text-brand-ink' : 'border-line bg-page text-ink hover:border-mint/70',
  );

/** One preference filter, rendered by its type; a filter the plan does not include is shown locked. */
export function PreferenceField({ filter, value, onChange, error }: FieldProps) {
  const labelId = useId();
  const errorId = useId();
  return (
    <div className="space-y-2" data-filter={filter.key}>
      <p id={labelId} className="flex items-center gap-2 text-sm font-bold">
        {filter.name}
        {filter.allowed ? null : <Lock className="size-3.5 text-brand" aria-label="Locked" />}
      </p>
      {filter.allowed ? (
        <Control
          filter={filter}
          value={value}
          onChange={onChange}
          labelId={labelId}
          errorId={error ? errorId : undefined}
        />
      ) : (
        <Locked filter={filter} />
      )}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-semibold text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type ControlProps = FieldProps & { labelId: string; errorId?: string };

function Control({ filter, value, onChange, labelId, errorId }: ControlProps) {
  if (filter.type === 'range')
    return <RangeInput filter={filter} value={value} onChange={onChange} labelId={labelId} errorId={errorId} />;
  if (filter.type === 'multi_select')
    return <MultiChips filter={filter} value={value} onChange={onChange} labelId={labelId} />;
  if (filter.type === 'single_select')
    return <SingleChips filter={filter} value={value} onChange={onChange} labelId={labelId} />;
  return <p className="text-sm text-danger">Filter type not supported: {filter.type}</p>;
}

function RangeInput({ filter, value, onChange, labelId, errorId }: ControlProps) {
  const { min, max, step, unit, placeholder } = rangeSettings(filter.options);
  const n = typeof value === 'number' ? value : 0;
  return (
    <div>
      <div className="flex items-center gap-2">
        <input
          type="number"
          inputMode="numeric"
          aria-labelledby={labelId}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
          min={min}
          max={max}
          step={step}
          placeholder={placeholder}
          value={n === 0 ? '' : String(n)}
          onChange={(e) => onChange(parseRangeInput(e.target.value))}
          className={clsx(inputClass, 'max-w-44 tabular-nums invalid:border-danger aria-invalid:border-danger')}
        />
        {unit ? <span className="text-sm font-semibold text-muted">{unit}</span> : null}
      </div>
      <p className="mt-1 text-xs text-muted">
        {min}–{max} {unit}
        {n === 0
          ? Number.isFinite(Number(placeholder)) && placeholder !== ''
            ? ' · empty uses the default'
            : ' · empty means no limit'
          : ''}
      </p>
    </div>
  );
}

function MultiChips({ filter, value, onChange, labelId }: ControlProps) {
  const [open, setOpen] = useState(false);
  const options = selectValues(filter.options);
  const selected = selectedList(value);
  const shown = open ? options : options.filter((o, i) => i < FOLDED || selected.includes(o));
  const toggle = (option: string) =>
    onChange(selected.includes(option) ? selected.filter((s) => s !== option) : [...selected, option]);
  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-wrap gap-2">
      {shown.map((option) => {
        const on = selected.includes(option);
        return (
          <button key={option} type="button" aria-pressed={on} onClick={() => toggle(option)} className={chip(on)}>
            {on ? <Check className="size-3.5" aria-hidden /> : null}
            {option}
          </button>
        );
      })}
      {shown.length < options.length || open ? (
        <button
          type="button"
          onClick={() => setOpen(!open)}
          className="px-2 text-sm font-bold text-mint hover:underline"
        >
          {open ? 'Show fewer' : `Show all ${options.length}`}
        </button>
      ) : null}
    </div>
  );
}

function SingleChips({ filter, value, onChange, labelId }: ControlProps) {
  const current = typeof value === 'string' ? value : '';
  const options = [{ value: '', label: 'Any' }, ...selectValues(filter.options).map((v) => ({ value: v, label: v }))];
  return (
    <div role="radiogroup" aria-labelledby={labelId} className="flex flex-wrap gap-2">
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          role="radio"
          aria-checked={current === o.value}
          onClick={() => onChange(o.value)}
          className={chip(current === o.value)}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}

/** Locked: what the person saved on an earlier plan (kept, not applied) and the way to upgrade. */
function Locked({ filter }: { filter: PreferenceFilter }) {
  const navigate = useNavigate();
  const value = filter.userSelection;
  const saved =
    filter.type === 'range'
      ? isRangeSet(value)
        ? `${value} ${rangeSettings(filter.options).unit}`
        : ''
      : selectedList(value).join(', ');
  return (
    <div className="flex items-center gap-3 rounded-2xl border border-dashed border-brand/50 bg-brand/5 py-2.5 pr-2.5 pl-3.5">
      <p className="flex-1 text-sm leading-snug text-muted">
        Available on the {plansLabel(filter.planAccess)} plan{filter.planAccess.length > 1 ? 's' : ''}.
        {saved ? <span className="block text-xs">Saved: {saved} (not applied on your plan)</span> : null}
      </p>
      <Button size="sm" onClick={() => goToPricing(navigate)} aria-label={`Upgrade to use ${filter.name}`}>
        Upgrade
      </Button>
    </div>
  );
}
