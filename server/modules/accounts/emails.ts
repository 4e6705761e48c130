import { APP_NAME } from '../../../domain/app';
import { layoutMail } from '../../adapters/mail/layout';
import type { MailMessage } from '../../adapters/mail/mailer';

const FOOTER = `You are receiving this e-mail because of an action on your ${APP_NAME} account.`;

function message(
  to: string,
  subject: string,
  paragraphs: string[],
  action?: { label: string; url: string },
): MailMessage {
  return layoutMail({ to, subject, paragraphs, action, footer: FOOTER });
}

/**
 * The first word of a person's name, for a subject or a greeting; null when there is none or it could be read as a
 * link, an address or a command ("https://evil.example/claim", "www.x.io", "a@b.c"): anyone can sign up with
 * any name, and the mail goes out with our name on it.
 */
export function mailFirstName(name?: string | null): string | null {
  const first = name?.trim().split(/\s+/)[0]?.slice(0, 40);
  if (!first) return null;
  if (/[:/\\@<>]|www\.|\.[a-z]{2,}/i.test(first)) return null;
  return first;
}

const greeting = (name?: string | null) => {
  const first = mailFirstName(name);
  return first ? `Hi ${first},` : 'Hi,';
};

export function verificationEmail(to: string, name: string | null, url: string): MailMessage {
  return message(
    to,
    `Confirm your e-mail for ${APP_NAME}`,
    [
      greeting(name),
      `Thanks for joining ${APP_NAME}. Please confirm your e-mail address to start planning your meals.`,
      'The link works for 24 hours.',
    ],
    { label: 'Confirm my e-mail', url },
  );
}

export function welcomeEmail(to: string, name: string | null, appUrl: string): MailMessage {
  const first = mailFirstName(name);
  return message(
    to,
    first ? `Welcome to ${APP_NAME}, ${first}!` : `Welcome to ${APP_NAME}!`,
    [
      greeting(name),
      `Welcome to ${APP_NAME}. Here is how to get a good first week:`,
      '1. Set your dietary preferences and weekly targets under Preferences.',
      '2. Search recipes and save the ones you like to Favorites.',
      '3. Fill your weekly meal plan, then generate the grocery list, sorted by aisle.',
      'Happy cooking!',
    ],
    { label: 'Open my dashboard', url: `${appUrl}/dashboard` },
  );
}

export function passwordResetEmail(to: string, url: string): MailMessage {
  return message(
    to,
    `Reset your ${APP_NAME} password`,
    [
      'Hi,',
      `Someone asked to reset the password of the ${APP_NAME} account for this e-mail address. If it was you, choose a new password with the link below. It works once, for one hour.`,
      'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
    ],
    { label: 'Choose a new password', url },
  );
}

export function existingAccountEmail(to: string, appUrl: string): MailMessage {
  return message(
    to,
    `You already have a ${APP_NAME} account`,
    [
      'Hi,',
      `Someone tried to create a new ${APP_NAME} account with this e-mail address, which already has one. If it was you, sign in instead, or reset your password if you have forgotten it.`,
      'If it was not you, you can ignore this e-mail.',
    ],
    { label: `Go to ${APP_NAME}`, url: appUrl },
  );
}
