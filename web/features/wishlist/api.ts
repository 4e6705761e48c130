import { queryOptions } from '@tanstack/react-query';
import type { WishlistFeature } from '../../../domain/wishlist';
import { api } from '../../lib/api';

// Only types from domain/wishlist here: the landing page's teaser reads this file, and a value from that
// file would bring its zod schemas, and zod, into the landing page's load (decision 034). Voting is in vote.ts.

/** `viewer` is the signed-in user's id (the list says which features they voted for), or 'visitor'. */
export const wishlistQuery = (viewer: string) =>
  queryOptions({
    queryKey: ['wishlist', viewer],
    // The server checks its answer against the contract before sending it (decision 034): typed, not parsed again.
    queryFn: () => api.get<WishlistFeature[]>('/api/wishlist'),
    staleTime: 60_000,
    retry: false,
  });
