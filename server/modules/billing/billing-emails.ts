import { APP_NAME } from '../../../domain/app';
import { PAID_PLAN_DAYS, PLAN_NAMES, type Plan } from '../../../domain/plans';
import { layoutMail } from '../../adapters/mail/layout';
import type { MailMessage } from '../../adapters/mail/mailer';

const day = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
const greeting = (name: string) => (name.trim() ? `Hi ${name.trim()},` : 'Hi,');

interface Purchase {
  email: string;
  name: string;
  plan: Plan;
  expiresAt: Date;
  amount: string;
  currency: string;
  orderId: string;
}

/** Sent once, when a payment activates a plan. */
export function planConfirmationEmail(p: Purchase, appUrl: string): MailMessage {
  const name = PLAN_NAMES[p.plan];
  return layoutMail({
    to: p.email,
    subject: `Your ${APP_NAME} ${name} plan is active`,
    paragraphs: [
      greeting(p.name),
      `Thank you for your payment. Your ${name} plan is active for the next ${PAID_PLAN_DAYS} days, until ${day(p.expiresAt)}.`,
      [`Order: ${p.orderId}`, `Amount: ${p.amount} ${p.currency}`, `Plan: ${name} (${PAID_PLAN_DAYS} days)`].join('\n'),
      'Enjoy AI meal plans, smart grocery lists, premium recipes and nutrition insights.',
    ],
    action: { label: 'Go to Dashboard', url: `${appUrl}/dashboard` },
    footer: `You are receiving this e-mail because a payment for a ${APP_NAME} plan was made with this account.`,
  });
}

/** Sent once per expiry date, 3 days before it. */
export function renewalReminderEmail(
  r: { email: string; name: string; plan: Plan; expiresAt: Date },
  appUrl: string,
): MailMessage {
  const name = PLAN_NAMES[r.plan];
  return layoutMail({
    to: r.email,
    subject: `Your ${APP_NAME} ${name} plan ends on ${day(r.expiresAt)}`,
    paragraphs: [
      greeting(r.name),
      `Your ${name} plan ends on ${day(r.expiresAt)}. Renew it for another ${PAID_PLAN_DAYS} days to keep your features; otherwise your account returns to the free Basic plan, and your saved plans and favorites stay available.`,
    ],
    action: { label: 'Renew my plan', url: `${appUrl}/#pricing` },
    footer: `You are receiving this e-mail because you have a paid ${APP_NAME} plan. We send one reminder before each renewal date.`,
  });
}

/** Sent once, when an expired plan is moved back to Basic. */
export function planEndedEmail(
  r: { email: string; name: string; plan: Plan; expiresAt: Date },
  appUrl: string,
): MailMessage {
  const name = PLAN_NAMES[r.plan];
  return layoutMail({
    to: r.email,
    subject: `Your ${APP_NAME} ${name} plan has ended`,
    paragraphs: [
      greeting(r.name),
      `Your ${name} plan ended on ${day(r.expiresAt)} and your account is now on the free Basic plan. Your saved meal plans, recipes and favorites are all still there.`,
      `You can subscribe again at any time to get AI meal plans and more pantry scans back.`,
    ],
    action: { label: 'See the plans', url: `${appUrl}/#pricing` },
    footer: `You are receiving this e-mail because your paid ${APP_NAME} plan ended.`,
  });
}
