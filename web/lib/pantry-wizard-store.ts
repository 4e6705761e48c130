import { createStore } from './store';

const store = createStore(false);

/** Opens the one 'Scan Your Pantry' wizard from anywhere; closing it resets every step. */
export const openPantryWizard = () => store.set(true);
export const closePantryWizard = () => store.set(false);

export const usePantryWizardOpen: () => boolean = store.use;
