import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AppError } from '../../../domain/errors';
import { WISHLIST_MESSAGES, type VoteResult, type WishlistFeature } from '../../../domain/wishlist';
import { api } from '../../lib/api';
import { notify } from '../../lib/toast';
import { wishlistQuery } from './api';

interface VoteVariables {
  featureId: number;
  email: string;
}

/** A vote: the server counts it; the list shows the new count; the spec's toasts on failure (spec 001 section 8). */
export function useVote(viewer: string, { onVoted }: { onVoted(variables: VoteVariables): void }) {
  const queryClient = useQueryClient();
  const update = (featureId: number, change: Partial<WishlistFeature>) =>
    queryClient.setQueryData(wishlistQuery(viewer).queryKey, (features) =>
      features?.map((f) => (f.id === featureId ? { ...f, ...change } : f)),
    );
  return useMutation({
    mutationFn: ({ featureId, email }: VoteVariables) =>
      api.post<VoteResult>(`/api/wishlist/${featureId}/vote`, { email }),
    onSuccess: (result, variables) => {
      update(result.featureId, { votes: result.votes, ...(viewer !== 'visitor' ? { voted: true } : {}) });
      onVoted(variables);
      notify({
        title: 'Thanks for voting!',
        description: 'Your vote is counted. We build the most-wanted features first.',
      });
    },
    onError: (error, variables) => {
      if (error instanceof AppError && error.status === 409) {
        onVoted(variables);
        if (viewer !== 'visitor') update(variables.featureId, { voted: true });
        notify({ title: 'Already voted', description: error.message, variant: 'info' });
      } else if (error instanceof AppError && [400, 404, 429].includes(error.status)) {
        notify({ title: 'Error', description: error.message, variant: 'destructive' });
        if (error.status === 404) void queryClient.invalidateQueries({ queryKey: ['wishlist'] });
      } else {
        notify({ ...WISHLIST_MESSAGES.voteFailed, variant: 'destructive' });
      }
    },
  });
}
