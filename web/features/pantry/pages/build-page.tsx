import { useLocation } from 'react-router';
import { z } from 'zod';
import { PageTitle } from '../../../components/ui/page-title';
import { useLayout } from '../../../lib/use-layout';
import { BuildPanel } from '../components/build-panel';
import { MobileBuild } from '../components/mobile-build';
import { useBuilder } from '../components/use-builder';

/** Ingredients carried from the Pantry Scan page ('Build Recipes from These Ingredients'). */
const CarriedIngredients = z.object({ ingredients: z.array(z.string().max(60)).max(30) });

/** /dashboard/build: the mobile page on phones; the dialog's panel on wider screens. */
export function BuildPage() {
  const layout = useLayout();
  const carried = CarriedIngredients.safeParse(useLocation().state);
  const builder = useBuilder(carried.success ? carried.data.ingredients.filter((i) => i.trim()) : []);
  return (
    <main className="mx-auto w-full max-w-5xl space-y-5 px-4 py-5">
      {/* The header's back button leads back; a second arrow here stacked two on phones. */}
      <PageTitle title="Build from Ingredients" />
      {layout === 'mobile' ? <MobileBuild builder={builder} /> : <BuildPanel builder={builder} wide />}
    </main>
  );
}
