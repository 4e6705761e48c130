// Muffins and cupcakes: domed tops over pleated paper cases, seen from the side (called by the cake drawer).
import { family, mix, shade } from '../color';
import { glow, litFill, softShadow, sphere } from '../shapes';
import { blob, el, n, path } from '../svg';
import { texture } from '../textures';
import type { Ctx, FoodArea } from '../types';
import { charAndBlisters, toastFill } from './browning';

export const isMuffin = (words: string) => /muffin|cupcake/.test(words) && !/egg muffin|english muffin/.test(words);

/** One muffin standing on the plate: (x, y) is the middle of its base, w the width of its top. */
function one(ctx: Ctx, x: number, y: number, w: number, tilt: number, seed: string): string {
  const { defs } = ctx;
  const rng = ctx.rng.fork(seed);
  const { main, accents } = ctx.palette;
  const crumb = main;
  const paper = accents.find((c) => ['cream', 'white'].includes(family(c))) ?? '#efe4cc';
  const fruit = accents.find((c) => ['blue', 'purple', 'red'].includes(family(c)));
  const caseH = w * 0.5;
  const top = y - caseH;
  const foot = w * 0.36;
  const rim = w * 0.5;
  const bow = w * 0.14 * tilt;
  let out = softShadow(defs, x + w * 0.08, y + bow * 0.4, w * 0.5, w * 0.16 + bow, 0.5);
  // the paper case: a cut cone, pleated, its base an arc
  const caseD = `M${n(x - foot)} ${n(y)}L${n(x - rim)} ${n(top)}L${n(x + rim)} ${n(top)}L${n(x + foot)} ${n(y)}Q${n(x)} ${n(y + bow * 2)} ${n(x - foot)} ${n(y)}Z`;
  out += path(caseD, { fill: litFill(defs, paper, 0.15, 0.3), stroke: shade(paper, -0.35), 'stroke-width': 1 });
  for (let i = -6; i <= 6; i++) {
    const t = i / 6.5;
    const bx = x + t * foot;
    const by = y + bow * (1 - t * t);
    out += path(`M${n(bx)} ${n(by)}L${n(x + t * rim)} ${n(top + bow * 0.5 * (1 - t * t))}`, {
      stroke: shade(paper, -0.28),
      'stroke-width': 1.1,
      opacity: 0.7,
    });
  }
  // the domed top spilling over the case
  const over = w * 0.6;
  const rise = w * rng.range(0.5, 0.6);
  const domeD = `M${n(x - over)} ${n(top + w * 0.04)}C${n(x - over * 1.05)} ${n(top - rise)} ${n(x + over * 1.05)} ${n(top - rise)} ${n(x + over)} ${n(top + w * 0.04)}Q${n(x)} ${n(top + w * 0.2)} ${n(x - over)} ${n(top + w * 0.04)}Z`;
  out += path(domeD, { fill: shade(crumb, -0.45), transform: 'translate(0 3)', opacity: 0.6 });
  out += path(domeD, { fill: toastFill(defs, crumb) });
  out += path(domeD, { fill: texture(defs, ctx.tex, 'bump', 0.7), 'fill-opacity': 0.45 });
  out += charAndBlisters(defs, rng, x, top - rise * 0.4, over * 0.7, rise * 0.3, 8, crumb);
  // cracks in the dome
  for (let i = 0; i < 3; i++) {
    const cx = x + rng.jitter(0, over * 0.45);
    const cy = top - rise * rng.range(0.3, 0.55);
    out += path(
      `M${n(cx - w * 0.1)} ${n(cy)}q${n(w * 0.08)} ${n(-w * 0.04)} ${n(w * 0.2)} ${n(rng.jitter(0, w * 0.03))}`,
      {
        stroke: mix(crumb, '#fff2d2', 0.4),
        'stroke-width': 2,
        fill: 'none',
        opacity: 0.7,
      },
    );
  }
  // fruit peeping through, a few burst into purple stains
  if (fruit)
    for (let i = 0; i < 7; i++) {
      const a = rng.range(Math.PI * 1.05, Math.PI * 1.95);
      const d = rng.range(0.2, 0.9);
      const fx = x + Math.cos(a) * over * 0.8 * d;
      const fy = top - w * 0.05 + Math.sin(a) * rise * 0.62 * d;
      if (rng.chance(0.3))
        out += path(blob(rng, fx, fy, w * 0.07, w * 0.05, 0.3, 6), { fill: mix(fruit, crumb, 0.35), opacity: 0.8 });
      else out += sphere(defs, fx, fy, w * rng.range(0.045, 0.06), fruit, 0.7);
    }
  // sparkling sugar on the crust
  for (let i = 0; i < 26; i++) {
    const a = rng.range(Math.PI * 1.05, Math.PI * 1.95);
    const d = Math.sqrt(rng.range(0, 1));
    const sx = x + Math.cos(a) * over * 0.85 * d;
    const sy = top - w * 0.02 + Math.sin(a) * rise * 0.65 * d;
    out += el('rect', {
      x: sx,
      y: sy,
      width: w * 0.022,
      height: w * 0.022,
      fill: '#fffaf0',
      opacity: rng.range(0.55, 0.9),
      transform: `rotate(${n(rng.range(0, 90))} ${n(sx)} ${n(sy)})`,
    });
  }
  out += glow(defs, x - over * 0.3, top - rise * 0.55, over * 0.35, rise * 0.15, 0.35, '#fff2d0');
  return out;
}

/** Three muffins on the plate, the back one first. */
export function muffins(ctx: Ctx, area: FoodArea): string {
  const w = area.rx * 0.62;
  const spots = [
    { x: area.cx + area.rx * 0.08, y: area.cy - area.ry * 0.05, s: 0.92 },
    { x: area.cx - area.rx * 0.42, y: area.cy + area.ry * 0.5, s: 1 },
    { x: area.cx + area.rx * 0.45, y: area.cy + area.ry * 0.62, s: 1 },
  ];
  return spots.map((p, i) => one(ctx, p.x, p.y, w * p.s, area.tilt, `muffin${i}`)).join('');
}
