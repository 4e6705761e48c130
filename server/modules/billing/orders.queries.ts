import { desc, eq } from 'drizzle-orm';
import { ORDER_HISTORY_LIMIT, type OrderSummary } from '../../../domain/billing';
import { isPlan } from '../../../domain/plans';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';

/** The person's payments, newest first: their own orders only. */
export async function listOrders(db: Db, { userId, limit = ORDER_HISTORY_LIMIT }: { userId: string; limit?: number }): Promise<OrderSummary[]> {
  const rows = await db
    .select({ id: orders.id, plan: orders.plan, amount: orders.amount, currency: orders.currency, status: orders.status, createdAt: orders.createdAt })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  return rows.map((r) => ({
    ...r,
    plan: isPlan(r.plan) ? r.plan : 'free',
    status: r.status as OrderSummary['status'],
    createdAt: r.createdAt.toISOString(),
  }));
}
