import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HouseholdMember, HouseholdMembers, MemberInput } from '../../../../domain/family';
import type { NutritionSummary } from '../../../../domain/nutrition-summary';
import { api } from '../../../lib/api';
import { notify } from '../../../lib/toast';

/** Family planning (Premium): the people at the table, and each one's Weekly Nutrition Summary. */

export const membersQuery = () =>
  queryOptions({
    queryKey: ['household', 'members'],
    queryFn: () => api.get<HouseholdMembers>('/api/household/members'),
    staleTime: 60_000,
  });

export const useMembers = () => useQuery(membersQuery());

export const memberNutritionQuery = (memberId: number, week: string) =>
  queryOptions({
    queryKey: ['nutrition', week, 'member', memberId],
    queryFn: () => api.get<NutritionSummary>(`/api/household/members/${memberId}/nutrition/${week}`),
  });

export function useAddMember(onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MemberInput) => api.post<HouseholdMember>('/api/household/members', input),
    onSuccess: async (member) => {
      await queryClient.invalidateQueries({ queryKey: membersQuery().queryKey });
      onSaved();
      notify({ title: 'Member added', description: `${member.name} is at the table.` });
    },
    onError: (error) => notify({ title: 'Error', description: error.message, variant: 'destructive' }),
  });
}

export function useUpdateMember(onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: MemberInput }) =>
      api.put<HouseholdMember>(`/api/household/members/${id}`, input),
    onSuccess: async (member) => {
      // a member's targets and meals change their figures too
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: membersQuery().queryKey }),
        queryClient.invalidateQueries({ queryKey: ['nutrition'] }),
      ]);
      onSaved();
      notify({ title: 'Member saved', description: `${member.name}'s details are saved.` });
    },
    onError: (error) => notify({ title: 'Error', description: error.message, variant: 'destructive' }),
  });
}

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/household/members/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersQuery().queryKey }),
    onError: (error) => notify({ title: 'Error', description: error.message, variant: 'destructive' }),
  });
}
