import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authInputProblem } from './auth-input';
import { CLIENT_IP_HEADER } from './client-ip';

/**
 * The session lives in its httpOnly cookie only: the token better-auth also puts in its JSON answers (sign-in,
 * sign-up, get-session) is dropped, so a script on the page can never read it.
 */
export function withoutSessionToken(json: unknown): unknown {
  if (!json || typeof json !== 'object' || Array.isArray(json)) return json;
  const { token: _token, ...rest } = json as Record<string, unknown>;
  const session = rest.session;
  if (session && typeof session === 'object' && !Array.isArray(session)) {
    const { token: _sessionToken, ...sessionRest } = session as Record<string, unknown>;
    rest.session = sessionRest;
  }
  return rest;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Mounts better-auth's handler at /api/auth/*, turning Fastify's request into a Web Request and back. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(request.url, app.config.APP_URL);
    const problem =
      request.method === 'POST' ? authInputProblem(url.pathname.replace(/^\/api\/auth/, ''), request.body) : null;
    if (problem) return reply.status(400).send({ code: 'INVALID_INPUT', message: problem });
    const headers = new Headers();
    for (const [key, value] of Object.entries(request.headers)) {
      if (value === undefined || key === CLIENT_IP_HEADER) continue;
      headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    headers.set(CLIENT_IP_HEADER, request.ip);
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
    const response = await app.auth.handler(
      new Request(url, { method: request.method, headers, body: hasBody ? JSON.stringify(request.body) : undefined }),
    );
    reply.status(response.status);
    response.headers.forEach((value, key) => {
      if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length) reply.header('set-cookie', cookies);
    if (!response.body) return reply.send(null);
    if (response.headers.get('content-type')?.includes('application/json')) {
      const text = await response.text();
      return reply.send(text ? JSON.stringify(withoutSessionToken(parseJson(text))) : text);
    }
    return reply.send(Buffer.from(await response.arrayBuffer()));
  };
  app.route({ method: ['GET', 'POST'], url: '/api/auth/*', schema: { hide: true }, handler: handle });
}
