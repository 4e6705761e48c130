/** Keeps uploaded files. Local disk by default (DATA_DIR/uploads, served at /uploads). */
export interface Storage {
  /** Stores bytes under a key such as "avatars/<user>/<time>.webp" and returns the public URL. */
  put(key: string, bytes: Buffer, contentType: string): Promise<string>;
  /** Removes a file by its public URL; unknown URLs are ignored. */
  removeByUrl(url: string): Promise<void>;
}
