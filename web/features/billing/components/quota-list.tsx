import { useId } from 'react';
import type { QuotaUse, SubscriptionStatus } from '../../../../domain/billing';
import { QUOTA_FEATURES, type QuotaFeature } from '../../../../domain/plans';

const QUOTA_NAMES: Record<QuotaFeature, string> = { generated_plans: 'AI meal plans', pantry_scans: 'Pantry scans' };

const left = ({ used, limit }: QuotaUse) =>
  limit === null ? 'Unlimited' : limit === 0 ? 'Not included' : `${Math.max(limit - used, 0)} of ${limit} left`;

/** What the plan's monthly quotas leave (spec 000 section 9), as the server counts them. */
export function QuotaList({ usage, className }: { usage: SubscriptionStatus['usage']; className?: string }) {
  const titleId = useId();
  return (
    <div className={className}>
      <p id={titleId} className="text-[11px] font-bold tracking-wide text-muted uppercase">
        This month
      </p>
      <ul aria-labelledby={titleId} className="mt-1 flex flex-wrap gap-2 text-xs">
        {QUOTA_FEATURES.map((feature) => (
          <li key={feature} className="rounded-full bg-surface-2 px-3 py-1 whitespace-nowrap">
            <span className="text-muted">{QUOTA_NAMES[feature]}:</span>{' '}
            <span className="font-bold">{left(usage[feature])}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
