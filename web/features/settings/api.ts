import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PreferenceCategory, PreferencesSummary, SavePreferencesInput } from '../../../domain/preferences';
import { api } from '../../lib/api';
import { notify } from '../../lib/toast';

export const preferencesQuery = () =>
  queryOptions({ queryKey: ['preferences'], queryFn: () => api.get<PreferenceCategory[]>('/api/preferences') });

/** '{n} preferences active' and the merged search preferences. */
export const preferencesSummaryQuery = () =>
  queryOptions({
    queryKey: ['preferences', 'summary'],
    queryFn: () => api.get<PreferencesSummary>('/api/preferences/summary'),
  });

/** Save Preferences: persists every selection, then the spec's toast; a refusal shows the server's reason. */
export function useSavePreferences(onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SavePreferencesInput) => api.put<PreferenceCategory[]>('/api/preferences', input),
    onSuccess: async (categories) => {
      queryClient.setQueryData(preferencesQuery().queryKey, categories);
      onSaved();
      notify({ title: 'Preferences Saved', description: 'Your dietary preferences have been updated successfully.' });
      // The count and 'Use My Preferences' searches follow the new preferences.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: preferencesSummaryQuery().queryKey }),
        queryClient.invalidateQueries({ queryKey: ['recipes', 'search'] }),
      ]);
    },
    onError: (error) => notify({ title: 'Error', description: error.message, variant: 'destructive' }),
  });
}
