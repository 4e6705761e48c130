import { createStore } from './store';

export type AuthMode = 'signin' | 'signup' | 'forgot';

/** What the sign-in dialog says when it opens for a subscription. */
export const SIGN_IN_TO_SUBSCRIBE =
  'Sign in or create an account to subscribe. You come back to your plan choice afterwards.';

export interface AuthIntent {
  /** Said at the top of the dialog (why it opened: an expired confirmation link...). */
  notice?: string;
  /** Where a confirmation link (sign-up) brings the person back to; /dashboard when absent. */
  returnTo?: string;
  /** What to do once signed in here (reopen the dialog the person came from). */
  onSignedIn?: () => void;
}

interface AuthDialogState extends AuthIntent {
  open: boolean;
  mode: AuthMode;
  /** Counts openings: each opening starts from a fresh form (not the last sign-up's 'Check your inbox'). */
  opening: number;
}

const store = createStore<AuthDialogState>({ open: false, mode: 'signin', opening: 0 });

/** Opens the one authentication dialog from anywhere (header, hero, pricing...). */
export const openAuthDialog = (mode: AuthMode = 'signin', intent: AuthIntent = {}) =>
  store.set({ open: true, mode, opening: store.get().opening + 1, ...intent });
export const closeAuthDialog = () => store.set({ ...store.get(), open: false });
export const setAuthMode = (mode: AuthMode) => store.set({ ...store.get(), mode });

export const useAuthDialog = store.use;
