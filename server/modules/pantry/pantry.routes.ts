import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../domain/errors';
import { IdParam } from '../../../domain/meal-plans';
import {
  AnalyzeResult,
  defaultScanName,
  keepValidRows,
  PANTRY_LIMITS,
  PANTRY_MESSAGES,
  PantryScan,
  PantryStatus,
  SaveScanInput,
} from '../../../domain/pantry';
import { uploadReadError } from '../../adapters/images/raster';
import { createVision } from '../../adapters/vision/create-vision';
import { fileNotFound, sendPrivateFile, UploadSegment } from '../../plugins/private-files';
import { getSessionUser, requireUser } from '../accounts/session';
import { analyzePantryPhotos, getPantryStatus, notConfigured, pantryImagePrefix } from './analyze.service';
import { createPantryScan, deletePantryScan, listPantryScans } from './pantry.queries';

const tags = ['pantry'];
const ScanParams = z.object({ id: IdParam });
const PhotoParams = z.object({ owner: UploadSegment, file: UploadSegment });

/** The photos of a multipart upload: at most 3, each at most 10 MB (spec 001 section 5). */
async function readImages(req: FastifyRequest): Promise<Buffer[]> {
  if (!req.isMultipart()) throw new AppError('BAD_REQUEST', 'Send the photos as a multipart/form-data upload.');
  const images: Buffer[] = [];
  try {
    for await (const part of req.files()) images.push(await part.toBuffer());
  } catch (error) {
    throw uploadReadError(error, {
      FST_REQ_FILE_TOO_LARGE: PANTRY_MESSAGES.tooLarge,
      FST_FILES_LIMIT: PANTRY_MESSAGES.tooMany(PANTRY_LIMITS.maxImages),
      FST_FIELDS_LIMIT: 'Send only the photos.',
      FST_PARTS_LIMIT: 'Send only the photos.',
    });
  }
  return images;
}

/**
 * A picture an analysis of this person's photos stored: a plain file name in their own pantry folder, on this site
 * or the storage's http(s) address; never another's file, a `javascript:` or `data:` URL, or a path with `..`.
 */
export function isOwnPantryImage(url: string, userId: string): boolean {
  const own = `/${pantryImagePrefix(userId)}`;
  const at = url.indexOf(own);
  return (
    at >= 0 &&
    /^(\/(?!\/)|https?:\/\/)/.test(url) &&
    !/[?#\\]|\.\./.test(url) &&
    /^[\w.-]+$/.test(url.slice(at + own.length))
  );
}

/** Pantry scans (spec 001 sections 2 to 9): photo analysis through the vision provider when one is set up, and saved scans. */
export async function pantryRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: PANTRY_LIMITS.maxImageBytes, files: PANTRY_LIMITS.maxImages, fields: 0 },
  });
  const vision = createVision(app.config);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/pantry/status', { schema: { tags, response: { 200: PantryStatus } } }, async (req) => {
    const me = await requireUser(req);
    return getPantryStatus(app.db, { userId: me.id, vision });
  });

  r.post(
    '/api/pantry/analyze',
    { schema: { tags, consumes: ['multipart/form-data'], response: { 200: AnalyzeResult } } },
    async (req) => {
      const me = await requireUser(req);
      if (!vision) throw notConfigured();
      const images = await readImages(req);
      return analyzePantryPhotos(app.db, { userId: me.id, images, vision, storage: app.storage, workers: app.workers });
    },
  );

  r.get('/api/pantry/scans', { schema: { tags, response: { 200: z.array(PantryScan) } } }, async (req) => {
    const me = await requireUser(req);
    return listPantryScans(app.db, { userId: me.id });
  });

  r.post(
    '/api/pantry/scans',
    { schema: { tags, body: SaveScanInput, response: { 201: PantryScan } } },
    async (req, reply) => {
      const me = await requireUser(req);
      const ingredients = keepValidRows(req.body.ingredients);
      if (!ingredients.length) throw new AppError('BAD_REQUEST', PANTRY_MESSAGES.noRows);
      if (!req.body.imageUrls.every((url) => isOwnPantryImage(url, me.id)))
        throw new AppError('BAD_REQUEST', PANTRY_MESSAGES.foreignImage);
      const scan = await createPantryScan(app.db, {
        userId: me.id,
        scanName: req.body.scanName?.trim() || defaultScanName(new Date()),
        ingredients,
        appliedPreferences: req.body.appliedPreferences,
        imageUrls: [...new Set(req.body.imageUrls)],
      });
      return reply.code(201).send(scan);
    },
  );

  // A scan's photos are the person's own: served to them alone (the URLs are under /uploads, see storage.ts).
  r.get('/uploads/pantry/:owner/:file', { schema: { hide: true, params: PhotoParams } }, async (req, reply) => {
    const me = await getSessionUser(req);
    if (!me || me.id !== req.params.owner) throw fileNotFound();
    return sendPrivateFile(app, reply, `${pantryImagePrefix(me.id)}${req.params.file}`);
  });

  r.delete('/api/pantry/scans/:id', { schema: { tags, params: ScanParams } }, async (req, reply) => {
    const me = await requireUser(req);
    const imageUrls = await deletePantryScan(app.db, { userId: me.id, id: req.params.id });
    for (const url of imageUrls) {
      await app.storage
        .removeByUrl(url)
        .catch((error: unknown) => req.log.warn({ err: error, url }, 'could not remove a pantry picture'));
    }
    return reply.code(204).send();
  });
}
