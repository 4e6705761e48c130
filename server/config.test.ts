import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives every default for an empty environment', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe('127.0.0.1'); // this machine only, unless HOST says otherwise
    expect(config.DATA_DIR).toBe('./data');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.APP_URL).toBe('http://localhost:3000');
    expect(config.SEED).toBe(true);
  });

  it('names every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as ConfigError).message;
      expect(message).toMatch(/PORT/);
      expect(message).toMatch(/DATABASE_URL/);
      expect(message).toMatch(/LOG_LEVEL/);
    }
  });

  it('sizes the database pool and the worker pool, refusing sizes that cannot work', () => {
    const defaults = loadConfig({});
    expect(defaults.DATABASE_POOL_SIZE).toBe(10);
    expect(defaults.WORKER_QUEUE_LIMIT).toBe(20);
    expect(defaults.WORKER_THREADS).toBeGreaterThanOrEqual(1);
    expect(defaults.WORKER_THREADS).toBeLessThanOrEqual(4);
    expect(loadConfig({ DATABASE_POOL_SIZE: '40', WORKER_THREADS: '3', WORKER_QUEUE_LIMIT: '0' })).toMatchObject({
      DATABASE_POOL_SIZE: 40,
      WORKER_THREADS: 3,
      WORKER_QUEUE_LIMIT: 0,
    });
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '1', WORKER_THREADS: '0', WORKER_QUEUE_LIMIT: 'many' })).toThrow(
      /DATABASE_POOL_SIZE: must be at least 2[\s\S]*WORKER_THREADS[\s\S]*WORKER_QUEUE_LIMIT/,
    );
  });

  it('requires AUTH_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET/);
    const prod = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), SMTP_URL: 'smtp://mail.example.com:587' };
    expect(loadConfig(prod).isProduction).toBe(true);
  });

  it('lets imports reach this machine only outside production', () => {
    expect(loadConfig({}).IMPORT_ALLOW_LOOPBACK).toBe(false);
    expect(loadConfig({ IMPORT_ALLOW_LOOPBACK: 'true' }).IMPORT_ALLOW_LOOPBACK).toBe(true);
    const prod = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), SMTP_URL: 'smtp://mail.example.com:587' };
    expect(() => loadConfig({ ...prod, IMPORT_ALLOW_LOOPBACK: 'true' })).toThrow(
      /IMPORT_ALLOW_LOOPBACK: not allowed in production/,
    );
  });

  it('requires the S3 endpoint, keys and public URL when S3_BUCKET is set', () => {
    try {
      loadConfig({ S3_BUCKET: 'meals', S3_ACCESS_KEY_ID: 'AKID' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toEqual([
        'S3_ENDPOINT: required when S3_BUCKET is set',
        'S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set',
        'S3_PUBLIC_URL: required when S3_BUCKET is set',
      ]);
    }
    const s3 = {
      S3_BUCKET: 'meals',
      S3_ENDPOINT: 'https://account.r2.cloudflarestorage.com',
      S3_ACCESS_KEY_ID: 'AKID',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PUBLIC_URL: 'https://cdn.example.com',
    };
    expect(loadConfig(s3).S3_REGION).toBe('auto');
    expect(loadConfig({}).S3_BUCKET).toBeUndefined();
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '' }).PORT).toBe(3000);
  });
});
