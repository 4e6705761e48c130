import dns, { type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { pipeline, type Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { AppError } from '../../../../domain/errors';
import { classifyAddress } from './address-policy';

export interface FetchRecipePageOptions {
  /** The whole fetch, redirects and body included. Default 10 s. */
  timeoutMs?: number;
  /** Largest body accepted, after decompression. Default 2 MB. */
  maxBytes?: number;
  /** Default 3. */
  maxRedirects?: number;
  /** Tests only: lets the fetch reach this machine (127.0.0.0/8, ::1) so a local test server can answer. */
  allowLoopback?: boolean;
  /** Tests only: resolves host names instead of DNS. */
  resolve?: (hostname: string) => Promise<LookupAddress[]>;
}

export interface FetchedPage {
  /** The address of the page after redirects: the base for its relative links. */
  url: string;
  html: string;
  contentType: string;
}

const DEFAULTS = { timeoutMs: 10_000, maxBytes: 2 * 1024 * 1024, maxRedirects: 3 };
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const HTML_TYPE = /^\s*(?:text\/html|application\/xhtml\+xml)\s*(?:;|$)/i;
const NOT_FOUND_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME', 'EAI_NODATA', 'EAI_FAIL']);

const MESSAGES = {
  invalid: 'That is not a valid web address.',
  protocol: 'Only web addresses starting with http:// or https:// can be imported.',
  credentials: 'Web addresses with a user name or password cannot be imported.',
  privateNetwork: 'That address points to a private network and cannot be imported.',
  notFound: 'That website could not be found.',
  unreachable: 'The page could not be reached.',
  timeout: 'The page took too long to answer.',
  redirects: 'The page redirected too many times.',
  redirectWithoutTarget: 'The page redirected without saying where to.',
  notHtml: 'That address does not lead to a web page.',
};

/** What a page's error answer means for the person importing it. */
function statusMessage(status: number): string {
  if (status === 404 || status === 410) return `That page was not found (HTTP ${status}). Check the address.`;
  if (status === 401 || status === 403 || status === 429)
    return `That website did not let us read the page (HTTP ${status}). You can type the recipe in instead.`;
  if (status >= 500) return `That website had a problem (HTTP ${status}). Please try again later.`;
  return `The page answered with an error (HTTP ${status}).`;
}

function refuse(message: string): AppError {
  return new AppError('BAD_REQUEST', message);
}

function tooLarge(maxBytes: number): AppError {
  const size = maxBytes >= 1024 * 1024 ? `${Math.round((maxBytes / 1024 / 1024) * 10) / 10} MB` : `${maxBytes} bytes`;
  return refuse(`The page is too large to import (over ${size}).`);
}

/** Parses and checks an address: http(s) only, no user name or password. */
function checkUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw refuse(MESSAGES.invalid);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refuse(MESSAGES.protocol);
  if (url.username !== '' || url.password !== '') throw refuse(MESSAGES.credentials);
  return url;
}

async function systemResolve(hostname: string): Promise<LookupAddress[]> {
  return dns.promises.lookup(hostname, { all: true });
}

function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/** Every address of the host must be public (or loopback when allowed); the first one is the one to connect to. */
async function allowedAddress(url: URL, options: FetchRecipePageOptions): Promise<LookupAddress> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: LookupAddress[];
  if (isIP(host) !== 0) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await (options.resolve ?? systemResolve)(host);
    } catch (error) {
      throw refuse(NOT_FOUND_CODES.has(errorCode(error) ?? '') ? MESSAGES.notFound : MESSAGES.unreachable);
    }
  }
  const first = addresses[0];
  if (!first) throw refuse(MESSAGES.notFound);
  for (const { address } of addresses) {
    const kind = classifyAddress(address);
    if (kind === 'forbidden' || (kind === 'loopback' && options.allowLoopback !== true)) {
      throw refuse(MESSAGES.privateNetwork);
    }
  }
  return first;
}

/** A DNS lookup that always answers the checked address, so the connection cannot go elsewhere (DNS rebinding). */
function pinnedLookup(pinned: LookupAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
}

function send(url: URL, address: LookupAddress, signal: AbortSignal): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? https : http).request(
      url,
      {
        method: 'GET',
        agent: false,
        signal,
        lookup: pinnedLookup(address),
        headers: {
          'user-agent': 'Mozilla/5.0 (compatible; MealwiseRecipeImporter/1.0)',
          accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
          'accept-encoding': 'gzip, deflate, br',
        },
      },
      resolve,
    );
    request.on('error', reject);
    request.end();
  });
}

/** Rejects as soon as the signal aborts, for steps that cannot be cancelled (DNS lookups). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const onAbort = (): void => reject(refuse(MESSAGES.timeout));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function decompressed(response: IncomingMessage): Readable {
  const encoding = (response.headers['content-encoding'] ?? '').trim().toLowerCase();
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? createGunzip()
      : encoding === 'deflate'
        ? createInflate()
        : encoding === 'br'
          ? createBrotliDecompress()
          : null;
  return decoder ? pipeline(response, decoder, () => undefined) : response;
}

/** The charset of the Content-Type header, else of a <meta> near the start, else UTF-8. */
function decodeBody(body: Buffer, contentType: string): string {
  const head = body.subarray(0, 4096).toString('latin1');
  const label =
    /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType)?.[1] ??
    /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head)?.[1] ??
    'utf-8';
  try {
    return new TextDecoder(label).decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

async function readPage(
  url: URL,
  response: IncomingMessage,
  maxBytes: number,
  signal: AbortSignal,
): Promise<FetchedPage> {
  const status = response.statusCode ?? 0;
  const contentType = response.headers['content-type'] ?? '';
  if (status < 200 || status > 299) throw refuse(statusMessage(status));
  if (!HTML_TYPE.test(contentType)) throw refuse(MESSAGES.notHtml);
  if (Number(response.headers['content-length'] ?? 0) > maxBytes) throw tooLarge(maxBytes);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of decompressed(response)) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > maxBytes) throw tooLarge(maxBytes);
    chunks.push(buffer);
  }
  if (signal.aborted) throw refuse(MESSAGES.timeout);
  if (!response.complete) throw refuse(MESSAGES.unreachable);
  return { url: url.href, html: decodeBody(Buffer.concat(chunks), contentType), contentType };
}

/**
 * Fetches a recipe page for import, guarded against reaching the server's own network: http(s) only, no
 * credentials in the address, every resolved address public (and the connection pinned to the checked one),
 * redirects followed by hand and each one checked again, a time limit for the whole fetch, a size limit, and
 * HTML answers only. Every refusal is an AppError BAD_REQUEST with a message for the user.
 */
export async function fetchRecipePage(url: string, options: FetchRecipePageOptions = {}): Promise<FetchedPage> {
  const limits = {
    timeoutMs: options.timeoutMs ?? DEFAULTS.timeoutMs,
    maxBytes: options.maxBytes ?? DEFAULTS.maxBytes,
    maxRedirects: options.maxRedirects ?? DEFAULTS.maxRedirects,
  };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), limits.timeoutMs);
  let response: IncomingMessage | undefined;
  try {
    let target = checkUrl(url);
    for (let redirects = 0; ; redirects++) {
      const address = await untilAborted(allowedAddress(target, options), controller.signal);
      response = await send(target, address, controller.signal);
      if (!REDIRECTS.has(response.statusCode ?? 0))
        return await readPage(target, response, limits.maxBytes, controller.signal);
      const location = response.headers.location;
      response.destroy();
      if (redirects >= limits.maxRedirects) throw refuse(MESSAGES.redirects);
      if (!location) throw refuse(MESSAGES.redirectWithoutTarget);
      target = checkUrl(URL.parse(location, target)?.href ?? '');
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (controller.signal.aborted) throw refuse(MESSAGES.timeout);
    throw refuse(NOT_FOUND_CODES.has(errorCode(error) ?? '') ? MESSAGES.notFound : MESSAGES.unreachable);
  } finally {
    clearTimeout(timer);
    response?.destroy();
  }
}
