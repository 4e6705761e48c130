import { asc, eq, sql } from 'drizzle-orm';
import { AppError } from '../../../domain/errors';
import { planAllows, type Plan } from '../../../domain/plans';
import {
  checkSelection,
  countActiveTags,
  filterAllowed,
  lockedMessage,
  toSearchPreferences,
  type PreferenceCategory,
  type PreferencesSummary,
  type SavedSelection,
  type SelectionValue,
} from '../../../domain/preferences';
import type { SearchPreferences } from '../../../domain/recipe-search';
import type { Db } from '../../db/client';
import { preferenceCategories, preferenceFilters, userPreferences } from '../../db/schema';
import { subscriptionFor } from '../billing/payments';

/** The filters of the active categories, in display order, with their category's plan access. */
function listActiveFilters(db: Db) {
  return db
    .select({ filter: preferenceFilters, categoryAccess: preferenceCategories.planAccess })
    .from(preferenceFilters)
    .innerJoin(preferenceCategories, eq(preferenceCategories.id, preferenceFilters.categoryId))
    .where(eq(preferenceCategories.isActive, true))
    .orderBy(asc(preferenceFilters.displayOrder), asc(preferenceFilters.id));
}

async function listUserSelections(db: Db, userId: string): Promise<Map<number, SelectionValue>> {
  const rows = await db
    .select({ filterId: userPreferences.filterId, value: userPreferences.selectedValues })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId));
  return new Map(rows.map((r) => [r.filterId, r.value]));
}

/** The person's effective plan (an expired paid plan counts as free). */
const getPlan = async (db: Db, userId: string): Promise<Plan> => (await subscriptionFor(db, userId)).plan;

/** Active categories in display order, each with its filters, the person's selections and what their plan allows. */
export async function listPreferenceCategories(
  db: Db,
  { userId, plan }: { userId: string; plan: Plan },
): Promise<PreferenceCategory[]> {
  const categories = await db
    .select()
    .from(preferenceCategories)
    .where(eq(preferenceCategories.isActive, true))
    .orderBy(asc(preferenceCategories.displayOrder), asc(preferenceCategories.id));
  const [filters, selections] = await Promise.all([listActiveFilters(db), listUserSelections(db, userId)]);
  return categories.map((c) => ({
    id: c.id,
    name: c.categoryName,
    key: c.categoryKey,
    description: c.description,
    iconName: c.iconName,
    planAccess: c.planAccess,
    displayOrder: c.displayOrder,
    allowed: planAllows(c.planAccess, plan),
    filters: filters
      .filter(({ filter }) => filter.categoryId === c.id)
      .map(({ filter: f }) => ({
        id: f.id,
        name: f.filterName,
        key: f.filterKey,
        tagKey: f.tagKey ?? f.filterKey,
        type: f.filterType,
        options: f.options,
        isSearchable: f.isSearchable,
        planAccess: f.planAccess,
        displayOrder: f.displayOrder,
        userSelection: selections.get(f.id) ?? null,
        allowed: filterAllowed(c.planAccess, f.planAccess, plan),
      })),
  }));
}

export interface SelectionInput {
  filterId: number;
  selectedValues: unknown;
}

/**
 * Saves a person's selections, all or none: every selection is checked against its filter first
 * (known, allowed by the plan, a value the filter takes), then all are upserted in one transaction.
 */
export async function savePreferences(
  db: Db,
  { userId, plan, selections }: { userId: string; plan: Plan; selections: SelectionInput[] },
): Promise<void> {
  const filters = new Map((await listActiveFilters(db)).map((row) => [row.filter.id, row]));
  const seen = new Set<number>();
  const rows = selections.map(({ filterId, selectedValues }) => {
    const found = filters.get(filterId);
    if (!found) throw new AppError('BAD_REQUEST', `Unknown preference filter: ${filterId}`);
    const { filter, categoryAccess } = found;
    if (seen.has(filterId)) throw new AppError('BAD_REQUEST', `${filter.filterName} is listed more than once`);
    seen.add(filterId);
    if (!filterAllowed(categoryAccess, filter.planAccess, plan)) {
      throw new AppError('BAD_REQUEST', lockedMessage(filter.filterName, filter.planAccess), { filterId });
    }
    const checked = checkSelection(
      { name: filter.filterName, type: filter.filterType, options: filter.options },
      selectedValues,
    );
    if (!checked.ok) throw new AppError('BAD_REQUEST', checked.message, { filterId });
    return { userId, filterId, selectedValues: checked.value, updatedAt: new Date() };
  });
  if (!rows.length) return;
  await db.transaction(async (tx) => {
    await tx
      .insert(userPreferences)
      .values(rows)
      .onConflictDoUpdate({
        target: [userPreferences.userId, userPreferences.filterId],
        set: { selectedValues: sql`excluded.selected_values`, updatedAt: sql`excluded.updated_at` },
      });
  });
}

/** The person's saved selections that apply: filters of active categories that their plan allows. */
async function listAppliedSelections(db: Db, { userId }: { userId: string }): Promise<SavedSelection[]> {
  const [plan, filters, selections] = await Promise.all([
    getPlan(db, userId),
    listActiveFilters(db),
    listUserSelections(db, userId),
  ]);
  return filters.flatMap(({ filter, categoryAccess }) => {
    const value = selections.get(filter.id);
    if (value === undefined || !filterAllowed(categoryAccess, filter.planAccess, plan)) return [];
    return [{ key: filter.filterKey, type: filter.filterType, value }];
  });
}

/** 'Use My Preferences': the person's saved preferences as search filters (spec 001 section 5). */
export async function getSearchPreferences(db: Db, { userId }: { userId: string }): Promise<SearchPreferences> {
  return toSearchPreferences(await listAppliedSelections(db, { userId }));
}

/** The '{n} preferences active' count and the search preferences, from one read. */
export async function getPreferencesSummary(db: Db, { userId }: { userId: string }): Promise<PreferencesSummary> {
  const applied = await listAppliedSelections(db, { userId });
  return { activeCount: countActiveTags(applied), searchPreferences: toSearchPreferences(applied) };
}
