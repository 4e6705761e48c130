// Simple 3-D solids seen at an angle: cylinders (pancakes, buns) and prisms (cake slices, sandwiches).
import { shade } from '../color';
import { n, path, type Attrs, type Pt } from '../svg';
import type { FoodArea } from '../types';

export interface View {
  cx: number;
  cy: number;
  tilt: number;
  lift: number;
}

/** A point on the table plane (x, y) at height h, on screen. */
export function project(v: View, x: number, y: number, h: number): Pt {
  return { x: v.cx + x, y: v.cy + y * v.tilt - h * v.lift };
}

/** The front side of a cylinder between heights h0 and h1 (centre offset dx, dy on the plane). */
export function cylinderSide(v: View, r: number, h0: number, h1: number, attrs: Attrs, dx = 0, dy = 0): string {
  const top = project(v, dx, dy, h1);
  const bot = project(v, dx, dy, h0);
  const ry = r * v.tilt;
  const d =
    `M${n(top.x - r)} ${n(top.y)}L${n(bot.x - r)} ${n(bot.y)}` +
    `A${n(r)} ${n(ry)} 0 0 0 ${n(bot.x + r)} ${n(bot.y)}L${n(top.x + r)} ${n(top.y)}` +
    `A${n(r)} ${n(ry)} 0 0 1 ${n(top.x - r)} ${n(top.y)}Z`;
  return path(d, attrs);
}

export interface Layer {
  /** fraction of the height where the layer starts and ends */
  from: number;
  to: number;
  color: string;
}

/**
 * A prism standing on the table: the polygon `pts` (plane coordinates, relative to the view centre),
 * extruded to `height`. Sides facing the viewer are drawn, with `layers(i)` for side i (or a plain colour),
 * then the top face with `topFill`.
 */
export function prism(
  v: View,
  pts: Pt[],
  height: number,
  layers: (edge: number) => Layer[],
  topFill: string,
  topAttrs: Attrs = {},
): string {
  let out = '';
  const len = pts.length;
  // signed area tells the winding, so that "outward" is known
  let area = 0;
  for (let i = 0; i < len; i++) {
    const a = pts[i] as Pt;
    const b = pts[(i + 1) % len] as Pt;
    area += a.x * b.y - b.x * a.y;
  }
  const sign = area > 0 ? 1 : -1;
  for (let i = 0; i < len; i++) {
    const a = pts[i] as Pt;
    const b = pts[(i + 1) % len] as Pt;
    // outward normal of edge a->b
    const ny = -(b.x - a.x) * sign;
    if (ny <= 0) continue;
    // sides turned toward the light are brighter
    const nx = (b.y - a.y) * sign;
    const lightness = (-nx * 0.5 + ny * 0.2) / Math.hypot(nx, ny);
    for (const layer of layers(i)) {
      const a0 = project(v, a.x, a.y, layer.from * height);
      const b0 = project(v, b.x, b.y, layer.from * height);
      const a1 = project(v, a.x, a.y, layer.to * height);
      const b1 = project(v, b.x, b.y, layer.to * height);
      const color = shade(layer.color, lightness * 0.3 - 0.08);
      out += path(`M${n(a0.x)} ${n(a0.y)}L${n(b0.x)} ${n(b0.y)}L${n(b1.x)} ${n(b1.y)}L${n(a1.x)} ${n(a1.y)}Z`, {
        fill: color,
        stroke: color,
        'stroke-width': 0.6,
      });
    }
  }
  const top = pts.map((p) => project(v, p.x, p.y, height));
  out += path(`M${top.map((p) => `${n(p.x)} ${n(p.y)}`).join('L')}Z`, { fill: topFill, ...topAttrs });
  return out;
}

/** The view of a stack standing on a food area (always looked at a little from the side). */
export const viewOf = (area: FoodArea): View => ({
  cx: area.cx,
  cy: area.cy,
  tilt: area.tilt,
  lift: Math.max(area.lift, 0.35),
});
