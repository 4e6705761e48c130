import { APP_NAME } from '../../../domain/app';
import type { MailMessage } from './mailer';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface MailContent {
  to: string;
  subject: string;
  /** Plain-text paragraphs; line breaks inside one are kept. */
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Why the person receives this e-mail. */
  footer: string;
}

/**
 * The product's mail layout (the same look as the account e-mails): simple, table-free HTML that reads well in every
 * mail client, with a plain-text twin. Everything given is escaped.
 */
export function layoutMail({ to, subject, paragraphs, action, footer }: MailContent): MailMessage {
  const paragraph = (p: string) =>
    `<p style="font-size:16px;line-height:1.55;margin:0 0 14px;white-space:pre-wrap">${escape(p)}</p>`;
  const button = action
    ? `<p style="margin:28px 0"><a href="${escape(action.url)}" style="background:#f6c945;color:#0d2b2e;padding:12px 22px;border-radius:999px;font-weight:700;text-decoration:none">${escape(action.label)}</a></p>
       <p style="font-size:13px;color:#5a6b69">If the button does not work, copy this link into your browser:<br><a href="${escape(action.url)}" style="color:#0d6e62">${escape(action.url)}</a></p>`
    : '';
  const html = `<!doctype html><html><body style="margin:0;background:#f3f7f6;font-family:Helvetica,Arial,sans-serif;color:#0d2b2e">
  <div style="max-width:560px;margin:0 auto;padding:32px 24px">
    <p style="font-size:22px;font-weight:800;margin:0 0 24px">${APP_NAME}</p>
    ${paragraphs.map(paragraph).join('\n    ')}
    ${button}
    <p style="font-size:12px;color:#5a6b69;margin-top:32px">${escape(footer)}</p>
  </div></body></html>`;
  const text = [
    APP_NAME,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    footer,
  ].join('\n');
  return { to, subject, html, text };
}
