import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../domain/errors';
import { LEGAL_CONTENT_TYPES, LegalItem } from '../../../domain/legal';
import { legalRegionFor } from '../../../domain/regions';
import { requireUser } from '../accounts/session';
import { getLegalText, listLegalContent, listUserConsents } from './legal.queries';

const RegionQuery = z.object({ region: z.string().max(8).optional() });

export async function legalRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/legal',
    { schema: { tags: ['legal'], querystring: RegionQuery, response: { 200: z.array(LegalItem) } } },
    (req) => listLegalContent(app.db, { region: legalRegionFor(req.query.region) }),
  );

  r.get(
    '/api/legal/:contentType',
    {
      schema: {
        tags: ['legal'],
        params: z.object({ contentType: z.enum(LEGAL_CONTENT_TYPES) }),
        querystring: RegionQuery,
        response: { 200: LegalItem },
      },
    },
    async (req) => {
      const item = await getLegalText(app.db, {
        region: legalRegionFor(req.query.region),
        contentType: req.params.contentType,
      });
      if (!item) throw new AppError('NOT_FOUND', 'No legal text of that kind for this region');
      return item;
    },
  );

  r.get('/api/legal/consents/mine', { schema: { tags: ['legal'] } }, async (req) => {
    const user = await requireUser(req);
    return listUserConsents(app.db, { userId: user.id });
  });
}
