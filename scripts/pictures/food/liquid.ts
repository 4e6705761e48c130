// The surface of anything poured: curry, dal, soup, porridge, custard, sauce pools.
import { mix, shade } from '../color';
import type { Rng } from '../random';
import { areaBlob, glow, onArea, scatter, surfaceFill } from '../shapes';
import { blob, el, ellipse, n, openCurve, path, type Attrs } from '../svg';
import { texture, type TextureName } from '../textures';
import type { Ctx, FoodArea } from '../types';

export interface LiquidOpts {
  /** texture laid over the surface */
  tex?: TextureName;
  texOpacity?: number;
  texScale?: number;
  /** number of soft darker/lighter patches */
  mottle?: number;
  /** on a flat plate, how much of the area the pool covers */
  pool?: number;
  /** number of stirred streaks */
  streaks?: number;
}

/** The outline the liquid takes: the whole area in a bowl, a soft pool on a plate. */
export function liquidShape(rng: Rng, area: FoodArea, pool = 0.82): (attrs: Attrs) => string {
  if (area.deep) return (attrs) => ellipse(area.cx, area.cy, area.rx * 1.08, area.ry * 1.08, attrs);
  const d = areaBlob(rng, area, pool, 0.05, 14);
  return (attrs) => path(d, attrs);
}

/** A lit pool of liquid with texture and mottling; returns the SVG and the shape used. */
export function liquid(ctx: Ctx, area: FoodArea, color: string, o: LiquidOpts = {}): string {
  const { defs } = ctx;
  const rng = ctx.rng.fork('liquid');
  const shape = liquidShape(rng, area, o.pool);
  const fillWith = (fill: string, extra: Attrs = {}) => shape({ fill, ...extra });
  let base = '';
  if (!area.deep) base += fillWith(shade(color, -0.35), { transform: 'translate(2 3)', opacity: 0.5 });
  base += fillWith(surfaceFill(defs, color, 0.16, 0.2));
  let out = '';
  const mottle = o.mottle ?? 7;
  for (let i = 0; i < mottle; i++) {
    const p = onArea(area, { x: rng.range(-0.7, 0.7), y: rng.range(-0.7, 0.7) });
    const r = area.rx * rng.range(0.15, 0.35);
    out += path(blob(rng, p.x, p.y, r, r * area.tilt, 0.35, 8), {
      fill: rng.chance(0.5) ? shade(color, -0.12) : shade(color, 0.1),
      opacity: rng.range(0.25, 0.45),
    });
  }
  if (o.tex) out += fillWith(texture(defs, ctx.tex, o.tex, o.texScale ?? 1), { opacity: o.texOpacity ?? 0.35 });
  // stirred streaks: the spoon's path through a thick sauce
  for (let i = 0; i < (o.streaks ?? 4); i++) {
    const r0 = rng.range(0.25, 0.75);
    const a0 = rng.range(0, Math.PI * 2);
    const span = rng.range(0.6, 1.4);
    const pts = Array.from({ length: 6 }, (_, j) => {
      const a = a0 + (span * j) / 5;
      const r = r0 + rng.jitter(0, 0.05);
      return { x: area.cx + Math.cos(a) * r * area.rx, y: area.cy + Math.sin(a) * r * area.ry };
    });
    const light = rng.chance(0.6);
    out += path(openCurve(pts), {
      stroke: light ? shade(color, 0.22) : shade(color, -0.18),
      'stroke-width': area.rx * rng.range(0.025, 0.05),
      fill: 'none',
      'stroke-linecap': 'round',
      opacity: rng.range(0.18, 0.32),
    });
  }
  // on a plate the surface details stay inside the pool
  if (!area.deep)
    out = el('g', { 'clip-path': defs.clip(`pool${n(area.cx)},${n(area.cy)},${n(area.rx)}`, shape({})) }, out);
  out = base + out;
  // the meniscus: a darker line where the liquid meets the wall, with a bright lip toward the viewer
  if (area.deep) {
    out += ellipse(area.cx, area.cy, area.rx * 1.0, area.ry * 1.0, {
      fill: 'none',
      stroke: shade(color, -0.3),
      'stroke-width': 3,
      opacity: 0.35,
    });
  }
  return out;
}

/** Separated oil at the edge and a few floating droplets: what makes a curry look rich. */
export function oilRing(ctx: Ctx, area: FoodArea, oil: string, strength = 1): string {
  const rng = ctx.rng.fork('oil');
  let out = '';
  const k = area.deep ? 0.97 : 0.7;
  out += ellipse(area.cx, area.cy, area.rx * k, area.ry * k, {
    fill: 'none',
    stroke: oil,
    'stroke-width': area.rx * 0.06,
    opacity: 0.35 * strength,
  });
  for (const p of scatter(rng, Math.round(10 * strength), 0.18, 0.9)) {
    const q = onArea(area, p, k);
    const r = area.rx * rng.range(0.012, 0.035);
    out += ellipse(q.x, q.y, r, r * (0.5 + area.tilt * 0.5), { fill: mix(oil, '#ffcc44', 0.25), opacity: 0.6 });
    out += ellipse(q.x - r * 0.3, q.y - r * 0.3, r * 0.35, r * 0.2, { fill: '#ffffff', opacity: 0.7 });
  }
  return out;
}

/** A broad soft reflection of the window across a glossy surface. */
export function gloss(ctx: Ctx, area: FoodArea, opacity = 0.35): string {
  const rng = ctx.rng.fork('gloss');
  const x = area.cx - area.rx * rng.range(0.25, 0.45);
  const y = area.cy - area.ry * rng.range(0.3, 0.5);
  return glow(ctx.defs, x, y, area.rx * 0.32, area.ry * 0.14, opacity, '#fffaf0');
}
