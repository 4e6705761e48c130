import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvitationPreview, PendingInvitation, Sharing } from '../../../../domain/household-sharing';
import { api } from '../../../lib/api';
import { notify } from '../../../lib/toast';

export const sharingQuery = () =>
  queryOptions({
    queryKey: ['household', 'sharing'],
    queryFn: () => api.get<Sharing>('/api/household/sharing'),
    staleTime: 60_000,
  });

export const invitationQuery = (token: string) =>
  queryOptions({
    queryKey: ['household', 'invitation', token],
    queryFn: () => api.get<InvitationPreview>(`/api/household/invitation?token=${encodeURIComponent(token)}`),
    retry: false,
  });

/** True when others share this person's week: the grocery list then polls for their ticks. */
export function useIsShared(): boolean {
  return (useQuery(sharingQuery()).data?.household?.members.length ?? 0) > 1;
}

const failed = (error: Error) => notify({ title: 'Error', description: error.message, variant: 'destructive' });

/**
 * A change of household changes whose week, list and size every screen shows (decision 031): everything cached is
 * read again.
 */
function useSharingChange<T>(call: (input: T) => Promise<Sharing>, done: (sharing: Sharing, input: T) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (sharing, input) => {
      queryClient.setQueryData(sharingQuery().queryKey, sharing);
      done(sharing, input);
      await queryClient.invalidateQueries({ predicate: (q) => q.queryKey.join('/') !== 'household/sharing' });
    },
    onError: failed,
  });
}

export function useInvite(onSent: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => api.post<PendingInvitation>('/api/household/invitations', { email }),
    onSuccess: async (invitation) => {
      onSent();
      notify({ title: 'Invitation sent', description: `We e-mailed a link to ${invitation.email}.` });
      await queryClient.invalidateQueries({ queryKey: sharingQuery().queryKey });
    },
    onError: failed,
  });
}

export function useCancelInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/household/invitations/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharingQuery().queryKey }),
    onError: failed,
  });
}

export const useAcceptInvitation = (onJoined: (sharing: Sharing) => void) =>
  useSharingChange(
    (token: string) => api.post<Sharing>('/api/household/invitation/accept', { token }),
    (sharing) => {
      notify({
        title: 'You joined the household',
        description: `You now share ${sharing.household?.ownerName ?? 'their'}’s week and grocery list.`,
      });
      onJoined(sharing);
    },
  );

export const useLeaveHousehold = () =>
  useSharingChange(
    () => api.post<Sharing>('/api/household/leave', {}),
    () => notify({ title: 'You left the household', description: 'Your own weeks and lists are back.' }),
  );

export const useRemoveMember = () =>
  useSharingChange(
    (member: { userId: string; name: string }) =>
      api.delete<Sharing>(`/api/household/sharing/members/${member.userId}`),
    (_sharing, member) =>
      notify({ title: 'Member removed', description: `${member.name} no longer shares your week.` }),
  );

export const useDeleteHousehold = () =>
  useSharingChange(
    () => api.delete<Sharing>('/api/household'),
    () => notify({ title: 'Household deleted', description: 'Your week is yours alone again.' }),
  );
