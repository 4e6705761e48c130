// What vessels are made of: glazed ceramic, steel, copper, cast iron, wood.
import { lightness, shade } from './color';
import type { Rng } from './random';
import type { Defs } from './svg';
import type { Ctx } from './types';

export interface Material {
  color: string;
  metal: boolean;
  /** little dark flecks of a stoneware glaze */
  speckle: boolean;
  /** a thin coloured line near the rim */
  rimLine?: string;
}

const LIGHT_CERAMICS = ['#f4f0e8', '#efe7d8', '#e8dfd1', '#f2ede6', '#e9e2d6'];
const COLOURED_CERAMICS = ['#a9b7a3', '#8fa2ae', '#c27a5a', '#d6c3a0', '#34495a', '#6f7f6a', '#b9a27f', '#7a8a99'];
const DARK_CERAMICS = ['#38383a', '#2f3437', '#4a3f38'];
const RIM_LINES = ['#2f5a7a', '#8a3b2b', '#3f6b4f', '#b08a3e'];

const INDIAN_STYLES = new Set([
  'curry',
  'dal',
  'biryani',
  'rice',
  'idli',
  'dosa',
  'flatbread',
  'sweet-balls',
  'porridge',
  'pudding',
]);

/** A ceramic or metal that suits the dish and lets its colour stand out. */
export function chooseMaterial(ctx: Ctx, rng: Rng): Material {
  const food = lightness(ctx.palette.main);
  const indian = INDIAN_STYLES.has(ctx.spec.style);
  const roll = rng.next();
  if (indian && roll < 0.22) return { color: '#c5c9cd', metal: true, speckle: false };
  if (indian && roll < 0.32 && ctx.spec.vessel !== 'plate') return { color: '#b8703e', metal: true, speckle: false };
  const pool: string[] = [];
  if (food < 0.72) pool.push(...LIGHT_CERAMICS, ...LIGHT_CERAMICS);
  pool.push(...COLOURED_CERAMICS);
  if (food > 0.45) pool.push(...DARK_CERAMICS, ...DARK_CERAMICS);
  const color = rng.pick(pool);
  const light = lightness(color) > 0.75;
  return {
    color,
    metal: false,
    speckle: rng.chance(light ? 0.4 : 0.25),
    rimLine: light && rng.chance(0.25) ? rng.pick(RIM_LINES) : undefined,
  };
}

/** The glaze or metal across a face, lit from the upper left. */
export function faceFill(defs: Defs, m: Material, strength = 1): string {
  if (m.metal) {
    return defs.linear(
      [
        { offset: 0, color: shade(m.color, 0.45 * strength) },
        { offset: 0.3, color: shade(m.color, -0.1 * strength) },
        { offset: 0.55, color: shade(m.color, 0.25 * strength) },
        { offset: 0.8, color: shade(m.color, -0.28 * strength) },
        { offset: 1, color: shade(m.color, -0.05 * strength) },
      ],
      0,
      0,
      1,
      1,
    );
  }
  return defs.radial(
    [
      { offset: 0, color: shade(m.color, 0.16 * strength) },
      { offset: 0.65, color: m.color },
      { offset: 1, color: shade(m.color, -0.18 * strength) },
    ],
    { cx: 0.5, cy: 0.5, r: 0.62, fx: 0.3, fy: 0.25 },
  );
}

/** The outside wall of a bowl or pot: lit on the left, in shade on the right. */
export function wallFill(defs: Defs, m: Material): string {
  if (m.metal) {
    return defs.linear(
      [
        { offset: 0, color: shade(m.color, -0.2) },
        { offset: 0.18, color: shade(m.color, 0.5) },
        { offset: 0.4, color: shade(m.color, 0.05) },
        { offset: 0.75, color: shade(m.color, -0.35) },
        { offset: 1, color: shade(m.color, -0.15) },
      ],
      0,
      0,
      1,
      0,
    );
  }
  return defs.linear(
    [
      { offset: 0, color: shade(m.color, -0.05) },
      { offset: 0.22, color: shade(m.color, 0.2) },
      { offset: 0.6, color: shade(m.color, -0.1) },
      { offset: 1, color: shade(m.color, -0.38) },
    ],
    0,
    0,
    1,
    0,
  );
}

/** The inside wall of a bowl: the side nearer the light is in shade, the far side lit. */
export function innerFill(defs: Defs, m: Material): string {
  const k = m.metal ? 1.4 : 1;
  return defs.linear(
    [
      { offset: 0, color: shade(m.color, -0.3 * k) },
      { offset: 0.55, color: shade(m.color, -0.05 * k) },
      { offset: 1, color: shade(m.color, 0.2 * k) },
    ],
    0.15,
    0,
    0.85,
    1,
  );
}
