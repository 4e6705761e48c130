// Food building blocks: lit blobs, spheres, leaves, grains, shadows and scattering.
import { mix, shade } from './color';
import type { Rng } from './random';
import { blob, circle, closedCurve, ellipse, el, n, path, rotate, type Attrs, type Defs, type Pt } from './svg';
import type { FoodArea } from './types';

export const HIGHLIGHT = '#fff6e2';
export const DEEP = '#2a1407';

/** A fill lit from the upper left: light spot, base colour, darker rim. */
export function litFill(defs: Defs, color: string, light = 0.28, dark = 0.32): string {
  return defs.radial(
    [
      { offset: 0, color: shade(color, light) },
      { offset: 0.5, color },
      { offset: 1, color: shade(color, -dark) },
    ],
    { cx: 0.45, cy: 0.45, r: 0.62, fx: 0.32, fy: 0.28 },
  );
}

/** A flatter fill for wide surfaces (sauces, plates): gentle light from the upper left. */
export function surfaceFill(defs: Defs, color: string, light = 0.14, dark = 0.22): string {
  return defs.radial(
    [
      { offset: 0, color: shade(color, light) },
      { offset: 0.6, color },
      { offset: 1, color: shade(color, -dark) },
    ],
    { cx: 0.5, cy: 0.5, r: 0.55, fx: 0.36, fy: 0.32 },
  );
}

/** A soft dark ellipse (bounding-box gradient, so one definition serves every size). */
export function softShadow(defs: Defs, cx: number, cy: number, rx: number, ry: number, opacity = 0.45): string {
  const fill = defs.radial([
    { offset: 0, color: DEEP, opacity },
    { offset: 0.55, color: DEEP, opacity: opacity * 0.55 },
    { offset: 1, color: DEEP, opacity: 0 },
  ]);
  return ellipse(cx, cy, rx, ry, { fill });
}

/** A soft light spot, for gloss. */
export function glow(
  defs: Defs,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  opacity = 0.6,
  color = HIGHLIGHT,
): string {
  const fill = defs.radial([
    { offset: 0, color, opacity },
    { offset: 1, color, opacity: 0 },
  ]);
  return ellipse(cx, cy, rx, ry, { fill });
}

export interface ChunkOpts {
  wobble?: number;
  angle?: number;
  squash?: number;
  gloss?: number;
  points?: number;
  /** colour of a sauce the chunk sits in; its lower part is tinted by it */
  sauce?: string;
  edge?: number;
}

/** An irregular lit piece of food: vegetable chunk, meat, paneer, potato. */
export function chunk(
  defs: Defs,
  rng: Rng,
  x: number,
  y: number,
  size: number,
  color: string,
  o: ChunkOpts = {},
): string {
  const {
    wobble = 0.22,
    angle = rng.range(0, Math.PI),
    squash = rng.range(0.7, 1),
    gloss = 0.5,
    points = 8,
    edge = 0.35,
  } = o;
  const d = blob(rng, x, y, size, size * squash, wobble, points, angle);
  let out = path(d, {
    fill: litFill(defs, color),
    stroke: shade(color, -edge),
    'stroke-width': 0.8,
    'stroke-opacity': 0.6,
  });
  if (o.sauce) {
    const fill = defs.linear(
      [
        { offset: 0.35, color: o.sauce, opacity: 0 },
        { offset: 1, color: o.sauce, opacity: 0.85 },
      ],
      0.3,
      0,
      0.7,
      1,
    );
    out += path(d, { fill });
  }
  if (gloss > 0) out += glow(defs, x - size * 0.3, y - size * 0.35 * squash, size * 0.38, size * 0.24, gloss);
  return out;
}

/** A shiny sphere: laddoo, gulab jamun, chickpea, pea, berry. */
export function sphere(defs: Defs, x: number, y: number, r: number, color: string, gloss = 0.6, rough = 0): string {
  const fill = defs.radial(
    [
      { offset: 0, color: shade(color, 0.35) },
      { offset: 0.35, color: shade(color, 0.05) },
      { offset: 0.8, color: shade(color, -0.25) },
      { offset: 1, color: shade(color, -0.45) },
    ],
    { cx: 0.5, cy: 0.5, r: 0.5, fx: 0.33, fy: 0.3 },
  );
  let out = circle(x, y, r, { fill });
  if (gloss > 0) out += glow(defs, x - r * 0.35, y - r * 0.42, r * 0.36, r * 0.24, gloss, '#ffffff');
  if (rough > 0) out += circle(x + r * 0.2, y + r * 0.25, r * 0.5, { fill: shade(color, -0.4), opacity: rough * 0.2 });
  return out;
}

/** A leaf with a midrib: coriander, basil, mint, lettuce, spinach. */
export function leaf(
  defs: Defs,
  x: number,
  y: number,
  len: number,
  width: number,
  angle: number,
  color: string,
  opts: { serrated?: boolean; vein?: boolean; curl?: number } = {},
): string {
  const { vein = true, curl = 0 } = opts;
  const h = len / 2;
  const w = width / 2;
  const c = curl * w;
  const d = `M${n(-h)} 0C${n(-h * 0.45)} ${n(-w * 1.25 + c)} ${n(h * 0.45)} ${n(-w * 1.1 + c)} ${n(h)} ${n(c * 0.5)}C${n(h * 0.45)} ${n(w * 1.1 + c)} ${n(-h * 0.45)} ${n(w * 1.25 + c)} ${n(-h)} 0Z`;
  const fill = defs.linear(
    [
      { offset: 0, color: shade(color, 0.18) },
      { offset: 0.55, color },
      { offset: 1, color: shade(color, -0.28) },
    ],
    0,
    0,
    0.3,
    1,
  );
  let inner = path(d, { fill, stroke: shade(color, -0.3), 'stroke-width': 0.6, 'stroke-opacity': 0.5 });
  if (vein && len > 9) {
    inner += path(`M${n(-h * 0.92)} 0Q0 ${n(c * 0.6)} ${n(h * 0.85)} ${n(c * 0.45)}`, {
      stroke: shade(color, 0.35),
      'stroke-width': Math.max(0.6, width * 0.06),
      fill: 'none',
      opacity: 0.7,
    });
  }
  return el('g', { transform: `translate(${n(x)} ${n(y)}) rotate(${n(angle)})` }, inner);
}

/** A flat-leaf herb (coriander / parsley): a few serrated, lobed leaflets on a thin stem. */
export function herbSprig(defs: Defs, rng: Rng, x: number, y: number, size: number, color: string): string {
  let out = '';
  const base = rng.range(0, 360);
  const lobes = rng.int(2, 3);
  const stemA = ((base + 180 + rng.jitter(0, 30)) * Math.PI) / 180;
  out += path(`M${n(x)} ${n(y)}L${n(x + Math.cos(stemA) * size * 1.3)} ${n(y + Math.sin(stemA) * size * 1.3)}`, {
    stroke: shade(color, 0.15),
    'stroke-width': Math.max(0.8, size * 0.1),
    'stroke-linecap': 'round',
  });
  for (let i = 0; i < lobes; i++) {
    const a = ((base + (i - (lobes - 1) / 2) * 70 + rng.jitter(0, 15)) * Math.PI) / 180;
    const lx = x + Math.cos(a) * size * 0.5;
    const ly = y + Math.sin(a) * size * 0.5;
    const d = blob(rng, lx, ly, size * 0.55, size * 0.5, 0.16, 13, a);
    const c = shade(color, rng.jitter(0, 0.08));
    out += path(d, { fill: litFill(defs, c, 0.22, 0.22), stroke: shade(color, -0.35), 'stroke-width': 0.6 });
    out += path(`M${n(x)} ${n(y)}L${n(lx + Math.cos(a) * size * 0.3)} ${n(ly + Math.sin(a) * size * 0.3)}`, {
      stroke: shade(color, 0.3),
      'stroke-width': 0.6,
      opacity: 0.7,
    });
  }
  return out;
}

/** A grain of rice (or a lentil, a seed) as a small lit ellipse. */
export function grain(
  x: number,
  y: number,
  len: number,
  width: number,
  angle: number,
  fill: string,
  attrs: Attrs = {},
): string {
  return ellipse(x, y, len / 2, width / 2, { fill, transform: rotate(angle, x, y), ...attrs });
}

/** Points in the unit disk, roughly evenly spaced (dart throwing with a few tries each). */
export function scatter(rng: Rng, count: number, minDist: number, radius = 1): Pt[] {
  const pts: Pt[] = [];
  const tries = count * 30;
  for (let t = 0; t < tries && pts.length < count; t++) {
    const a = rng.range(0, Math.PI * 2);
    const r = Math.sqrt(rng.next()) * radius;
    const p = { x: Math.cos(a) * r, y: Math.sin(a) * r };
    if (pts.every((q) => (q.x - p.x) ** 2 + (q.y - p.y) ** 2 >= minDist * minDist)) pts.push(p);
  }
  return pts;
}

/** Map a unit-disk point onto the food area (with an optional shrink). */
export function onArea(area: FoodArea, p: Pt, k = 1): Pt {
  return { x: area.cx + p.x * area.rx * k, y: area.cy + p.y * area.ry * k };
}

/** Painter's order: things further back (higher on screen) first. */
export function backToFront<T extends Pt>(pts: T[]): T[] {
  return [...pts].sort((a, b) => a.y - b.y);
}

/** An oily sheen: a few warm translucent pools and bright specular streaks. */
export function sheen(rng: Rng, area: FoodArea, oil: string, count: number, size = 0.2): string {
  let out = '';
  for (const p of scatter(rng, count, 0.3, 0.85)) {
    const q = onArea(area, p);
    const rx = area.rx * size * rng.range(0.5, 1.2);
    out += path(blob(rng, q.x, q.y, rx, rx * area.tilt * rng.range(0.5, 0.9), 0.3, 8), {
      fill: mix(oil, '#ffb000', 0.2),
      opacity: rng.range(0.18, 0.32),
    });
  }
  return out;
}

/** Bright little reflections on a glossy surface, placed toward the light. */
export function speculars(defs: Defs, rng: Rng, area: FoodArea, count: number, size = 0.05): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const a = rng.range(Math.PI * 0.95, Math.PI * 1.55);
    const r = rng.range(0.35, 0.85);
    const x = area.cx + Math.cos(a) * r * area.rx;
    const y = area.cy + Math.sin(a) * r * area.ry;
    const s = area.rx * size * rng.range(0.4, 1.2);
    out += glow(defs, x, y, s, s * 0.45 * (0.5 + area.tilt * 0.5), rng.range(0.45, 0.8), '#ffffff');
  }
  return out;
}

/** A closed wobbly outline for a sauce or a pile, filling most of the area. */
export function areaBlob(rng: Rng, area: FoodArea, k: number, wobble: number, count = 12): string {
  return closedCurve(
    Array.from({ length: count }, (_, i) => {
      const a = (i / count) * Math.PI * 2;
      const r = k * (1 + rng.jitter(0, wobble));
      return { x: area.cx + Math.cos(a) * area.rx * r, y: area.cy + Math.sin(a) * area.ry * r };
    }),
  );
}

/** How round things squash when seen at an angle (1 from above). */
export const squashOf = (area: FoodArea) => 0.6 + area.tilt * 0.4;

/** Positions for n pieces packed around the middle of an area (front ones last). */
export function arrange(rng: Rng, area: FoodArea, count: number, spacing: number, spread: number): Pt[] {
  const pts: Pt[] = [];
  if (count === 1) pts.push({ x: 0, y: 0 });
  else {
    const inner = count > 6 ? 1 : 0;
    if (inner) pts.push({ x: rng.jitter(0, 0.05), y: rng.jitter(0, 0.05) });
    const ring = count - inner;
    const a0 = rng.range(0, Math.PI * 2);
    for (let i = 0; i < ring; i++) {
      const a = a0 + (i / ring) * Math.PI * 2 + rng.jitter(0, 0.1);
      const r = spread * (ring > 1 ? 1 : 0);
      pts.push({
        x: Math.cos(a) * r + rng.jitter(0, spacing * 0.1),
        y: Math.sin(a) * r + rng.jitter(0, spacing * 0.1),
      });
    }
  }
  return backToFront(pts.map((p) => onArea(area, p)));
}
