import { and, desc, eq } from 'drizzle-orm';
import { AppError } from '../../../domain/errors';
import { PANTRY_MESSAGES, type PantryIngredient, type PantryScan } from '../../../domain/pantry';
import type { Db } from '../../db/client';
import { pantryScans } from '../../db/schema';
import { logActivity } from '../activity/activity.queries';

type ScanRow = typeof pantryScans.$inferSelect;

const toScan = (row: ScanRow): PantryScan => ({
  id: row.id,
  scanName: row.scanName,
  ingredients: row.ingredients,
  appliedPreferences: row.appliedPreferences,
  imageUrls: row.imageUrls,
  createdAt: row.createdAt.toISOString(),
});

/** Saves a scan and records it in the person's activity, together. */
export async function createPantryScan(
  db: Db,
  {
    userId,
    scanName,
    ingredients,
    appliedPreferences,
    imageUrls,
  }: {
    userId: string;
    scanName: string;
    ingredients: PantryIngredient[];
    appliedPreferences: boolean;
    imageUrls: string[];
  },
): Promise<PantryScan> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [row] = await tx
      .insert(pantryScans)
      .values({ userId, scanName, ingredients, appliedPreferences, imageUrls })
      .returning();
    const count = ingredients.length;
    await logActivity(tx, {
      userId,
      kind: 'pantry_scan_saved',
      objectType: 'pantry_scan',
      objectId: row!.id,
      summary: `Saved ${scanName} (${count} ${count === 1 ? 'ingredient' : 'ingredients'})`,
    });
    return toScan(row!);
  });
}

/** A person's scans, newest first. */
export async function listPantryScans(db: Db, { userId }: { userId: string }): Promise<PantryScan[]> {
  const rows = await db
    .select()
    .from(pantryScans)
    .where(eq(pantryScans.userId, userId))
    .orderBy(desc(pantryScans.createdAt), desc(pantryScans.id));
  return rows.map(toScan);
}

/** Deletes one of a person's scans and returns its picture URLs (for the caller to remove); another person's scan is not found. */
export async function deletePantryScan(db: Db, { userId, id }: { userId: string; id: number }): Promise<string[]> {
  const [row] = await db
    .delete(pantryScans)
    .where(and(eq(pantryScans.id, id), eq(pantryScans.userId, userId)))
    .returning({ imageUrls: pantryScans.imageUrls });
  if (!row) throw new AppError('NOT_FOUND', PANTRY_MESSAGES.scanNotFound);
  return row.imageUrls;
}
