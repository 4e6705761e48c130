import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { INVALID_EMAIL_MESSAGE, isValidEmail, normalizeEmail } from '../../../domain/email';
import { AppError } from '../../../domain/errors';
import {
  MAX_RECEIPT_BYTES,
  MAX_REFUND_REASON_LENGTH,
  REFUND_MESSAGES,
  RefundRequestResult,
} from '../../../domain/refunds';
import { uploadReadError } from '../../adapters/images/raster';
import { badTextReason } from '../../plugins/input-guard';
import { getSessionUser } from '../accounts/session';
import { readReceipt } from './receipt';
import { refundConfirmationEmail, refundSupportEmail } from './refund-emails';
import { fileNotFound, sendPrivateFile, UploadSegment } from '../../plugins/private-files';
import { z } from 'zod';
import { createRefundRequest, isOwnReceipt } from './refunds.queries';
import { rateLimitStore } from '../../plugins/rate-limit-store';

/** Requests per client address. The page is public, and each request mails two people. Counted in Redis when REDIS_URL is set. */
export const REFUND_RATE_LIMIT = { max: 5, timeWindow: '1 hour' } as const;

interface RefundForm {
  email: string;
  reason: string;
  receipt: Buffer | null;
}

/** Reads the multipart form: the fields email and reason, and an optional file `receipt` (an empty file is no file). */
async function readRefundForm(req: FastifyRequest): Promise<RefundForm> {
  if (!req.isMultipart()) throw new AppError('BAD_REQUEST', 'Send the refund request as a multipart/form-data form.');
  const fields: Record<string, string> = {};
  let receipt: Buffer | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'receipt' && bytes.length) receipt = bytes;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw uploadReadError(error, { FST_REQ_FILE_TOO_LARGE: REFUND_MESSAGES.receiptTooLarge });
  }
  for (const [name, value] of Object.entries(fields)) {
    const reason = badTextReason(value);
    if (reason) throw new AppError('BAD_REQUEST', `The field "${name}" ${reason}.`);
  }
  return { email: normalizeEmail(fields.email), reason: (fields.reason ?? '').trim(), receipt };
}

export async function refundsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: MAX_RECEIPT_BYTES, files: 1, fields: 4, fieldSize: 64 * 1024, parts: 5 },
  });
  await app.register(rateLimit, {
    ...rateLimitStore(app, 'refunds'),
    global: false,
    errorResponseBuilder: (_req, ctx) =>
      new AppError(
        'RATE_LIMITED',
        `Too many refund requests from this address. Please try again in ${ctx.after}, or e-mail ${app.config.SUPPORT_EMAIL}.`,
      ),
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/refunds',
    {
      config: { rateLimit: REFUND_RATE_LIMIT },
      schema: { tags: ['refunds'], consumes: ['multipart/form-data'], response: { 201: RefundRequestResult } },
    },
    async (req, reply) => {
      const form = await readRefundForm(req);
      if (!form.email || !form.reason) throw new AppError('BAD_REQUEST', REFUND_MESSAGES.incomplete);
      if (!isValidEmail(form.email)) throw new AppError('BAD_REQUEST', INVALID_EMAIL_MESSAGE);
      if (form.reason.length > MAX_REFUND_REASON_LENGTH)
        throw new AppError('BAD_REQUEST', REFUND_MESSAGES.reasonTooLong);
      const receipt = form.receipt ? await readReceipt(form.receipt) : null;
      const me = await getSessionUser(req);

      // Private: served to the signed-in sender alone (below), and mailed to support as an attachment.
      const receiptUrl = receipt
        ? await app.storage.put(
            `refunds/${new Date().getUTCFullYear()}/${randomUUID()}.${receipt.extension}`,
            receipt.bytes,
            receipt.contentType,
            'private',
          )
        : null;
      let row;
      try {
        row = await createRefundRequest(app.db, {
          userId: me?.id ?? null,
          email: form.email,
          reason: form.reason,
          receiptUrl,
        });
      } catch (error) {
        if (receiptUrl) await app.storage.removeByUrl(receiptUrl);
        throw error;
      }

      // The request is stored either way; a mail that fails is logged for the team rather than failing the person.
      const results = await Promise.allSettled([
        app.mailer.send(refundSupportEmail(app.config.SUPPORT_EMAIL, row, receipt)),
        app.mailer.send(refundConfirmationEmail(row, app.config.SUPPORT_EMAIL)),
      ]);
      results.forEach((result, i) => {
        if (result.status === 'rejected') {
          req.log.error(
            { err: result.reason, refundRequestId: row.id },
            i === 0 ? 'refund request mail to support failed' : 'refund confirmation mail failed',
          );
        }
      });
      return reply.code(201).send({ id: row.id, status: row.status });
    },
  );

  r.get(
    '/uploads/refunds/:year/:file',
    { schema: { hide: true, params: z.object({ year: UploadSegment, file: UploadSegment }) } },
    async (req, reply) => {
      const me = await getSessionUser(req);
      const key = `refunds/${req.params.year}/${req.params.file}`;
      if (!me || !(await isOwnReceipt(app.db, { userId: me.id, receiptUrl: `/uploads/${key}` }))) throw fileNotFound();
      return sendPrivateFile(app, reply, key);
    },
  );
}
