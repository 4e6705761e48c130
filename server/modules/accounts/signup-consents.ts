import { APIError } from 'better-auth/api';
import { z } from 'zod';
import { legalRegionFor } from '../../../domain/regions';
import type { Db } from '../../db/client';
import { checkSignupConsents, recordConsents } from '../legal/legal.queries';
import { CLIENT_IP_HEADER } from './client-ip';

/** What the sign-up form sends besides name, e-mail and password: the ticked legal items and the region. */
const SignupExtras = z.object({
  consents: z.array(z.number().int().positive()).max(50).default([]),
  region: z.string().max(8).optional(),
});

export const CONSENT_REQUIRED_MESSAGE = 'Please accept all required terms and policies to continue.';

/** Every item the region marks required for sign-up must be ticked. */
export async function assertSignupConsents(db: Db, body: unknown): Promise<void> {
  const parsed = SignupExtras.safeParse(body ?? {});
  if (!parsed.success)
    throw new APIError('BAD_REQUEST', {
      code: 'invalid_consents',
      message: 'The list of accepted policies is not valid.',
    });
  const { missing, unknown } = await checkSignupConsents(db, {
    region: legalRegionFor(parsed.data.region),
    tickedIds: parsed.data.consents,
  });
  if (unknown.length)
    throw new APIError('BAD_REQUEST', {
      code: 'invalid_consents',
      message: 'The list of accepted policies is out of date. Please reload the page.',
    });
  if (missing.length)
    throw new APIError('BAD_REQUEST', { code: 'consent_required', message: CONSENT_REQUIRED_MESSAGE });
}

interface HookContext {
  body?: unknown;
  headers?: Headers;
  request?: Request;
}

/** One consent record per ticked item, with the address and browser it came from. */
export async function recordSignupConsents(db: Db, userId: string, ctx: HookContext): Promise<void> {
  const { consents } = SignupExtras.parse(ctx.body ?? {});
  const headers = ctx.request?.headers ?? ctx.headers;
  await recordConsents(db, {
    userId,
    consents: consents.map((legalContentId) => ({ legalContentId, consentGiven: true })),
    ipAddress: headers?.get(CLIENT_IP_HEADER) ?? null,
    userAgent: headers?.get('user-agent')?.slice(0, 500) ?? null,
  });
}
