// How cooked food browns: toasted dough, char spots, blisters, glossy roasted skin.
import { family, lightness, mix, shade } from '../color';
import type { Rng } from '../random';
import { glow } from '../shapes';
import { blob, ellipse, path, type Defs } from '../svg';

/** A golden, toasted fill: lighter in the middle, browned toward the edge. */
export function toastFill(defs: Defs, color: string): string {
  return defs.radial(
    [
      { offset: 0, color: shade(color, 0.2) },
      { offset: 0.55, color },
      { offset: 0.85, color: mix(color, '#9a5a22', 0.35) },
      { offset: 1, color: mix(color, '#7a4216', 0.55) },
    ],
    { cx: 0.5, cy: 0.5, r: 0.55, fx: 0.4, fy: 0.35 },
  );
}

/** A soft brown-black spot where the dough charred. */
export function charSpot(defs: Defs, x: number, y: number, r: number, darkness = 1, squash = 1): string {
  const fill = defs.radial([
    { offset: 0, color: '#2a1206', opacity: 0.75 * darkness },
    { offset: 0.45, color: '#5a2a0e', opacity: 0.45 * darkness },
    { offset: 1, color: '#8a4a1a', opacity: 0 },
  ]);
  return ellipse(x, y, r, r * squash, { fill });
}

/** Char spots and raised blisters scattered inside an ellipse (cx, cy, rx, ry). */
export function charAndBlisters(
  defs: Defs,
  rng: Rng,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  count: number,
  color: string,
): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const a = rng.range(0, Math.PI * 2);
    const d = Math.sqrt(rng.next()) * 0.9;
    const x = cx + Math.cos(a) * d * rx;
    const y = cy + Math.sin(a) * d * ry;
    const r = rx * rng.range(0.02, 0.075);
    if (rng.chance(0.35)) {
      // a blister: a raised pale bubble with a burnt top
      out += path(blob(rng, x, y, r * 1.3, r, 0.2, 7), {
        fill: shade(color, 0.18),
        stroke: shade(color, -0.3),
        'stroke-width': 0.6,
        'stroke-opacity': 0.5,
      });
      out += charSpot(defs, x + r * 0.2, y + r * 0.1, r * 0.8, 1.1);
    } else {
      out += charSpot(defs, x, y, r, rng.range(0.5, 1.1), rng.range(0.6, 1));
    }
  }
  return out;
}

/** Brushed butter or ghee: soft bright patches. */
export function butterSheen(defs: Defs, rng: Rng, cx: number, cy: number, rx: number, ry: number): string {
  let out = '';
  for (let i = 0; i < 4; i++) {
    const x = cx + rng.jitter(0, rx * 0.5);
    const y = cy + rng.jitter(0, ry * 0.5);
    out += glow(defs, x, y, rx * rng.range(0.15, 0.3), ry * rng.range(0.08, 0.16), rng.range(0.25, 0.45), '#fff3c8');
  }
  return out;
}

export const GOLDEN = '#e0b066';

/** The dough colour: the main colour when it looks like bread, else a golden default. */
export function doughColor(color: string): string {
  const fam = family(color);
  if (['yellow', 'orange', 'cream', 'brown'].includes(fam) && lightness(color) > 0.45) return color;
  return GOLDEN;
}

/** A baked colour: the main colour when it looks baked, else the fallback. */
export function bakedColor(color: string, fallback: string): string {
  const fam = family(color);
  return ['yellow', 'orange', 'brown', 'cream'].includes(fam) && lightness(color) > 0.35 ? color : fallback;
}

/** A glossy roasted skin: deep golden-brown with bright glaze highlights. */
export function roastFill(defs: Defs, color: string): string {
  return defs.radial(
    [
      { offset: 0, color: shade(color, 0.35) },
      { offset: 0.35, color },
      { offset: 0.8, color: mix(color, '#5a2408', 0.4) },
      { offset: 1, color: mix(color, '#3a1604', 0.6) },
    ],
    { cx: 0.5, cy: 0.5, r: 0.55, fx: 0.38, fy: 0.3 },
  );
}
