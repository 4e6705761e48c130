import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api';

/** The public user count (spec 000 sections 7 and 9): 113 when it cannot be fetched; stale and refetched every 10 minutes. */
export const USER_COUNT_FALLBACK = 113;
const TEN_MINUTES = 10 * 60_000;

/** The answer's count, or the fallback for anything that is not a count (read by hand: no zod in the first load). */
function countOf(body: unknown): number {
  const count = body && typeof body === 'object' ? (body as { count?: unknown }).count : undefined;
  return typeof count === 'number' && Number.isInteger(count) && count >= 0 ? count : USER_COUNT_FALLBACK;
}

export const userCountQuery = () =>
  queryOptions({
    queryKey: ['users', 'count'],
    queryFn: async () => {
      try {
        return countOf(await api.get('/api/users/count'));
      } catch (error) {
        console.error('Could not load the user count', error);
        return USER_COUNT_FALLBACK;
      }
    },
    staleTime: TEN_MINUTES,
    refetchInterval: TEN_MINUTES,
  });

/** The count shown in the header badge and the hero: null while loading, the fallback on failure. */
export function useUserCount(): number | null {
  return useQuery(userCountQuery()).data ?? null;
}

export const formatCount = (n: number) => n.toLocaleString('en-US');
