import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { S3Storage, type S3Options } from './s3-storage';
import { sha256Hex, signRequest } from './sigv4';

const ACCESS_KEY = 'AKIDTEST';
const SECRET = 'test-secret-key';
const REGION = 'auto';
const PUBLIC_URL = 'https://cdn.example.com/media';

interface StoredObject {
  bytes: Buffer;
  contentType: string | undefined;
  cacheControl: string | undefined;
}

/** A fake S3: checks every request's SigV4 signature against SECRET, keeps objects in memory by path. */
function fakeS3(objects: Map<string, StoredObject>): Server {
  return createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => handle(req, res, Buffer.concat(chunks), objects));
  });
}

function handle(req: IncomingMessage, res: ServerResponse, body: Buffer, objects: Map<string, StoredObject>): void {
  const [path = '/', query = ''] = (req.url ?? '/').split('?');
  if (path.includes('/hang/')) return; // never answers: for the timeout
  const problem = signatureProblem(req, path, query, body);
  if (problem) return fail(res, 403, problem);
  if (req.method === 'PUT') {
    const header = (name: string) => req.headers[name] as string | undefined;
    objects.set(path, { bytes: body, contentType: header('content-type'), cacheControl: header('cache-control') });
    res.writeHead(200).end();
  } else if (req.method === 'GET') {
    const object = objects.get(path);
    if (!object) return fail(res, 404, 'NoSuchKey');
    res.writeHead(200, object.contentType ? { 'content-type': object.contentType } : {}).end(object.bytes);
  } else if (req.method === 'DELETE') {
    objects.delete(path);
    res.writeHead(204).end();
  } else {
    fail(res, 405, 'MethodNotAllowed');
  }
}

function signatureProblem(req: IncomingMessage, path: string, query: string, body: Buffer): string | undefined {
  const auth =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(
      req.headers.authorization ?? '',
    );
  if (!auth) return 'AuthorizationHeaderMalformed';
  const [, accessKey, , region, signedHeaders = '', signature] = auth;
  if (accessKey !== ACCESS_KEY) return 'InvalidAccessKeyId';
  const payloadHash = req.headers['x-amz-content-sha256'];
  if (payloadHash !== sha256Hex(body)) return 'XAmzContentSHA256Mismatch';
  const names = signedHeaders.split(';');
  if (!names.includes('host') || !names.includes('x-amz-date')) return 'AccessDenied';
  const headers = Object.fromEntries(names.map((name) => [name, String(req.headers[name] ?? '')]));
  const expected = signRequest(
    { method: req.method ?? '', path, query, headers, payloadHash },
    { accessKeyId: ACCESS_KEY, secretAccessKey: SECRET, region: region ?? '', service: 's3' },
  );
  return expected.signature === signature ? undefined : 'SignatureDoesNotMatch';
}

function fail(res: ServerResponse, status: number, code: string): void {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>fake s3</Message></Error>`);
}

describe('S3Storage', () => {
  const objects = new Map<string, StoredObject>();
  const server = fakeS3(objects);
  let options: S3Options;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    options = {
      endpoint: `http://127.0.0.1:${port}/`,
      region: REGION,
      bucket: 'meals',
      accessKeyId: ACCESS_KEY,
      secretAccessKey: SECRET,
      publicUrl: `${PUBLIC_URL}/`,
    };
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => objects.clear());

  it('puts an object and returns its public URL', async () => {
    const storage = new S3Storage(options);
    const bytes = Buffer.from('RIFF....WEBPVP8 fake image');
    const url = await storage.put('avatars/u1/1700000000000.webp', bytes, 'image/webp');
    expect(url).toBe(`${PUBLIC_URL}/avatars/u1/1700000000000.webp`);
    const stored = objects.get('/meals/avatars/u1/1700000000000.webp');
    expect(stored?.bytes.equals(bytes)).toBe(true);
    expect(stored?.contentType).toBe('image/webp');
    expect(stored?.cacheControl).toBe('public, max-age=31536000, immutable');
  });

  it('signs keys that need encoding', async () => {
    await new S3Storage(options).put('recipes/crème brûlée (1).jpg', Buffer.from('x'), 'image/jpeg');
    expect([...objects.keys()]).toEqual(['/meals/recipes/cr%C3%A8me%20br%C3%BBl%C3%A9e%20%281%29.jpg']);
  });

  it('throws the status and S3 error code when the secret is wrong', async () => {
    const storage = new S3Storage({ ...options, secretAccessKey: 'wrong-secret' });
    await expect(storage.put('avatars/u1/2.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      'S3 PUT avatars/u1/2.webp failed: 403 SignatureDoesNotMatch',
    );
    expect(objects.size).toBe(0);
  });

  it('removes an object by its public URL', async () => {
    const storage = new S3Storage(options);
    const url = await storage.put('avatars/u1/3.webp', Buffer.from('x'), 'image/webp');
    expect(objects.has('/meals/avatars/u1/3.webp')).toBe(true);
    await storage.removeByUrl(url);
    expect(objects.size).toBe(0);
  });

  it('ignores URLs outside the public URL', async () => {
    const storage = new S3Storage(options);
    await storage.put('avatars/u1/4.webp', Buffer.from('x'), 'image/webp');
    await storage.removeByUrl('/elsewhere/avatars/u1/4.webp');
    await storage.removeByUrl('https://elsewhere.example.com/media/avatars/u1/4.webp');
    await storage.removeByUrl(`${PUBLIC_URL}-old/avatars/u1/4.webp`);
    expect(objects.has('/meals/avatars/u1/4.webp')).toBe(true);
  });

  it('keeps a private object out of the public URL: served by the app at /uploads/<key>, read back signed', async () => {
    const storage = new S3Storage(options);
    const bytes = Buffer.from('%PDF-1.4 receipt');
    const url = await storage.put('refunds/2026/r1.pdf', bytes, 'application/pdf', 'private');
    expect(url).toBe('/uploads/refunds/2026/r1.pdf');
    expect(objects.get('/meals/refunds/2026/r1.pdf')?.cacheControl).toBe('private, no-store');
    expect(await storage.read('refunds/2026/r1.pdf')).toEqual({ bytes, contentType: 'application/pdf' });
    expect(await storage.read('refunds/2026/missing.pdf')).toBeNull();
    await storage.removeByUrl(url);
    expect(objects.size).toBe(0);
  });

  it('gives up after the timeout', async () => {
    const storage = new S3Storage({ ...options, timeoutMs: 200 });
    await expect(storage.put('hang/1.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      'S3 PUT hang/1.webp timed out after 200 ms',
    );
  });

  it('rejects keys that a URL would rewrite', async () => {
    const storage = new S3Storage(options);
    await expect(storage.put('avatars/../secret', Buffer.from('x'), 'text/plain')).rejects.toThrow(/bad storage key/);
    expect(objects.size).toBe(0);
  });
});
