import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ONE_PERSON, eatersAt, householdSummary, type HouseholdSize } from '../../../domain/household';
import type { GridMealType } from '../../../domain/meal-types';
import { api } from '../../lib/api';
import { notify } from '../../lib/toast';

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

export const useEatersAt = (mealType: GridMealType): number => eatersAt(useHouseholdSize(), mealType);

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
