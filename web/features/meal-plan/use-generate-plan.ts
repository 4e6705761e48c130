import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { MealPlan } from '../../../domain/meal-plans';
import { AppError } from '../../../domain/errors';
import { api, UNEXPECTED_ERROR } from '../../lib/api';
import { notify } from '../../lib/toast';
import { storePlan } from './api';

export const GENERATE_MESSAGES = {
  success: 'Your meal plan has been generated successfully.',
  failed: 'Failed to generate meal plan. Please try again.',
} as const;

/** The generator answers with the new plan, alone or as `{ plan }`. */
const Generated = z.union([MealPlan, z.object({ plan: MealPlan }).transform((r) => r.plan)]);

/** Create Meal Plan / Generate My First Meal Plan: the server's optimiser fills the week (spec 001 section 4). */
export function useGeneratePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (week: string) => api.post(`/api/meal-plans/${week}/generate`, {}, Generated),
    onSuccess: (plan) => {
      storePlan(queryClient, plan);
      notify({ title: 'Success!', description: GENERATE_MESSAGES.success });
    },
    onError: (error) => {
      const told = error instanceof AppError && error.status < 500 && error.message !== UNEXPECTED_ERROR;
      notify({ title: 'Error', description: told ? error.message : GENERATE_MESSAGES.failed, variant: 'destructive' });
    },
  });
}
