import { lazyMenu } from '../../../app/shell/lazy-menu';
import { Avatar } from '../../../components/ui/avatar';
import { useSession } from '../../../lib/auth-client';

// The menu's code (Radix, the sign-out call) loads on first open; the avatar is there from the start.
const UserMenuOpen = lazyMenu(() => import('./user-menu-open'));

/** The avatar menu: Preferences, Upgrade Plan, Sign out. */
export function UserMenu() {
  const { data } = useSession();
  if (!data) return null;
  const { user } = data;
  return (
    <UserMenuOpen
      label="Account menu"
      className="rounded-full"
      icon={<Avatar person={user} image={user.image} size={32} />}
    />
  );
}
