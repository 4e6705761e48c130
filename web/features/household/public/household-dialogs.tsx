import { createStore } from '../../../lib/store';
import { useHouseholdSize } from '../api';
import { FamilyMembersDialog } from '../components/family-members-dialog';
import { HouseholdSizeDialog } from '../components/household-size-dialog';

/**
 * Which household dialog is open: 'How many people eat' or 'Family members'. Kept outside the page's layouts so a
 * window resized past a breakpoint, or a phone turned on its side, keeps the dialog and the form being typed in: the
 * phone's plan and the grid are different trees, and a dialog inside either was unmounted when the layout switched.
 */
type Open = 'size' | 'members' | null;

const openDialog = createStore<Open>(null);

export const openHouseholdDialog = (which: Open): void => openDialog.set(which);

/** The household's dialogs, drawn once by the plan page above its layout switch. */
export function HouseholdDialogs() {
  const which = openDialog.use();
  const size = useHouseholdSize();
  const close = () => openHouseholdDialog(null);
  return (
    <>
      <HouseholdSizeDialog open={which === 'size'} size={size} onClose={close} />
      <FamilyMembersDialog open={which === 'members'} onClose={close} />
    </>
  );
}
