import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildUser, ORIGIN } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
});
afterAll(() => t.close());

function multipart(filename: string, contentType: string, bytes: Buffer) {
  const boundary = '----mealwise' + Math.random().toString(16).slice(2);
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

const upload = (cookie: string | undefined, filename: string, type: string, bytes: Buffer) => {
  const { body, contentType } = multipart(filename, type, bytes);
  return t.app.inject({
    method: 'POST',
    url: '/api/accounts/avatar',
    payload: body,
    headers: { 'content-type': contentType, origin: ORIGIN, ...(cookie ? { cookie } : {}) },
  });
};

const photo = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#c0703a' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Artist: 'Secret Name' } } })
    .toBuffer();
const session = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } })).json<{
    user: { image: string | null };
  }>().user;

describe('profile picture', () => {
  it('re-encodes a photo as a square WebP without metadata and updates the picture URL', async () => {
    const u = await buildUser(t.app);
    const res = await upload(u.cookie, 'me.jpg', 'image/jpeg', await photo());
    expect(res.statusCode).toBe(200);
    const { image } = res.json<{ image: string }>();
    expect(image).toMatch(new RegExp(`^/uploads/avatars/${u.id}/\\d+\\.webp$`));
    expect((await session(u.cookie)).image).toBe(image);
    const served = await t.app.inject({ method: 'GET', url: image });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
  });

  it('replaces the previous picture file', async () => {
    const u = await buildUser(t.app);
    const first = (await upload(u.cookie, 'a.png', 'image/png', await photo())).json<{ image: string }>().image;
    await new Promise((r) => setTimeout(r, 5));
    const second = (await upload(u.cookie, 'b.png', 'image/png', await photo())).json<{ image: string }>().image;
    expect(second).not.toBe(first);
    expect(existsSync(join(t.config.DATA_DIR, first))).toBe(false);
  });

  it('refuses what is not a raster image, or too large, and changes nothing', async () => {
    const u = await buildUser(t.app);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const svgRes = await upload(u.cookie, 'me.svg', 'image/svg+xml', svg);
    expect(svgRes.statusCode).toBe(415);
    expect(svgRes.json()).toMatchObject({ error: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
    const text = await upload(u.cookie, 'holiday.png', 'image/png', Buffer.from('this is not a picture at all'));
    expect(text.statusCode).toBe(415);
    const big = await upload(u.cookie, 'big.jpg', 'image/jpeg', Buffer.alloc(6 * 1024 * 1024, 1));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ error: { message: 'Pictures must be 5 MB or smaller.' } });
    expect((await session(u.cookie)).image).toBeNull();
  });

  it('needs a signed-in person and changes only their own picture', async () => {
    const anonymous = await upload(undefined, 'me.jpg', 'image/jpeg', await photo());
    expect(anonymous.statusCode).toBe(401);
    const a = await buildUser(t.app);
    const b = await buildUser(t.app);
    await upload(b.cookie, 'me.jpg', 'image/jpeg', await photo());
    expect((await session(a.cookie)).image).toBeNull();
    expect((await session(b.cookie)).image).toMatch(new RegExp(`/avatars/${b.id}/`));
  });
});
