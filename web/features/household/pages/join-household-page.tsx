import { useQuery } from '@tanstack/react-query';
import { Loader2, Users } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PageTitle } from '../../../components/ui/page-title';
import { useSession } from '../../../lib/auth-client';
import { openAuthDialog } from '../../../lib/auth-dialog-store';
import { invitationQuery, useAcceptInvitation } from '../public/sharing-api';

/**
 * /household/join?token=: where an invitation's link lands, signed in or not. A visitor signs in (or up, and the
 * confirmation link brings them back here) with the invited address, then joins.
 */
export function JoinHouseholdPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <main className="mx-auto w-full max-w-xl px-4 py-10">
      <div className="rounded-3xl border border-line bg-surface p-6 sm:p-8">
        <p className="mb-3 flex size-12 items-center justify-center rounded-full bg-brand/20 text-brand">
          <Users className="size-6" aria-hidden />
        </p>
        <PageTitle title="Join a household" />
        {token ? <Invitation token={token} /> : <p className="mt-3 text-muted">This invitation link is not valid.</p>}
      </div>
    </main>
  );
}

function Invitation({ token }: { token: string }) {
  const navigate = useNavigate();
  const { data: session, isPending: sessionPending } = useSession();
  const preview = useQuery(invitationQuery(token));
  const accept = useAcceptInvitation(() => void navigate('/dashboard/meal-plan'));

  if (preview.isPending || sessionPending)
    return (
      <p role="status" className="mt-4 flex items-center gap-2 text-muted">
        <Loader2 className="size-4 animate-spin" aria-hidden /> Loading...
      </p>
    );
  if (preview.error)
    return (
      <p role="alert" className="mt-4 text-danger">
        {preview.error.message}
      </p>
    );
  const { ownerName, email } = preview.data;
  const returnTo = `${window.location.pathname}${window.location.search}`;
  return (
    <div className="mt-3 space-y-4">
      <p className="text-lg">
        <strong>{ownerName}</strong> invited you to share their weekly meal plan and grocery list.
      </p>
      <p className="text-sm text-muted">
        You will both see and edit the same week, and ticks on the grocery list show up for everyone within seconds.
        Your own recipes and favorites stay yours. The invitation is for <strong className="text-ink">{email}</strong>.
      </p>
      {session ? (
        <>
          {session.user.email.toLowerCase() !== email ? (
            <p className="rounded-2xl bg-surface-2 px-4 py-3 text-sm">
              You are signed in as {session.user.email}. Sign out and sign in with {email} to accept.
            </p>
          ) : null}
          <Button size="lg" onClick={() => accept.mutate(token)} disabled={accept.isPending}>
            {accept.isPending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
            Join household
          </Button>
        </>
      ) : (
        <div className="flex flex-wrap gap-3">
          <Button size="lg" onClick={() => openAuthDialog('signin')}>
            Sign In
          </Button>
          <Button size="lg" variant="outline" onClick={() => openAuthDialog('signup', { returnTo })}>
            Sign Up
          </Button>
        </div>
      )}
    </div>
  );
}
