import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createTestApp, type TestApp } from '../../test/app';

let direct: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  direct = await createTestApp();
  proxied = await createTestApp({
    TRUST_PROXY: 'true',
    GEOIP_SERVICE_URLS: 'https://geo-one.example/json, https://geo-two.example/json',
  });
});
afterAll(async () => {
  await direct.close();
  await proxied.close();
});

const guess = async (t: TestApp, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/region', headers });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return res.json<{ country: string | null; region: string | null; services: string[] }>();
};

describe('GET /api/region', () => {
  it('ignores country headers unless the proxy is trusted, and lists no service by default', async () => {
    expect(await guess(direct, { 'cf-ipcountry': 'IN' })).toEqual({ country: null, region: null, services: [] });
  });

  it('reads the CDN country header behind a trusted proxy and maps it to a region', async () => {
    const services = ['https://geo-one.example/json', 'https://geo-two.example/json'];
    expect(await guess(proxied, { 'cf-ipcountry': 'in' })).toEqual({ country: 'IN', region: 'IN', services });
    expect(await guess(proxied, { 'x-vercel-ip-country': 'DE' })).toEqual({ country: 'DE', region: 'EU', services });
    expect(await guess(proxied, { 'cloudfront-viewer-country': 'GB' })).toMatchObject({ country: 'GB', region: 'UK' });
  });

  it('treats unknown and malformed countries as no guess', async () => {
    expect(await guess(proxied, { 'cf-ipcountry': 'XX' })).toMatchObject({ country: null, region: null });
    expect(await guess(proxied, { 'cf-ipcountry': 'T1' })).toMatchObject({ country: null });
    expect(await guess(proxied, { 'cf-ipcountry': '<script>' })).toMatchObject({ country: null });
    expect(await guess(proxied)).toMatchObject({ country: null });
  });
});

describe('GEOIP_SERVICE_URLS', () => {
  it('is unset by default and accepts only https URLs', () => {
    expect(loadConfig({}).GEOIP_SERVICE_URLS).toBeUndefined();
    expect(loadConfig({ GEOIP_SERVICE_URLS: 'https://ipapi.co/json/' }).GEOIP_SERVICE_URLS).toEqual([
      'https://ipapi.co/json/',
    ]);
    expect(() => loadConfig({ GEOIP_SERVICE_URLS: 'http://ipapi.co/json/' })).toThrow(/GEOIP_SERVICE_URLS/);
  });
});
