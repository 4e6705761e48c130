import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Input, Label, PasswordInput } from '../../../components/ui/input';
import { PageTitle } from '../../../components/ui/page-title';
import { notify } from '../../../lib/toast';
import { authClient, useSession } from '../../../lib/auth-client';
import { authErrorMessage } from '../auth-errors';
import { sendResetLink } from '../send-reset-link';

/** Without a working link, the page asks for a new one instead of ending there. */
function RequestNewLink() {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    if (await sendResetLink(email)) setSentTo(email);
    setBusy(false);
  }
  if (sentTo) {
    return (
      <p role="status" className="mt-4 rounded-2xl border border-mint/40 bg-mint/10 p-4 text-sm">
        If <strong>{sentTo}</strong> has an account, a new reset link is on its way. Open it to set your new password.
      </p>
    );
  }
  return (
    <form
      onSubmit={submit}
      aria-label="Ask for a new reset link"
      className="mt-4 space-y-4 rounded-3xl border border-line bg-surface p-6"
    >
      <p className="text-sm text-muted">
        Reset links come by e-mail and work once. Enter your e-mail address and we will send you a new one.
      </p>
      <div>
        <Label htmlFor="reset-email">Email</Label>
        <Input
          id="reset-email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Please wait...' : 'Send Reset Link'}
      </Button>
    </form>
  );
}

/** Set a new password from the e-mailed link (spec 000 section 2). The link carries a single-use token. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const linkError = params.get('error');
  const navigate = useNavigate();
  const { refetch } = useSession();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (password !== confirm) return setProblem('Passwords do not match');
    if (password.length < 6) return setProblem('Password must be at least 6 characters long');
    setProblem(null);
    setBusy(true);
    try {
      const { error } = await authClient.resetPassword({ newPassword: password, token: token! });
      if (error) {
        const reasons = (error as { reasons?: string[] }).reasons;
        setProblem(reasons?.length ? reasons.join('. ') : authErrorMessage(error));
        notify({ title: 'Error', description: authErrorMessage(error), variant: 'destructive' });
        return;
      }
      // The reset signed the person in (our server's hook), which better-auth's client does not count as a
      // session change: read the session before the protected page opens.
      await refetch();
      notify({ title: 'Password updated', description: 'Your password has been successfully updated' });
      void navigate('/dashboard');
    } catch {
      notify({ title: 'Error', description: 'Something went wrong. Please try again.', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="mx-auto w-full max-w-md px-4 py-10">
      <PageTitle title="Reset Password">Set a new password</PageTitle>
      {!token ? (
        <>
          <p className="mt-6 rounded-2xl border border-danger/50 bg-danger/10 p-4 font-semibold" role="alert">
            {linkError === 'INVALID_TOKEN'
              ? 'This reset link is invalid or has expired. Please ask for a new one.'
              : 'Auth session missing!'}
          </p>
          <RequestNewLink />
        </>
      ) : (
        <form onSubmit={submit} className="mt-6 space-y-4 rounded-3xl border border-line bg-surface p-6">
          <div>
            <Label htmlFor="new-password">New password</Label>
            <PasswordInput
              id="new-password"
              autoComplete="new-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </div>
          <div>
            <Label htmlFor="confirm-password">Confirm new password</Label>
            <PasswordInput
              id="confirm-password"
              autoComplete="new-password"
              required
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
            />
          </div>
          {problem ? (
            <p className="text-sm font-semibold text-danger" role="alert">
              {problem}
            </p>
          ) : null}
          <Button type="submit" size="lg" className="w-full" disabled={busy}>
            {busy ? 'Updating...' : 'Update Password'}
          </Button>
        </form>
      )}
    </main>
  );
}
