import { queryOptions } from '@tanstack/react-query';
import { fallbackLegalItems, isFallbackItem, type LegalItem, type LegalContentType } from '../../../domain/legal';
import { legalRegionFor } from '../../../domain/regions';
import { api } from '../../lib/api';

/** The region's legal items; on error or an empty answer, the built-in fallback list (spec 000 section 7). */
export const legalItemsQuery = (region: string) =>
  queryOptions({
    queryKey: ['legal', legalRegionFor(region)],
    queryFn: async () => {
      try {
        const items = await api.get<LegalItem[]>(`/api/legal?region=${legalRegionFor(region)}`);
        if (items.length) return items;
      } catch (error) {
        console.error('Legal content could not be loaded; using the built-in list.', error);
      }
      return fallbackLegalItems(legalRegionFor(region));
    },
    // The built-in list is only a stand-in: the next look (the dialog opened again) asks the server again.
    staleTime: (query) => (query.state.data?.some(isFallbackItem) ? 0 : 60 * 60_000),
  });

export const legalTextQuery = (region: string, contentType: LegalContentType) =>
  queryOptions({
    queryKey: ['legal', legalRegionFor(region), contentType],
    queryFn: () => api.get<LegalItem>(`/api/legal/${contentType}?region=${legalRegionFor(region)}`),
    staleTime: 60 * 60_000,
    retry: false,
  });
