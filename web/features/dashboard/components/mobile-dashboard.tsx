import { useQuery } from '@tanstack/react-query';
import { firstName } from '../../../../domain/users';
import { PageTitle } from '../../../components/ui/page-title';
import { useSession } from '../../../lib/auth-client';
import { subscriptionQuery } from '../../billing/api';
import { SubscriptionBanner } from '../../billing/public/subscription-banner';
import { ActionTiles } from './action-tiles';
import { PreferencesBadge } from './preferences-badge';
import { RecentActivity } from './recent-activity';

/**
 * The dashboard under 1024 px (spec 001 section 2): welcome line, preferences badge, four tiles and the
 * recent activity. Free plans get the header's dismissible upgrade banner; paid plans see their plan here.
 */
export function MobileDashboard({ layout }: { layout: 'mobile' | 'tablet' }) {
  const { data } = useSession();
  const subscription = useQuery(subscriptionQuery(data?.user.id));
  const name = firstName(data?.user ?? {}, 'Guest');
  return (
    <main className="mx-auto w-full max-w-3xl space-y-5 px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <div className="min-w-0 space-y-0.5">
          <PageTitle title="Dashboard">Welcome back, {name}!</PageTitle>
          <p className="text-sm text-muted">Your culinary journey starts here</p>
        </div>
        <PreferencesBadge />
      </div>
      <ActionTiles layout={layout} />
      {subscription.data && subscription.data.plan !== 'free' ? <SubscriptionBanner /> : null}
      <section aria-labelledby="recent-activity-heading" className="space-y-3">
        <h2 id="recent-activity-heading" className="text-lg font-extrabold">
          Recent Activity
        </h2>
        <RecentActivity />
      </section>
    </main>
  );
}
