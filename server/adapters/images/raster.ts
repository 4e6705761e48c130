import sharp from 'sharp';
import { AppError } from '../../../domain/errors';

export const RASTER_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

/**
 * The most pixels a photo may have: a 50-megapixel camera's frame fits; a "decompression bomb" (a small PNG that
 * decodes to gigabytes) is refused from its header alone, before a pixel is decoded.
 */
export const MAX_PHOTO_PIXELS = 64_000_000;

export interface RasterInfo {
  format: string;
  width: number;
  height: number;
}

/** The image type and size read from the bytes' header (never the name or declared type), or null for anything else. */
export async function readRasterInfo(bytes: Buffer): Promise<RasterInfo | null> {
  try {
    const { format, width, height } = await sharp(bytes).metadata();
    return { format: format ?? '', width: width ?? 0, height: height ?? 0 };
  } catch {
    return null;
  }
}

/** Refuses a picture whose header promises more pixels than MAX_PHOTO_PIXELS, naming the size a person can act on. */
export function assertPhotoSize({ width, height }: RasterInfo, label = 'The picture'): void {
  if (width * height > MAX_PHOTO_PIXELS) {
    const megapixels = Math.round((width * height) / 1_000_000);
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `${label} is ${megapixels} megapixels; photos up to ${MAX_PHOTO_PIXELS / 1_000_000} megapixels are accepted. Please choose a smaller one.`,
    );
  }
}

/**
 * A multipart upload that could not be read (cut short, no boundary, a broken part header) is the client's mistake:
 * known limits keep their own message, anything else the parser throws becomes a 400 rather than a 500.
 */
export function uploadReadError(error: unknown, limits: Record<string, string> = {}): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code ?? '';
  if (limits[code])
    return new AppError(code === 'FST_REQ_FILE_TOO_LARGE' ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST', limits[code]);
  return new AppError(
    'BAD_REQUEST',
    'The upload could not be read (it was cut short or is not a valid multipart form). Please choose the file again.',
  );
}
