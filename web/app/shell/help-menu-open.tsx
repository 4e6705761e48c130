import * as Menu from '@radix-ui/react-dropdown-menu';
import { Mail, MessageCircle } from 'lucide-react';
import { mailto, SUPPORT } from '../../features/pages/support-contact';
import type { MenuTriggerProps } from './lazy-menu';
import { menuContentClass, menuItemClass } from './menu-styles';

/** The help menu once first opened (loaded by `help-menu.tsx`). */
export default function HelpMenuOpen({ label, className, icon }: MenuTriggerProps) {
  return (
    <Menu.Root modal={false} defaultOpen>
      <Menu.Trigger className={className} aria-label={label}>
        {icon}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content align="end" sideOffset={8} className={`${menuContentClass} w-56`}>
          <Menu.Item asChild className={menuItemClass}>
            <a href={mailto(SUPPORT.email, 'Help Request')}>
              <Mail className="size-4 text-mint" aria-hidden /> Email Support
            </a>
          </Menu.Item>
          <Menu.Item asChild className={menuItemClass}>
            <a href={SUPPORT.whatsapp.href} target="_blank" rel="noopener noreferrer">
              <MessageCircle className="size-4 text-mint" aria-hidden /> WhatsApp
            </a>
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
