import sharp from 'sharp';
import { AppError } from '../../../domain/errors';
import { assertPhotoSize, MAX_PHOTO_PIXELS, RASTER_FORMATS, readRasterInfo } from '../../adapters/images/raster';

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
  const info = await readRasterInfo(bytes);
  if (!info || !RASTER_FORMATS.has(info.format)) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `${label} is not a photo. Please choose images (JPEG, PNG, WebP, GIF or HEIC).`,
    );
  }
  assertPhotoSize(info, label);
  const upright = () => sharp(bytes, { animated: false, limitInputPixels: MAX_PHOTO_PIXELS }).rotate();
  try {
    const [stored, forVision] = await Promise.all([
      upright().resize(1600, 1600, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
      upright().resize(1024, 1024, { fit: 'inside', withoutEnlargement: true }).jpeg({ quality: 82 }).toBuffer(),
    ]);
    return { stored, forVision };
  } catch {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `${label} could not be read as an image. Please choose another photo.`,
    );
  }
}
