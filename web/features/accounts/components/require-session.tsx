import { Navigate, Outlet } from 'react-router';
import { useSession } from '../auth-client';

/** Protected routes show 'Loading...' while the session loads, then send a signed-out visitor to /. */
export function RequireSession() {
  const { data, isPending } = useSession();
  if (isPending) {
    return (
      <p role="status" className="p-8 text-center text-muted">
        Loading...
      </p>
    );
  }
  if (!data) return <Navigate to="/" replace />;
  return <Outlet />;
}
