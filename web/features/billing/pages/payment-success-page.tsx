import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, CheckCircle2 } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isPlan, PAID_PLAN_DAYS, PLAN_NAMES } from '../../../../domain/plans';
import { PLAN_FEATURES } from '../../../../domain/pricing';
import { buttonClass } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSession } from '../../../lib/auth-client';
import { subscriptionQuery } from '../api';
import { longDate } from '../../../lib/dates';

/** /payment-success?plan=plus|premium (spec 000 section 2): the plan is active for 30 days. */
export function PaymentSuccessPage() {
  useDocumentTitle('Payment Successful');
  const [params] = useSearchParams();
  const asked = (params.get('plan') ?? '').toLowerCase();
  const plan = isPlan(asked) && asked !== 'free' ? asked : null;
  const queryClient = useQueryClient();
  const { data: session, refetch } = useSession();
  // The plan just changed: the subscription and the session are read afresh, not from the 5-minute cache.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: ['billing'] });
    void refetch({ query: { disableCookieCache: true } }).catch(() => undefined);
  }, [queryClient, refetch]);
  const { data: subscription } = useQuery(subscriptionQuery(session?.user.id));
  const until =
    subscription && subscription.plan === plan && subscription.planExpiryDate
      ? longDate(subscription.planExpiryDate)
      : null;

  return (
    <main className="mx-auto flex w-full max-w-xl flex-1 flex-col px-4 pt-10 pb-16 sm:pt-16">
      <section
        className="rounded-3xl border border-line bg-surface p-6 text-center sm:p-10"
        aria-labelledby="payment-success-title"
      >
        <CheckCircle2 className="mx-auto size-16 text-mint" aria-hidden />
        <h1 id="payment-success-title" className="mt-4 text-2xl font-extrabold tracking-tight sm:text-3xl">
          Payment Successful!
        </h1>
        <p className="mt-3 text-lg">
          Your <strong className="text-brand">{plan ? PLAN_NAMES[plan] : 'new'} plan</strong> is now active for the next{' '}
          {PAID_PLAN_DAYS} days.
        </p>
        {until ? <p className="mt-1 text-sm text-muted">It runs until {until}.</p> : null}
        <p className="mt-2 text-sm text-muted">
          A confirmation email with your payment details is on its way to your inbox.
        </p>
        <div className="mt-6 rounded-2xl bg-surface-2 p-4 text-left text-sm leading-6">
          <p className="font-bold">What you get</p>
          {/* The spec's sentence promised unlimited AI meal plans to Plus, which has 5 a month: each plan's own list instead. */}
          {plan ? (
            <ul className="mt-2 space-y-1 text-muted">
              {PLAN_FEATURES[plan].map((feature) => (
                <li key={feature} className="flex gap-2">
                  <Check className="mt-1 size-4 shrink-0 text-mint" aria-hidden />
                  {feature}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-muted">
              Your plan's meal plans, pantry scans and nutrition tracking are ready in your dashboard.
            </p>
          )}
        </div>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Link to="/dashboard" className={buttonClass({ className: 'w-full sm:w-auto' })}>
            Go to Dashboard
          </Link>
          <Link to="/" className={buttonClass({ variant: 'outline', className: 'w-full sm:w-auto' })}>
            Back to Home
          </Link>
        </div>
      </section>
    </main>
  );
}
