import type { Db } from '../../db/client';
import { refundRequests } from '../../db/schema';

export async function createRefundRequest(
  db: Db,
  input: { userId: string | null; email: string; reason: string; receiptUrl: string | null },
) {
  const [row] = await db.insert(refundRequests).values(input).returning();
  return row!;
}
