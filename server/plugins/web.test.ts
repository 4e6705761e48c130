import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';

describe('the built web app', () => {
  const dist = mkdtempSync(join(tmpdir(), 'mealwise-web-'));
  let t: TestApp;

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(
      join(dist, 'landing.html'),
      '<!doctype html><title>landing</title><link rel="modulepreload" href="/assets/landing-page-abc.js">',
    );
    writeFileSync(join(dist, 'dashboard.html'), '<!doctype html><title>dashboard</title>');
    writeFileSync(join(dist, 'assets/landing-page-abc.js'), 'export {};');
    t = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers the landing page with its own HTML, which preloads its code', async () => {
    for (const url of ['/', '/?utm_source=mail']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>landing</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers the dashboard with its own HTML, which preloads its code and first answers', async () => {
    for (const url of ['/dashboard', '/dashboard?week=2026-11-23']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>dashboard</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers every other page with the app shell', async () => {
    for (const url of ['/dashboard/search', '/about', '/landing']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>app</title>');
    }
  });

  it('caches content-hashed assets for a year and never shadows the API', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/landing-page-abc.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const api = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('serves profile pictures publicly, and answers a missing upload with a 404, never the app page', async () => {
    await t.app.storage.put('avatars/u1/1.webp', Buffer.from('RIFF....WEBP'), 'image/webp');
    const avatar = await t.app.inject({ method: 'GET', url: '/uploads/avatars/u1/1.webp' });
    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers['cache-control']).toBe('public, max-age=86400');
    for (const url of [
      '/uploads/avatars/u1/2.webp',
      '/uploads/pantry/u1/x.webp',
      '/uploads/refunds/2026/x.pdf',
      '/uploads/elsewhere/x.webp',
      '/uploads/',
      '/uploads',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('<title>app</title>');
    }
  });

  it('keeps private uploads off the public path even when a file is there', async () => {
    await t.app.storage.put('pantry/u1/1.webp', Buffer.from('RIFF....WEBP'), 'image/webp', 'private');
    expect((await t.app.inject({ method: 'GET', url: '/uploads/pantry/u1/1.webp' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/uploads/avatars/../pantry/u1/1.webp' })).statusCode).toBe(404);
  });
});
