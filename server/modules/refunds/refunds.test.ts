import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refundRequests } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { buildUser, ORIGIN, outbox } from '../../test/factories';
import { REFUND_RATE_LIMIT } from './refunds.routes';

let t: TestApp;
let address = 0;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: 'false', SUPPORT_EMAIL: 'refunds-desk@mealwise.app' });
});
afterAll(() => t.close());

interface FilePart {
  name: string;
  filename: string;
  type: string;
  bytes: Buffer;
}

function multipart(fields: Record<string, string>, file?: FilePart) {
  const boundary = '----mealwise' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Each call comes from its own client address, so the per-address limit only shows where it is tested. */
function submit(
  fields: Record<string, string>,
  file?: FilePart,
  { cookie, remoteAddress = `10.2.0.${++address}` }: { cookie?: string; remoteAddress?: string } = {},
) {
  const { payload, contentType } = multipart(fields, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/refunds',
    payload,
    remoteAddress,
    headers: { 'content-type': contentType, origin: ORIGIN, ...(cookie ? { cookie } : {}) },
  });
}

const receiptPng = () =>
  sharp({ create: { width: 300, height: 420, channels: 3, background: '#ffffff' } })
    .png()
    .withMetadata({ exif: { IFD0: { Artist: 'Phone owner' } } })
    .toBuffer();
const reason = 'Charged on 3 March for Plus, but the grocery list never loads on my phone.';
const rows = (email: string) => t.database.db.select().from(refundRequests).where(eq(refundRequests.email, email));
const mailsTo = (to: string) => outbox(t.app).filter((m) => m.to === to);

describe('refund requests', () => {
  it('stores the request and its receipt, mails support the receipt and confirms to the requester', async () => {
    const email = 'Leela.Menon@Example.com';
    const res = await submit(
      { email: ` ${email} `, reason },
      { name: 'receipt', filename: 'receipt.png', type: 'image/png', bytes: await receiptPng() },
    );
    expect(res.statusCode).toBe(201);
    const { id } = res.json<{ id: number; status: string }>();
    expect(res.json()).toMatchObject({ status: 'received' });

    const [row] = await rows('leela.menon@example.com');
    expect(row).toMatchObject({ id, reason, userId: null, status: 'received' });
    expect(row!.receiptUrl).toMatch(/^\/uploads\/refunds\/\d{4}\/[0-9a-f-]{36}\.webp$/);
    const stored = join(t.config.DATA_DIR, row!.receiptUrl!);
    expect(existsSync(stored)).toBe(true);
    const meta = await sharp(readFileSync(stored)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 300, height: 420 });
    expect(meta.exif).toBeUndefined();

    const [toSupport] = mailsTo('refunds-desk@mealwise.app').filter((m) => m.subject.includes(`#${id}`));
    expect(toSupport!.subject).toBe(`Refund request #${id} from leela.menon@example.com`);
    expect(toSupport!.text).toContain(reason);
    expect(toSupport!.text).toContain('Account: not signed in');
    // Support gets the receipt itself: on the site it is nobody's to open (it was sent signed out).
    expect(toSupport!.text).toContain(`Receipt: attached to this e-mail (refund-${id}-receipt.webp).`);
    expect(toSupport!.attachments).toEqual([
      { filename: `refund-${id}-receipt.webp`, contentType: 'image/webp', size: readFileSync(stored).length },
    ]);
    expect(toSupport!.text).not.toContain('/uploads/');
    expect((await t.app.inject({ method: 'GET', url: row!.receiptUrl! })).statusCode).toBe(404);

    const [confirmation] = mailsTo('leela.menon@example.com');
    expect(confirmation!.subject).toBe(`We received your refund request (#${id})`);
    expect(confirmation!.text).toContain('within 3 working days');
    expect(confirmation!.text).not.toContain(reason); // the public form cannot send someone a message of one's choosing
  });

  it('keeps a PDF receipt as sent, and works without a receipt', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const withPdf = await submit(
      { email: 'pdf@example.com', reason },
      { name: 'receipt', filename: 'invoice.pdf', type: 'application/pdf', bytes: pdf },
    );
    expect(withPdf.statusCode).toBe(201);
    const [row] = await rows('pdf@example.com');
    expect(row!.receiptUrl).toMatch(/\.pdf$/);
    expect(readFileSync(join(t.config.DATA_DIR, row!.receiptUrl!))).toEqual(pdf);

    const none = await submit(
      { email: 'no-receipt@example.com', reason },
      { name: 'receipt', filename: '', type: 'application/octet-stream', bytes: Buffer.alloc(0) },
    );
    expect(none.statusCode).toBe(201);
    expect((await rows('no-receipt@example.com'))[0]!.receiptUrl).toBeNull();
    expect(
      mailsTo('refunds-desk@mealwise.app').find((m) => m.subject.includes('no-receipt@example.com'))!.text,
    ).toContain('Receipt: none attached.');
  });

  it('serves a receipt to the signed-in person who sent it, privately, and to nobody else', async () => {
    const owner = await buildUser(t.app);
    const other = await buildUser(t.app);
    const sent = await submit(
      { email: owner.email, reason },
      { name: 'receipt', filename: 'r.png', type: 'image/png', bytes: await receiptPng() },
      { cookie: owner.cookie },
    );
    expect(sent.statusCode).toBe(201);
    const url = (await rows(owner.email.toLowerCase()))[0]!.receiptUrl!;
    const mine = await t.app.inject({ method: 'GET', url, headers: { cookie: owner.cookie } });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/webp');
    expect(mine.headers['cache-control']).toBe('private, max-age=3600');
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie: other.cookie } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    const missing = await t.app.inject({
      method: 'GET',
      url: url.replace(/[0-9a-f-]{36}/, '00000000-0000-0000-0000-000000000000'),
      headers: { cookie: owner.cookie },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'File not found' } });
  });

  it('keeps the signed-in person with the request', async () => {
    const u = await buildUser(t.app);
    expect((await submit({ email: u.email, reason }, undefined, { cookie: u.cookie })).statusCode).toBe(201);
    const [row] = await rows(u.email.toLowerCase());
    expect(row!.userId).toBe(u.id);
    expect(mailsTo('refunds-desk@mealwise.app').find((m) => m.subject.includes(u.email.toLowerCase()))!.text).toContain(
      `signed in as user ${u.id}`,
    );
  });

  it("answers 'Please fill in all required fields' when the e-mail or the reason is missing", async () => {
    const incomplete: Record<string, string>[] = [
      { reason },
      { email: 'a@example.com' },
      { email: '  ', reason: '  ' },
      {},
    ];
    for (const fields of incomplete) {
      const res = await submit(fields);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: { code: 'BAD_REQUEST', message: 'Please fill in all required fields' },
      });
    }
    expect((await submit({ email: 'nope', reason })).json()).toMatchObject({
      error: { message: 'Please enter a valid email address.' },
    });
    expect(await rows('a@example.com')).toHaveLength(0);
  });

  it('refuses a receipt that is not an image or a PDF, whatever its name, and one over 10 MB', async () => {
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(2048, 1)]);
    const disguised = await submit(
      { email: 'exe@example.com', reason },
      { name: 'receipt', filename: 'receipt.pdf', type: 'application/pdf', bytes: exe },
    );
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json()).toMatchObject({
      error: {
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Receipts must be an image (JPEG, PNG, WebP or GIF) or a PDF.',
      },
    });

    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    expect(
      (
        await submit(
          { email: 'svg@example.com', reason },
          { name: 'receipt', filename: 'r.png', type: 'image/png', bytes: svg },
        )
      ).statusCode,
    ).toBe(415);

    const huge = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(11 * 1024 * 1024, 32)]);
    const tooLarge = await submit(
      { email: 'huge@example.com', reason },
      { name: 'receipt', filename: 'receipt.pdf', type: 'application/pdf', bytes: huge },
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'Receipts must be 10 MB or smaller.' },
    });

    for (const email of ['exe@example.com', 'svg@example.com', 'huge@example.com']) {
      expect(await rows(email)).toHaveLength(0);
      expect(mailsTo(email)).toHaveLength(0);
    }
  });

  it('refuses a request that is not a multipart form', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/refunds',
      payload: { email: 'json@example.com', reason },
      headers: { origin: ORIGIN },
    });
    expect(res.statusCode).toBe(400);
  });

  it(`limits requests to ${REFUND_RATE_LIMIT.max} an hour per address`, async () => {
    const remoteAddress = '10.9.9.9';
    const statuses: number[] = [];
    for (let i = 0; i <= REFUND_RATE_LIMIT.max; i += 1) {
      statuses.push(
        (await submit({ email: `limit${i}@example.com`, reason }, undefined, { remoteAddress })).statusCode,
      );
    }
    expect(statuses).toEqual([...Array(REFUND_RATE_LIMIT.max).fill(201), 429]);
    expect(await rows(`limit${REFUND_RATE_LIMIT.max}@example.com`)).toHaveLength(0);
    expect((await submit({ email: 'other-address@example.com', reason })).statusCode).toBe(201);
  });
});
