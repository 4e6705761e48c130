import sharp from 'sharp';
import { AppError } from '../../../domain/errors';

export const MAX_AVATAR_BYTES = 5 * 1024 * 1024;
const RASTER_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

/**
 * Reads the image type from the bytes (never the file name), refuses SVG and anything that is not a
 * raster image, and re-encodes it as a 256 px square WebP without metadata.
 */
export async function toAvatarWebp(bytes: Buffer): Promise<Buffer> {
  let format: string | undefined;
  try {
    format = (await sharp(bytes).metadata()).format;
  } catch {
    format = undefined;
  }
  if (format === 'svg') throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'SVG pictures are not accepted. Please choose a photo (JPEG, PNG, WebP, GIF or HEIC).');
  if (!format || !RASTER_FORMATS.has(format)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'That file is not an image. Please choose a photo (JPEG, PNG, WebP, GIF or HEIC).');
  }
  return sharp(bytes, { animated: false, limitInputPixels: 64_000_000 })
    .rotate()
    .resize(256, 256, { fit: 'cover', position: 'attention' })
    .webp({ quality: 82 })
    .toBuffer();
}
