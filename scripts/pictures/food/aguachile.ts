// Aguachile: raw prawns laid in a ring in a shallow pool of lime-and-chilli water, with cucumber half-moons
// and slivers of red onion in the middle. Drawn by `salad` for dishes whose words say aguachile.
import { family, mix, shade } from '../color';
import type { Rng } from '../random';
import { areaBlob, backToFront, glow, onArea, speculars } from '../shapes';
import { el, n, path } from '../svg';
import type { Ctx, FoodArea } from '../types';
import { component, type Bit } from './components';

export const isAguachile = (words: string) => /aguachile/.test(words);

/** A butterflied raw prawn, curled, pink and glassy, its segments marked. */
function prawn(rng: Rng, x: number, y: number, s: number, color: string, angle: number): string {
  const d = `M${n(-s * 0.7)} ${n(s * 0.1)}C${n(-s * 0.6)} ${n(-s * 0.7)} ${n(s * 0.6)} ${n(-s * 0.7)} ${n(s * 0.7)} ${n(s * 0.05)}`;
  let inner = path(d, {
    stroke: shade(color, -0.25),
    'stroke-width': s * 0.55,
    fill: 'none',
    'stroke-linecap': 'round',
  });
  inner += path(d, { stroke: color, 'stroke-width': s * 0.44, fill: 'none', 'stroke-linecap': 'round' });
  inner += path(d, {
    stroke: mix(color, '#fff4ee', 0.55),
    'stroke-width': s * 0.12,
    fill: 'none',
    'stroke-linecap': 'round',
    transform: `translate(0 ${n(s * 0.04)})`,
  });
  for (let i = 1; i < 6; i++) {
    const t = -Math.PI + (i / 6) * Math.PI;
    const cx = Math.cos(t) * s * 0.62;
    const cy = s * 0.05 + Math.sin(t) * s * 0.5;
    inner += path(`M${n(cx * 0.75)} ${n(cy * 0.75)}L${n(cx * 1.25)} ${n(cy * 1.25)}`, {
      stroke: shade(color, -0.3),
      'stroke-width': 1,
      opacity: 0.6,
    });
  }
  // the tail
  inner += path(`M${n(s * 0.7)} ${n(s * 0.05)}l${n(s * 0.25)} ${n(-s * 0.12)}l${n(-s * 0.05)} ${n(s * 0.3)}Z`, {
    fill: shade(color, -0.1),
    opacity: 0.9 + rng.range(0, 0.1),
  });
  return el('g', { transform: `translate(${n(x)} ${n(y)}) rotate(${n(angle)})` }, inner);
}

export function aguachile(ctx: Ctx, area: FoodArea): string {
  const { defs } = ctx;
  const rng = ctx.rng.fork('aguachile');
  const all = [ctx.palette.main, ...ctx.palette.accents];
  const pink = all.find((c) => ['pink', 'orange', 'red'].includes(family(c))) ?? '#f08a6a';
  const green = all.find((c) => family(c) === 'green') ?? '#5fa33a';
  const onion = all.find((c) => family(c) === 'purple') ?? '#7a3a6a';
  // the lime-chilli water: pale, green, glassy
  const water = mix(green, '#e8f0c8', 0.55);
  let out = path(areaBlob(rng, area, 0.84, 0.04, 14), { fill: water, opacity: 0.7 });
  out += path(areaBlob(rng, area, 0.7, 0.08, 12), { fill: mix(water, '#ffffff', 0.3), opacity: 0.35 });
  const bits: Bit[] = [];
  const count = 9;
  const s = area.rx * 0.2;
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2 + rng.jitter(0, 0.1);
    const q = onArea(area, { x: Math.cos(a) * 0.6, y: Math.sin(a) * 0.6 });
    const turn = (a * 180) / Math.PI + 90 + rng.jitter(0, 12);
    const r = rng.fork(`p${i}`);
    bits.push({ ...q, draw: () => prawn(r, q.x, q.y, s, shade(pink, r.jitter(0, 0.06)), turn) });
  }
  out += backToFront(bits)
    .map((b) => b.draw())
    .join('');
  // cucumber half-moons and red onion in the middle
  const middle: Bit[] = [
    ...component(defs, rng.fork('cucumber'), 'cucumber', area.cx, area.cy, area.rx * 0.42, green, area.tilt),
    ...component(defs, rng.fork('onion'), 'onion', area.cx, area.cy, area.rx * 0.38, onion, area.tilt, 0.8),
  ];
  out += backToFront(middle)
    .map((b) => b.draw())
    .join('');
  // chilli flecks floating in the water
  for (let i = 0; i < 24; i++) {
    const q = onArea(area, { x: rng.jitter(0, 0.75), y: rng.jitter(0, 0.75) });
    out += el('circle', { cx: q.x, cy: q.y, r: area.rx * 0.012, fill: '#c0392b', opacity: 0.75 });
  }
  out += speculars(defs, rng, area, 10, 0.035);
  out += glow(defs, area.cx - area.rx * 0.3, area.cy - area.ry * 0.35, area.rx * 0.3, area.ry * 0.12, 0.3, '#ffffff');
  return out;
}
