import { Dialog } from '../../../components/ui/dialog';
import { closeBuildDialog, useBuildDialog } from '../../../lib/build-dialog-store';
import { BuildPanel } from './build-panel';
import { useBuilder } from './use-builder';

function DialogBuilder({ ingredients }: { ingredients: string[] }) {
  return <BuildPanel builder={useBuilder(ingredients)} />;
}

/** The one Build from Ingredients dialog (desktop and tablet), opened with openBuildDialog(); mounted once. */
export function BuildDialog() {
  const { open, ingredients } = useBuildDialog();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && closeBuildDialog()}
      title="Build from Ingredients"
      description="Tell us what you have and we will find recipes that use it."
      className="sm:w-[min(94vw,880px)]"
    >
      {open ? <DialogBuilder key={ingredients.join('|')} ingredients={ingredients} /> : null}
    </Dialog>
  );
}
