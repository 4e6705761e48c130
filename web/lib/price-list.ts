import { priceListForVisitor, type PriceList } from '../../domain/pricing';
import { useRegionPick } from './region';

/** The prices to show: those of the region picked in the header, else of the browser language (spec 000 section 9). */
export function usePriceList(): PriceList {
  const pickedRegion = useRegionPick();
  return priceListForVisitor({ pickedRegion, locale: navigator.language });
}
