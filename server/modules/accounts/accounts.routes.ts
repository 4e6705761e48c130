import multipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../domain/errors';
import { user } from '../../db/schema';
import { uploadReadError } from '../../adapters/images/raster';
import { isSiblingFile, MAX_AVATAR_BYTES, toAvatarWebp } from './avatar';
import { requireUser } from './session';

const AvatarResult = z.object({ image: z.string() });

export async function accountsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { fileSize: MAX_AVATAR_BYTES, files: 1, fields: 0 } });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/accounts/avatar',
    { schema: { tags: ['accounts'], consumes: ['multipart/form-data'], response: { 200: AvatarResult } } },
    async (req) => {
      const me = await requireUser(req);
      if (!req.isMultipart()) throw new AppError('BAD_REQUEST', 'Send the picture as a multipart/form-data upload.');
      let bytes: Buffer;
      try {
        const file = await req.file();
        if (!file) throw new AppError('BAD_REQUEST', 'No picture was sent.');
        bytes = await file.toBuffer();
      } catch (error) {
        throw uploadReadError(error, {
          FST_REQ_FILE_TOO_LARGE: 'Pictures must be 5 MB or smaller.',
          FST_FIELDS_LIMIT: 'Send only the picture.',
        });
      }
      const webp = await toAvatarWebp(bytes);
      const image = await app.storage.put(`avatars/${me.id}/${Date.now()}.webp`, webp, 'image/webp');
      const [before] = await app.db.select({ image: user.image }).from(user).where(eq(user.id, me.id));
      await app.db.update(user).set({ image, updatedAt: new Date() }).where(eq(user.id, me.id));
      // Only a file in the person's own avatar folder is ever removed, whatever the column says.
      if (before?.image && before.image !== image && isSiblingFile(before.image, image)) {
        await app.storage
          .removeByUrl(before.image)
          .catch((error: unknown) => req.log.warn({ err: error }, 'could not remove the old avatar'));
      }
      return { image };
    },
  );
}
