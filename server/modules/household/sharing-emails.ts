import { APP_NAME } from '../../../domain/app';
import { INVITATION_DAYS } from '../../../domain/household-sharing';
import { layoutMail } from '../../adapters/mail/layout';
import type { MailMessage } from '../../adapters/mail/mailer';
import { mailFirstName } from '../accounts/emails';

/**
 * The invitation. The inviter is named by their confirmed address (and a first name only when it cannot be read as a
 * link, as in the account mails): anyone can sign up with any name, and this mail goes to an address of their choice.
 */
export function invitationEmail({
  to,
  inviter,
  url,
}: {
  to: string;
  inviter: { name: string; email: string };
  url: string;
}): MailMessage {
  const first = mailFirstName(inviter.name);
  const who = first ? `${first} (${inviter.email})` : inviter.email;
  return layoutMail({
    to,
    subject: first ? `${first} invited you to share their meal plan on ${APP_NAME}` : `Join a household on ${APP_NAME}`,
    paragraphs: [
      `${who} invited you to join their household on ${APP_NAME}. Together you will see and edit the same weekly meal plan and grocery list; your own recipes and favorites stay yours.`,
      `No account yet? Sign up with this address (${to}), confirm it, then open the link again.`,
      `The link works once and for ${INVITATION_DAYS} days.`,
    ],
    action: { label: 'Join the household', url },
    footer: `Sent by ${APP_NAME} because ${inviter.email} invited ${to}. If you do not know them, ignore this e-mail.`,
  });
}
