import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaidPlan } from '../../../../domain/plans';
import { api } from '../../../lib/api';

/**
 * GET /api/billing/plans: Plus, and Premium when the operator has put it on sale (decision 025). Read without a
 * zod schema: the landing page loads it, and zod stays out of the landing bundle (only known plan names count).
 */
export const plansOnSaleQuery = () =>
  queryOptions({
    queryKey: ['billing', 'plans-on-sale'],
    queryFn: async () => {
      const { plans } = await api.get<{ plans: unknown[] }>('/api/billing/plans');
      return plans.filter((p): p is PaidPlan => p === 'plus' || p === 'premium');
    },
    staleTime: 5 * 60_000,
  });

/** Whether Premium can be bought; false while unknown, so 'Coming Soon' shows until the server says otherwise. */
export const usePremiumOnSale = (): boolean => useQuery(plansOnSaleQuery()).data?.includes('premium') ?? false;
