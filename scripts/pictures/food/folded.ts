// Folded tortillas under a sauce (enfrijoladas, enmoladas, entomatadas): three tortillas folded in half,
// overlapping, covered in the sauce but for their rims, topped with crema, crumbled cheese, avocado and
// onion. Drawn by `wraps` for dishes whose words say so; enchiladas are rolled and stay with `wraps`.
import { family, mix, shade } from '../color';
import { areaBlob, backToFront, chunk, glow, litFill, onArea, softShadow, speculars } from '../shapes';
import { blob, n, openCurve, path, type Pt } from '../svg';
import { texture } from '../textures';
import type { Ctx, FoodArea } from '../types';
import { component, type Bit } from './components';
import { doughColor } from './browning';

export const isFoldedTortillas = (words: string) => /enfrijolada|enmolada|entomatada/.test(words);

/** A half-moon: a disc of radius r folded along a line through (x, y) at `angle`, seen squashed by `sq`. */
function halfMoon(x: number, y: number, r: number, angle: number, sq: number, k = 1): string {
  const pts: Pt[] = [];
  for (let i = 0; i <= 16; i++) {
    const t = angle + (i / 16) * Math.PI;
    pts.push({ x: x + Math.cos(t) * r * k, y: y + Math.sin(t) * r * k * sq });
  }
  const [first] = pts;
  return `M${n(first!.x)} ${n(first!.y)}${pts
    .slice(1)
    .map((p) => `L${n(p.x)} ${n(p.y)}`)
    .join('')}Z`;
}

export function foldedTortillas(ctx: Ctx, area: FoodArea): string {
  const { defs } = ctx;
  const rng = ctx.rng.fork('folded');
  const { main, accents } = ctx.palette;
  const sauce = main;
  const tortilla = mix(
    doughColor(accents.find((c) => ['yellow', 'cream'].includes(family(c))) ?? '#f4d58d'),
    '#c98f4a',
    0.3,
  );
  const green = accents.find((c) => family(c) === 'green') ?? '#7aa83a';
  const onion = accents.find((c) => ['pink', 'purple', 'red'].includes(family(c))) ?? '#b03a6a';
  const sq = 0.55 + area.tilt * 0.45;
  // sauce pooled on the plate
  let out = softShadow(defs, area.cx + 6, area.cy + 8, area.rx * 0.86, area.ry * 0.86, 0.35);
  const pool = areaBlob(rng, area, 0.86, 0.05, 14);
  out += path(pool, { fill: litFill(defs, sauce, 0.18, 0.2) });
  out += path(pool, { fill: texture(defs, ctx.tex, 'fine', 1.2), opacity: 0.25 });
  // three folded tortillas in a row, overlapping, their folds toward the top left
  const R = area.rx * 0.5;
  const fold = rng.range(-0.35, -0.15) + Math.PI * 0.05;
  for (let i = 0; i < 3; i++) {
    const d = (i - 1) * 0.42;
    const c = onArea(area, { x: d - 0.05, y: d * 0.55 - 0.18 });
    out += path(halfMoon(c.x + 4, c.y + 6, R, fold, sq), { fill: shade(sauce, -0.5), opacity: 0.5 });
    out += path(halfMoon(c.x, c.y, R, fold, sq), {
      fill: litFill(defs, tortilla, 0.2, 0.2),
      stroke: shade(tortilla, -0.35),
      'stroke-width': 1,
    });
    // the sauce over it, leaving the curved rim and a corner bare
    const coat = halfMoon(
      c.x + Math.cos(fold + Math.PI / 2) * R * 0.04,
      c.y + Math.sin(fold + Math.PI / 2) * R * 0.04 * sq,
      R,
      fold,
      sq,
      0.74,
    );
    out += path(coat, { fill: litFill(defs, mix(sauce, '#5a4036', 0.15), 0.22, 0.15) });
    out += path(coat, { fill: texture(defs, ctx.tex, 'bump', 0.8), opacity: 0.25 });
  }
  // sauce ladled across the middle
  out += path(blob(rng, area.cx, area.cy, area.rx * 0.28, area.ry * 0.18, 0.25, 10), {
    fill: litFill(defs, sauce, 0.25, 0.15),
    opacity: 0.85,
  });
  // crema drizzled in a zigzag
  const zig: Pt[] = [];
  for (let i = 0; i <= 8; i++) {
    const t = i / 8;
    zig.push(onArea(area, { x: -0.6 + t * 1.2, y: (i % 2 ? 0.12 : -0.12) + (t - 0.5) * 0.5 }));
  }
  out += path(openCurve(zig), {
    stroke: '#6a5a50',
    'stroke-width': 5,
    fill: 'none',
    opacity: 0.35,
    transform: 'translate(1 2)',
  });
  out += path(openCurve(zig), { stroke: '#fbf6ec', 'stroke-width': 4, fill: 'none', 'stroke-linecap': 'round' });
  // crumbled cheese, avocado slices, onion
  const bits: Bit[] = [];
  for (let i = 0; i < 16; i++) {
    const q = onArea(area, { x: rng.jitter(0, 0.55), y: rng.jitter(0, 0.45) });
    const r = rng.fork(`q${i}`);
    bits.push({ ...q, draw: () => chunk(defs, r, q.x, q.y, area.rx * r.range(0.03, 0.05), '#f6f2e6', { gloss: 0.2 }) });
  }
  bits.push(
    ...component(
      defs,
      rng.fork('avocado'),
      'avocado',
      area.cx + area.rx * 0.35,
      area.cy - area.ry * 0.35,
      area.rx * 0.4,
      green,
      area.tilt,
    ),
    ...component(
      defs,
      rng.fork('onion'),
      'onion',
      area.cx - area.rx * 0.3,
      area.cy + area.ry * 0.3,
      area.rx * 0.3,
      onion,
      area.tilt,
      0.6,
    ),
  );
  out += backToFront(bits)
    .map((b) => b.draw())
    .join('');
  out += speculars(defs, rng, area, 8, 0.03);
  out += glow(defs, area.cx - area.rx * 0.3, area.cy - area.ry * 0.3, area.rx * 0.25, area.ry * 0.1, 0.3, '#ffffff');
  return out;
}
