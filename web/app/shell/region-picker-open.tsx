import * as Menu from '@radix-ui/react-dropdown-menu';
import { Check } from 'lucide-react';
import { findRegion, REGIONS } from '../../../domain/regions';
import { setRegion, useRegion } from '../../lib/region';
import type { MenuTriggerProps } from './lazy-menu';
import { menuContentClass, menuItemClass } from './menu-styles';
import { RegionFlag } from './region-flag';

/** The flag picker once first opened (loaded by `region-picker.tsx`). */
export default function RegionPickerOpen({ label, className, icon }: MenuTriggerProps) {
  const region = findRegion(useRegion()) ?? REGIONS[0]!;
  return (
    <Menu.Root modal={false} defaultOpen>
      <Menu.Trigger className={className} aria-label={label}>
        {icon}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={8}
          className={`${menuContentClass} max-h-[min(70dvh,var(--radix-dropdown-menu-content-available-height))] w-64 overflow-y-auto`}
        >
          <Menu.Label className="px-3 pt-1.5 pb-1 text-xs font-bold tracking-wide text-muted uppercase">
            Region
          </Menu.Label>
          <Menu.RadioGroup value={region.code} onValueChange={setRegion}>
            {REGIONS.map((r) => (
              <Menu.RadioItem key={r.code} value={r.code} className={menuItemClass}>
                <RegionFlag code={r.code} />
                <span className="flex-1">{r.name}</span>
                <span className="text-xs text-muted">{r.currency}</span>
                <Menu.ItemIndicator>
                  <Check className="size-4 text-mint" aria-hidden />
                </Menu.ItemIndicator>
              </Menu.RadioItem>
            ))}
          </Menu.RadioGroup>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
