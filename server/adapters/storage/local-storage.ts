import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, extname, join, normalize } from 'node:path';
import { keyOfUploadUrl, UPLOADS_PREFIX, type Storage, type StoredFile } from './storage';

const TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.pdf': 'application/pdf',
};

/** Files on the local disk; every one is addressed as /uploads/<key> (public or private alike). */
export class LocalStorage implements Storage {
  constructor(private readonly root: string) {}

  async put(key: string, bytes: Buffer): Promise<string> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, bytes);
    return `${UPLOADS_PREFIX}${key}`;
  }

  async read(key: string): Promise<StoredFile | null> {
    try {
      const bytes = await readFile(this.pathOf(key));
      return { bytes, contentType: TYPES[extname(key).toLowerCase()] ?? 'application/octet-stream' };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'EISDIR')
        return null;
      throw error;
    }
  }

  async removeByUrl(url: string): Promise<void> {
    const key = keyOfUploadUrl(url);
    if (key === null) return;
    await rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    const clean = normalize(key).replace(/^(\.\.(\/|\\|$))+/, '');
    if (clean.startsWith('/') || clean.includes('..')) throw new Error(`bad storage key: ${key}`);
    return join(this.root, clean);
  }
}
