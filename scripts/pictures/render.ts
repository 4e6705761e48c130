// Turns a picture spec into WebP files: the SVG scene is laid over the table image by sharp.
import sharp from 'sharp';
import { buildFallbackScene, buildScene, type Scene } from './scene';
import { HEIGHT, WIDTH } from './table';
import { loadTextures } from './textures';
import type { PictureSpec } from './types';

export const LARGE = { width: WIDTH, height: HEIGHT } as const;
export const SMALL = { width: 400, height: 300 } as const;
const QUALITY = 75;
/** Large pictures above this are encoded again at a lower quality. */
const MAX_BYTES = 60_000;
const rawInput = { raw: { width: WIDTH, height: HEIGHT, channels: 3 } } as const;

export interface Rendered {
  large: Buffer;
  small: Buffer;
}

async function toPixels(scene: Scene): Promise<Buffer> {
  return sharp(scene.table.pixels, rawInput)
    .composite([{ input: Buffer.from(scene.svg), top: 0, left: 0 }])
    .removeAlpha()
    .raw()
    .toBuffer();
}

/** The composed picture as raw RGB pixels, 800 x 600. */
export async function renderPixels(slug: string, spec: PictureSpec): Promise<Buffer> {
  return toPixels(buildScene(slug, spec, await loadTextures()));
}

async function encodeLarge(pixels: Buffer): Promise<Buffer> {
  let quality = QUALITY;
  let out = await sharp(pixels, rawInput).webp({ quality, effort: 2 }).toBuffer();
  while (out.length > MAX_BYTES && quality > 50) {
    quality -= 7;
    out = await sharp(pixels, rawInput).webp({ quality, effort: 2 }).toBuffer();
  }
  return out;
}

async function encode(pixels: Buffer): Promise<Rendered> {
  const [large, small] = await Promise.all([
    encodeLarge(pixels),
    sharp(pixels, rawInput)
      .resize(SMALL.width, SMALL.height, { kernel: 'lanczos3' })
      .webp({ quality: QUALITY, effort: 2 })
      .toBuffer(),
  ]);
  return { large, small };
}

/** The picture of one recipe, large and small. The same slug and spec always give the same bytes. */
export async function renderPicture(slug: string, spec: PictureSpec): Promise<Rendered> {
  return encode(await renderPixels(slug, spec));
}

/** The empty plate shown when a picture is missing. */
export async function renderFallback(): Promise<Rendered> {
  return encode(await toPixels(buildFallbackScene(await loadTextures())));
}
