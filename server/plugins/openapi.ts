import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { APP_NAME } from '../../domain/app';

/**
 * OpenAPI generated from the routes' zod schemas; the UI at /api/docs and the document at /api/docs/json only when
 * API_DOCS is on (off by default in production: the map of every route is no business of a stranger's).
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: { info: { title: `${APP_NAME} API`, version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  if (app.config.API_DOCS) await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
