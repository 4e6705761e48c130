import { notify, RESET_TOAST_MS } from '../../lib/toast';
import { authClient } from '../../lib/auth-client';
import { authErrorMessage } from './auth-errors';

/** Asks for a password-reset e-mail with the spec's toasts (section 8); true when it was sent. */
export async function sendResetLink(email: string): Promise<boolean> {
  try {
    const { error } = await authClient.requestPasswordReset({ email, redirectTo: '/reset-password' });
    if (error) {
      notify({
        title: 'Error',
        description:
          error.status && error.status < 500 ? authErrorMessage(error) : 'Failed to send password reset email',
        variant: 'destructive',
      });
      return false;
    }
  } catch {
    notify({ title: 'Error', description: 'Something went wrong. Please try again.', variant: 'destructive' });
    return false;
  }
  notify({
    title: 'Password Reset Email Sent',
    description:
      "We've sent a password reset link to your email address. Please check your inbox and follow the instructions to reset your password.",
    duration: RESET_TOAST_MS,
  });
  return true;
}
