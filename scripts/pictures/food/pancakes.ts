// A stack of pancakes with syrup running down the sides and a pat of butter (hotteok in its own file).
import { lightness, mix, shade } from '../color';
import { blob, circle, el, ellipse, n, path, type Pt } from '../svg';
import type { Ctx, FoodArea } from '../types';
import { cylinderSide, project, viewOf } from './solids';
import { bakedColor } from './browning';
import { glow, litFill, softShadow } from '../shapes';
import { hintText } from '../hints';
import { garnishOn } from '../garnish';
import { hotteok, isHotteok } from './hotteok';

export function pancakes(ctx: Ctx, area: FoodArea): string {
  const { defs } = ctx;
  const rng = ctx.rng.fork('pancakes');
  if (isHotteok(hintText(ctx))) return hotteok(ctx, area);
  const v = viewOf(area);
  const color = bakedColor(ctx.palette.main, '#dca256');
  const syrupWords = `${ctx.spec.garnish ?? ''} ${hintText(ctx)}`;
  const syrup = /chocolate|nutella|cocoa/.test(syrupWords)
    ? '#4a2212'
    : /berry|strawberry|jam/.test(syrupWords) && !/maple|honey/.test(syrupWords)
      ? '#a8182a'
      : '#b8650f';
  // dorayaki: two pancakes sandwiching sweet red bean paste, no syrup
  const filled = /dorayaki/.test(hintText(ctx));
  const bean = ctx.palette.accents.find((c) => lightness(c) < 0.3) ?? '#4a1f1f';
  const r = area.rx * 0.66;
  const th = r * 0.13;
  const count = filled ? 2 : rng.int(4, 6);
  const gap = filled ? th : 0;
  let out = softShadow(defs, area.cx + 10, area.cy + 8, r * 1.15, r * area.tilt * 1.15, 0.5);
  // syrup pooled on the plate
  if (!filled)
    out += path(blob(rng, area.cx + r * 0.1, area.cy + r * 0.15 * area.tilt, r * 1.12, r * 1.1 * area.tilt, 0.08, 12), {
      fill: litFill(defs, syrup, 0.3, 0.2),
      opacity: 0.85,
    });
  const offs: Pt[] = [];
  for (let i = 0; i < count; i++) offs.push({ x: rng.jitter(0, r * 0.04), y: rng.jitter(0, r * 0.04) });
  for (let i = 0; i < count; i++) {
    const o = offs[i] as Pt;
    const rr = r * rng.range(0.96, 1.03);
    const h0 = i * th + (i > 0 ? gap : 0);
    if (filled && i === 1)
      out += cylinderSide(v, r * 0.9, th, th + gap, { fill: litFill(defs, bean, 0.2, 0.3) }, o.x, o.y);
    const side = defs.linear(
      [
        { offset: 0, color: mix(color, '#7a3c10', 0.45) },
        { offset: 0.25, color: shade(color, 0.15) },
        { offset: 0.7, color },
        { offset: 1, color: mix(color, '#6a3410', 0.5) },
      ],
      0,
      0,
      0,
      1,
    );
    out += cylinderSide(v, rr, h0, h0 + th, { fill: side }, o.x, o.y);
    const c = project(v, o.x, o.y, h0 + th);
    out += ellipse(c.x, c.y, rr, rr * area.tilt, {
      fill:
        i === count - 1
          ? defs.radial([
              { offset: 0, color: mix(color, '#9a4e16', 0.55) },
              { offset: 0.6, color: mix(color, '#b8681e', 0.35) },
              { offset: 0.9, color: shade(color, 0.1) },
              { offset: 1, color: shade(color, -0.1) },
            ])
          : shade(color, 0.05),
    });
  }
  const topO = offs[count - 1] as Pt;
  const top = project(v, topO.x, topO.y, count * th + gap);
  if (filled) {
    out += glow(defs, top.x - r * 0.3, top.y - r * 0.25 * area.tilt, r * 0.35, r * 0.12, 0.4, '#ffffff');
    return out;
  }
  // syrup on top, running over the edge
  const sy = blob(rng, top.x, top.y + r * 0.05 * area.tilt, r * 0.78, r * 0.72 * area.tilt, 0.12, 11);
  out += path(sy, { fill: litFill(defs, syrup, 0.3, 0.15), opacity: 0.9 });
  for (let i = 0; i < rng.int(3, 5); i++) {
    const a = rng.range(0.15, 0.85) * Math.PI;
    const x = top.x + Math.cos(a) * r * 0.82;
    const y0 = top.y + Math.sin(a) * r * 0.72 * area.tilt;
    const len = th * v.lift * rng.range(1.2, count * 0.9);
    const w = r * rng.range(0.06, 0.1);
    out += path(`M${n(x)} ${n(y0 - w * 0.5)}L${n(x)} ${n(y0 + len)}`, {
      stroke: syrup,
      'stroke-width': w,
      'stroke-linecap': 'round',
      opacity: 0.9,
    });
    out += circle(x, y0 + len, w * 0.62, { fill: syrup, opacity: 0.9 });
    out += path(`M${n(x - w * 0.2)} ${n(y0)}L${n(x - w * 0.2)} ${n(y0 + len * 0.8)}`, {
      stroke: '#ffe6b0',
      'stroke-width': w * 0.22,
      'stroke-linecap': 'round',
      opacity: 0.5,
    });
  }
  out += glow(defs, top.x - r * 0.3, top.y - r * 0.25 * area.tilt, r * 0.35, r * 0.12, 0.6, '#ffffff');
  // a pat of butter, softening
  const bs = r * 0.22;
  out += path(blob(rng, top.x, top.y, bs * 1.1, bs * 0.7 * area.tilt + 2, 0.2, 8), { fill: '#f7d774', opacity: 0.8 });
  out += el('rect', {
    x: top.x - bs / 2,
    y: top.y - bs * 0.55,
    width: bs,
    height: bs * 0.6,
    rx: bs * 0.12,
    fill: litFill(defs, '#fbe8a6', 0.2, 0.15),
  });
  const topArea: FoodArea = { ...area, cx: top.x, cy: top.y, rx: r * 0.8, ry: r * 0.8 * area.tilt };
  out += garnishOn(ctx, topArea);
  return out;
}
