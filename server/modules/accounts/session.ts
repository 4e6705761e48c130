import type { FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { AppError } from '../../../domain/errors';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  image?: string | null;
  plan?: string | null;
  planExpiresAt?: Date | null;
}

const cache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

/** The signed-in user of a request, or null. Looked up once per request. */
export function getSessionUser(req: FastifyRequest): Promise<SessionUser | null> {
  let found = cache.get(req);
  if (!found) {
    found = req.server.auth.api
      .getSession({ headers: fromNodeHeaders(req.headers) })
      .then((s) => (s ? (s.user as SessionUser) : null));
    cache.set(req, found);
  }
  return found;
}

/** Every read and write of a user's data starts here: 401 'User not authenticated' when signed out. */
export async function requireUser(req: FastifyRequest): Promise<SessionUser> {
  const user = await getSessionUser(req);
  if (!user) throw new AppError('UNAUTHORIZED', 'User not authenticated');
  return user;
}
