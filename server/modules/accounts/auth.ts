import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import type { FastifyBaseLogger } from 'fastify';
import { MIN_PASSWORD_LENGTH, MAX_PASSWORD_LENGTH } from '../../../domain/password-strength';
import type { Mailer } from '../../adapters/mail/mailer';
import type { AuthSecondaryStorage } from '../../adapters/redis/auth-storage';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { requestHost, sameOrigins, trustedOrigins } from '../../plugins/origin-check';
import { account, session, user, verification } from '../../db/schema';
import { CLIENT_IP_HEADER } from './client-ip';
import { authSecret } from './dev-secret';
import { existingAccountEmail, passwordResetEmail, verificationEmail, welcomeEmail } from './emails';
import { assertStrongPassword } from './password-policy';
import { assertSignupConsents, recordSignupConsents } from './signup-consents';
import { signInAfterReset } from './reset-sign-in';
import { MAX_NAME_LENGTH } from '../../../domain/users';
import { lockedMessage, MemoryFailureStore, SharedFailureStore, SignInLimit } from './sign-in-limit';

export interface AuthDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Redis when REDIS_URL is set: the rate limits count across instances (better-auth uses it for them by default). */
  secondaryStorage?: AuthSecondaryStorage;
}

export function createAuth(
  { config, db, mailer, log, secondaryStorage }: AuthDeps,
  signInLimit = new SignInLimit(secondaryStorage ? new SharedFailureStore(secondaryStorage) : new MemoryFailureStore()),
) {
  const google =
    config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET
      ? {
          google: {
            clientId: config.GOOGLE_CLIENT_ID,
            clientSecret: config.GOOGLE_CLIENT_SECRET,
            prompt: 'select_account' as const,
          },
        }
      : {};
  const send = (what: string, promise: Promise<void>) =>
    promise.catch((error: unknown) => log.error({ err: error, mail: what }, 'mail not sent'));

  return betterAuth({
    appName: 'Mealwise',
    // better-auth's own messages go through the app's structured (redacting) logger.
    logger: {
      level: 'warn',
      log: (level, message, ...args) => log[level]({ args }, `auth: ${message}`),
    },
    baseURL: config.APP_URL,
    basePath: '/api/auth',
    secret: authSecret(config),
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification } }),
    // Sessions and verification tokens stay in PostgreSQL as well: Redis may be flushed without signing anyone out.
    secondaryStorage,
    verification: { storeInDatabase: true },
    // APP_URL, the dev server, and the address this very request was sent to (a LAN address, a second name).
    trustedOrigins: (request) => [
      ...trustedOrigins(config.APP_URL, config.isProduction),
      ...(request ? sameOrigins(requestHost(request.headers, config.TRUST_PROXY)) : []),
    ],
    user: {
      additionalFields: {
        plan: { type: 'string', required: false, defaultValue: 'free', input: false },
        planExpiresAt: { type: 'date', required: false, input: false },
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24, storeSessionInDatabase: true },
    account: { accountLinking: { enabled: true, trustedProviders: ['google'] } },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      requireEmailVerification: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user: u, url }) => {
        await send('password reset', mailer.send(passwordResetEmail(u.email, url)));
      },
      onExistingUserSignUp: async ({ user: u }) => {
        await send('existing account', mailer.send(existingAccountEmail(u.email, config.APP_URL)));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user: u, url }) => {
        await send('verification', mailer.send(verificationEmail(u.email, u.name, toDashboard(url))));
      },
      // The welcome goes to a confirmed address only: never to a stranger an unverified sign-up named.
      afterEmailVerification: async (u) => {
        void send('welcome', mailer.send(welcomeEmail(u.email, u.name, config.APP_URL)));
      },
    },
    // Failures after a redirect (Google sign-in) land on the app's own page, which shows the 'Error' toast.
    onAPIError: { errorURL: `${config.APP_URL}/` },
    socialProviders: google,
    rateLimit: {
      enabled: config.AUTH_RATE_LIMIT,
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: 5 },
        '/sign-up/email': { window: 60, max: 5 },
        '/request-password-reset': { window: 60, max: 3 },
        '/reset-password': { window: 60, max: 5 },
      },
    },
    advanced: {
      cookiePrefix: 'mealwise',
      useSecureCookies: config.isProduction,
      // better-auth skips its origin check when NODE_ENV=test; keep it on so tests meet what browsers meet.
      disableOriginCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    databaseHooks: {
      user: {
        create: {
          // A Google profile's name may be longer than a person can type; it is cut, not refused.
          before: async (data) => ({ data: { ...data, name: (data.name ?? '').slice(0, MAX_NAME_LENGTH) } }),
          after: async (created, ctx) => {
            if (ctx?.path === '/sign-up/email') await recordSignupConsents(db, created.id, ctx);
            // Google accounts arrive confirmed; e-mail sign-ups get their welcome once they confirm.
            if (created.emailVerified)
              void send('welcome', mailer.send(welcomeEmail(created.email, created.name, config.APP_URL)));
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/sign-up/email') {
          assertStrongPassword(ctx.body?.password, ctx.body?.email);
          await assertSignupConsents(db, ctx.body);
        }
        if (ctx.path === '/reset-password') assertStrongPassword(ctx.body?.newPassword);
        if (ctx.path === '/change-password') {
          assertStrongPassword(ctx.body?.newPassword, ctx.context.session?.user.email);
          // A new password signs out every other device, which may be the one that knew the old password.
          return { context: { body: { ...ctx.body, revokeOtherSessions: true } } };
        }
        if (ctx.path === '/sign-in/email') await guardPasswordSignIn(ctx, signInLimit);
        if (ctx.path === '/sign-in/social' && ctx.body?.provider === 'google' && !('google' in google)) {
          throw new APIError('BAD_REQUEST', {
            code: 'provider_not_configured',
            message: 'Google sign-in is not configured on this server. Please continue with your e-mail and password.',
          });
        }
        if (ctx.path === '/reset-password') await signInAfterReset.before(ctx);
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/reset-password') await signInAfterReset.after(ctx, (email) => signInLimit.clear(email));
        if (ctx.path === '/sign-in/email') await countPasswordSignIn(ctx, signInLimit);
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];
const NOT_VERIFIED = { code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' };

/**
 * Before better-auth checks a password: an account locked by wrong guesses answers 429 without a check, and an
 * unconfirmed account answers the same 403 whether the password is right or wrong (better-auth says 401 for a wrong
 * one, which told a guesser the right one apart). Only the right password sends a new confirmation link.
 */
async function guardPasswordSignIn(ctx: HookContext, limit: SignInLimit): Promise<void> {
  const { email, password } = (ctx.body ?? {}) as { email?: unknown; password?: unknown };
  if (typeof email !== 'string' || typeof password !== 'string') return;
  const wait = await limit.waitFor(email);
  if (wait > 0) {
    throw new APIError(
      'TOO_MANY_REQUESTS',
      { code: 'ACCOUNT_LOCKED', message: lockedMessage(wait) },
      { 'retry-after': String(Math.ceil(wait / 1000)) },
    );
  }
  const found = await ctx.context.internalAdapter.findUserByEmail(email.toLowerCase(), { includeAccounts: true });
  if (!found || found.user.emailVerified) return;
  const hash = found.accounts.find((a) => a.providerId === 'credential')?.password;
  if (hash && (await ctx.context.password.verify({ hash, password }))) return; // better-auth resends the link and answers 403
  await limit.recordFailure(email);
  throw new APIError('FORBIDDEN', NOT_VERIFIED);
}

/** After a password sign-in: a wrong password counts against the account, a success clears its count. */
async function countPasswordSignIn(ctx: HookContext, limit: SignInLimit): Promise<void> {
  const email = (ctx.body as { email?: unknown } | undefined)?.email;
  if (typeof email !== 'string') return;
  const returned = ctx.context.returned;
  if (returned instanceof APIError) {
    if (returned.statusCode === 401) await limit.recordFailure(email);
  } else if (returned) {
    await limit.clear(email);
  }
}

/** A confirmation link always ends on /dashboard (spec 000 section 2), also when it was re-sent at sign-in. */
function toDashboard(link: string): string {
  const url = new URL(link);
  // Marked as a confirmation link (as the sign-up dialog marks its own): used twice or expired, it lands home with
  // the sign-in dialog saying so instead of in silence (web/features/accounts/components/require-session.tsx).
  if (!url.searchParams.get('callbackURL') || url.searchParams.get('callbackURL') === '/')
    url.searchParams.set('callbackURL', '/dashboard?link=confirm');
  return url.toString();
}
