import { amzDate, sha256Hex, signRequest, uriEncode } from './sigv4';
import type { Storage } from './storage';

export interface S3Options {
  /** Service origin, e.g. https://<account>.r2.cloudflarestorage.com or http://localhost:9000. */
  endpoint: string;
  /** "auto" for R2; the bucket's region elsewhere. */
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where the bucket's objects are served publicly; an object's URL is `${publicUrl}/${key}`. */
  publicUrl: string;
  /** Per-request time limit. Default 10 s. */
  timeoutMs?: number;
}

const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Keeps uploads in an S3-compatible bucket (AWS S3, MinIO, R2, Backblaze B2), addressed path-style. */
export class S3Storage implements Storage {
  private readonly endpoint: string;
  private readonly publicUrl: string;

  constructor(private readonly options: S3Options) {
    this.endpoint = options.endpoint.replace(/\/+$/, '');
    this.publicUrl = options.publicUrl.replace(/\/+$/, '');
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<string> {
    await this.send('PUT', key, bytes, { 'content-type': contentType, 'cache-control': CACHE_CONTROL });
    return `${this.publicUrl}/${key}`;
  }

  async removeByUrl(url: string): Promise<void> {
    const prefix = `${this.publicUrl}/`;
    if (!url.startsWith(prefix)) return;
    await this.send('DELETE', url.slice(prefix.length), undefined, {});
  }

  private async send(
    method: 'PUT' | 'DELETE',
    key: string,
    body: Buffer | undefined,
    extra: Record<string, string>,
  ): Promise<void> {
    const url = new URL(`${this.endpoint}/${uriEncode(this.options.bucket)}/${encodeKey(key)}`);
    const payloadHash = sha256Hex(body ?? '');
    const headers: Record<string, string> = {
      host: url.host,
      'x-amz-content-sha256': payloadHash,
      'x-amz-date': amzDate(new Date()),
      ...extra,
    };
    const { authorization } = signRequest(
      { method, path: url.pathname, query: url.search.slice(1), headers, payloadHash },
      {
        accessKeyId: this.options.accessKeyId,
        secretAccessKey: this.options.secretAccessKey,
        region: this.options.region,
        service: 's3',
      },
    );
    // fetch sets Host itself from the URL (the same url.host that was signed).
    const { host: _host, ...sent } = headers;
    const what = `S3 ${method} ${key}`;
    const timeoutMs = this.options.timeoutMs ?? 10_000;
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, {
        method,
        headers: { ...sent, authorization },
        body: body ? new Uint8Array(body) : undefined, // a copy: BodyInit wants an ArrayBuffer-backed view
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      if (error instanceof Error && error.name === 'TimeoutError')
        throw new Error(`${what} timed out after ${timeoutMs} ms`);
      throw new Error(`${what} failed: ${describe(error)}`, { cause: error });
    }
    if (response.ok || (method === 'DELETE' && response.status === 404)) return;
    const code = /<Code>([^<]*)<\/Code>/.exec(text)?.[1];
    throw new Error(`${what} failed: ${response.status}${code ? ` ${code}` : ''}`);
  }
}

/** Encodes each segment of a key; rejects empty, "." and ".." segments, which URLs would rewrite. */
function encodeKey(key: string): string {
  const segments = key.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..')) throw new Error(`bad storage key: ${key}`);
  return segments.map(uriEncode).join('/');
}

/** fetch's own message is "fetch failed"; the reason (ECONNREFUSED, ENOTFOUND...) is in its cause. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}
