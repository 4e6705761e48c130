import { useQuery } from '@tanstack/react-query';
import { Crown, Sparkles } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { goToPricing } from '../../../lib/scroll-to-pricing';
import { useSession } from '../../accounts/auth-client';
import { PLAN_NAMES, subscriptionQuery } from '../api';

/**
 * The Subscription banner (spec 001 section 2): free or expired gives 'Free Plan Active' with Upgrade Now;
 * a paid plan gives '{plan} Plan' with the days left (or 'Active') and Manage. Cached 5 minutes.
 */
export function SubscriptionBanner() {
  const { data: session } = useSession();
  const navigate = useNavigate();
  const { data } = useQuery(subscriptionQuery(session?.user.id));
  if (!session || !data) return null;

  if (data.plan === 'free') {
    return (
      <div role="region" aria-label="Subscription" className="flex items-center gap-3 rounded-2xl border border-line bg-surface p-4">
        <Sparkles className="size-6 shrink-0 text-brand" aria-hidden />
        <div className="min-w-0 flex-1">
          <p className="font-extrabold">Free Plan Active</p>
          <p className="text-sm text-muted">Upgrade for unlimited features</p>
        </div>
        <Button size="sm" className="shrink-0" onClick={() => goToPricing(navigate)}>
          Upgrade Now
        </Button>
      </div>
    );
  }

  const days = data.daysUntilExpiry;
  return (
    <div role="region" aria-label="Subscription" className="flex items-center gap-3 rounded-2xl border border-brand/60 bg-surface p-4">
      <Crown className="size-6 shrink-0 text-brand" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="font-extrabold">{PLAN_NAMES[data.plan]} Plan</p>
        <p className="text-sm text-muted">{days !== null && days > 0 ? `${days} ${days === 1 ? 'day' : 'days'} left` : 'Active'}</p>
      </div>
      <Link to="/settings" className={buttonClass({ variant: 'outline', size: 'sm', className: 'shrink-0' })}>
        Manage
      </Link>
    </div>
  );
}
