import sharp from 'sharp';
import { AppError } from '../../../domain/errors';
import { assertPhotoSize, MAX_PHOTO_PIXELS, RASTER_FORMATS, readRasterInfo } from '../../adapters/images/raster';

export const MAX_AVATAR_BYTES = 5 * 1024 * 1024;

/**
 * Whether `url` names a file in the same folder as `own` (the avatar just stored in avatars/<user>/), and nothing
 * above or below it: the only files an avatar change may remove.
 */
export function isSiblingFile(url: string, own: string): boolean {
  const folder = own.slice(0, own.lastIndexOf('/') + 1);
  if (!folder || !url.startsWith(folder)) return false;
  const name = url.slice(folder.length);
  return /^[\w.-]+$/.test(name) && !name.includes('..');
}

/**
 * Reads the image type from the bytes (never the file name), refuses SVG and anything that is not a
 * raster image, and re-encodes it as a 256 px square WebP without metadata.
 */
export async function toAvatarWebp(bytes: Buffer): Promise<Buffer> {
  const info = await readRasterInfo(bytes);
  const format = info?.format;
  if (format === 'svg')
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'SVG pictures are not accepted. Please choose a photo (JPEG, PNG, WebP, GIF or HEIC).',
    );
  if (!format || !RASTER_FORMATS.has(format)) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'That file is not an image. Please choose a photo (JPEG, PNG, WebP, GIF or HEIC).',
    );
  }
  assertPhotoSize(info!);
  try {
    return await sharp(bytes, { animated: false, limitInputPixels: MAX_PHOTO_PIXELS })
      .rotate()
      .resize(256, 256, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'That picture could not be read. Please choose another photo.');
  }
}
