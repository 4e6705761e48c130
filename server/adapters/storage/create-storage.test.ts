import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createStorage } from './create-storage';
import { LocalStorage } from './local-storage';
import { S3Storage } from './s3-storage';

describe('createStorage', () => {
  it('uses the local disk without S3_BUCKET', () => {
    expect(createStorage(loadConfig({}))).toBeInstanceOf(LocalStorage);
  });

  it('uses S3 when S3_BUCKET is set', () => {
    const config = loadConfig({
      S3_BUCKET: 'meals',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'AKID',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PUBLIC_URL: 'https://cdn.example.com',
    });
    expect(createStorage(config)).toBeInstanceOf(S3Storage);
  });
});
