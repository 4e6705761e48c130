import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../domain/errors';

/** Private files may stay in this browser's cache for an hour, never in a shared one (a proxy, a CDN). */
export const PRIVATE_CACHE_CONTROL = 'private, max-age=3600';

/** One path segment of an upload's key: letters, digits, '-', '_' and '.', never starting with a dot. */
export const UploadSegment = z.string().regex(/^[\w-][\w.-]{0,199}$/, 'not a file name');

/** The same answer for "not yours" and "not there", so nobody learns which files exist. */
export const fileNotFound = () => new AppError('NOT_FOUND', 'File not found');

/** Sends a private upload that the route has already found to be the signed-in person's. */
export async function sendPrivateFile(app: FastifyInstance, reply: FastifyReply, key: string): Promise<FastifyReply> {
  const file = await app.storage.read(key);
  if (!file) throw fileNotFound();
  return reply.header('cache-control', PRIVATE_CACHE_CONTROL).type(file.contentType).send(file.bytes);
}
