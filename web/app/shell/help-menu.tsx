import * as Menu from '@radix-ui/react-dropdown-menu';
import { CircleHelp, Mail, MessageCircle } from 'lucide-react';
import { mailto, SUPPORT } from '../../features/pages/support-contact';
import { headerIconButtonClass, menuContentClass, menuItemClass } from './menu-styles';

/** Help: a mail draft to support with the subject 'Help Request', or a WhatsApp chat with a greeting (spec 000 section 2). */
export function HelpMenu() {
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger className={headerIconButtonClass} aria-label="Help">
        <CircleHelp className="size-5" aria-hidden />
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
