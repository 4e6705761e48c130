import { useQuery } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { APP_NAME } from '../../../../domain/app';
import { MAX_NAME_LENGTH } from '../../../../domain/users';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Input, Label, PasswordInput } from '../../../components/ui/input';
import { useRegion } from '../../../lib/region';
import { notify } from '../../../lib/toast';
import { isFallbackItem } from '../../../../domain/legal';
import { legalItemsQuery } from '../../legal/api';
import { authClient } from '../../../lib/auth-client';
import { closeAuthDialog, setAuthMode, useAuthDialog, type AuthMode } from '../../../lib/auth-dialog-store';
import { authErrorMessage, type AuthClientError } from '../auth-errors';
import { sendResetLink } from '../send-reset-link';
import { GoogleButton } from './google-button';
import { LegalConsents } from './legal-consents';
import { CONFIRM_LINK_MARK } from './require-session';

const TITLES: Record<AuthMode, string> = {
  signin: 'Welcome Back!',
  signup: `Join ${APP_NAME}`,
  forgot: 'Reset Password',
};
const LEGAL_UNAVAILABLE =
  'Our policies could not be loaded, so your consent cannot be recorded yet. Please check your connection and try again.';
const SUBMIT: Record<AuthMode, string> = { signin: 'Sign In', signup: 'Create Account', forgot: 'Send Reset Link' };

/** The authentication dialog: sign in, sign up and forgot password (spec 000 sections 2, 4, 5 and 8). */
export function AuthDialog() {
  const { open, mode, opening, notice, returnTo, onSignedIn } = useAuthDialog();
  const region = useRegion();
  const legal = useQuery({ ...legalItemsQuery(region), enabled: open && mode === 'signup' });
  const [fields, setFields] = useState({ name: '', email: '', password: '' });
  const [ticked, setTicked] = useState<Set<number>>(new Set());
  const [busy, setBusy] = useState(false);
  const [reasons, setReasons] = useState<string[]>([]);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [legalNotice, setLegalNotice] = useState<string | null>(null);
  // Every opening starts from a fresh form: a finished sign-up's 'Check your inbox' does not come back.
  const [shownOpening, setShownOpening] = useState(opening);
  if (shownOpening !== opening) {
    setShownOpening(opening);
    setFields({ name: '', email: '', password: '' });
    setTicked(new Set());
    setReasons([]);
    setSentTo(null);
    setLegalNotice(null);
  }

  const switchMode = (next: AuthMode) => {
    setFields({ name: '', email: '', password: '' });
    setReasons([]);
    setSentTo(null);
    setLegalNotice(null);
    setAuthMode(next);
  };
  const items = legal.data ?? [];
  const allRequired = items.filter((i) => i.isRequiredForSignup).every((i) => ticked.has(i.id));
  const fail = (error: AuthClientError | null | undefined) => {
    if (error?.code === 'weak_password' || error?.code === 'WEAK_PASSWORD') setReasons(error.reasons ?? []);
    if (error?.code === 'consent_required') {
      notify({
        title: 'Consent Required',
        description: 'Please accept all required terms and policies to continue.',
        variant: 'destructive',
      });
      return;
    }
    notify({ title: 'Error', description: authErrorMessage(error), variant: 'destructive' });
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (mode === 'signup' && !allRequired) {
      notify({
        title: 'Consent Required',
        description: 'Please accept all required terms and policies to continue.',
        variant: 'destructive',
      });
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
        onSignedIn?.();
      } else if (mode === 'signup') {
        if (items.some(isFallbackItem)) return await reloadLegalList();
        const consents = [...ticked].filter((id) => id > 0);
        const { error } = await authClient.signUp.email({
          name: fields.name.trim(),
          email: fields.email,
          password: fields.password,
          callbackURL: returnTo ?? `/dashboard?${CONFIRM_LINK_MARK}`,
          // Extra fields read by the server's sign-up hook: the ticked legal items and the region.
          ...({ consents, region } as object),
        });
        if (error) return fail(error);
        notify({ title: 'Account created!', description: 'Please check your email to verify your account' });
        setSentTo(fields.email);
      } else {
        if (await sendResetLink(fields.email)) switchMode('signin');
      }
    } catch {
      notify({ title: 'Error', description: 'Something went wrong. Please try again.', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  /**
   * The built-in legal list is shown when the server's could not be read; the server records consent only to
   * its own items. So a sign-up first reads the list again: when it comes, the person reviews and ticks the
   * real items (a tick given to a summary is not carried to a text they have not been shown).
   */
  async function reloadLegalList(): Promise<void> {
    const reloaded = (await legal.refetch()).data ?? [];
    if (reloaded.some(isFallbackItem)) {
      notify({ title: 'Error', description: LEGAL_UNAVAILABLE, variant: 'destructive' });
    } else {
      setTicked(new Set());
      setLegalNotice('Our current policies have loaded. Please review and accept them to create your account.');
    }
  }

  const set = (key: keyof typeof fields) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setFields((f) => ({ ...f, [key]: e.target.value }));

  const emailField = (
    <div>
      <Label htmlFor="auth-email">Email</Label>
      <Input id="auth-email" type="email" autoComplete="email" required value={fields.email} onChange={set('email')} />
    </div>
  );
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => (o ? undefined : closeAuthDialog())}
      title={TITLES[mode]}
      className={mode === 'signup' ? 'sm:w-[min(92vw,560px)]' : 'sm:w-[min(92vw,460px)]'}
    >
      {notice ? (
        <p role="status" className="mb-4 rounded-2xl border border-brand/50 bg-brand/10 p-3 text-sm font-semibold">
          {notice}
        </p>
      ) : null}
      {sentTo ? (
        <div className="rounded-2xl border border-mint/40 bg-mint/10 p-4 text-sm" role="status">
          <MailCheck className="mb-2 size-6 text-mint" aria-hidden />
          <p className="font-semibold">Check your inbox</p>
          <p className="mt-1 text-muted">
            We sent a confirmation link to <strong className="text-ink">{sentTo}</strong>. Open it to verify your
            account and go straight to your dashboard.
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
                <Input
                  id="auth-name"
                  autoComplete="name"
                  required
                  maxLength={MAX_NAME_LENGTH}
                  value={fields.name}
                  onChange={set('name')}
                />
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
                  {reasons.map((r) => (
                    <li key={r}>• {r}</li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}
          {mode === 'signup' && legalNotice ? (
            <p role="status" className="rounded-2xl border border-mint/40 bg-mint/10 p-3 text-sm font-semibold">
              {legalNotice}
            </p>
          ) : null}
          {mode === 'signup' && items.length ? (
            <LegalConsents
              items={items}
              ticked={ticked}
              onToggle={(id, on) =>
                setTicked((s) => {
                  const n = new Set(s);
                  if (on) n.add(id);
                  else n.delete(id);
                  return n;
                })
              }
            />
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
        {mode === 'signup' ? (
          <ModeLink onClick={() => switchMode('signin')}>Already have an account? Sign in</ModeLink>
        ) : null}
        {mode === 'forgot' ? (
          <ModeLink onClick={() => switchMode('signin')}>Remember your password? Sign in</ModeLink>
        ) : null}
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
