import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  PANTRY_MESSAGES,
  type AnalyzeResult,
  type BuildResult,
  type PantryScan,
  type PantryStatus,
  type BuildRequest,
  type PantryIngredient,
} from '../../../domain/pantry';
import { api, reasonOr } from '../../lib/api';
import { notify } from '../../lib/toast';

/** Whether photos can be analysed on this server, and this month's scans. */
export const pantryStatusQuery = () =>
  queryOptions({
    queryKey: ['pantry', 'status'],
    queryFn: () => api.get<PantryStatus>('/api/pantry/status'),
    staleTime: 60_000,
  });

export const pantryScansQuery = () =>
  queryOptions({ queryKey: ['pantry', 'scans'], queryFn: () => api.get<PantryScan[]>('/api/pantry/scans') });

/** Build from ingredients: the primary (and secondary) ingredient, with the spec's error toast (section 8). */
export function useBuildRecipes() {
  return useMutation({
    mutationFn: (body: BuildRequest) => api.post<BuildResult>('/api/recipes/from-ingredients', body),
    onError: () => notify({ ...PANTRY_MESSAGES.buildFailed, variant: 'destructive' }),
  });
}

/** Recipes from every ingredient of a pantry (the wizard's Recipe Suggestions). */
export function useRecipesFromPantry() {
  return useMutation({
    mutationFn: (body: { ingredients: string[]; useDietaryPreferences: boolean }) =>
      api.post<BuildResult>('/api/recipes/from-ingredient-list', body),
    onError: (error) =>
      notify({
        title: PANTRY_MESSAGES.searchFailed.title,
        description: reasonOr(error, PANTRY_MESSAGES.searchFailed.description),
        variant: 'destructive',
      }),
  });
}

/** Sends 1 to 3 photos to the vision provider; the caller shows what went wrong (the message says what to do). */
export function useAnalyzePhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (files: File[]) => {
      const form = new FormData();
      files.forEach((file) => form.append('images', file, file.name));
      return api.post<AnalyzeResult>('/api/pantry/analyze', form);
    },
    // A scan uses the month's quota, which the pantry page and the subscription banner both show.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['pantry', 'status'] }),
        queryClient.invalidateQueries({ queryKey: ['billing', 'subscription'] }),
      ]),
  });
}

export interface SaveScanVariables {
  scanName?: string;
  ingredients: PantryIngredient[];
  appliedPreferences: boolean;
  imageUrls?: string[];
}

export function useSaveScan(onSaved?: (scan: PantryScan) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveScanVariables) => api.post<PantryScan>('/api/pantry/scans', body),
    onSuccess: (scan) => {
      onSaved?.(scan);
      notify({ title: 'Scan saved', description: `${scan.scanName} has been saved` });
    },
    onError: (error) =>
      notify({
        title: PANTRY_MESSAGES.saveFailed.title,
        description: reasonOr(error, PANTRY_MESSAGES.saveFailed.description),
        variant: 'destructive',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['pantry', 'scans'] }),
  });
}

/** Deletes a scan; a failure only refreshes the list (spec 001 section 8: no error toast). */
export function useDeleteScan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/pantry/scans/${id}`),
    onSuccess: () => notify(PANTRY_MESSAGES.scanDeleted),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['pantry', 'scans'] }),
  });
}
