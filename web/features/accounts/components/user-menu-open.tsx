import * as Menu from '@radix-ui/react-dropdown-menu';
import { Crown, LogOut, SlidersHorizontal } from 'lucide-react';
import { useNavigate } from 'react-router';
import { displayName } from '../../../../domain/users';
import type { MenuTriggerProps } from '../../../app/shell/lazy-menu';
import { goToPricing } from '../../../lib/scroll-to-pricing';
import { useSession } from '../../../lib/auth-client';
import { useSignOut } from '../use-sign-out';

const item =
  'flex cursor-pointer items-center gap-2.5 rounded-xl px-3 py-2.5 text-sm font-semibold outline-none data-[highlighted]:bg-surface-2';

/** The avatar menu once first opened (loaded by `user-menu.tsx`): Preferences, Upgrade Plan, Sign out. */
export default function UserMenuOpen({ label, className, icon }: MenuTriggerProps) {
  const { data } = useSession();
  const navigate = useNavigate();
  const signOut = useSignOut();
  if (!data) return null;
  const { user } = data;
  return (
    <Menu.Root defaultOpen>
      <Menu.Trigger className={className} aria-label={label}>
        {icon}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-60 rounded-2xl border border-line bg-surface p-1.5 shadow-xl"
        >
          <div className="px-3 py-2">
            <p className="truncate font-bold">{displayName(user)}</p>
            <p className="truncate text-xs text-muted">{user.email}</p>
          </div>
          <Menu.Separator className="my-1 h-px bg-line" />
          <Menu.Item className={item} onSelect={() => void navigate('/settings')}>
            <SlidersHorizontal className="size-4" aria-hidden /> Preferences
          </Menu.Item>
          <Menu.Item className={item} onSelect={() => goToPricing(navigate)}>
            <Crown className="size-4" aria-hidden /> Upgrade Plan
          </Menu.Item>
          <Menu.Item className={item} onSelect={() => void signOut()}>
            <LogOut className="size-4" aria-hidden /> Sign out
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
