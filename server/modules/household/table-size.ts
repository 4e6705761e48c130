import { tableSize, type HouseholdSize } from '../../../domain/household';
import { planHas } from '../../../domain/plans';
import type { Db } from '../../db/client';
import { subscriptionFor } from '../billing/payments';
import { getHouseholdSize } from './household.queries';
import { listMembers } from './members.queries';

/**
 * Who eats at the owner's table (decision 032, 2026-11-27): the family members when the owner has family planning
 * and keeps members, the household size otherwise. The PDF, the grocery amounts and the plan's header read this.
 */
export async function getTableSize(
  db: Db,
  { ownerId }: { ownerId: string },
): Promise<HouseholdSize & { fromMembers: boolean }> {
  const { plan } = await subscriptionFor(db, ownerId);
  const members = planHas('family_planning', plan) ? await listMembers(db, { ownerId }) : [];
  if (members.length) return { ...tableSize(members), fromMembers: true };
  return { ...(await getHouseholdSize(db, { userId: ownerId })), fromMembers: false };
}
