import { useSyncExternalStore } from 'react';
import type * as BetterAuthReact from 'better-auth/react';
import type * as BetterAuthPlugins from 'better-auth/client/plugins';

// The session is read on every page, before first paint; better-auth's client (with better-fetch and
// nanostores) is needed only to sign in, up or out and to reset a password. So `useSession` is a small
// store of our own reading GET /api/auth/get-session, and `authClient` loads the real client on its first
// call (see decision 007). The store keeps better-auth's semantics: `isPending` while no session is known,
// a refetch after every call that changes the session, on focus (at most every 5 s) and when another tab
// signs out.

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
        shouldRetry: (response: Response | null) => response !== null && RETRYABLE_AUTH_STATUS.includes(response.status),
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
    ([lib, plugins]) => {
      const loaded = createClient(lib, plugins);
      // better-auth toggles this signal after sign-in, sign-up, sign-out, update-user...: read the session again.
      loaded.$store.atoms.$sessionSignal?.listen(() => void refetch());
      return loaded;
    },
    (error: unknown) => {
      client = undefined; // try again on the next call
      throw error;
    },
  );
  return client;
}

/** `authClient.signIn.email(...)` and the like: the same calls, made once the real client has loaded. */
function deferred(path: string[]): unknown {
  return new Proxy(() => undefined, {
    get: (_target, key) => (typeof key === 'string' && key !== 'then' ? deferred([...path, key]) : undefined),
    apply: async (_target, _this, args: unknown[]) => {
      let owner: unknown = await loadClient();
      for (const key of path.slice(0, -1)) owner = (owner as Record<string, unknown>)[key];
      const method = (owner as Record<string, (...a: unknown[]) => unknown>)[path.at(-1)!]!;
      // Reflect.apply: better-auth's methods are proxies too, and `method.apply` would read a path named 'apply'.
      const result: unknown = await Reflect.apply(method, owner, args);
      // better-auth tells the other tabs, which read their session again (its own store is not used here).
      if (path[0] === 'signOut') {
        try {
          localStorage.setItem('better-auth.message', JSON.stringify({ event: 'session', data: { trigger: 'signout' }, clientId: Math.random().toString(36).slice(2, 8), timestamp: Math.floor(Date.now() / 1000) }));
        } catch {
          // storage disabled: other tabs notice on focus
        }
      }
      return result;
    },
  });
}
export const authClient = deferred([]) as AuthClient;

interface SessionState {
  data: Session | null;
  error: unknown;
  isPending: boolean;
  isRefetching: boolean;
  refetch: (options?: RefetchOptions) => Promise<void>;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,7})?(?:Z|[+-]\d{2}:\d{2})$/;
/** Dates come back as Date objects, as better-auth's own parser gives them. */
const parse = (text: string): unknown => JSON.parse(text, (_key, value: unknown) => (typeof value === 'string' && ISO_DATE.test(value) ? new Date(value) : value));

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
  const query = options?.query ? `?${new URLSearchParams(Object.entries(options.query).map(([k, v]) => [k, String(v)]))}` : '';
  try {
    let response = await fetch(`/api/auth/get-session${query}`, { credentials: 'include', signal });
    let body = response.ok ? (parse(await response.text()) as (Session & { needsRefresh?: boolean }) | null) : null;
    if (response.ok && body?.needsRefresh) {
      response = await fetch('/api/auth/get-session', { method: 'POST', credentials: 'include', signal });
      body = response.ok ? (parse(await response.text()) as Session | null) : null;
    }
    if (signal.aborted) return latest;
    if (!response.ok) {
      update({ data: response.status === 401 ? null : state.data, error: { status: response.status, statusText: response.statusText }, isPending: false, isRefetching: false });
      return;
    }
    const data = body?.session && body.user ? body : null;
    // The same answer keeps the same object, so nothing re-renders for nothing.
    update({ data: data && state.data && JSON.stringify(data) === JSON.stringify(state.data) ? state.data : data, isPending: false, isRefetching: false });
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
  // better-auth's cross-tab message (a sign-out in another tab).
  window.addEventListener('storage', (event) => {
    if (event.key === 'better-auth.message') void refetch();
  });
}

/** The signed-in session: `{ data, isPending, isRefetching, error, refetch }`, as better-auth's `useSession`. */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, () => state);
}
