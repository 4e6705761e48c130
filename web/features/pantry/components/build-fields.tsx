import type { KeyboardEvent } from 'react';
import { Input, Label } from '../../../components/ui/input';

export interface BuildFieldsValue {
  primary: string;
  secondary: string;
  usePreferences: boolean;
}

interface BuildFieldsProps {
  value: BuildFieldsValue;
  onChange(value: BuildFieldsValue): void;
  /** Enter in either field (spec 001 section 2). */
  onSubmit(): void;
  preferencesLabel: string;
  idPrefix: string;
  disabled?: boolean;
}

/** Primary Ingredient *, Secondary Ingredient (Optional) and the dietary preferences checkbox. */
export function BuildFields({ value, onChange, onSubmit, preferencesLabel, idPrefix, disabled }: BuildFieldsProps) {
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
      e.preventDefault();
      onSubmit();
    }
  };
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <Label htmlFor={`${idPrefix}-primary`}>Primary Ingredient *</Label>
          <Input
            id={`${idPrefix}-primary`}
            value={value.primary}
            onChange={(e) => onChange({ ...value, primary: e.target.value })}
            onKeyDown={onKeyDown}
            placeholder="e.g., chicken, rice, tomatoes"
            autoComplete="off"
            enterKeyHint="search"
            maxLength={60}
            disabled={disabled}
          />
        </div>
        <div>
          <Label htmlFor={`${idPrefix}-secondary`}>Secondary Ingredient (Optional)</Label>
          <Input
            id={`${idPrefix}-secondary`}
            value={value.secondary}
            onChange={(e) => onChange({ ...value, secondary: e.target.value })}
            onKeyDown={onKeyDown}
            placeholder="e.g., onion, spinach, paneer"
            autoComplete="off"
            enterKeyHint="search"
            maxLength={60}
            disabled={disabled}
          />
        </div>
      </div>
      <label className="flex cursor-pointer items-center gap-3 text-sm font-semibold">
        <input
          type="checkbox"
          checked={value.usePreferences}
          onChange={(e) => onChange({ ...value, usePreferences: e.target.checked })}
          className="size-5 shrink-0 accent-brand"
        />
        {preferencesLabel}
      </label>
    </div>
  );
}
