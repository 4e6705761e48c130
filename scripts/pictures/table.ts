// The table the dish stands on: wood, slate, linen, marble or stone, as a raw RGB image.
import { parseHex, toHsl, fromHsl } from './color';
import { fbm, valueNoise } from './noise';
import type { Rng } from './random';

export const WIDTH = 800;
export const HEIGHT = 600;
const DETAIL = 1024;

export const SURFACES = ['wood', 'slate', 'linen', 'marble', 'stone'] as const;
export type Surface = (typeof SURFACES)[number];

/** Base colours per surface; a recipe gets one of these, nudged a little. */
const PALETTES: Record<Surface, string[]> = {
  wood: ['#6b4529', '#87592f', '#5a3b25', '#9c6d43', '#b89a78', '#4a3223', '#7a5236'],
  slate: ['#3b3e42', '#34363a', '#45433f', '#3a4246'],
  linen: ['#e3d8c6', '#d5c6ae', '#c8b597', '#b7bfc0', '#d9c0ad', '#a9b39c'],
  marble: ['#e9e4dc', '#dedad3', '#e6dfd6'],
  stone: ['#9d968c', '#8a847c', '#b0a696', '#7d8081'],
};

/** How strongly the detail shows on each surface. */
const CONTRAST: Record<Surface, number> = { wood: 0.5, slate: 0.22, linen: 0.2, marble: 0.2, stone: 0.25 };

function woodDetail(): Float32Array {
  const out = new Float32Array(DETAIL * DETAIL);
  const plank = 205;
  for (let y = 0; y < DETAIL; y++) {
    const row = Math.floor(y / plank);
    const inPlank = y - row * plank;
    const tone = (valueNoise(row * 3.1, 0.5, 7) - 0.5) * 0.5;
    const shift = row * 311;
    for (let x = 0; x < DETAIL; x++) {
      const xx = x + shift;
      const warp = fbm(xx / 260, y / 60, 3, 3) * 26;
      const rings = Math.sin((y + warp) * 0.33 + fbm(xx / 90, y / 9, 5, 2) * 3);
      const streak = fbm(xx / 140, y / 3.5, 9, 3) - 0.5;
      let v = tone + rings * 0.22 + streak * 0.9;
      if (inPlank < 3)
        v -= 1.6 - inPlank * 0.35; // the gap between planks
      else if (inPlank < 7)
        v += 0.18; // a worn, lit edge
      else if (inPlank > plank - 4) v -= 0.35;
      out[y * DETAIL + x] = v;
    }
  }
  return out;
}

function slateDetail(): Float32Array {
  const out = new Float32Array(DETAIL * DETAIL);
  for (let y = 0; y < DETAIL; y++) {
    for (let x = 0; x < DETAIL; x++) {
      const broad = fbm(x / 300, y / 220, 12, 4) - 0.5;
      const layer = fbm(x / 500 + y / 900, y / 40, 14, 3) - 0.5;
      const grit = valueNoise(x / 2.2, y / 2.2, 15) - 0.5;
      out[y * DETAIL + x] = broad * 1.4 + layer * 0.9 + grit * 0.25;
    }
  }
  return out;
}

function linenDetail(): Float32Array {
  const out = new Float32Array(DETAIL * DETAIL);
  for (let y = 0; y < DETAIL; y++) {
    for (let x = 0; x < DETAIL; x++) {
      const wx = Math.sin(x * 1.15);
      const wy = Math.sin(y * 1.15);
      const cross = (wx * wy > 0 ? wx : wy) * 0.18;
      const slubX = (fbm(x / 40, y / 1.6, 21, 2) - 0.5) * 0.9;
      const slubY = (fbm(x / 1.6, y / 40, 22, 2) - 0.5) * 0.7;
      const folds = (fbm(x / 260, y / 200, 23, 3) - 0.5) * 1.6;
      out[y * DETAIL + x] = cross + slubX + slubY + folds;
    }
  }
  return out;
}

function marbleDetail(): Float32Array {
  const out = new Float32Array(DETAIL * DETAIL);
  for (let y = 0; y < DETAIL; y++) {
    for (let x = 0; x < DETAIL; x++) {
      const turb = fbm(x / 260, y / 260, 31, 4);
      const v = Math.abs(Math.sin((x * 0.0012 + y * 0.0009 + turb * 1.6) * Math.PI));
      const fade = fbm(x / 400, y / 400, 35, 2);
      const vein = Math.pow(1 - v, 5) * 0.55 * fade;
      const cloud = fbm(x / 200, y / 200, 33, 3) - 0.5;
      const grit = (valueNoise(x / 2, y / 2, 37) - 0.5) * 0.08;
      out[y * DETAIL + x] = -vein + cloud * 0.25 + grit;
    }
  }
  return out;
}

function stoneDetail(): Float32Array {
  const out = new Float32Array(DETAIL * DETAIL);
  for (let y = 0; y < DETAIL; y++) {
    for (let x = 0; x < DETAIL; x++) {
      const mottled = fbm(x / 160, y / 160, 41, 4) - 0.5;
      const pits = valueNoise(x / 3, y / 3, 43);
      const pit = pits < 0.08 ? -0.9 : 0;
      const grit = (valueNoise(x / 1.5, y / 1.5, 45) - 0.5) * 0.35;
      out[y * DETAIL + x] = mottled * 1.3 + pit + grit;
    }
  }
  return out;
}

const makers: Record<Surface, () => Float32Array> = {
  wood: woodDetail,
  slate: slateDetail,
  linen: linenDetail,
  marble: marbleDetail,
  stone: stoneDetail,
};
const details = new Map<Surface, Float32Array>();

function detailFor(kind: Surface): Float32Array {
  let d = details.get(kind);
  if (!d) {
    d = makers[kind]();
    details.set(kind, d);
  }
  return d;
}

export interface Table {
  kind: Surface;
  color: string;
  /** 800 x 600 x 3 bytes */
  pixels: Buffer;
}

/** Which surface suits a dish: stews sit well on wood, sushi on slate, cakes on marble or linen. */
export function chooseSurface(rng: Rng, style: string): Surface {
  const weights: Record<Surface, number> = { wood: 5, slate: 2, linen: 2.5, marble: 1.5, stone: 1.5 };
  if (['sushi', 'skewers', 'roast', 'fish', 'burger'].includes(style)) weights.slate += 3;
  if (['cake', 'cookies', 'pudding', 'drink', 'pancakes', 'sweet-balls', 'pie'].includes(style)) {
    weights.marble += 2;
    weights.linen += 2;
  }
  if (['curry', 'dal', 'biryani', 'rice', 'flatbread', 'dosa', 'idli', 'stew'].includes(style)) weights.wood += 2;
  const total = SURFACES.reduce((s, k) => s + weights[k], 0);
  let r = rng.range(0, total);
  for (const k of SURFACES) {
    r -= weights[k];
    if (r < 0) return k;
  }
  return 'wood';
}

export function makeTable(rng: Rng, kind: Surface): Table {
  const base = toHsl(rng.pick(PALETTES[kind]));
  const color = fromHsl({
    h: base.h + rng.jitter(0, 6),
    s: base.s * rng.range(0.85, 1.1),
    l: base.l + rng.jitter(0, 0.04),
  });
  const { r, g, b } = parseHex(color);
  const detail = detailFor(kind);
  const contrast = CONTRAST[kind] * rng.range(0.85, 1.15);
  const ox = rng.int(0, DETAIL - WIDTH);
  const oy = rng.int(0, DETAIL - WIDTH);
  const transpose = kind === 'wood' ? rng.chance(0.35) : rng.chance(0.5);
  const flipX = rng.chance(0.5);
  const flipY = rng.chance(0.5);
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const sx = (flipX ? WIDTH - 1 - x : x) + ox;
      const sy = (flipY ? HEIGHT - 1 - y : y) + oy;
      const v = detail[transpose ? sx * DETAIL + sy : sy * DETAIL + sx] ?? 0;
      const f = 1 + v * contrast;
      const i = (y * WIDTH + x) * 3;
      pixels[i] = Math.min(255, Math.max(0, r * f));
      pixels[i + 1] = Math.min(255, Math.max(0, g * f));
      pixels[i + 2] = Math.min(255, Math.max(0, b * f));
    }
  }
  return { kind, color, pixels };
}
