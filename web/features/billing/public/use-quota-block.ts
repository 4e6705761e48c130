import { useQuery } from '@tanstack/react-query';
import { quotaBlock } from '../../../../domain/quota-access';
import type { QuotaFeature } from '../../../../domain/plans';
import { useSession } from '../../../lib/auth-client';
import { subscriptionQuery } from '../api';

/** Whether the signed-in person can use a metered feature now (read from the subscription's month of use). */
export function useQuotaBlock(feature: QuotaFeature) {
  const session = useSession().data;
  const { data } = useQuery(subscriptionQuery(session?.user.id));
  const use = data?.usage[feature];
  return { block: quotaBlock(use), use, plan: data?.plan ?? 'free' };
}
