// Pavlova: a round of crisp meringue, cracked at the sides, heaped with whipped cream and fruit
// (passionfruit pulp, berries). Drawn by `cake` for dishes whose words say pavlova.
import { family, mix, shade } from '../color';
import { backToFront, glow, litFill, softShadow, sphere } from '../shapes';
import { blob, circle, n, path } from '../svg';
import type { Ctx, FoodArea } from '../types';
import type { Bit } from './components';

export const isPavlova = (words: string) => /pavlova/.test(words);

export function pavlova(ctx: Ctx, area: FoodArea): string {
  const { defs } = ctx;
  const rng = ctx.rng.fork('pavlova');
  const { accents } = ctx.palette;
  const meringue = '#f6efe0';
  const pulp = accents.find((c) => family(c) === 'yellow') ?? '#f4c430';
  const berries = accents.filter((c) => ['red', 'blue', 'purple', 'pink'].includes(family(c)));
  const R = area.rx * 0.66;
  const ry = R * Math.max(area.tilt, 0.35);
  const H = R * 0.38;
  const { cx } = area;
  const yt = area.cy - H * 0.55;
  const yb = yt + H;
  let out = softShadow(defs, cx + 10, yb + 4, R * 1.05, ry * 1.05, 0.45);
  // the meringue's side: pale, crisp, a little uneven
  const side = `M${n(cx - R)} ${n(yt)}L${n(cx - R * 0.96)} ${n(yb)}A${n(R * 0.96)} ${n(ry)} 0 0 0 ${n(cx + R * 0.96)} ${n(yb)}L${n(cx + R)} ${n(yt)}A${n(R)} ${n(ry)} 0 0 1 ${n(cx - R)} ${n(yt)}Z`;
  out += path(side, { fill: litFill(defs, meringue, 0.1, 0.25) });
  for (let i = 0; i < 14; i++) {
    const t = rng.range(-0.92, 0.92);
    const x = cx + t * R;
    const y0 = yt + ry * Math.sqrt(1 - t * t) * 0.9;
    out += path(`M${n(x)} ${n(y0 + H * 0.1)}l${n(rng.jitter(0, 4))} ${n(H * rng.range(0.3, 0.7))}`, {
      stroke: mix(meringue, '#c8a878', 0.5),
      'stroke-width': 1.4,
      fill: 'none',
      opacity: 0.6,
    });
  }
  // the crisp top rim, and whipped cream heaped inside it
  out += path(blob(rng, cx, yt, R, ry, 0.04, 16), { fill: litFill(defs, mix(meringue, '#e8d6b0', 0.3), 0.2, 0.1) });
  const cream = blob(rng, cx, yt - H * 0.12, R * 0.82, ry * 0.8, 0.08, 14);
  out += path(cream, { fill: litFill(defs, '#fffaf2', 0.15, 0.15) });
  for (let i = 0; i < 6; i++) {
    const x = cx + rng.jitter(0, R * 0.55);
    const y = yt - H * 0.12 + rng.jitter(0, ry * 0.5);
    out += path(`M${n(x - R * 0.12)} ${n(y)}q${n(R * 0.12)} ${n(-R * 0.06)} ${n(R * 0.24)} 0`, {
      stroke: '#e8dcc8',
      'stroke-width': 1.5,
      fill: 'none',
      opacity: 0.7,
    });
  }
  // passionfruit pulp spooned over, with its black seeds
  for (let i = 0; i < 5; i++) {
    const x = cx + rng.jitter(0, R * 0.45);
    const y = yt - H * 0.12 + rng.jitter(0, ry * 0.4);
    out += path(blob(rng, x, y, R * 0.14, ry * 0.12, 0.3, 8), { fill: litFill(defs, pulp, 0.3, 0.15), opacity: 0.9 });
    for (let k = 0; k < 4; k++)
      out += circle(x + rng.jitter(0, R * 0.08), y + rng.jitter(0, ry * 0.06), R * 0.016, { fill: '#1a1410' });
  }
  // berries
  const bits: Bit[] = [];
  for (let i = 0; i < 10; i++) {
    const x = cx + rng.jitter(0, R * 0.5);
    const y = yt - H * 0.15 + rng.jitter(0, ry * 0.4);
    const c = berries.length ? rng.pick(berries) : '#c0392b';
    const s = R * (family(c) === 'red' ? rng.range(0.07, 0.09) : rng.range(0.05, 0.065));
    bits.push({ x, y, draw: () => sphere(defs, x, y, s, shade(c, rng.jitter(0, 0.05)), 0.7) });
  }
  out += backToFront(bits)
    .map((b) => b.draw())
    .join('');
  out += glow(defs, cx - R * 0.35, yt - H * 0.2, R * 0.3, ry * 0.12, 0.3, '#ffffff');
  return out;
}
