import { AppError, isErrorCode } from '../../domain/errors';

export const UNEXPECTED_ERROR = 'Something went wrong. Please try again.';

async function request<T>(method: string, path: string, body: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined || body instanceof FormData ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    });
  } catch {
    throw new AppError('UNAVAILABLE', UNEXPECTED_ERROR);
  }
  const text = await res.text();
  const data: unknown = text ? safeJson(text) : null;
  if (!res.ok) throw toAppError(res.status, data);
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Turns the server's `{ error: { code, message, details } }` (or better-auth's `{ code, message }`) back into AppError. */
export function toAppError(status: number, data: unknown): AppError {
  const shape = (data && typeof data === 'object' ? data : {}) as {
    error?: { code?: unknown; message?: unknown; details?: unknown };
    code?: unknown;
    message?: unknown;
  };
  const inner = shape.error ?? shape;
  const message = typeof inner.message === 'string' && inner.message ? inner.message : UNEXPECTED_ERROR;
  const code = isErrorCode(inner.code)
    ? inner.code
    : status >= 500
      ? 'INTERNAL'
      : status === 401
        ? 'UNAUTHORIZED'
        : 'BAD_REQUEST';
  return new AppError(code, message, 'details' in inner ? inner.details : undefined);
}

/**
 * The server's own message for a failure, else the screen's fallback sentence (spec 001 section 8): the
 * generic 'Something went wrong' (a crash, no connection) gives way to the screen's own words.
 */
export function reasonOr(error: unknown, fallback: string): string {
  return error instanceof AppError && error.message && error.message !== UNEXPECTED_ERROR ? error.message : fallback;
}

/**
 * The one API client of the web app. Answers are typed, not parsed: the server checks every JSON answer
 * against its response schema before sending it (server/response-schemas.test.ts), so parsing it again here
 * would only bring zod into every page (decision 034).
 */
export const api = {
  get: <T>(path: string) => request<T>('GET', path, undefined),
  post: <T>(path: string, body: unknown = {}) => request<T>('POST', path, body),
  put: <T>(path: string, body: unknown = {}) => request<T>('PUT', path, body),
  patch: <T>(path: string, body: unknown = {}) => request<T>('PATCH', path, body),
  delete: <T>(path: string) => request<T>('DELETE', path, undefined),
};
