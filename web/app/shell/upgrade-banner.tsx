import { Sparkles, X } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { subscriptionOf } from '../../../domain/plans';
import { Button } from '../../components/ui/button';
import { useSession } from '../../lib/auth-client';
import { goToPricing } from '../../lib/scroll-to-pricing';
import { useLayout } from '../../lib/use-layout';

const DISMISSED_KEY = 'mealwise.upgrade-banner.dismissed';

function wasDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * 'Upgrade to Plus / Unlock premium features' in the signed-in area's header (spec 000 section 2), for
 * people on the free plan (an expired paid plan counts as free, spec 001 section 4), on phones and tablets
 * (spec 001 section 2). Dismissal is remembered.
 */
export function UpgradeBanner() {
  const { data } = useSession();
  const navigate = useNavigate();
  const [dismissed, setDismissed] = useState(wasDismissed);
  // Desktop screens have the dashboard's subscription banner instead: one upgrade prompt at a time.
  const desktop = useLayout() === 'desktop';
  if (!data || dismissed || desktop) return null;
  const { plan } = subscriptionOf(data.user.plan, data.user.planExpiresAt ? new Date(data.user.planExpiresAt) : null);
  if (plan !== 'free') return null;

  const dismiss = () => {
    try {
      localStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // storage disabled: dismissed for this page only
    }
    setDismissed(true);
  };

  return (
    <div
      role="region"
      aria-label="Upgrade"
      className="border-t border-line/60 bg-gradient-to-r from-brand/15 via-surface to-mint/10"
    >
      <div className="mx-auto flex w-full max-w-7xl items-center gap-3 px-4 py-2">
        <Sparkles className="hidden size-5 shrink-0 text-brand sm:block" aria-hidden />
        <p className="min-w-0 flex-1 text-sm leading-tight">
          <span className="font-extrabold">Upgrade to Plus</span>
          <span className="text-muted"> · </span>
          <span className="text-muted">Unlock premium features</span>
        </p>
        <Button size="sm" className="h-8 shrink-0" onClick={() => goToPricing(navigate)}>
          Upgrade
        </Button>
        <button
          type="button"
          onClick={dismiss}
          className="-mr-1.5 shrink-0 rounded-full p-1.5 text-muted hover:bg-surface-2 hover:text-ink"
          aria-label="Dismiss upgrade banner"
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
    </div>
  );
}
