import { inferAdditionalFields } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

// better-auth's own client, used through its public API only (decision 035, 2026-11-27): `useSession` is
// its session store, which reads GET /api/auth/get-session when first used, again after every call that
// changes the session (sign-in, sign-up, sign-out), on focus (at most every 5 s) and when another tab signs
// out (better-auth's own cross-tab message). It is part of every page's first load (about 12 KB gzip).

/** Gateway answers a moment of restart or overload gives (spec 000 section 8: retryable auth errors). */
export const RETRYABLE_AUTH_STATUS = [502, 503, 504];

/**
 * better-auth's client, talking to /api/auth on the app's own origin. A call answered 502, 503 or 504 is
 * tried again after 200, 400 and 800 ms before its error is shown.
 */
export const authClient = createAuthClient({
  fetchOptions: {
    retry: {
      type: 'exponential',
      attempts: 3,
      baseDelay: 200,
      maxDelay: 2000,
      shouldRetry: (response: Response | null) => response !== null && RETRYABLE_AUTH_STATUS.includes(response.status),
    },
  },
  plugins: [
    inferAdditionalFields({
      user: { plan: { type: 'string', required: false }, planExpiresAt: { type: 'date', required: false } },
    }),
  ],
});

export type Session = typeof authClient.$Infer.Session;

/** The signed-in session: `{ data, isPending, isRefetching, error, refetch }` (better-auth's hook). */
export const useSession = authClient.useSession;

/** Whether someone is signed in (false for a visitor and while the session is being read). */
export function useSignedIn(): boolean {
  return Boolean(useSession().data?.user);
}
