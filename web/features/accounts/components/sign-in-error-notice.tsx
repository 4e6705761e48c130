import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { notify } from '../../../lib/toast';

/** Plain words for the codes the server adds when a Google sign-in fails after its redirect (`/?error=...`). */
const MESSAGES: Record<string, string> = {
  access_denied: 'Google sign-in was cancelled. You can try again, or continue with your e-mail.',
  state_mismatch: 'Google sign-in took too long or was started in another tab. Please try again.',
  please_restart_the_process: 'Google sign-in took too long or was started in another tab. Please try again.',
  account_not_linked: 'This e-mail already has an account. Please sign in with your e-mail and password.',
  email_not_found: 'Google did not share an e-mail address with us. Please continue with your e-mail.',
  signup_disabled: 'New accounts cannot be created with Google right now. Please sign up with your e-mail.',
};
export const SIGN_IN_FAILED = 'Google sign-in did not complete. Please try again.';

export function signInErrorMessage(code: string): string {
  return MESSAGES[code] ?? SIGN_IN_FAILED;
}

/**
 * A sign-in that failed after leaving the app comes back as `?error=<code>`: the spec's 'Error' toast says what
 * happened (spec 000 section 9), and the code leaves the address so a reload does not repeat it.
 */
export function SignInErrorNotice() {
  const [params, setParams] = useSearchParams();
  // Only the landing page, where the server sends these; other pages read their own `error` (a reset link's).
  const code = useLocation().pathname === '/' ? params.get('error') : null;
  useEffect(() => {
    if (!code) return;
    notify({ title: 'Error', description: signInErrorMessage(code), variant: 'destructive' });
    const next = new URLSearchParams(params);
    next.delete('error');
    next.delete('error_description');
    setParams(next, { replace: true });
  }, [code, params, setParams]);
  return null;
}
