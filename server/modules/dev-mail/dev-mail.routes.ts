import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { APP_NAME } from '../../../domain/app';
import { AppError } from '../../../domain/errors';
import { FileMailer } from '../../adapters/mail/file-mailer';
import { loopbackOnly } from '../../plugins/loopback-only';

const escape = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

const page = (title: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:0 auto;padding:24px;background:#0d2b2e;color:#e9f4f1}
a{color:#5fd3bc}li{margin:10px 0}.meta{color:#a3c4bf;font-size:14px}iframe{width:100%;height:70vh;border:0;background:#fff;border-radius:12px}</style>
</head><body>${body}</body></html>`;

/**
 * Development outbox: every message the app sent, newest first, with its links clickable. Absent in production,
 * and only for a browser on this machine: it shows password-reset links.
 */
export async function devMailRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', loopbackOnly);
  const mailer = app.mailer instanceof FileMailer ? app.mailer : null;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/dev/mail', { schema: { hide: true } }, (_req, reply) => {
    const items = mailer?.list() ?? [];
    const list = items.length
      ? `<ul>${items.map((m) => `<li><a href="/dev/mail/${m.id}">${escape(m.subject)}</a><div class="meta">to ${escape(m.to)} · ${m.sentAt}</div></li>`).join('')}</ul>`
      : `<p>${mailer ? 'No mail sent yet.' : 'Mail goes through SMTP_URL; nothing is kept here.'}</p>`;
    return reply.type('text/html').send(page(`${APP_NAME} dev outbox`, `<h1>${APP_NAME} dev outbox</h1>${list}`));
  });

  r.get('/dev/mail/:id', { schema: { hide: true, params: z.object({ id: z.string().max(80) }) } }, (req, reply) => {
    const mail = mailer?.get(req.params.id);
    if (!mail) throw new AppError('NOT_FOUND', 'No such message');
    const links = [...mail.text.matchAll(/https?:\/\/\S+/g)].map(
      ([url]) => `<li><a href="${escape(url)}">${escape(url)}</a></li>`,
    );
    return reply.type('text/html').send(
      page(
        mail.subject,
        `<p><a href="/dev/mail">← outbox</a></p><h1>${escape(mail.subject)}</h1>
      <p class="meta">from ${escape(mail.from)} to ${escape(mail.to)} · ${mail.sentAt}</p>
      <h2>Links</h2><ul>${links.join('')}</ul><iframe sandbox srcdoc="${escape(mail.html)}"></iframe>`,
      ),
    );
  });
}
