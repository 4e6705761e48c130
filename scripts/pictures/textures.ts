// Texture tiles for food (bumps, crumb, grain), made once per run and embedded in the SVG as patterns.
import sharp from 'sharp';
import { fbm, shadeField, tileField } from './noise';
import { el, type Defs } from './svg';

export const TEXTURE_NAMES = ['bump', 'fine', 'pores', 'grain', 'weave'] as const;
export type TextureName = (typeof TEXTURE_NAMES)[number];

export interface TextureTile {
  size: number;
  uri: string;
}
export type Textures = Record<TextureName, TextureTile>;

/** Shading in [-1, 1] becomes black or white with alpha, so it can be laid over any colour. */
async function encodeShading(values: Float32Array, size: number, maxAlpha: number): Promise<string> {
  const buf = Buffer.alloc(size * size * 2);
  for (let i = 0; i < size * size; i++) {
    const v = Math.max(-1, Math.min(1, values[i] ?? 0));
    buf[i * 2] = v < 0 ? 0 : 255;
    buf[i * 2 + 1] = Math.round(Math.abs(v) * maxAlpha * 255);
  }
  const png = await sharp(buf, { raw: { width: size, height: size, channels: 2 } })
    .png({ compressionLevel: 9, palette: false })
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

function bump(size: number): Float32Array {
  return shadeField(tileField(size, 10, 4, 11), size, 9);
}

function fine(size: number): Float32Array {
  return shadeField(tileField(size, 24, 3, 23), size, 5);
}

/** Little holes, like the crumb of a steamed cake or the lace of a crepe. */
function pores(size: number): Float32Array {
  const h = tileField(size, 28, 2, 37);
  const out = new Float32Array(size * size);
  const shaded = shadeField(h, size, 5);
  for (let i = 0; i < out.length; i++) {
    const v = h[i] ?? 0.5;
    const hole = v < 0.36 ? -Math.min(1, (0.36 - v) * 9) : 0;
    out[i] = hole + (shaded[i] ?? 0) * 0.5;
  }
  return out;
}

/** Long streaks: wood grain on boards, fibres on meat. */
function grain(size: number): Float32Array {
  const out = new Float32Array(size * size);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const u = (x / size) * 2;
      const v = (y / size) * 48;
      const warp = fbm(u * 2, v / 6, 5, 2, 4, 8) * 3;
      const g = fbm(u, v + warp, 41, 3, 2, 48);
      out[y * size + x] = (g - 0.5) * 2.4;
    }
  }
  return out;
}

/** A soft cloth weave. */
function weave(size: number): Float32Array {
  const out = new Float32Array(size * size);
  const slub = tileField(size, 32, 2, 53, 0.25);
  const slubY = tileField(size, 8, 2, 59, 4);
  const period = size / 48;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const wx = Math.sin((x / period) * Math.PI * 2);
      const wy = Math.sin((y / period) * Math.PI * 2);
      const cross = wx * wy > 0 ? wx : wy;
      const i = y * size + x;
      out[i] = cross * 0.35 + ((slub[i] ?? 0.5) - 0.5) * 1.2 + ((slubY[i] ?? 0.5) - 0.5) * 0.8;
    }
  }
  return out;
}

let cache: Promise<Textures> | undefined;

export function loadTextures(): Promise<Textures> {
  cache ??= (async () => {
    const make = async (values: Float32Array, size: number, alpha: number): Promise<TextureTile> => ({
      size,
      uri: await encodeShading(values, size, alpha),
    });
    const [b, f, p, g, w] = await Promise.all([
      make(bump(256), 256, 0.55),
      make(fine(128), 128, 0.32),
      make(pores(192), 192, 0.6),
      make(grain(256), 256, 0.35),
      make(weave(192), 192, 0.45),
    ]);
    return { bump: b, fine: f, pores: p, grain: g, weave: w };
  })();
  return cache;
}

/**
 * A pattern fill made of a texture tile. `scale` enlarges the tile; `angle` turns it.
 * Returns the url for `fill`.
 */
export function texture(defs: Defs, tiles: Textures, name: TextureName, scale = 1, angle = 0, dx = 0, dy = 0): string {
  const tile = tiles[name];
  const imageId = defs.add(`img-${name}`, (id) =>
    el('image', { id, width: tile.size, height: tile.size, href: tile.uri, preserveAspectRatio: 'none' }),
  );
  return defs.raw(`pat-${name}-${scale}-${angle}-${dx}-${dy}`, (id) =>
    el(
      'pattern',
      {
        id,
        patternUnits: 'userSpaceOnUse',
        width: tile.size,
        height: tile.size,
        patternTransform: `translate(${dx} ${dy}) rotate(${angle}) scale(${scale})`,
      },
      el('use', { href: `#${imageId}` }),
    ),
  );
}
