import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import type { Storage } from './storage';

export const UPLOADS_PREFIX = '/uploads/';

export class LocalStorage implements Storage {
  constructor(private readonly root: string) {}

  async put(key: string, bytes: Buffer): Promise<string> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, bytes);
    return `${UPLOADS_PREFIX}${key}`;
  }

  async removeByUrl(url: string): Promise<void> {
    if (!url.startsWith(UPLOADS_PREFIX)) return;
    await rm(this.pathOf(url.slice(UPLOADS_PREFIX.length)), { force: true });
  }

  private pathOf(key: string): string {
    const clean = normalize(key).replace(/^(\.\.(\/|\\|$))+/, '');
    if (clean.startsWith('/') || clean.includes('..')) throw new Error(`bad storage key: ${key}`);
    return join(this.root, clean);
  }
}
