import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refundRequests } from '../../db/schema';

export async function createRefundRequest(
  db: Db,
  input: { userId: string | null; email: string; reason: string; receiptUrl: string | null },
) {
  const [row] = await db.insert(refundRequests).values(input).returning();
  return row!;
}

/** True when this receipt belongs to a request the person sent while signed in. */
export async function isOwnReceipt(
  db: Db,
  { userId, receiptUrl }: { userId: string; receiptUrl: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: refundRequests.id })
    .from(refundRequests)
    .where(and(eq(refundRequests.userId, userId), eq(refundRequests.receiptUrl, receiptUrl)))
    .limit(1);
  return Boolean(row);
}
