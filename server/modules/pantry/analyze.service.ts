import { randomBytes } from 'node:crypto';
import { AppError } from '../../../domain/errors';
import { PANTRY_LIMITS, PANTRY_MESSAGES, type AnalyzeResult, type PantryStatus } from '../../../domain/pantry';
import type { Storage } from '../../adapters/storage/storage';
import type { Vision } from '../../adapters/vision/vision';
import type { Db } from '../../db/client';
import { subscriptionFor } from '../billing/payments';
import { consumeQuota, quotaUsage, releaseQuota } from '../billing/quotas';
import type { WorkerPool } from '../../workers/worker-pool';

export const notConfigured = () =>
  new AppError('UNAVAILABLE', PANTRY_MESSAGES.notConfigured, { reason: 'not_configured' });

/** The person's effective plan (an expired paid plan counts as free). */
const getPlan = async (db: Db, userId: string) => (await subscriptionFor(db, userId)).plan;

export async function getPantryStatus(
  db: Db,
  { userId, vision }: { userId: string; vision: Vision | null },
): Promise<PantryStatus> {
  const quota = await quotaUsage(db, { userId, plan: await getPlan(db, userId), feature: 'pantry_scans' });
  return { visionEnabled: vision !== null, quota };
}

/** The storage key prefix of a person's pantry pictures: a scan may only link pictures under it. */
export const pantryImagePrefix = (userId: string) => `pantry/${userId}/`;

interface AnalyzeInput {
  userId: string;
  images: Buffer[];
  vision: Vision | null;
  storage: Storage;
  workers: WorkerPool;
}

/** Said with the 503 when every worker is busy and the queue is full. */
export const PANTRY_BUSY_MESSAGE = 'Many photos are being read right now. Please try again in a few seconds.';
/** A photo that takes longer than this to decode and re-encode is given up. */
const PREPARE_TIMEOUT_MS = 30_000;

/**
 * A pantry scan from photos: the photos are checked and re-encoded first (a bad file costs no scan), then
 * one scan of the month's quota is taken, given back if the analysis or storing fails.
 */
export async function analyzePantryPhotos(
  db: Db,
  { userId, images, vision, storage, workers }: AnalyzeInput,
): Promise<AnalyzeResult> {
  if (!vision) throw notConfigured();
  if (!images.length) throw new AppError('BAD_REQUEST', PANTRY_MESSAGES.noImages);
  const prepared = [];
  // decoded and re-encoded on the worker pool, one after the other: a scan holds one worker, not all of them
  for (const [i, bytes] of images.entries()) {
    const label = images.length === 1 ? 'That file' : `File ${i + 1}`;
    const image = await workers.run(
      'preparePantryImage',
      { bytes, label },
      { busyMessage: PANTRY_BUSY_MESSAGE, timeoutMs: PREPARE_TIMEOUT_MS },
    );
    prepared.push({ stored: Buffer.from(image.stored), forVision: Buffer.from(image.forVision) });
  }

  const quota = await consumeQuota(db, { userId, plan: await getPlan(db, userId), feature: 'pantry_scans' });
  try {
    const detected = await vision.detectIngredients(
      prepared.map((p) => ({ bytes: p.forVision, mimeType: 'image/jpeg' })),
    );
    const batch = `${Date.now()}-${randomBytes(4).toString('hex')}`;
    const imageUrls = await Promise.all(
      prepared.map((p, i) =>
        storage.put(`${pantryImagePrefix(userId)}${batch}-${i + 1}.webp`, p.stored, 'image/webp', 'private'),
      ),
    );
    const ingredients = detected.slice(0, PANTRY_LIMITS.maxIngredients).map((d) => ({
      name: d.name.slice(0, PANTRY_LIMITS.nameMax),
      quantity: (d.quantity ?? 'Unknown').slice(0, PANTRY_LIMITS.quantityMax),
      confidence: d.confidence ?? PANTRY_LIMITS.defaultConfidence,
    }));
    return { ingredients, imageUrls, quota };
  } catch (error) {
    await releaseQuota(db, { userId, feature: 'pantry_scans' });
    throw error;
  }
}
