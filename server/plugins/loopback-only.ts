import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../domain/errors';

export const LOOPBACK_ONLY_MESSAGE =
  'This development tool only answers a browser on the machine that runs the server (http://localhost or http://127.0.0.1).';

/** 127.0.0.0/8, ::1 and IPv4-mapped 127.x. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const ip = address
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/^::ffff:/i, '');
  if (ip === '::1') return true;
  return isIP(ip) === 4 && ip.startsWith('127.');
}

/** A Host header naming this machine: localhost (and *.localhost), 127.x or [::1], with any port. */
export function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  let hostname: string;
  try {
    hostname = new URL(`http://${host}`).hostname;
  } catch {
    return false;
  }
  return hostname === 'localhost' || hostname.endsWith('.localhost') || isLoopbackAddress(hostname);
}

/** Every address named by X-Forwarded-For and Forwarded (for=...), whoever sent them. */
function forwardedAddresses(request: FastifyRequest): string[] {
  const xff = [request.headers['x-forwarded-for']].flat().filter(Boolean).join(',');
  const forwarded = [request.headers.forwarded].flat().filter(Boolean).join(',');
  const fromForwarded = [...forwarded.matchAll(/for="?([^";,]+)"?/gi)].map((m) =>
    m[1]!.replace(/:\d+$/, '').replace(/^\[|\]$/g, ''),
  );
  return [...xff.split(','), ...fromForwarded].map((a) => a.trim()).filter(Boolean);
}

/**
 * True when the request comes from a browser on this machine. The socket's own address decides; forwarding
 * headers can only narrow it (a proxy on this machine that says the client is elsewhere), never widen it, so
 * this holds with and without TRUST_PROXY. The Host must also name this machine, which shuts out DNS
 * rebinding (a web page whose own name is made to resolve to 127.0.0.1). See docs/decisions/015.
 */
export function isLoopbackRequest(request: FastifyRequest): boolean {
  return (
    isLoopbackAddress(request.socket.remoteAddress) &&
    forwardedAddresses(request).every(isLoopbackAddress) &&
    isLoopbackHost(request.headers.host)
  );
}

/** onRequest hook for development tools (the outbox, the sandbox payment page). */
export async function loopbackOnly(request: FastifyRequest): Promise<void> {
  if (!isLoopbackRequest(request)) throw new AppError('FORBIDDEN', LOOPBACK_ONLY_MESSAGE);
}
