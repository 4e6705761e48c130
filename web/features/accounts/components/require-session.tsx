import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../../../lib/auth-client';
import { openAuthDialog } from '../../../lib/auth-dialog-store';

/** Marks the page a confirmation link leads to, so that a link used twice can be told from a plain visit. */
export const CONFIRM_LINK_MARK = 'link=confirm';

const LINK_EXPIRED =
  'This confirmation link has expired or is no longer valid. Sign in with your e-mail and password and we will send you a new one.';
const LINK_USED = 'This confirmation link has already been used, so your e-mail is confirmed. Sign in to continue.';

/** Why a signed-out visitor came here from a confirmation link, or null for any other visit. */
function confirmLinkNotice(search: string): string | null {
  const params = new URLSearchParams(search);
  if (params.get('error')) return LINK_EXPIRED; // better-auth's TOKEN_EXPIRED, INVALID_TOKEN...
  return params.get('link') === 'confirm' ? LINK_USED : null;
}

/** Home, saying why and offering sign-in when the visitor came from a confirmation link that no longer works. */
function HomeSaying({ notice }: { notice: string | null }) {
  useEffect(() => {
    if (notice) openAuthDialog('signin', { notice });
  }, [notice]);
  return <Navigate to="/" replace />;
}

/** Protected routes show 'Loading...' while the session loads, then send a signed-out visitor to /. */
export function RequireSession() {
  const { data, isPending } = useSession();
  const { pathname, search } = useLocation();
  if (isPending) {
    return (
      <p role="status" className="p-8 text-center text-muted">
        Loading...
      </p>
    );
  }
  // A recipe's page has a public twin: a visitor with a link to it reads the recipe instead of landing home.
  const recipe = /^\/dashboard\/recipes\/(\d+)$/.exec(pathname);
  if (!data && recipe) return <Navigate to={`/recipes/${recipe[1]}`} replace />;
  if (!data) return <HomeSaying notice={confirmLinkNotice(search)} />;
  // Signed in by the link: the mark has done its work and leaves the address.
  if (new URLSearchParams(search).get('link') === 'confirm') return <Navigate to={pathname} replace />;
  return <Outlet />;
}
