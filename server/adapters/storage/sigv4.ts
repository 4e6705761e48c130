import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4 (header form), as used by S3 and every S3-compatible service.
 * https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html
 */
export interface SigV4Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service: string;
}

export interface SigV4Request {
  method: string;
  /** Path exactly as sent, already URI-encoded (S3 does not encode it twice). */
  path: string;
  /** Query string as sent, without "?"; empty for none. */
  query: string;
  /** Headers to sign. Must include host, x-amz-date and x-amz-content-sha256. */
  headers: Record<string, string>;
  /** Hex SHA-256 of the body, or UNSIGNED-PAYLOAD. */
  payloadHash: string;
}

export interface SigV4Result {
  canonicalRequest: string;
  stringToSign: string;
  signature: string;
  authorization: string;
}

const ALGORITHM = 'AWS4-HMAC-SHA256';

export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac('sha256', key).update(data, 'utf8').digest();
}

/** RFC 3986 encoding: everything but A-Z a-z 0-9 - . _ ~ is percent-encoded. */
export function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** "20130524T000000Z" for a date. */
export function amzDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function canonicalQuery(query: string): string {
  const pairs = [...new URLSearchParams(query)].map(([k, v]) => [uriEncode(k), uriEncode(v)] as const);
  pairs.sort(([ak, av], [bk, bv]) => (ak === bk ? compare(av, bv) : compare(ak, bk)));
  return pairs.map(([k, v]) => `${k}=${v}`).join('&');
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function signingKey(secretAccessKey: string, date: string, region: string, service: string): Buffer {
  const kDate = hmac(`AWS4${secretAccessKey}`, date);
  return hmac(hmac(hmac(kDate, region), service), 'aws4_request');
}

export function signRequest(request: SigV4Request, credentials: SigV4Credentials): SigV4Result {
  const headers = Object.entries(request.headers)
    .map(([name, value]) => [name.toLowerCase(), value.trim().replace(/\s+/g, ' ')] as const)
    .sort(([a], [b]) => compare(a, b));
  const datetime = headers.find(([name]) => name === 'x-amz-date')?.[1];
  if (!datetime) throw new Error('sigv4: the x-amz-date header is required');
  const signedHeaders = headers.map(([name]) => name).join(';');

  const canonicalRequest = [
    request.method.toUpperCase(),
    request.path || '/',
    canonicalQuery(request.query),
    headers.map(([name, value]) => `${name}:${value}\n`).join(''),
    signedHeaders,
    request.payloadHash,
  ].join('\n');

  const date = datetime.slice(0, 8);
  const scope = `${date}/${credentials.region}/${credentials.service}/aws4_request`;
  const stringToSign = [ALGORITHM, datetime, scope, sha256Hex(canonicalRequest)].join('\n');
  const key = signingKey(credentials.secretAccessKey, date, credentials.region, credentials.service);
  const signature = createHmac('sha256', key).update(stringToSign, 'utf8').digest('hex');
  const authorization = `${ALGORITHM} Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
  return { canonicalRequest, stringToSign, signature, authorization };
}
