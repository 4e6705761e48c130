import { infiniteQueryOptions, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ActivityPage } from '../../../domain/activity';
import { api } from '../../lib/api';

const PAGE_SIZE = 10;

/** Recent Activity, a page at a time (newest first), from GET /api/activity. */
export const activityQuery = () =>
  infiniteQueryOptions({
    queryKey: ['activity'],
    queryFn: ({ pageParam }) =>
      api.get<ActivityPage>(`/api/activity?limit=${PAGE_SIZE}${pageParam === null ? '' : `&before=${pageParam}`}`),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });

/**
 * Whatever a person does from the dashboard (a favorite in the search dialog, a generated plan...) is
 * logged by the server: after any successful change, Recent Activity is read again, and so is the
 * subscription banner's use of the month (a generated plan or a scan takes one).
 */
export function useActivityFollowsChanges(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        void queryClient.invalidateQueries({ queryKey: ['activity'] });
        void queryClient.invalidateQueries({ queryKey: ['billing', 'subscription'] });
      }),
    [queryClient],
  );
}
