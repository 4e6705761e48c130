import { UNEXPECTED_ERROR } from '../../lib/api';

export interface AuthClientError {
  code?: string;
  message?: string;
  status?: number;
  reasons?: string[];
}

/** better-auth's error codes that deserve a plainer sentence than its default message. */
const PLAIN: Record<string, string> = {
  // Said alike for a right and a wrong password (the server does not tell them apart for an unconfirmed account).
  EMAIL_NOT_VERIFIED: 'Please confirm your e-mail address first. If your password was right, we have sent you a new confirmation link.',
  INVALID_EMAIL_OR_PASSWORD: 'Invalid email or password',
  INVALID_EMAIL: 'Please enter a valid e-mail address.',
  PASSWORD_TOO_SHORT: 'Password must be at least 6 characters long',
  INVALID_TOKEN: 'This reset link is invalid or has expired. Please ask for a new one.',
};

export function authErrorMessage(error: AuthClientError | null | undefined): string {
  if (!error) return UNEXPECTED_ERROR;
  if (error.code === 'ACCOUNT_LOCKED' && error.message) return error.message;
  if (error.status === 429) return 'Too many attempts. Please wait a minute and try again.';
  if (error.code && PLAIN[error.code]) return PLAIN[error.code]!;
  if (!error.status || error.status >= 500) return UNEXPECTED_ERROR;
  return error.message || UNEXPECTED_ERROR;
}
