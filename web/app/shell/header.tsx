import { ArrowLeft, CalendarDays, Users } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { dismissToast } from '../../lib/toast';
import { buttonClass, Button } from '../../components/ui/button';
import { useSession } from '../../lib/auth-client';
import { openAuthDialog } from '../../lib/auth-dialog-store';
import { UserMenu } from '../../features/accounts/components/user-menu';
import { loadBrandFont } from '../../lib/brand-font';
import { useLayout } from '../../lib/use-layout';
import { formatCount, useUserCount } from '../../lib/user-count';
import { HelpMenu } from './help-menu';
import { Logo } from './logo';
import { RegionPicker } from './region-picker';
import { UpgradeBanner } from './upgrade-banner';

// The header is in the first bundle: start the font now, in parallel with the route's own code.
void loadBrandFont();

const ANCHORS = [
  { href: '#how-it-works', label: 'How it Works' },
  { href: '#features', label: 'Features' },
  { href: '#pricing', label: 'Pricing' },
];

/** '{n}+ users', from the public user count; its space is kept while it loads so nothing shifts. */
function UserCountBadge({ onPhones }: { onPhones: boolean }) {
  const count = useUserCount();
  return (
    <span
      className={`${onPhones ? 'inline-flex' : 'hidden sm:inline-flex'} shrink-0 items-center gap-1.5 rounded-full border border-mint/30 bg-mint/10 px-2.5 py-1 text-xs font-bold whitespace-nowrap text-mint ${count === null ? 'invisible' : ''}`}
    >
      <Users className="size-3.5" aria-hidden />
      {count === null ? '000+ users' : `${formatCount(count)}+ users`}
    </span>
  );
}

/** Back one step in the app's history; when the page was opened directly, up to the dashboard (from the dashboard, home). */
function BackButton({ className = '' }: { className?: string }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const goBack = () => {
    const state: unknown = window.history.state;
    const idx = state && typeof state === 'object' && 'idx' in state && typeof state.idx === 'number' ? state.idx : 0;
    void (idx > 0 ? navigate(-1) : navigate(pathname === '/dashboard' ? '/' : '/dashboard'));
  };
  return (
    <Button
      variant="ghost"
      size="icon"
      className={`-ml-2 size-9 shrink-0 ${className}`}
      onClick={goBack}
      aria-label="Back"
    >
      <ArrowLeft className="size-5" aria-hidden />
    </Button>
  );
}

/** The header of every page (spec 000 section 2). `area` is 'signed-in' under /dashboard and /settings. */
export function Header({ area = 'public' }: { area?: 'public' | 'signed-in' }) {
  const { data, isPending } = useSession();
  const { pathname } = useLocation();
  const onHome = pathname === '/';
  const signedInArea = area === 'signed-in';
  // Phones show toasts over the header: a tap on a header control means the person has moved on, so the
  // toast goes rather than cover the menu that opens.
  const onPhones = useLayout() === 'mobile';
  return (
    <header className="sticky top-0 z-40 border-b border-line/60 bg-page/90 backdrop-blur">
      <div className="mx-auto flex h-16 w-full max-w-7xl items-center gap-2 px-4 sm:gap-3">
        {/* On the dashboard the back button is for phones and tablets (spec 001 section 2). */}
        {signedInArea ? <BackButton className={pathname === '/dashboard' ? 'lg:hidden' : ''} /> : null}
        <Logo compact={signedInArea} />
        <UserCountBadge onPhones={signedInArea} />
        {onHome ? (
          <nav aria-label="Sections" className="ml-2 hidden items-center gap-1 md:flex">
            {ANCHORS.map((a) => (
              <a
                key={a.href}
                href={a.href}
                className="rounded-full px-3 py-2 text-sm font-semibold whitespace-nowrap text-muted hover:bg-surface-2 hover:text-ink"
              >
                {a.label}
              </a>
            ))}
          </nav>
        ) : null}
        <div
          className="ml-auto flex shrink-0 items-center gap-1 sm:gap-2"
          onPointerDownCapture={onPhones ? dismissToast : undefined}
        >
          {data && !onHome ? (
            // Phones in the signed-in area have the planner in the bottom bar, which leaves room for the users badge.
            <Link
              to="/dashboard/meal-plan"
              className={buttonClass({
                variant: 'secondary',
                size: 'sm',
                className: `max-sm:size-9 max-sm:px-0 ${signedInArea ? 'max-md:hidden' : ''}`,
              })}
              aria-label="Meal Planner"
            >
              <CalendarDays className="size-4" aria-hidden />
              <span className="max-sm:hidden">Meal Planner</span>
            </Link>
          ) : null}
          <HelpMenu />
          <RegionPicker />
          {data ? (
            <UserMenu />
          ) : (
            // While the session loads the button keeps its place, unseen, so the header does not shift for visitors.
            <Button
              size="sm"
              className={`shrink-0 whitespace-nowrap ${isPending ? 'invisible' : ''}`}
              aria-hidden={isPending || undefined}
              tabIndex={isPending ? -1 : undefined}
              onClick={() => openAuthDialog('signin')}
            >
              Sign in/Sign up
            </Button>
          )}
        </div>
      </div>
      {signedInArea ? <UpgradeBanner /> : null}
    </header>
  );
}
