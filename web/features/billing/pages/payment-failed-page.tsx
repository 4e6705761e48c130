import { Lightbulb, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { failureReasonOf, PAYMENT_FAILURE_MESSAGES } from '../../../../domain/billing';
import { Button, buttonClass } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePriceList } from '../../../lib/price-list';
import { PlanDialog } from '../components/plan-dialog';

const TIPS = [
  'Check that your card details and billing address are correct.',
  'Make sure your card has enough funds and is enabled for online payments.',
  'Try another card or payment method.',
  'If money was taken from your account, contact support with the time of the payment.',
];

/** /payment-failed?reason=aborted|failure|error|other: why, tips, Try Again (the plan dialog) and Back to Home. */
export function PaymentFailedPage() {
  useDocumentTitle('Payment Failed');
  const [params] = useSearchParams();
  const { title, text } = PAYMENT_FAILURE_MESSAGES[failureReasonOf(params.get('reason'))];
  const prices = usePriceList();
  const [choosing, setChoosing] = useState(false);

  return (
    <main className="mx-auto flex w-full max-w-xl flex-1 flex-col px-4 pt-10 pb-16 sm:pt-16">
      <section
        className="rounded-3xl border border-line bg-surface p-6 text-center sm:p-10"
        aria-labelledby="payment-failed-title"
      >
        <XCircle className="mx-auto size-16 text-danger" aria-hidden />
        <h1 id="payment-failed-title" className="mt-4 text-2xl font-extrabold tracking-tight sm:text-3xl">
          {title}
        </h1>
        <p className="mt-3 text-muted">{text}</p>
        <div className="mt-6 rounded-2xl bg-surface-2 p-4 text-left text-sm">
          <p className="flex items-center gap-2 font-bold">
            <Lightbulb className="size-4 text-brand" aria-hidden /> Tips
          </p>
          <ul className="mt-2 list-disc space-y-1 pl-5 leading-6 text-muted">
            {TIPS.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </div>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Button className="w-full sm:w-auto" onClick={() => setChoosing(true)}>
            Try Again
          </Button>
          <Link to="/" className={buttonClass({ variant: 'outline', className: 'w-full sm:w-auto' })}>
            Back to Home
          </Link>
        </div>
      </section>
      <PlanDialog open={choosing} onOpenChange={setChoosing} prices={prices} />
    </main>
  );
}
