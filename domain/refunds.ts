import { z } from 'zod';
import { RENEWAL_REMINDER_DAYS } from './plans';

/** The refund policy's figures (spec 000 section 9). */
export const REFUND_POLICY = {
  windowDays: 7,
  replyWorkingDays: 3,
  reminderDaysBeforeEnd: RENEWAL_REMINDER_DAYS,
  effectiveDate: '2026-11-25',
  exclusions: [
    'Change of mind',
    'Requests made more than 7 days after the transaction',
    'Payments made with a promotional discount',
  ],
} as const;

/** A receipt is an image or a PDF of at most 10 MB; the server reads the type from the bytes. */
export const MAX_RECEIPT_BYTES = 10 * 1024 * 1024;
export const MAX_REFUND_REASON_LENGTH = 5000;
export const RECEIPT_ACCEPT = 'image/*,application/pdf,.pdf';
export const isReceiptType = (mimeType: string): boolean =>
  mimeType.startsWith('image/') || mimeType === 'application/pdf';

export const REFUND_MESSAGES = {
  incomplete: 'Please fill in all required fields',
  submitted: 'Refund Request Submitted',
  submittedDescription: `We'll reply by e-mail within ${REFUND_POLICY.replyWorkingDays} working days.`,
  receiptType: 'Receipts must be an image (JPEG, PNG, WebP or GIF) or a PDF.',
  receiptTooLarge: 'Receipts must be 10 MB or smaller.',
  reasonTooLong: `Please keep the reason under ${MAX_REFUND_REASON_LENGTH} characters.`,
} as const;

export const RefundRequestResult = z.object({ id: z.number().int(), status: z.string() });
export type RefundRequestResult = z.infer<typeof RefundRequestResult>;

/** The date `days` working days (Monday to Friday) after `from`, in UTC; public holidays are not counted. */
export function addWorkingDays(from: Date, days: number): Date {
  const date = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date;
}

const P = REFUND_POLICY;

/** The policy built from the constants, shown when the server's text for the region is empty or cannot be read. */
export const FALLBACK_REFUND_POLICY_HTML = [
  '<h2>1. Summary</h2><ul>',
  "<li>Plus is bought with <strong>one payment for 30 days</strong>. Nothing renews by itself: we don't store your card, and nothing is charged unless you pay again.</li>",
  `<li>We e-mail you a reminder <strong>${P.reminderDaysBeforeEnd} days before your plan ends</strong>, unless you have canceled it. To keep Plus, pay again with <strong>Extend by 30 days</strong> in Settings → Your Plan.</li>`,
  `<li>You can ask for a refund within <strong>${P.windowDays} days of the transaction</strong> if a core feature of your paid plan doesn't work and we can't resolve it.</li>`,
  `<li>We reply to every refund request within <strong>${P.replyWorkingDays} working days</strong>.</li>`,
  '</ul><p>This policy has been in effect since January 2024.</p>',
  '<h2>2. Canceling your plan</h2>',
  '<p>Cancel at any time in Settings → Your Plan → <strong>Cancel plan</strong>. Your plan stays until its end date; then your account is on the free Basic plan, and your saved meal plans, recipes and favorites stay. We send no reminder, and <strong>Keep my plan</strong> undoes the cancellation before the end date.</p>',
  '<p><strong>No partial refunds after cancellation:</strong> canceling does not refund the days left.</p>',
  '<h2>3. What the refund policy does not cover</h2><ul>',
  ...P.exclusions.map((e) => `<li>${e}</li>`),
  '</ul>',
  '<h2>4. How to request a refund</h2>',
  `<p>Use the <strong>Request a Refund</strong> form on this page, or e-mail <a href="mailto:support@mealwise.app">support@mealwise.app</a>, with the e-mail of your account, the date and amount of the payment, and what isn't working. A receipt or screenshot (image or PDF) helps. We reply within ${P.replyWorkingDays} working days.</p>`,
].join('');
