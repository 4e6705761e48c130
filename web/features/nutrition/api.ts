import { queryOptions } from '@tanstack/react-query';
import type { NutritionSummary } from '../../../domain/nutrition-summary';
import { api } from '../../lib/api';

/** The week's nutrition from the person's own plan against their weekly targets. */
export const nutritionQuery = (week: string) =>
  queryOptions({ queryKey: ['nutrition', week], queryFn: () => api.get<NutritionSummary>(`/api/nutrition/${week}`) });
