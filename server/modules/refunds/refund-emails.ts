import { APP_NAME } from '../../../domain/app';
import { addWorkingDays, REFUND_POLICY } from '../../../domain/refunds';
import { layoutMail } from '../../adapters/mail/layout';
import type { MailMessage } from '../../adapters/mail/mailer';
import type { Receipt } from './receipt';

interface RefundDetails {
  id: number;
  email: string;
  reason: string;
  userId: string | null;
  createdAt: Date;
}

const day = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);

/**
 * To support: everything needed to answer, and the date the policy promises a reply by. The receipt travels as an
 * attachment: on the site it is served to its sender alone (there is no support role to sign in as).
 */
export function refundSupportEmail(to: string, r: RefundDetails, receipt: Receipt | null): MailMessage {
  const replyBy = addWorkingDays(r.createdAt, REFUND_POLICY.replyWorkingDays);
  const filename = `refund-${r.id}-receipt.${receipt?.extension ?? ''}`;
  const mail = layoutMail({
    to,
    subject: `Refund request #${r.id} from ${r.email}`,
    paragraphs: [
      `A refund request came in through the refund policy page.`,
      [
        `Request: #${r.id}`,
        `From: ${r.email}`,
        `Account: ${r.userId ? `signed in as user ${r.userId}` : 'not signed in'}`,
        `Received: ${r.createdAt.toISOString()}`,
        `Reply by: ${day(replyBy)} (${REFUND_POLICY.replyWorkingDays} working days)`,
      ].join('\n'),
      `Reason:\n${r.reason}`,
      receipt ? `Receipt: attached to this e-mail (${filename}).` : 'Receipt: none attached.',
    ],
    footer: `Sent by ${APP_NAME} to the support address for refund requests.`,
  });
  return receipt
    ? { ...mail, attachments: [{ filename, content: receipt.bytes, contentType: receipt.contentType }] }
    : mail;
}

/**
 * To the requester. It repeats nothing they typed, so the public form cannot be used to send someone else a message
 * of one's choosing.
 */
export function refundConfirmationEmail(r: RefundDetails, supportEmail: string): MailMessage {
  return layoutMail({
    to: r.email,
    subject: `We received your refund request (#${r.id})`,
    paragraphs: [
      'Hi,',
      `Thanks for writing to us. We have received your refund request #${r.id} and will reply to this e-mail address within ${REFUND_POLICY.replyWorkingDays} working days.`,
      `Refunds are given when a core feature of your paid plan doesn't work and we can't resolve it, for payments made in the last ${REFUND_POLICY.windowDays} days. If we can fix the problem first, we will tell you how.`,
      `If you want to add anything, write to ${supportEmail} and quote the request number.`,
    ],
    footer: `You are receiving this e-mail because a refund request was sent with this address from the ${APP_NAME} refund policy page. If it was not you, you can ignore it.`,
  });
}
