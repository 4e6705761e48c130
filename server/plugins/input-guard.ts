import type { FastifyInstance } from 'fastify';
import { AppError } from '../../domain/errors';

/** Deeper than any form of the app sends; a body nested past it is refused before a route walks it. */
export const MAX_INPUT_DEPTH = 32;

// A NUL (PostgreSQL text cannot hold it) or half of a UTF-16 pair (no valid UTF-8 exists for it).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a text cannot be kept, or null when it can. */
export function badTextReason(text: string): string | null {
  if (text.includes('\u0000')) return 'contains a NUL character (U+0000), which text cannot hold';
  if (LONE_SURROGATE.test(text)) return 'contains a broken character (half of a UTF-16 pair)';
  return null;
}

/**
 * The first problem in a request's parameters, query or body: text that cannot be stored, or nesting past
 * MAX_INPUT_DEPTH. Walks iteratively, so a hostile depth cannot overflow the stack here either.
 */
export function findBadInput(value: unknown, where: string): string | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (stack.length) {
    const { value: v, path, depth } = stack.pop()!;
    if (typeof v === 'string') {
      const reason = badTextReason(v);
      if (reason) return path ? `The field "${path}" of ${where.toLowerCase()} ${reason}.` : `${where} ${reason}.`;
    } else if (v && typeof v === 'object') {
      if (Buffer.isBuffer(v)) continue;
      if (depth >= MAX_INPUT_DEPTH) return `${where} is nested too deeply (more than ${MAX_INPUT_DEPTH} levels).`;
      for (const [key, child] of Object.entries(v)) {
        const keyReason = badTextReason(key);
        if (keyReason) return `A field name in ${where.toLowerCase()} ${keyReason}.`;
        stack.push({
          value: child,
          path: Array.isArray(v) ? `${path}[${key}]` : path ? `${path}.${key}` : key,
          depth: depth + 1,
        });
      }
    }
  }
  return null;
}

/**
 * Every route, the auth routes included, refuses input the database or a library would choke on with a clear 400
 * before the route reads it: a client's mistake is never a 500.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    const problem =
      findBadInput(req.params, 'The address') ??
      findBadInput(req.query, 'The query') ??
      findBadInput(req.body, 'The request body');
    if (problem) throw new AppError('BAD_REQUEST', problem);
  });
}
