import type { GenericEndpointContext } from 'better-auth';
import { setSessionCookie } from 'better-auth/cookies';

/**
 * After a successful password reset the person is signed in and sent to /dashboard (spec 000 section 2).
 * better-auth consumes the reset token, so the before-hook notes whose token it is.
 */
const pending = new Map<string, string>();

export const signInAfterReset = {
  async before(ctx: GenericEndpointContext): Promise<void> {
    const token = (ctx.body as { token?: unknown } | undefined)?.token;
    if (typeof token !== 'string') return;
    const verification = await ctx.context.internalAdapter.findVerificationValue(`reset-password:${token}`);
    if (verification && verification.expiresAt > new Date()) pending.set(token, verification.value);
  },

  /** Signs the person in; `signedIn` hears their e-mail (to clear the wrong-password count a reset makes moot). */
  async after(ctx: GenericEndpointContext, signedIn?: (email: string) => Promise<void>): Promise<void> {
    const token = (ctx.body as { token?: unknown } | undefined)?.token;
    if (typeof token !== 'string') return;
    const userId = pending.get(token);
    pending.delete(token);
    const returned = (ctx.context as { returned?: unknown }).returned as { status?: boolean } | undefined;
    if (!userId || !returned || returned.status !== true) return;
    const user = await ctx.context.internalAdapter.findUserById(userId);
    if (!user) return;
    const session = await ctx.context.internalAdapter.createSession(userId);
    await setSessionCookie(ctx, { session, user });
    await signedIn?.(user.email);
  },
};
