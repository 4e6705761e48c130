import { ChevronRight, Crown, LogOut, SlidersHorizontal } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PageTitle } from '../../../components/ui/page-title';
import { goToPricing } from '../../../lib/scroll-to-pricing';
import { ProfileCard } from '../public/profile-card';
import { useSignOut } from '../use-sign-out';

const row = 'flex w-full items-center gap-3 px-4 py-4 text-left font-semibold hover:bg-surface-2';

/** The mobile profile page (spec 000 section 2). */
export function ProfilePage() {
  const navigate = useNavigate();
  const signOut = useSignOut();
  return (
    <main className="mx-auto w-full max-w-xl space-y-5 px-4 py-6">
      <PageTitle title="Profile" />
      <ProfileCard />
      <nav
        className="divide-y divide-line overflow-hidden rounded-3xl border border-line bg-surface"
        aria-label="Account"
      >
        <Link to="/settings" className={row}>
          <SlidersHorizontal className="size-5 text-mint" aria-hidden /> <span className="flex-1">Preferences</span>
          <ChevronRight className="size-5 text-muted" aria-hidden />
        </Link>
        <button type="button" className={row} onClick={() => goToPricing(navigate)}>
          <Crown className="size-5 text-brand" aria-hidden /> <span className="flex-1">Upgrade Plan</span>
          <ChevronRight className="size-5 text-muted" aria-hidden />
        </button>
      </nav>
      <Button variant="outline" size="lg" className="w-full" onClick={() => void signOut()}>
        <LogOut className="size-5" aria-hidden /> Sign Out
      </Button>
    </main>
  );
}
