import { and, desc, eq, gt, ne, or } from 'drizzle-orm';
import { ORDER_HISTORY_LIMIT, type OrderSummary } from '../../../domain/billing';
import { isPlan } from '../../../domain/plans';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';

/**
 * A checkout left unfinished this long has expired: nothing was charged, and it leaves the person's history. The
 * order stays pending in the table, so a late answer from the gateway for money really taken still activates the plan.
 */
export const UNFINISHED_CHECKOUT_MS = 60 * 60 * 1000;

/** The person's payments, newest first: their own orders only, without checkouts left unfinished for an hour. */
export async function listOrders(
  db: Db,
  { userId, limit = ORDER_HISTORY_LIMIT, now = new Date() }: { userId: string; limit?: number; now?: Date },
): Promise<OrderSummary[]> {
  const expired = new Date(now.getTime() - UNFINISHED_CHECKOUT_MS);
  const rows = await db
    .select({
      id: orders.id,
      plan: orders.plan,
      amount: orders.amount,
      currency: orders.currency,
      status: orders.status,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(and(eq(orders.userId, userId), or(ne(orders.status, 'pending'), gt(orders.createdAt, expired))))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  return rows.map((r) => ({
    ...r,
    plan: isPlan(r.plan) ? r.plan : 'free',
    status: r.status as OrderSummary['status'],
    createdAt: r.createdAt.toISOString(),
  }));
}
