import { createStore } from './store';

const store = createStore<{ open: boolean; ingredients: string[] }>({ open: false, ingredients: [] });

/** Opens the one Build from Ingredients dialog (desktop and tablet), optionally with ingredients to start from. */
export const openBuildDialog = (ingredients: string[] = []) => store.set({ open: true, ingredients });
export const closeBuildDialog = () => store.set({ open: false, ingredients: [] });

export const useBuildDialog = store.use;
