import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, type ErrorBody, type ErrorCode } from '../../domain/errors';

const codeForStatus = (status: number): ErrorCode =>
  status === 401
    ? 'UNAUTHORIZED'
    : status === 403
      ? 'FORBIDDEN'
      : status === 404
        ? 'NOT_FOUND'
        : status === 409
          ? 'CONFLICT'
          : status === 413
            ? 'PAYLOAD_TOO_LARGE'
            : status === 415
              ? 'UNSUPPORTED_MEDIA_TYPE'
              : status === 429
                ? 'RATE_LIMITED'
                : 'BAD_REQUEST';

export function body(code: ErrorCode, message: string, details?: unknown): ErrorBody {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

/** Seconds to wait, from an error's `details.retryAfterSeconds` (a full worker queue), or null. */
export function retryAfterSeconds(error: AppError): number | null {
  const value = (error.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.ceil(value) : null;
}

/** One error handler: AppError codes become statuses, client mistakes 4xx, anything unknown a logged, opaque 500. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      const retryAfter = retryAfterSeconds(error);
      // a busy server (a full worker queue) is not a fault: it says when to come back, and logs nothing
      if (retryAfter !== null) void reply.header('retry-after', String(retryAfter));
      else if (error.status >= 500) request.log.error({ err: error }, error.message);
      return reply.status(error.status).send(body(error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((v) => ({
        path: `${error.validationContext ?? ''}${v.instancePath}`,
        message: v.message ?? 'Invalid value',
      }));
      const first = details[0];
      const message = first
        ? `Invalid ${first.path.replace(/^body\/?|^querystring\/?|^params\/?/, '') || 'request'}: ${first.message}`
        : 'Invalid request';
      return reply.status(400).send(body('BAD_REQUEST', message, details));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.status(500).send(body('INTERNAL', 'Something went wrong. Please try again.'));
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(body(codeForStatus(status), error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('INTERNAL', 'Something went wrong. Please try again.'));
  });
}
