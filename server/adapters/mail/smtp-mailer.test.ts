import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SmtpMailer } from './smtp-mailer';

const received: { rcpt: string[]; raw: string }[] = [];
let server: SMTPServer;
let port: number;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          rcpt: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it('delivers through an SMTP server on 127.0.0.1', async () => {
  const mailer = new SmtpMailer(`smtp://127.0.0.1:${port}`, 'Mealwise <hello@mealwise.app>');
  await mailer.send({ to: 'cook@example.com', subject: 'Hello', html: '<p>Hi</p>', text: 'Hi there' });
  expect(received).toHaveLength(1);
  expect(received[0]!.rcpt).toEqual(['cook@example.com']);
  expect(received[0]!.raw).toMatch(/^Subject: Hello$/m);
  expect(received[0]!.raw).toMatch(/^From: Mealwise <hello@mealwise.app>$/m);
  expect(received[0]!.raw).toContain('Hi there');
});

it('sends attachments (a refund receipt for support)', async () => {
  const mailer = new SmtpMailer(`smtp://127.0.0.1:${port}`, 'Mealwise <hello@mealwise.app>');
  const content = Buffer.from('%PDF-1.4 receipt');
  await mailer.send({
    to: 'support@example.com',
    subject: 'Refund',
    html: '<p>See</p>',
    text: 'See',
    attachments: [{ filename: 'refund-1-receipt.pdf', content, contentType: 'application/pdf' }],
  });
  const raw = received.at(-1)!.raw;
  expect(raw).toMatch(/Content-Type: application\/pdf; name=refund-1-receipt\.pdf/);
  expect(raw).toContain(content.toString('base64'));
});
