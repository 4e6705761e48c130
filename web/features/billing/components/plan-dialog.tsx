import { useQuery } from '@tanstack/react-query';
import { Check, Crown, Sparkles } from 'lucide-react';
import { formatPrice, PLAN_DIALOG_FEATURES, type PriceList } from '../../../../domain/pricing';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useSession } from '../../../lib/auth-client';
import { subscriptionQuery } from '../api';
import { usePremiumOnSale } from '../public/plans-on-sale';
import { useCheckout } from '../use-checkout';

interface PlanDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  prices: PriceList;
  /** A signed-out visitor chose a plan: offer sign-in (and come back here afterwards). */
  onSignInNeeded?(): void;
}

function FeatureList({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-3 space-y-1.5 text-sm">
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2">
          <Check className="mt-0.5 size-4 shrink-0 text-mint" aria-hidden /> {item}
        </li>
      ))}
    </ul>
  );
}

/** 'Choose Your Plan' (spec 000 section 2): Plus can be bought; Premium is shown as Coming Soon unless the operator has put it on sale. */
export function PlanDialog({ open, onOpenChange, prices, onSignInNeeded }: PlanDialogProps) {
  const { processing, subscribe } = useCheckout(prices, onSignInNeeded);
  const premiumOnSale = usePremiumOnSale();
  const { data: session } = useSession();
  // Premium includes everything in Plus: Plus is bought again only once Premium has ended.
  const onPremium = useQuery(subscriptionQuery(session?.user.id)).data?.plan === 'premium';
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Choose Your Plan"
      description={`Billed every 30 days in ${prices.currency}. Cancel anytime.`}
    >
      <div className="space-y-4">
        <section aria-labelledby="plan-plus" className="rounded-2xl border-2 border-brand bg-page/60 p-4">
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <h3 id="plan-plus" className="flex items-center gap-2 text-lg font-extrabold">
              <Sparkles className="size-5 text-brand" aria-hidden /> Plus
            </h3>
            <p>
              <span className="text-2xl font-black">{formatPrice(prices, prices.monthly.plus)}</span>
              <span className="text-sm text-muted">/month</span>
            </p>
          </div>
          <FeatureList items={PLAN_DIALOG_FEATURES.plus} />
          <Button
            className="mt-4 w-full"
            disabled={processing === 'plus' || onPremium}
            onClick={() => void subscribe('plus')}
          >
            {processing === 'plus'
              ? 'Processing...'
              : onPremium
                ? 'Included in your Premium plan'
                : 'Subscribe to Plus'}
          </Button>
        </section>
        <section
          aria-labelledby="plan-premium"
          className={
            premiumOnSale
              ? 'rounded-2xl border-2 border-mint/70 bg-page/60 p-4'
              : 'rounded-2xl border border-dashed border-line bg-page/40 p-4 text-muted'
          }
        >
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <h3 id="plan-premium" className="flex items-center gap-2 text-lg font-extrabold">
              <Crown className={premiumOnSale ? 'size-5 text-mint' : 'size-5 text-muted'} aria-hidden /> Premium
              {premiumOnSale ? null : (
                <span className="rounded-full bg-surface-2 px-2 py-0.5 text-xs font-bold whitespace-nowrap text-muted">
                  Coming Soon
                </span>
              )}
            </h3>
            <p>
              <span className="text-2xl font-black">{formatPrice(prices, prices.monthly.premium)}</span>
              <span className="text-sm text-muted">/month</span>
            </p>
          </div>
          <FeatureList items={PLAN_DIALOG_FEATURES.premium} />
          {premiumOnSale ? (
            <Button className="mt-4 w-full" disabled={processing !== null} onClick={() => void subscribe('premium')}>
              {processing === 'premium'
                ? 'Processing...'
                : onPremium
                  ? 'Extend Premium by 30 days'
                  : 'Subscribe to Premium'}
            </Button>
          ) : (
            <Button variant="secondary" className="mt-4 w-full" disabled>
              Coming Soon
            </Button>
          )}
        </section>
      </div>
    </Dialog>
  );
}
