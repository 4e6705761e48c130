/** Where files are served from: public ones directly, private ones only through the app's owner check. */
export const UPLOADS_PREFIX = '/uploads/';

export type Visibility = 'public' | 'private';

export interface StoredFile {
  bytes: Buffer;
  contentType: string;
}

/** Keeps uploaded files. Local disk by default (DATA_DIR/uploads), or an S3-compatible bucket. */
export interface Storage {
  /**
   * Stores bytes under a key such as "avatars/<user>/<time>.webp" and returns the URL to show. A public file's
   * URL may be anyone's to fetch (a CDN); a private file's is always `/uploads/<key>`, which the app serves
   * only after its owner check (server/modules/uploads).
   */
  put(key: string, bytes: Buffer, contentType: string, visibility?: Visibility): Promise<string>;
  /** The bytes of a file, or null when there is none. */
  read(key: string): Promise<StoredFile | null>;
  /** Removes a file by the URL put returned; unknown URLs are ignored. */
  removeByUrl(url: string): Promise<void>;
}

/** The storage key of an app URL (`/uploads/<key>`), or null for any other URL. */
export function keyOfUploadUrl(url: string): string | null {
  return url.startsWith(UPLOADS_PREFIX) ? url.slice(UPLOADS_PREFIX.length) : null;
}
