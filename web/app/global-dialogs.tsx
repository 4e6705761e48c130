import { lazy } from 'react';
import { OnceOpened } from '../components/ui/once-opened';
import { useAuthDialog } from '../lib/auth-dialog-store';
import { useBuildDialog } from '../lib/build-dialog-store';
import { usePantryWizardOpen } from '../lib/pantry-wizard-store';
import { useAddToPlanDialog } from '../components/add-to-plan/add-to-plan-store';
import { useSearchDialog } from '../lib/search-dialog-store';
import { useUpgradeDialog } from '../lib/upgrade-store';
import { goToPricing } from '../lib/scroll-to-pricing';
import { router } from './router';

// The dialogs any screen can open. Their code (forms, Radix, zod, the auth client...) is loaded the first
// time one of them opens, so that a visitor's first page does not download and run it (see decision 007).
const AuthDialog = lazy(() =>
  import('../features/accounts/components/auth-dialog').then((m) => ({ default: m.AuthDialog })),
);
const AddToPlanDialog = lazy(() =>
  import('../components/add-to-plan/add-to-plan-dialog').then((m) => ({ default: m.AddToPlanDialog })),
);
const SearchDialog = lazy(() =>
  import('../features/recipes/components/search-dialog').then((m) => ({ default: m.SearchDialog })),
);
const BuildDialog = lazy(() =>
  import('../features/pantry/components/build-dialog').then((m) => ({ default: m.BuildDialog })),
);
const UpgradeDialog = lazy(() =>
  import('../features/billing/components/upgrade-dialog').then((m) => ({ default: m.UpgradeDialog })),
);
const PantryWizard = lazy(() =>
  import('../features/pantry/components/pantry-wizard').then((m) => ({ default: m.PantryWizard })),
);

const toPricing = () => goToPricing(router.navigate);

export function GlobalDialogs() {
  const auth = useAuthDialog().open;
  const addToPlan = useAddToPlanDialog().recipe !== null;
  const search = useSearchDialog().open;
  const build = useBuildDialog().open;
  const pantry = usePantryWizardOpen();
  const upgrade = useUpgradeDialog().feature !== null;
  return (
    <>
      <OnceOpened open={auth}>
        <AuthDialog />
      </OnceOpened>
      <OnceOpened open={addToPlan}>
        <AddToPlanDialog />
      </OnceOpened>
      <OnceOpened open={search}>
        <SearchDialog />
      </OnceOpened>
      <OnceOpened open={build}>
        <BuildDialog />
      </OnceOpened>
      <OnceOpened open={pantry}>
        <PantryWizard onUpgrade={toPricing} />
      </OnceOpened>
      <OnceOpened open={upgrade}>
        <UpgradeDialog onUpgrade={toPricing} />
      </OnceOpened>
    </>
  );
}
