import { ArrowLeft } from 'lucide-react';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { ProfileCard } from '../../accounts/public/profile-card';
import { PlanCard } from '../../billing/public/plan-card';
import { SharingCard } from '../../household/public/sharing-card';
import { DietaryPreferencesCard } from '../components/dietary-preferences-card';

/** Settings / Preferences (spec 000 section 2): the profile card, the plan, Dietary Preferences and Household sharing. */
export function SettingsPage() {
  const navigate = useNavigate();
  return (
    <main className="mx-auto w-full max-w-3xl space-y-5 px-4 py-6">
      <div className="flex items-center gap-3">
        <button
          type="button"
          onClick={() => void navigate(-1)}
          className="-ml-2 rounded-full p-2 hover:bg-surface-2"
          aria-label="Back"
        >
          <ArrowLeft className="size-5" aria-hidden />
        </button>
        <PageTitle title="Preferences" />
      </div>
      <ProfileCard />
      <PlanCard />
      <DietaryPreferencesCard />
      <SharingCard />
    </main>
  );
}
