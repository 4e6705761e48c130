import { desc, eq } from 'drizzle-orm';
import type { ActivityKind, ActivityObject } from '../../../domain/activity';
import type { Db } from '../../db/client';
import { activityLog } from '../../db/schema';

export interface ActivityInput {
  userId: string;
  kind: ActivityKind;
  objectType: ActivityObject;
  objectId: string | number | null;
  /** One line a person reads: "Added Palak Paneer to favorites". */
  summary: string;
}

/** Records what a person did. Call it in the same transaction as the change it describes. */
export async function logActivity(db: Db, { userId, kind, objectType, objectId, summary }: ActivityInput): Promise<void> {
  await db.insert(activityLog).values({ userId, kind, objectType, objectId: objectId === null ? null : String(objectId), summary });
}

export async function listActivity(db: Db, { userId, limit = 20 }: { userId: string; limit?: number }) {
  return db
    .select({
      id: activityLog.id,
      kind: activityLog.kind,
      objectType: activityLog.objectType,
      objectId: activityLog.objectId,
      summary: activityLog.summary,
      createdAt: activityLog.createdAt,
    })
    .from(activityLog)
    .where(eq(activityLog.userId, userId))
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(limit);
}
