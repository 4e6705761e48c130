import { Outlet } from 'react-router';
import { SignInErrorNotice } from '../../features/accounts/components/sign-in-error-notice';
import { preloadHeroPicture } from '../../features/landing/preload-hero';
import { BottomBar } from './bottom-bar';
import { Header } from './header';

// A visit that starts on the landing page: fetch its largest picture now (see preload-hero.ts).
if (window.location.pathname === '/') preloadHeroPicture();

/** Public pages: header and content. */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <Header />
      <SignInErrorNotice />
      <Outlet />
    </div>
  );
}

/** The signed-in area: header (with the upgrade banner and a back button), content, and the bottom bar under 768 px. */
export function SignedInLayout() {
  return (
    <div className="flex min-h-dvh flex-col pb-20 md:pb-0">
      <Header area="signed-in" />
      <Outlet />
      <BottomBar />
    </div>
  );
}
