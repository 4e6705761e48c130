import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { PLANS } from '../../../domain/plans';
import { api } from '../../lib/api';

const Usage = z.object({ used: z.number(), limit: z.number().nullable() });

/** GET /api/billing/subscription: the plan as the product treats it (an expired paid plan is free) and the month's use. */
export const Subscription = z.object({
  plan: z.enum(PLANS),
  planExpiryDate: z.string().nullable(),
  isExpired: z.boolean(),
  daysUntilExpiry: z.number().nullable(),
  usage: z.object({ generated_plans: Usage, pantry_scans: Usage }),
});
export type Subscription = z.infer<typeof Subscription>;

export const SUBSCRIPTION_STALE_MS = 5 * 60_000;

export const subscriptionQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: ['billing', 'subscription', userId ?? null],
    queryFn: () => api.get('/api/billing/subscription', Subscription),
    staleTime: SUBSCRIPTION_STALE_MS,
    enabled: Boolean(userId),
  });

export const PLAN_NAMES = { free: 'Basic', plus: 'Plus', premium: 'Premium' } as const;
