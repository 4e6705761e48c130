// A burger seen from the side: bun, patty, cheese, tomato, lettuce, sesame dome.
import { family, mix, shade } from '../color';
import { el, n, path, type Pt } from '../svg';
import type { Ctx, FoodArea } from '../types';
import { cylinderSide, project, viewOf } from './solids';
import { bakedColor, charSpot } from './browning';
import { glow, litFill, softShadow } from '../shapes';
import { hintText } from '../hints';

export function burger(ctx: Ctx, area: FoodArea): string {
  const { defs } = ctx;
  const rng = ctx.rng.fork('burger');
  const v = viewOf(area);
  const { main, accents } = ctx.palette;
  const words = hintText(ctx);
  const bun = bakedColor(main, '#d39a48');
  const veggie = /veg|aloo|bean|paneer|mushroom|falafel|tikki|tofu/.test(words);
  const patty = veggie
    ? mix(accents.find((c) => ['orange', 'brown', 'yellow'].includes(family(c))) ?? '#b0682a', '#8a4a1c', 0.3)
    : '#5a2a16';
  const hasCheese = accents.some((c) => family(c) === 'yellow') || /cheese/.test(words);
  const r = area.rx * 0.62;
  let out = softShadow(defs, area.cx + 12, area.cy + 10, r * 1.2, r * area.tilt * 1.2, 0.55);
  let h = 0;
  const band = (rr: number, th: number, fill: string, attrs: Record<string, string | number> = {}) => {
    out += cylinderSide(v, rr, h, h + th, { fill, ...attrs });
    h += th;
  };
  const sideFill = (c: string, dark = 0.35) =>
    defs.linear(
      [
        { offset: 0, color: shade(c, 0.15) },
        { offset: 0.3, color: shade(c, 0.25) },
        { offset: 0.75, color: c },
        { offset: 1, color: shade(c, -dark) },
      ],
      0,
      0,
      1,
      0,
    );
  // bottom bun
  band(r, r * 0.2, sideFill(bun));
  // patty, with a rough edge
  const pattyStart = h;
  band(r * 1.04, r * 0.26, sideFill(patty, 0.5));
  const pc = project(v, 0, 0, pattyStart + r * 0.13);
  for (let i = 0; i < 14; i++) {
    const a = rng.range(0.05, 0.95) * Math.PI;
    out += charSpot(defs, pc.x + Math.cos(a) * r * 0.98, pc.y + Math.sin(a) * r * area.tilt, r * 0.07, 0.8, 0.6);
  }
  // melted cheese, corners drooping
  if (hasCheese) {
    const c = project(v, 0, 0, h);
    const s = r * 1.0;
    const d =
      `M${n(c.x - s)} ${n(c.y - s * 0.15 * area.tilt)}` +
      `Q${n(c.x - s * 0.5)} ${n(c.y + s * 0.3 * area.tilt)} ${n(c.x - s * 0.15)} ${n(c.y + s * 0.95 * area.tilt + r * 0.18)}` +
      `Q${n(c.x + s * 0.3)} ${n(c.y + s * 0.55 * area.tilt)} ${n(c.x + s * 0.95)} ${n(c.y + s * 0.3 * area.tilt + r * 0.12)}` +
      `Q${n(c.x + s * 0.8)} ${n(c.y - s * 0.5 * area.tilt)} ${n(c.x)} ${n(c.y - s * 0.9 * area.tilt)}Z`;
    out += path(d, { fill: litFill(defs, '#f4c22e', 0.25, 0.2) });
    h += r * 0.04;
  }
  // tomato
  band(r * 0.95, r * 0.08, sideFill('#d0321f'));
  // lettuce: a ruffled ring sticking out
  const lc = project(v, 0, 0, h);
  const ruffle: Pt[] = [];
  for (let i = 0; i <= 28; i++) {
    const a = (i / 28) * Math.PI * 2;
    const k = 1.1 + (i % 2 ? 0.05 : -0.02) + rng.jitter(0, 0.03);
    ruffle.push({
      x: lc.x + Math.cos(a) * r * k,
      y: lc.y + Math.sin(a) * r * k * area.tilt + (Math.sin(a) > 0 ? r * 0.06 : 0),
    });
  }
  out += path(`M${ruffle.map((p) => `${n(p.x)} ${n(p.y)}`).join('L')}Z`, {
    fill: litFill(defs, '#6fa83a', 0.3, 0.25),
    stroke: '#3f7a22',
    'stroke-width': 1.2,
    'stroke-linejoin': 'round',
  });
  h += r * 0.05;
  // onion ring peeking out
  if (accents.some((c) => family(c) === 'purple')) band(r * 0.98, r * 0.04, '#b07aa8');
  // top bun: a dome
  const b0 = project(v, 0, 0, h);
  const domeH = r * 0.75 * v.lift + r * 0.15;
  const ry = r * area.tilt;
  const dome = `M${n(b0.x - r)} ${n(b0.y)}C${n(b0.x - r)} ${n(b0.y - domeH * 1.1)} ${n(b0.x + r)} ${n(b0.y - domeH * 1.1)} ${n(b0.x + r)} ${n(b0.y)}A${n(r)} ${n(ry)} 0 0 1 ${n(b0.x - r)} ${n(b0.y)}Z`;
  out += path(dome, {
    fill: defs.radial(
      [
        { offset: 0, color: shade(bun, 0.3) },
        { offset: 0.35, color: bun },
        { offset: 0.8, color: mix(bun, '#7a3c10', 0.35) },
        { offset: 1, color: mix(bun, '#5a2a0a', 0.5) },
      ],
      { cx: 0.45, cy: 0.4, r: 0.65, fx: 0.35, fy: 0.25 },
    ),
  });
  out += glow(defs, b0.x - r * 0.35, b0.y - domeH * 0.6, r * 0.3, domeH * 0.18, 0.55, '#ffffff');
  // sesame seeds on the dome
  if (/sesame/.test(ctx.spec.garnish ?? '') || rng.chance(0.5)) {
    for (let i = 0; i < 26; i++) {
      const u = rng.range(-0.8, 0.8);
      const vv = rng.range(0.15, 0.85);
      const x = b0.x + u * r * 0.9;
      const y = b0.y - domeH * vv * (1 - u * u * 0.6) + ry * 0.2;
      out += el('ellipse', {
        cx: x,
        cy: y,
        rx: r * 0.035,
        ry: r * 0.018,
        fill: '#f6ead0',
        stroke: '#c8a870',
        'stroke-width': 0.5,
        transform: `rotate(${n(rng.range(-40, 40))} ${n(x)} ${n(y)})`,
      });
    }
  }
  return out;
}
