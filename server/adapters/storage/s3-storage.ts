import { amzDate, sha256Hex, signRequest, uriEncode } from './sigv4';
import { keyOfUploadUrl, UPLOADS_PREFIX, type Storage, type StoredFile, type Visibility } from './storage';

export interface S3Options {
  /** Service origin, e.g. https://<account>.r2.cloudflarestorage.com or http://localhost:9000. */
  endpoint: string;
  /** "auto" for R2; the bucket's region elsewhere. */
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where the bucket's public objects are served; such an object's URL is `${publicUrl}/${key}`. */
  publicUrl: string;
  /** Per-request time limit. Default 10 s. */
  timeoutMs?: number;
}

const CACHE_CONTROL = { public: 'public, max-age=31536000, immutable', private: 'private, no-store' } as const;

/**
 * Keeps uploads in an S3-compatible bucket (AWS S3, MinIO, R2, Backblaze B2), addressed path-style. Public
 * objects are fetched from S3_PUBLIC_URL; private ones are read back by the app (a signed GET) and served at
 * /uploads/<key> after its owner check, so the bucket may expose only the avatars (see decision 015).
 */
export class S3Storage implements Storage {
  private readonly endpoint: string;
  private readonly publicUrl: string;

  constructor(private readonly options: S3Options) {
    this.endpoint = options.endpoint.replace(/\/+$/, '');
    this.publicUrl = options.publicUrl.replace(/\/+$/, '');
  }

  async put(key: string, bytes: Buffer, contentType: string, visibility: Visibility = 'public'): Promise<string> {
    await this.send('PUT', key, bytes, { 'content-type': contentType, 'cache-control': CACHE_CONTROL[visibility] });
    return visibility === 'private' ? `${UPLOADS_PREFIX}${key}` : `${this.publicUrl}/${key}`;
  }

  async read(key: string): Promise<StoredFile | null> {
    const response = await this.send('GET', key, undefined, {});
    if (!response) return null;
    return { bytes: response.bytes, contentType: response.contentType ?? 'application/octet-stream' };
  }

  async removeByUrl(url: string): Promise<void> {
    const prefix = `${this.publicUrl}/`;
    const key = url.startsWith(prefix) ? url.slice(prefix.length) : keyOfUploadUrl(url);
    if (key === null) return;
    await this.send('DELETE', key, undefined, {});
  }

  /** Sends one signed request; null when a GET or DELETE finds nothing (404). */
  private async send(
    method: 'GET' | 'PUT' | 'DELETE',
    key: string,
    body: Buffer | undefined,
    extra: Record<string, string>,
  ): Promise<{ bytes: Buffer; contentType: string | null } | null> {
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
    let bytes: Buffer;
    try {
      response = await fetch(url, {
        method,
        headers: { ...sent, authorization },
        body: body ? new Uint8Array(body) : undefined, // a copy: BodyInit wants an ArrayBuffer-backed view
        signal: AbortSignal.timeout(timeoutMs),
      });
      bytes = Buffer.from(await response.arrayBuffer());
    } catch (error) {
      if (error instanceof Error && error.name === 'TimeoutError')
        throw new Error(`${what} timed out after ${timeoutMs} ms`);
      throw new Error(`${what} failed: ${describe(error)}`, { cause: error });
    }
    if (response.ok) return { bytes, contentType: response.headers.get('content-type') };
    if (method !== 'PUT' && response.status === 404) return null;
    const code = /<Code>([^<]*)<\/Code>/.exec(bytes.toString('utf8'))?.[1];
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
