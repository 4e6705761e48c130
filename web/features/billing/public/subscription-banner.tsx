import { useQuery } from '@tanstack/react-query';
import { Crown, Sparkles } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { PLAN_NAMES } from '../../../../domain/plans';
import { Button, buttonClass } from '../../../components/ui/button';
import { goToPricing } from '../../../lib/scroll-to-pricing';
import { useSession } from '../../../lib/auth-client';
import { subscriptionQuery } from '../api';
import { QuotaList } from '../components/quota-list';

/**
 * The Subscription banner (spec 001 section 2): free or expired gives 'Free Plan Active' with Upgrade Now;
 * a paid plan gives '{plan} Plan' with the days left (or 'Active') and Manage. Cached 5 minutes.
 * With it, what the plan's monthly quotas leave.
 */
export function SubscriptionBanner() {
  const { data: session } = useSession();
  const navigate = useNavigate();
  const { data } = useQuery(subscriptionQuery(session?.user.id));
  if (!session || !data) return null;
  const free = data.plan === 'free';
  const days = data.daysUntilExpiry;

  return (
    <div
      role="region"
      aria-label="Subscription"
      className={`rounded-2xl border bg-surface p-4 ${free ? 'border-line' : 'border-brand/60'}`}
    >
      <div className="flex flex-wrap items-center gap-3">
        {free ? (
          <Sparkles className="size-6 shrink-0 text-brand" aria-hidden />
        ) : (
          <Crown className="size-6 shrink-0 text-brand" aria-hidden />
        )}
        <div className="min-w-0 flex-1">
          <p className="font-extrabold">{free ? 'Free Plan Active' : `${PLAN_NAMES[data.plan]} Plan`}</p>
          <p className="text-sm text-muted">
            {free
              ? 'Upgrade for unlimited features'
              : days !== null && days > 0
                ? `${days} ${days === 1 ? 'day' : 'days'} left`
                : 'Active'}
          </p>
        </div>
        <QuotaList usage={data.usage} className="order-last w-full pl-9 sm:order-none sm:w-auto sm:pl-0" />
        {free ? (
          <Button size="sm" className="shrink-0" onClick={() => goToPricing(navigate)}>
            Upgrade Now
          </Button>
        ) : (
          <Link to="/settings" className={buttonClass({ variant: 'outline', size: 'sm', className: 'shrink-0' })}>
            Manage
          </Link>
        )}
      </div>
    </div>
  );
}
