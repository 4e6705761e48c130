import { join } from 'node:path';
import type { Config } from '../../config';
import { LocalStorage } from './local-storage';
import { S3Storage } from './s3-storage';
import type { Storage } from './storage';

/** S3-compatible storage when S3_BUCKET is set, else the local disk (DATA_DIR/uploads, served at /uploads). */
export function createStorage(config: Config): Storage {
  if (!config.S3_BUCKET) return new LocalStorage(join(config.DATA_DIR, 'uploads'));
  return new S3Storage({
    endpoint: required(config.S3_ENDPOINT, 'S3_ENDPOINT'),
    region: config.S3_REGION,
    bucket: config.S3_BUCKET,
    accessKeyId: required(config.S3_ACCESS_KEY_ID, 'S3_ACCESS_KEY_ID'),
    secretAccessKey: required(config.S3_SECRET_ACCESS_KEY, 'S3_SECRET_ACCESS_KEY'),
    publicUrl: required(config.S3_PUBLIC_URL, 'S3_PUBLIC_URL'),
  });
}

/** loadConfig already reports these; this only narrows the type for hand-built configs. */
function required(value: string | undefined, name: string): string {
  if (!value) throw new Error(`${name}: required when S3_BUCKET is set`);
  return value;
}
