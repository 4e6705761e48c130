import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ONE_PERSON, eatersAt, householdSummary, tableSize, type HouseholdSize } from '../../../domain/household';
import type { GridMealType } from '../../../domain/meal-types';
import { api } from '../../lib/api';
import { notify } from '../../lib/toast';
import { useMembers } from './public/members-api';

export const householdSizeQuery = () =>
  queryOptions({
    queryKey: ['household', 'size'],
    queryFn: () => api.get<HouseholdSize>('/api/household/size'),
    staleTime: 5 * 60_000,
  });

/** The people at each meal: one until the person says otherwise (also while it loads). */
export function useHouseholdSize(): HouseholdSize {
  return useQuery(householdSizeQuery()).data ?? ONE_PERSON;
}

/**
 * Who eats at the table (decision 032, 2026-11-27): the family members when there are any (Premium), each row
 * counting the members who eat it; otherwise how many people eat. The server reads the same rule (getTableSize).
 */
export function useTableSize(): HouseholdSize & { fromMembers: boolean } {
  const size = useHouseholdSize();
  const members = useMembers().data;
  if (members?.available && members.members.length) return { ...tableSize(members.members), fromMembers: true };
  return { ...size, fromMembers: false };
}

export const useEatersAt = (mealType: GridMealType): number => eatersAt(useTableSize(), mealType);

/** Saves how many people eat; the server rebuilds this week's and later grocery lists, so they are read again. */
export function useSetHouseholdSize(onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (size: HouseholdSize) => api.put<HouseholdSize>('/api/household/size', size),
    onSuccess: async (size) => {
      queryClient.setQueryData(householdSizeQuery().queryKey, size);
      onSaved();
      notify({
        title: 'Household updated',
        description: `Cooking for ${householdSummary(size)}. Servings and grocery lists follow.`,
      });
      await queryClient.invalidateQueries({ queryKey: ['grocery'] });
    },
    onError: (error) => notify({ title: 'Error', description: error.message, variant: 'destructive' }),
  });
}
