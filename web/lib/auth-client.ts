import { useSyncExternalStore } from 'react';
import type * as BetterAuthReact from 'better-auth/react';
import type * as BetterAuthPlugins from 'better-auth/client/plugins';

// The session is read on every page, before first paint; better-auth's client (with better-fetch and
// nanostores) is needed only to sign in, up or out and to reset a password. So `useSession` is a small
// store of our own reading GET /api/auth/get-session, and `authClient` loads the real client on its first
// call (see decision 007). Only better-auth's public client API and its HTTP endpoint are used. The store
// keeps better-auth's semantics: `isPending` while no session is known, a refetch after every call that
// changes the session, on focus (at most every 5 s) and when another tab signs in or out.

/** Gateway answers a moment of restart or overload gives (spec 000 section 8: retryable auth errors). */
export const RETRYABLE_AUTH_STATUS = [502, 503, 504];

/**
 * better-auth's client, talking to /api/auth on the app's own origin. A call answered 502, 503 or 504 is
 * tried again after 200, 400 and 800 ms before its error is shown.
 */
function createClient(lib: typeof BetterAuthReact, plugins: typeof BetterAuthPlugins) {
  return lib.createAuthClient({
    fetchOptions: {
      retry: {
        type: 'exponential',
        attempts: 3,
        baseDelay: 200,
        maxDelay: 2000,
        shouldRetry: (response: Response | null) =>
          response !== null && RETRYABLE_AUTH_STATUS.includes(response.status),
      },
    },
    plugins: [
      plugins.inferAdditionalFields({
        user: { plan: { type: 'string', required: false }, planExpiresAt: { type: 'date', required: false } },
      }),
    ],
  });
}
type AuthClient = ReturnType<typeof createClient>;
export type Session = AuthClient['$Infer']['Session'];

let client: Promise<AuthClient> | undefined;
function loadClient(): Promise<AuthClient> {
  client ??= Promise.all([import('better-auth/react'), import('better-auth/client/plugins')]).then(
    ([lib, plugins]) => createClient(lib, plugins),
    (error: unknown) => {
      client = undefined; // try again on the next call
      throw error;
    },
  );
  return client;
}

/** Other tabs of the app read their session again when this one signs in or out (our own channel, not better-auth's). */
const SESSION_CHANNEL = 'mealwise.session';
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(SESSION_CHANNEL);

/**
 * One of better-auth's client calls, made once the client has loaded. When it may have changed the session,
 * the session is read again before the caller goes on, and the other tabs are told.
 */
async function call<T>(run: (c: AuthClient) => Promise<T>, changesSession = true): Promise<T> {
  const result = await run(await loadClient());
  if (changesSession) {
    await refetch();
    channel?.postMessage('changed');
  }
  return result;
}

type Input<F> = F extends (input: infer I, ...rest: never[]) => unknown ? I : never;

/** The calls the app makes to better-auth, through its public client API only. */
export const authClient = {
  signIn: {
    email: (input: Input<AuthClient['signIn']['email']>) => call((c) => c.signIn.email(input)),
    /** Leaves the page for the provider: nothing to read again here. */
    social: (input: Input<AuthClient['signIn']['social']>) => call((c) => c.signIn.social(input), false),
  },
  signUp: {
    email: (input: Input<AuthClient['signUp']['email']>) => call((c) => c.signUp.email(input)),
  },
  signOut: () => call((c) => c.signOut()),
  requestPasswordReset: (input: Input<AuthClient['requestPasswordReset']>) =>
    call((c) => c.requestPasswordReset(input), false),
  resetPassword: (input: Input<AuthClient['resetPassword']>) => call((c) => c.resetPassword(input)),
};

interface SessionState {
  data: Session | null;
  error: unknown;
  isPending: boolean;
  isRefetching: boolean;
  refetch: (options?: RefetchOptions) => Promise<void>;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,7})?(?:Z|[+-]\d{2}:\d{2})$/;
/** Dates come back as Date objects, as better-auth's own parser gives them. */
const parse = (text: string): unknown =>
  JSON.parse(text, (_key, value: unknown) =>
    typeof value === 'string' && ISO_DATE.test(value) ? new Date(value) : value,
  );

let state: SessionState = { data: null, error: null, isPending: true, isRefetching: false, refetch };
const listeners = new Set<() => void>();
function update(next: Partial<SessionState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

type RefetchOptions = { query?: Record<string, string | number | boolean> };
let flight: AbortController | undefined;
let latest: Promise<void> = Promise.resolve();
let lastRequest = 0;

/** Reads the session again; a newer read replaces an older one, whose callers then wait for the newer. */
function refetch(options?: RefetchOptions): Promise<void> {
  flight?.abort();
  const controller = (flight = new AbortController());
  latest = read(controller.signal, options);
  return latest;
}

async function read(signal: AbortSignal, options?: RefetchOptions): Promise<void> {
  lastRequest = Date.now();
  update({ isPending: state.data === null, isRefetching: true, error: null });
  const query = options?.query
    ? `?${new URLSearchParams(Object.entries(options.query).map(([k, v]) => [k, String(v)]))}`
    : '';
  try {
    let response = await fetch(`/api/auth/get-session${query}`, { credentials: 'include', signal });
    let body = response.ok ? (parse(await response.text()) as (Session & { needsRefresh?: boolean }) | null) : null;
    if (response.ok && body?.needsRefresh) {
      response = await fetch('/api/auth/get-session', { method: 'POST', credentials: 'include', signal });
      body = response.ok ? (parse(await response.text()) as Session | null) : null;
    }
    if (signal.aborted) return latest;
    if (!response.ok) {
      update({
        data: response.status === 401 ? null : state.data,
        error: { status: response.status, statusText: response.statusText },
        isPending: false,
        isRefetching: false,
      });
      return;
    }
    const data = body?.session && body.user ? body : null;
    // The same answer keeps the same object, so nothing re-renders for nothing.
    update({
      data: data && state.data && JSON.stringify(data) === JSON.stringify(state.data) ? state.data : data,
      isPending: false,
      isRefetching: false,
    });
  } catch (error) {
    if (signal.aborted) return latest;
    update({ error, isPending: false, isRefetching: false });
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// In the browser (not when a unit test imports this module), the first read starts with the first
// bundle, before React renders.
if (typeof window !== 'undefined') {
  void refetch();
  window.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && Date.now() - lastRequest > 5000) void refetch();
  });
  // A sign-in or sign-out in another tab.
  channel?.addEventListener('message', () => void refetch());
}

/** The signed-in session: `{ data, isPending, isRefetching, error, refetch }`, as better-auth's `useSession`. */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, () => state);
}

/** Whether someone is signed in (false for a visitor and while the session is being read). */
export function useSignedIn(): boolean {
  return Boolean(useSession().data?.user);
}
