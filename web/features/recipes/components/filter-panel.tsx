import * as Collapsible from '@radix-ui/react-collapsible';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import type { FilterGroup } from '../../../../domain/recipe-search';
import { filterOptionsQuery } from '../api';
import {
  GROUP_LIMITS,
  GROUP_TITLES,
  PANEL_GROUPS,
  QUICK_OPTIONS,
  toggleFlag,
  toggleValue,
  type Filters,
} from '../search-filters';

export function ToggleChip({ active, onClick, children }: { active: boolean; onClick(): void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={onClick}
      className={clsx(
        'rounded-full border px-3 py-1 text-sm font-semibold transition',
        active ? 'border-brand bg-brand text-brand-ink' : 'border-line text-ink hover:border-mint',
      )}
    >
      {children}
    </button>
  );
}

interface SectionProps {
  title: string;
  children: ReactNode;
  /** Collapsible groups (the Search & Add dialog); plain headings otherwise. */
  collapsible?: boolean;
  defaultOpen?: boolean;
}

export function FilterSection({ title, children, collapsible = false, defaultOpen = true }: SectionProps) {
  if (!collapsible) {
    return (
      <fieldset>
        <legend className="mb-2 text-sm font-bold">{title}</legend>
        <div className="flex flex-wrap gap-1.5">{children}</div>
      </fieldset>
    );
  }
  return (
    <Collapsible.Root defaultOpen={defaultOpen} role="group" aria-label={title} className="border-b border-line pb-3">
      <Collapsible.Trigger className="group flex w-full items-center justify-between py-2 text-sm font-bold">
        {title}
        <ChevronDown className="size-4 transition group-data-[state=open]:rotate-180" aria-hidden />
      </Collapsible.Trigger>
      <Collapsible.Content className="flex flex-wrap gap-1.5 pt-1">{children}</Collapsible.Content>
    </Collapsible.Root>
  );
}

interface FilterPanelProps {
  filters: Filters;
  onChange(filters: Filters): void;
  collapsible?: boolean;
  defaultOpen?: boolean;
}

/** Cuisine (8), Diet (6), Quick Options, Cooking Methods (6) and Course (6), from the filter options. */
export function FilterPanel({ filters, onChange, collapsible, defaultOpen }: FilterPanelProps) {
  const options = useQuery(filterOptionsQuery());
  const group = (key: FilterGroup) => (
    <FilterSection key={key} title={GROUP_TITLES[key]} collapsible={collapsible} defaultOpen={defaultOpen}>
      {(options.data?.[key] ?? []).slice(0, GROUP_LIMITS[key]).map(({ value }) => (
        <ToggleChip
          key={value}
          active={filters[key]?.includes(value) ?? false}
          onClick={() => onChange(toggleValue(filters, key, value))}
        >
          {value}
        </ToggleChip>
      ))}
    </FilterSection>
  );
  const [cuisines, diets, ...rest] = PANEL_GROUPS;
  return (
    <div className={collapsible ? 'space-y-1' : 'space-y-4'}>
      {group(cuisines)}
      {group(diets)}
      <FilterSection title="Quick Options" collapsible={collapsible} defaultOpen={defaultOpen}>
        {QUICK_OPTIONS.map(([flag, label]) => (
          <ToggleChip key={flag} active={Boolean(filters[flag])} onClick={() => onChange(toggleFlag(filters, flag))}>
            {label}
          </ToggleChip>
        ))}
      </FilterSection>
      {rest.map(group)}
    </div>
  );
}
