import { useQuery } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { APP_NAME } from '../../../../domain/app';
import { MAX_NAME_LENGTH } from '../../../../domain/users';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Input, Label, PasswordInput } from '../../../components/ui/input';
import { useRegion } from '../../../lib/region';
import { notify, RESET_TOAST_MS } from '../../../lib/toast';
import { legalItemsQuery } from '../../legal/api';
import { authClient } from '../auth-client';
import { closeAuthDialog, setAuthMode, useAuthDialog, type AuthMode } from '../auth-dialog-store';
import { authErrorMessage, type AuthClientError } from '../auth-errors';
import { GoogleButton } from './google-button';
import { LegalConsents } from './legal-consents';

const TITLES: Record<AuthMode, string> = { signin: 'Welcome Back!', signup: `Join ${APP_NAME}`, forgot: 'Reset Password' };
const SUBMIT: Record<AuthMode, string> = { signin: 'Sign In', signup: 'Create Account', forgot: 'Send Reset Link' };

/** The authentication dialog: sign in, sign up and forgot password (spec 000 sections 2, 4, 5 and 8). */
export function AuthDialog() {
  const { open, mode } = useAuthDialog();
  const region = useRegion();
  const legal = useQuery({ ...legalItemsQuery(region), enabled: open && mode === 'signup' });
  const [fields, setFields] = useState({ name: '', email: '', password: '' });
  const [ticked, setTicked] = useState<Set<number>>(new Set());
  const [busy, setBusy] = useState(false);
  const [reasons, setReasons] = useState<string[]>([]);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const switchMode = (next: AuthMode) => {
    setFields({ name: '', email: '', password: '' });
    setReasons([]);
    setSentTo(null);
    setAuthMode(next);
  };
  const items = legal.data ?? [];
  const allRequired = items.filter((i) => i.isRequiredForSignup).every((i) => ticked.has(i.id));
  const fail = (error: AuthClientError | null | undefined) => {
    if (error?.code === 'weak_password' || error?.code === 'WEAK_PASSWORD') setReasons(error.reasons ?? []);
    if (error?.code === 'consent_required') {
      notify({ title: 'Consent Required', description: 'Please accept all required terms and policies to continue.', variant: 'destructive' });
      return;
    }
    notify({ title: 'Error', description: authErrorMessage(error), variant: 'destructive' });
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (mode === 'signup' && !allRequired) {
      notify({ title: 'Consent Required', description: 'Please accept all required terms and policies to continue.', variant: 'destructive' });
      return;
    }
    setBusy(true);
    setReasons([]);
    try {
      if (mode === 'signin') {
        const { error } = await authClient.signIn.email({ email: fields.email, password: fields.password });
        if (error) return fail(error);
        notify({ title: 'Welcome back!', description: 'You have successfully signed in' });
        closeAuthDialog();
      } else if (mode === 'signup') {
        const consents = [...ticked].filter((id) => id > 0);
        const { error } = await authClient.signUp.email({
          name: fields.name.trim(), email: fields.email, password: fields.password, callbackURL: '/dashboard',
          // Extra fields read by the server's sign-up hook: the ticked legal items and the region.
          ...({ consents, region } as object),
        });
        if (error) return fail(error);
        notify({ title: 'Account created!', description: 'Please check your email to verify your account' });
        setSentTo(fields.email);
      } else {
        const { error } = await authClient.requestPasswordReset({ email: fields.email, redirectTo: '/reset-password' });
        if (error) return notify({ title: 'Error', description: error.status && error.status < 500 ? authErrorMessage(error) : 'Failed to send password reset email', variant: 'destructive' });
        notify({
          title: 'Password Reset Email Sent',
          description: "We've sent a password reset link to your email address. Please check your inbox and follow the instructions to reset your password.",
          duration: RESET_TOAST_MS,
        });
        switchMode('signin');
      }
    } catch {
      notify({ title: 'Error', description: 'Something went wrong. Please try again.', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  const set = (key: keyof typeof fields) => (e: React.ChangeEvent<HTMLInputElement>) => setFields((f) => ({ ...f, [key]: e.target.value }));

  const emailField = (
    <div>
      <Label htmlFor="auth-email">Email</Label>
      <Input id="auth-email" type="email" autoComplete="email" required value={fields.email} onChange={set('email')} />
    </div>
  );
  return (
    <Dialog open={open} onOpenChange={(o) => (o ? undefined : closeAuthDialog())} title={TITLES[mode]} className={mode === 'signup' ? 'sm:w-[min(92vw,560px)]' : 'sm:w-[min(92vw,460px)]'}>
      {sentTo ? (
        <div className="rounded-2xl border border-mint/40 bg-mint/10 p-4 text-sm" role="status">
          <MailCheck className="mb-2 size-6 text-mint" aria-hidden />
          <p className="font-semibold">Check your inbox</p>
          <p className="mt-1 text-muted">
            We sent a confirmation link to <strong className="text-ink">{sentTo}</strong>. Open it to verify your account and go
            straight to your dashboard.
          </p>
        </div>
      ) : (
        <form onSubmit={submit} className="space-y-4" noValidate={false}>
          {mode !== 'forgot' ? (
            <>
              <GoogleButton disabled={busy} />
              <div className="flex items-center gap-3 text-xs font-semibold tracking-wide text-muted uppercase">
                <span className="h-px flex-1 bg-line" />
                Or continue with email
                <span className="h-px flex-1 bg-line" />
              </div>
            </>
          ) : null}
          {mode === 'signup' ? (
            // Side by side from 640 px, so that the whole sign-up form fits a laptop screen without scrolling.
            <div className="grid gap-4 sm:grid-cols-2 sm:gap-3">
              <div>
                <Label htmlFor="auth-name">Full Name</Label>
                <Input id="auth-name" autoComplete="name" required maxLength={MAX_NAME_LENGTH} value={fields.name} onChange={set('name')} />
              </div>
              {emailField}
            </div>
          ) : (
            emailField
          )}
          {mode !== 'forgot' ? (
            <div>
              <Label htmlFor="auth-password">Password</Label>
              <PasswordInput
                id="auth-password"
                autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
                required
                minLength={mode === 'signup' ? 6 : undefined}
                value={fields.password}
                onChange={set('password')}
              />
              {reasons.length ? (
                <ul className="mt-2 space-y-1 text-sm text-danger" aria-live="polite">
                  {reasons.map((r) => <li key={r}>• {r}</li>)}
                </ul>
              ) : null}
            </div>
          ) : null}
          {mode === 'signup' && items.length ? (
            <LegalConsents items={items} ticked={ticked} onToggle={(id, on) => setTicked((s) => { const n = new Set(s); if (on) n.add(id); else n.delete(id); return n; })} />
          ) : null}
          <Button type="submit" size="lg" className="w-full" disabled={busy || (mode === 'signup' && !allRequired)}>
            {busy ? 'Please wait...' : SUBMIT[mode]}
          </Button>
        </form>
      )}
      <div className="mt-5 space-y-2 text-center text-sm">
        {mode === 'signin' ? (
          <>
            <ModeLink onClick={() => switchMode('forgot')}>Forgot your password?</ModeLink>
            <ModeLink onClick={() => switchMode('signup')}>Don&apos;t have an account? Sign up</ModeLink>
          </>
        ) : null}
        {mode === 'signup' ? <ModeLink onClick={() => switchMode('signin')}>Already have an account? Sign in</ModeLink> : null}
        {mode === 'forgot' ? <ModeLink onClick={() => switchMode('signin')}>Remember your password? Sign in</ModeLink> : null}
      </div>
    </Dialog>
  );
}

function ModeLink({ onClick, children }: { onClick(): void; children: React.ReactNode }) {
  return (
    <button type="button" onClick={onClick} className="block w-full font-semibold text-mint hover:text-ink">
      {children}
    </button>
  );
}
