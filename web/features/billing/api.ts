import { queryOptions } from '@tanstack/react-query';
import type { OrderList, SubscriptionStatus } from '../../../domain/billing';
import { api } from '../../lib/api';

export type Subscription = SubscriptionStatus;

/** The subscription is cached for 5 minutes (spec 001 section 9); a payment invalidates it. */
export const SUBSCRIPTION_STALE_MS = 5 * 60_000;

/** GET /api/billing/subscription: the plan as the product treats it (an expired paid plan is free) and the month's use. */
export const subscriptionQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: ['billing', 'subscription', userId ?? null],
    queryFn: () => api.get<SubscriptionStatus>('/api/billing/subscription'),
    staleTime: SUBSCRIPTION_STALE_MS,
    enabled: Boolean(userId),
  });

/** GET /api/billing/orders: the person's payments, newest first. */
export const ordersQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: ['billing', 'orders', userId ?? null],
    queryFn: async () => (await api.get<OrderList>('/api/billing/orders')).orders,
    enabled: Boolean(userId),
  });

/** The plan dialog's code, loaded when it is first about to open (decision 034). */
export const loadPlanDialog = () => import('./components/plan-dialog');
