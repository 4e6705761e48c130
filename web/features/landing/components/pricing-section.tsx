import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { subscriptionOf, type Plan } from '../../../../domain/plans';
import { formatPrice, PLAN_FEATURES } from '../../../../domain/pricing';
import { Button } from '../../../components/ui/button';
import { usePriceList } from '../../../lib/price-list';
import { useSession } from '../../../lib/auth-client';
import { openAuthDialog, SIGN_IN_TO_SUBSCRIBE } from '../../../lib/auth-dialog-store';
import { loadPlanDialog } from '../../billing/api';
import { usePremiumOnSale } from '../../billing/public/plans-on-sale';

// The plan dialog and the checkout (with zod) load when someone opens it, not with the landing page.
const PlanDialog = lazy(() => loadPlanDialog().then((m) => ({ default: m.PlanDialog })));

interface PlanCardProps {
  plan: Plan;
  name: string;
  tagline: string;
  price: string;
  badge?: ReactNode;
  highlighted?: boolean;
  greyed?: boolean;
  action: ReactNode;
}

function PlanCard({ plan, name, tagline, price, badge, highlighted, greyed, action }: PlanCardProps) {
  return (
    <li
      aria-labelledby={`price-${plan}`}
      className={clsx(
        'relative flex flex-col rounded-3xl border bg-surface p-6 sm:p-7',
        highlighted ? 'border-2 border-brand shadow-[0_0_0_6px_rgb(246_201_69/0.08)]' : 'border-line',
        // Greyed by colour, not by opacity, so its text keeps a readable contrast.
        greyed && 'border-dashed bg-surface/40 text-muted',
      )}
    >
      {badge}
      <h3 id={`price-${plan}`} className="text-xl font-extrabold">
        {name}
      </h3>
      <p className="mt-1 text-sm text-muted">{tagline}</p>
      <p className="mt-5 flex items-baseline gap-1">
        <span className="text-4xl font-black tracking-tight">{price}</span>
        <span className="text-sm text-muted">/month</span>
      </p>
      <ul className="mt-6 mb-8 space-y-2.5 text-sm">
        {PLAN_FEATURES[plan].map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Check
              className={clsx(
                'mt-0.5 size-4 shrink-0',
                highlighted ? 'text-brand' : greyed ? 'text-muted' : 'text-mint',
              )}
              aria-hidden
            />{' '}
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-auto">{action}</div>
    </li>
  );
}

const badgeClass = 'absolute -top-3 left-6 rounded-full px-3 py-1 text-xs font-extrabold';

/** Pricing (spec 000 sections 2 and 9): Basic, Plus (Most Popular) and Premium (Coming Soon), monthly, in the visitor's currency. */
export function PricingSection() {
  const prices = usePriceList();
  const { data } = useSession();
  const premiumOnSale = usePremiumOnSale();
  const [choosing, setChoosing] = useState(false);
  const [params, setParams] = useSearchParams();
  const resumePlan = params.get('plan') === 'plus' && Boolean(data);
  // Back from signing up for a plan (the confirmation link leads to /?plan=plus): the plan dialog again.
  useEffect(() => {
    if (resumePlan) document.getElementById('pricing')?.scrollIntoView();
  }, [resumePlan]);
  const choose = (open: boolean) => {
    setChoosing(open);
    if (!open && params.has('plan')) {
      setParams(
        (p) => {
          p.delete('plan');
          return p;
        },
        { replace: true },
      );
    }
  };
  // A visitor who chooses a plan signs in first, then finds the plan dialog where they left it.
  const signInThenChoose = () => {
    choose(false);
    openAuthDialog('signin', {
      notice: SIGN_IN_TO_SUBSCRIBE,
      returnTo: '/?plan=plus',
      onSignedIn: () => setChoosing(true),
    });
  };
  const current = data
    ? subscriptionOf(data.user.plan, data.user.planExpiresAt ? new Date(data.user.planExpiresAt) : null)
    : null;
  return (
    <section
      id="pricing"
      aria-labelledby="pricing-title"
      className="scroll-mt-20 border-y border-line/60 bg-surface/40"
    >
      <div className="mx-auto w-full max-w-6xl px-4 py-14 sm:py-20">
        <div className="mx-auto mb-12 max-w-2xl text-center">
          <p className="text-sm font-bold tracking-wide text-mint uppercase">Pricing</p>
          <h2 id="pricing-title" className="mt-2 text-3xl font-black tracking-tight sm:text-4xl">
            Simple plans, real value
          </h2>
          <p className="mt-3 text-muted">
            Start free. Upgrade when you want AI plans and more. Billed every 30 days, cancel anytime.
          </p>
        </div>
        <ul className="grid gap-6 md:grid-cols-3 md:gap-5 lg:gap-8">
          <PlanCard
            plan="free"
            name="Basic"
            tagline="Plan your week by hand"
            price={formatPrice(prices, prices.monthly.free)}
            action={
              <Button
                variant="outline"
                className="w-full"
                onClick={() => (data ? undefined : openAuthDialog('signup'))}
              >
                Get Started Free
              </Button>
            }
          />
          <PlanCard
            plan="plus"
            name="Plus"
            tagline="AI plans for the busy week"
            price={formatPrice(prices, prices.monthly.plus)}
            highlighted
            badge={<span className={`${badgeClass} bg-brand text-brand-ink`}>Most Popular</span>}
            action={
              <>
                <Button
                  className="w-full"
                  onPointerEnter={() => void loadPlanDialog()}
                  onFocus={() => void loadPlanDialog()}
                  onClick={() => setChoosing(true)}
                >
                  Choose Plan
                </Button>
                {current?.plan === 'plus' ? (
                  <p className="mt-3 text-center text-xs font-bold text-mint">
                    Your current plan · {current.daysUntilExpiry} {current.daysUntilExpiry === 1 ? 'day' : 'days'} left
                  </p>
                ) : null}
              </>
            }
          />
          <PlanCard
            plan="premium"
            name="Premium"
            tagline="For families and power planners"
            price={formatPrice(prices, prices.monthly.premium)}
            greyed={!premiumOnSale}
            badge={
              premiumOnSale ? null : (
                <span className={`${badgeClass} bg-surface-2 text-muted ring-1 ring-line`}>Coming Soon</span>
              )
            }
            action={
              premiumOnSale ? (
                <>
                  <Button
                    variant="outline"
                    className="w-full"
                    onPointerEnter={() => void loadPlanDialog()}
                    onFocus={() => void loadPlanDialog()}
                    onClick={() => setChoosing(true)}
                  >
                    Choose Premium
                  </Button>
                  {current?.plan === 'premium' ? (
                    <p className="mt-3 text-center text-xs font-bold text-mint">
                      Your current plan · {current.daysUntilExpiry} {current.daysUntilExpiry === 1 ? 'day' : 'days'}{' '}
                      left
                    </p>
                  ) : null}
                </>
              ) : (
                <Button variant="secondary" className="w-full" disabled>
                  Coming Soon
                </Button>
              )
            }
          />
        </ul>
        <p className="mt-8 text-center text-xs text-muted">
          Prices in {prices.currency}. Payments are handled by a secure third-party payment gateway.
        </p>
      </div>
      {choosing || resumePlan ? (
        <Suspense fallback={null}>
          <PlanDialog open onOpenChange={choose} prices={prices} onSignInNeeded={signInThenChoose} />
        </Suspense>
      ) : null}
    </section>
  );
}
