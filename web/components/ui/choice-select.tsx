import * as Select from '@radix-ui/react-select';
import { Check, ChevronDown } from 'lucide-react';
import { inputClass } from './input';

interface ChoiceSelectProps {
  id: string;
  value: string;
  onChange(value: string): void;
  /** Plain texts, or values shown with their own labels (a week's Monday as 'Next week (30 Nov 2026)'). */
  options: readonly (string | { value: string; label: string })[];
  placeholder: string;
  label: string;
}

/** A labelled select of text options (day, meal type, week). */
export function ChoiceSelect({ id, value, onChange, options, placeholder, label }: ChoiceSelectProps) {
  return (
    <div>
      <label id={`${id}-label`} htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        {label}
      </label>
      <Select.Root value={value || undefined} onValueChange={onChange}>
        <Select.Trigger
          id={id}
          aria-labelledby={`${id}-label`}
          className={`${inputClass} flex items-center justify-between text-left`}
        >
          <Select.Value placeholder={placeholder} />
          <Select.Icon>
            <ChevronDown className="size-4 text-muted" aria-hidden />
          </Select.Icon>
        </Select.Trigger>
        <Select.Portal>
          <Select.Content
            position="popper"
            sideOffset={4}
            className="z-[70] min-w-[var(--radix-select-trigger-width)] rounded-xl border border-line bg-surface p-1 shadow-xl"
          >
            <Select.Viewport>
              {options.map((choice) => {
                const option = typeof choice === 'string' ? { value: choice, label: choice } : choice;
                return (
                  <Select.Item
                    key={option.value}
                    value={option.value}
                    className="flex cursor-pointer items-center justify-between rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-surface-2"
                  >
                    <Select.ItemText>{option.label}</Select.ItemText>
                    <Select.ItemIndicator>
                      <Check className="size-4 text-mint" aria-hidden />
                    </Select.ItemIndicator>
                  </Select.Item>
                );
              })}
            </Select.Viewport>
          </Select.Content>
        </Select.Portal>
      </Select.Root>
    </div>
  );
}
