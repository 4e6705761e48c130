import { UNEXPECTED_ERROR } from '../../lib/api';

export interface AuthClientError {
  code?: string;
  message?: string;
  status?: number;
  reasons?: string[];
  /** The app's own error shape ({ error: { code, message } }), when the server refused before better-auth ran. */
  error?: { code?: string; message?: string };
}

/** better-auth's refusal of a page served from another origin; the app's own guard says the same. */
const CROSS_SITE = 'This request did not come from the Mealwise app.';

/** better-auth's error codes that deserve a plainer sentence than its default message. */
const PLAIN: Record<string, string> = {
  // Said alike for a right and a wrong password (the server does not tell them apart for an unconfirmed account).
  EMAIL_NOT_VERIFIED:
    'Please confirm your e-mail address first. If your password was right, we have sent you a new confirmation link.',
  INVALID_EMAIL_OR_PASSWORD: 'Invalid email or password',
  INVALID_EMAIL: 'Please enter a valid e-mail address.',
  PASSWORD_TOO_SHORT: 'Password must be at least 6 characters long',
  INVALID_TOKEN: 'This reset link is invalid or has expired. Please ask for a new one.',
  INVALID_ORIGIN: CROSS_SITE,
  MISSING_OR_NULL_ORIGIN: CROSS_SITE,
};

export function authErrorMessage(received: AuthClientError | null | undefined): string {
  if (!received) return UNEXPECTED_ERROR;
  const error = received.error ? { ...received, ...received.error } : received;
  if (error.code === 'ACCOUNT_LOCKED' && error.message) return error.message;
  if (error.status === 429) return 'Too many attempts. Please wait a minute and try again.';
  if (error.code && PLAIN[error.code]) return PLAIN[error.code]!;
  if (!error.status || error.status >= 500) return UNEXPECTED_ERROR;
  return error.message || UNEXPECTED_ERROR;
}
