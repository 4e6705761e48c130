import { findRegion, REGIONS } from '../../../domain/regions';
import { useRegion } from '../../lib/region';
import { lazyMenu } from './lazy-menu';
import { headerIconButtonClass } from './menu-styles';
import { RegionFlag } from './region-flag';

const RegionPickerOpen = lazyMenu(() => import('./region-picker-open'));

/** The flag picker: the pick is remembered and drives the legal texts and the prices (spec 000 sections 2 and 3). */
export function RegionPicker() {
  const region = findRegion(useRegion()) ?? REGIONS[0]!;
  return (
    <RegionPickerOpen
      label={`Region: ${region.name}`}
      className={headerIconButtonClass}
      icon={<RegionFlag code={region.code} />}
    />
  );
}
