import { CircleHelp } from 'lucide-react';
import { lazyMenu } from './lazy-menu';
import { headerIconButtonClass } from './menu-styles';

const HelpMenuOpen = lazyMenu(() => import('./help-menu-open'));

/** Help: a mail draft to support with the subject 'Help Request', or a WhatsApp chat with a greeting (spec 000 section 2). */
export function HelpMenu() {
  return (
    <HelpMenuOpen label="Help" className={headerIconButtonClass} icon={<CircleHelp className="size-5" aria-hidden />} />
  );
}
