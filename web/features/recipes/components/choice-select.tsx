import * as Select from '@radix-ui/react-select';
import { Check, ChevronDown } from 'lucide-react';
import { inputClass } from '../../../components/ui/input';

interface ChoiceSelectProps {
  id: string;
  value: string;
  onChange(value: string): void;
  options: readonly string[];
  placeholder: string;
  label: string;
}

/** A labelled select of plain text options (day, meal type). */
export function ChoiceSelect({ id, value, onChange, options, placeholder, label }: ChoiceSelectProps) {
  return (
    <div>
      <label id={`${id}-label`} htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        {label}
      </label>
      <Select.Root value={value || undefined} onValueChange={onChange}>
        <Select.Trigger id={id} aria-labelledby={`${id}-label`} className={`${inputClass} flex items-center justify-between text-left`}>
          <Select.Value placeholder={placeholder} />
          <Select.Icon>
            <ChevronDown className="size-4 text-muted" aria-hidden />
          </Select.Icon>
        </Select.Trigger>
        <Select.Portal>
          <Select.Content position="popper" sideOffset={4} className="z-[70] min-w-[var(--radix-select-trigger-width)] rounded-xl border border-line bg-surface p-1 shadow-xl">
            <Select.Viewport>
              {options.map((option) => (
                <Select.Item
                  key={option}
                  value={option}
                  className="flex cursor-pointer items-center justify-between rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-surface-2"
                >
                  <Select.ItemText>{option}</Select.ItemText>
                  <Select.ItemIndicator>
                    <Check className="size-4 text-mint" aria-hidden />
                  </Select.ItemIndicator>
                </Select.Item>
              ))}
            </Select.Viewport>
          </Select.Content>
        </Select.Portal>
      </Select.Root>
    </div>
  );
}
