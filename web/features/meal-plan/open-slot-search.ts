import { DAY_NAMES } from '../../../domain/weeks';
import { openSearchDialog } from '../../lib/search-dialog-store';
import type { SlotTarget } from './api';

/** '+ Add {meal type}' and 'Click to add meal': Search & Add Recipes, adding the recipe picked to this slot of this week. */
export function openSlotSearch(week: string, slot: SlotTarget): void {
  openSearchDialog({ slot: { week, day: DAY_NAMES[slot.day], mealType: slot.mealType } });
}
