import { ArrowLeft } from 'lucide-react';
import { Link, useLocation } from 'react-router';
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
      <div className="flex items-center gap-3">
        <Link to="/dashboard" className="-ml-2 rounded-full p-2 hover:bg-surface-2" aria-label="Back">
          <ArrowLeft className="size-5" aria-hidden />
        </Link>
        <PageTitle title="Build from Ingredients" />
      </div>
      {layout === 'mobile' ? <MobileBuild builder={builder} /> : <BuildPanel builder={builder} wide />}
    </main>
  );
}
