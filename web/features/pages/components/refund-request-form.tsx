import { clsx } from 'clsx';
import { FileCheck2, Paperclip, X } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { INVALID_EMAIL_MESSAGE, isValidEmail, normalizeEmail } from '../../../../domain/email';
import { AppError } from '../../../../domain/errors';
import {
  isReceiptType,
  MAX_RECEIPT_BYTES,
  MAX_REFUND_REASON_LENGTH,
  RECEIPT_ACCEPT,
  REFUND_MESSAGES,
  REFUND_POLICY,
} from '../../../../domain/refunds';
import { Button } from '../../../components/ui/button';
import { Input, inputClass, Label } from '../../../components/ui/input';
import { UNEXPECTED_ERROR } from '../../../lib/api';
import { notify } from '../../../lib/toast';
import { useSubmitRefundRequest } from '../refund-api';

const fail = (description: string) => notify({ title: 'Error', description, variant: 'destructive' });

/** The refund request form (spec 000 sections 3, 5 and 8): e-mail, reason and an optional receipt (image or PDF). */
export function RefundRequestForm({
  id,
  onSubmitted,
  onCancel,
}: {
  id: string;
  onSubmitted(): void;
  onCancel(): void;
}) {
  const [email, setEmail] = useState('');
  const [reason, setReason] = useState('');
  const [receipt, setReceipt] = useState<File | null>(null);
  const [checked, setChecked] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const submit = useSubmitRefundRequest();

  function pickReceipt(file: File | undefined) {
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    if (!isReceiptType(file.type)) return fail(REFUND_MESSAGES.receiptType);
    if (file.size > MAX_RECEIPT_BYTES) return fail(REFUND_MESSAGES.receiptTooLarge);
    setReceipt(file);
  }

  function send(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    const address = normalizeEmail(email);
    if (!address || !reason.trim()) {
      return notify({
        title: REFUND_MESSAGES.incomplete,
        description: 'Enter your e-mail and the reason for your request.',
        variant: 'destructive',
      });
    }
    if (!isValidEmail(address)) return fail(INVALID_EMAIL_MESSAGE);
    submit.mutate(
      { email: address, reason: reason.trim(), receipt },
      {
        onSuccess: () => {
          notify({
            title: REFUND_MESSAGES.submitted,
            description: `Thank you. We'll reply to ${address} within ${REFUND_POLICY.replyWorkingDays} working days.`,
          });
          setEmail('');
          setReason('');
          setReceipt(null);
          setChecked(false);
          onSubmitted();
        },
        onError: (error) =>
          fail(
            error instanceof AppError && [400, 413, 415, 429].includes(error.status) ? error.message : UNEXPECTED_ERROR,
          ),
      },
    );
  }

  const missing = (value: string) => checked && !value.trim();
  return (
    <form
      id={id}
      onSubmit={send}
      noValidate
      className="mt-6 space-y-4 border-t border-line pt-6"
      aria-label="Refund request"
    >
      <div>
        <Label htmlFor="refund-email">Email *</Label>
        <Input
          id="refund-email"
          type="email"
          autoComplete="email"
          aria-required="true"
          aria-invalid={missing(email) || undefined}
          placeholder="The e-mail of your Mealwise account"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          className={clsx(missing(email) && 'border-danger')}
        />
      </div>
      <div>
        <Label htmlFor="refund-reason">Reason for the refund *</Label>
        <textarea
          id="refund-reason"
          rows={4}
          maxLength={MAX_REFUND_REASON_LENGTH}
          aria-required="true"
          aria-invalid={missing(reason) || undefined}
          placeholder="What isn't working, and the date and amount of the payment"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          className={clsx(inputClass, 'h-auto min-h-28 resize-y py-2.5 leading-6', missing(reason) && 'border-danger')}
        />
      </div>
      <div>
        <span id="refund-receipt-label" className="mb-1.5 block text-sm font-semibold text-ink">
          Receipt (optional)
        </span>
        {receipt ? (
          <div className="flex items-center gap-3 rounded-xl border border-line bg-page px-3.5 py-2.5">
            <FileCheck2 className="size-5 shrink-0 text-mint" aria-hidden />
            <span className="min-w-0 flex-1 truncate text-sm font-semibold">{receipt.name}</span>
            <button
              type="button"
              onClick={() => setReceipt(null)}
              className="-m-1.5 rounded-full p-1.5 text-muted hover:bg-surface-2 hover:text-ink"
              aria-label={`Remove ${receipt.name}`}
            >
              <X className="size-4" aria-hidden />
            </button>
          </div>
        ) : (
          <label
            htmlFor="refund-receipt"
            className="flex cursor-pointer items-center gap-3 rounded-xl border border-dashed border-line bg-page px-3.5 py-3 text-sm hover:border-mint has-[:focus-visible]:border-mint"
          >
            <Paperclip className="size-5 shrink-0 text-mint" aria-hidden />
            <span className="flex-1">
              <span className="font-semibold">Attach a receipt or screenshot</span>
              <span className="block text-muted">An image or a PDF, up to 10 MB</span>
            </span>
            <input
              ref={fileInput}
              id="refund-receipt"
              type="file"
              accept={RECEIPT_ACCEPT}
              aria-labelledby="refund-receipt-label"
              className="sr-only"
              onChange={(e) => pickReceipt(e.target.files?.[0])}
            />
          </label>
        )}
      </div>
      <div className="flex flex-col gap-3 pt-1 sm:flex-row">
        <Button type="submit" disabled={submit.isPending} className="sm:min-w-44">
          {submit.isPending ? 'Submitting...' : 'Submit Request'}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={submit.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
