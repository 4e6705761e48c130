import { useQuery } from '@tanstack/react-query';
import { Crown, Receipt } from 'lucide-react';
import { useState } from 'react';
import type { OrderStatus, OrderSummary } from '../../../../domain/billing';
import { PLAN_NAMES } from '../../../../domain/plans';
import { Button } from '../../../components/ui/button';
import { usePriceList } from '../../../lib/price-list';
import { useSession } from '../../../lib/auth-client';
import { ordersQuery, subscriptionQuery } from '../api';
import { CancelPlan } from '../components/cancel-plan';
import { PlanDialog } from '../components/plan-dialog';
import { QuotaList } from '../components/quota-list';
import { longDate } from '../../../lib/dates';

const shortDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

function money(amount: string, currency: string): string {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).format(Number(amount));
  } catch {
    return `${amount} ${currency}`;
  }
}

const STATUS: Record<OrderStatus, { label: string; className: string }> = {
  paid: { label: 'Paid', className: 'bg-mint/15 text-mint' },
  pending: { label: 'Not completed', className: 'bg-surface-2 text-muted' },
  aborted: { label: 'Cancelled', className: 'bg-surface-2 text-muted' },
  failed: { label: 'Failed', className: 'bg-danger/15 text-danger' },
  error: { label: 'Failed', className: 'bg-danger/15 text-danger' },
};

function PaymentHistory({ orders }: { orders: OrderSummary[] }) {
  if (!orders.length) return <p className="px-5 py-4 text-sm text-muted">No payments yet.</p>;
  return (
    <ul className="divide-y divide-line">
      {orders.map((order) => (
        <li key={order.id} className="flex items-center gap-3 px-5 py-3 text-sm">
          <div className="min-w-0 flex-1">
            <p className="font-bold">{PLAN_NAMES[order.plan]} · 30 days</p>
            <p className="text-xs text-muted">{shortDate(order.createdAt)}</p>
          </div>
          <p className="font-bold tabular-nums">{money(order.amount, order.currency)}</p>
          <span
            className={`w-28 shrink-0 rounded-full px-2.5 py-1 text-center text-xs font-bold ${STATUS[order.status].className}`}
          >
            {STATUS[order.status].label}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Your Plan, where the banner's Manage leads: the plan and its end, this month's quotas, renewing, and past payments. */
export function PlanCard() {
  const { data: session } = useSession();
  const { data: sub } = useQuery(subscriptionQuery(session?.user.id));
  const { data: orders } = useQuery(ordersQuery(session?.user.id));
  const prices = usePriceList();
  const [choosing, setChoosing] = useState(false);
  if (!session || !sub) return null;
  const free = sub.plan === 'free';

  let status: string;
  const daysLeft = `${sub.daysUntilExpiry} ${sub.daysUntilExpiry === 1 ? 'day' : 'days'} left`;
  if (!free && sub.planExpiryDate && sub.cancelledAt)
    status = `Cancelled: ends on ${longDate(sub.planExpiryDate)}, then Basic · ${daysLeft}`;
  else if (!free && sub.planExpiryDate) status = `Active until ${longDate(sub.planExpiryDate)} · ${daysLeft}`;
  else if (sub.isExpired && sub.planExpiryDate) status = `Your paid plan ended on ${longDate(sub.planExpiryDate)}`;
  else status = 'You are on the free Basic plan. Upgrade for AI meal plans and more pantry scans.';

  return (
    <section className="rounded-3xl border border-line bg-surface" aria-labelledby="your-plan">
      <header className="flex flex-wrap items-center gap-3 border-b border-line px-5 py-4">
        <h2 id="your-plan" className="flex items-center gap-2 text-lg font-extrabold">
          <Crown className="size-5 text-brand" aria-hidden /> Your Plan
        </h2>
      </header>
      <div className="flex flex-wrap items-center gap-4 px-5 py-4">
        <div className="min-w-0 flex-1 basis-56">
          <p className="text-xl font-extrabold">{PLAN_NAMES[sub.plan]}</p>
          <p className="text-sm text-muted">{status}</p>
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-2">
          {!free && sub.planExpiryDate ? (
            <CancelPlan plan={sub.plan} until={sub.planExpiryDate} cancelled={sub.cancelledAt !== null} />
          ) : null}
          <Button className="shrink-0" onClick={() => setChoosing(true)}>
            {free ? 'Upgrade' : 'Extend by 30 days'}
          </Button>
        </div>
        <QuotaList usage={sub.usage} className="w-full" />
      </div>
      <h3 className="flex items-center gap-2 border-t border-line px-5 pt-4 pb-1 font-extrabold">
        <Receipt className="size-4 text-mint" aria-hidden /> Payments
      </h3>
      {orders ? <PaymentHistory orders={orders} /> : <p className="px-5 py-4 text-sm text-muted">Loading...</p>}
      {choosing ? <PlanDialog open onOpenChange={setChoosing} prices={prices} /> : null}
    </section>
  );
}
