import sharp from 'sharp';
import { AppError } from '../../../domain/errors';
import { REFUND_MESSAGES } from '../../../domain/refunds';
import { assertPhotoSize, MAX_PHOTO_PIXELS, RASTER_FORMATS, readRasterInfo } from '../../adapters/images/raster';

export interface Receipt {
  bytes: Buffer;
  contentType: string;
  extension: string;
}

/**
 * Reads a receipt's type from its bytes (never from its name or the browser's type): a PDF is kept as sent; a raster
 * image is re-encoded as WebP, which drops its metadata (a phone photo's location). Anything else, SVG included, is
 * refused.
 */
export async function readReceipt(bytes: Buffer): Promise<Receipt> {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-')
    return { bytes, contentType: 'application/pdf', extension: 'pdf' };
  const info = await readRasterInfo(bytes);
  if (!info || !RASTER_FORMATS.has(info.format))
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', REFUND_MESSAGES.receiptType);
  assertPhotoSize(info, 'The receipt');
  try {
    const webp = await sharp(bytes, { animated: false, limitInputPixels: MAX_PHOTO_PIXELS })
      .rotate()
      .resize({ width: 3000, height: 3000, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 90 })
      .toBuffer();
    return { bytes: webp, contentType: 'image/webp', extension: 'webp' };
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', REFUND_MESSAGES.receiptType);
  }
}
