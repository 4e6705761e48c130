import { tableWithVariant } from '../../../domain/family';
import { tableTargets, type HouseholdInput } from '../../../domain/meal-plan-generator/family-week';
import { planHas, type Plan } from '../../../domain/plans';
import type { WeeklyTargets } from '../../../domain/nutrition-targets';
import type { SearchPreferences } from '../../../domain/recipe-search';
import type { Db } from '../../db/client';
import { listMembers } from './members.queries';
import { planOwnerId } from './plan-owner';

/**
 * What a generation needs of the household (family planning, Premium): the members at the table, the
 * preferences the table's dishes keep (with the variant member, if any) and their average targets. Null when the week is one person's: no
 * members, or a plan without family planning (members kept from an earlier Premium are then left aside).
 */
export async function householdFor(
  db: Db,
  { userId, plan, ownerKnown = false }: { userId: string; plan: Plan; ownerKnown?: boolean },
): Promise<(HouseholdInput & { preferences: SearchPreferences; targets: WeeklyTargets }) | null> {
  if (!planHas('family_planning', plan)) return null;
  // ownerKnown: `userId` is the week's plan owner already (planOwner), so the household is not looked up again
  const members = await listMembers(db, { ownerId: ownerKnown ? userId : await planOwnerId(db, userId) });
  if (!members.length) return null;
  // the dishes keep everyone's diet, or everyone's but one member's who then gets variants (decision 032)
  const { preferences, variant } = tableWithVariant(members);
  return {
    members: members.map(({ id, targets, mealTypes }) => ({ id, targets, mealTypes })),
    ...(variant && { variant }),
    preferences,
    targets: tableTargets(members),
  };
}
