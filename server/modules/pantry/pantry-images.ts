import sharp from 'sharp';
import { AppError } from '../../../domain/errors';

const RASTER_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

export interface PreparedImage {
  /** Kept with the scan: WebP, at most 1600 px, without metadata (no location or camera data). */
  stored: Buffer;
  /** Sent to the vision provider: JPEG (every provider reads it), at most 1024 px. */
  forVision: Buffer;
}

/**
 * Reads the image type from the bytes (never the name or the declared type), refuses SVG and anything that
 * is not a raster image, and re-encodes it (turned upright, metadata dropped).
 */
export async function preparePantryImage(bytes: Buffer, label: string): Promise<PreparedImage> {
  let format: string | undefined;
  try {
    format = (await sharp(bytes).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !RASTER_FORMATS.has(format)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', `${label} is not a photo. Please choose images (JPEG, PNG, WebP, GIF or HEIC).`);
  }
  const upright = () => sharp(bytes, { animated: false, limitInputPixels: 80_000_000 }).rotate();
  try {
    const [stored, forVision] = await Promise.all([
      upright().resize(1600, 1600, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
      upright().resize(1024, 1024, { fit: 'inside', withoutEnlargement: true }).jpeg({ quality: 82 }).toBuffer(),
    ]);
    return { stored, forVision };
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', `${label} could not be read as an image. Please choose another photo.`);
  }
}
