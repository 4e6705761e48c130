// Puffed-rice chaat (jhalmuri, bhel puri, churumuri): a loose heap of puffed rice tossed with sev, peanuts,
// chopped onion, tomato and green chilli, coriander on top. Drawn by `salad` for dishes whose words say so.
import { family, mix, shade } from '../color';
import { areaBlob, backToFront, grain, litFill, onArea, scatter, softShadow, sphere } from '../shapes';
import { n, path } from '../svg';
import type { Ctx, FoodArea } from '../types';
import type { Bit } from './components';

export const isPuffedRice = (words: string) => /jhalmuri|jhal muri|bhel|churumuri|murmura|puffed rice/.test(words);

export function puffedRice(ctx: Ctx, area: FoodArea): string {
  const { defs } = ctx;
  const rng = ctx.rng.fork('puffed-rice');
  const all = [ctx.palette.main, ...ctx.palette.accents];
  const puffed = all.find((c) => ['cream', 'white', 'yellow'].includes(family(c))) ?? '#efe1bf';
  const reds = all.filter((c) => family(c) === 'red');
  const green = all.find((c) => family(c) === 'green') ?? '#4a8f3a';
  const nut = all.find((c) => family(c) === 'brown') ?? '#b5651d';
  const sev = '#e8b040';
  const k = area.deep ? 0.92 : 0.8;
  let out = softShadow(defs, area.cx + 6, area.cy + 8, area.rx * k, area.ry * k, area.deep ? 0.2 : 0.4);
  // the heap beneath, in the shade of the grains on top
  out += path(areaBlob(rng, area, k * 0.97, 0.05, 14), { fill: mix(puffed, '#a0703a', 0.45) });
  const bits: Bit[] = [];
  const len = area.rx * 0.085;
  // the puffed grains: fat, pale, irregular, lightly tinged with mustard oil and spice
  for (const p of scatter(rng, 700, 0.028, 0.97)) {
    const q = onArea(area, p, k);
    const c = mix(puffed, '#d9a050', rng.range(0, 0.3));
    const a = rng.range(0, 180);
    const l = len * rng.range(0.8, 1.2);
    bits.push({
      ...q,
      draw: () =>
        grain(q.x + 0.8, q.y + 1.2, l, l * 0.55, a, shade(c, -0.3)) +
        grain(q.x, q.y, l, l * 0.55, a, litFill(defs, c, 0.35, 0.15)),
    });
  }
  // sev: short crisp yellow threads
  for (let i = 0; i < 45; i++) {
    const q = onArea(area, { x: rng.jitter(0, 0.8), y: rng.jitter(0, 0.8) }, k * 0.95);
    const a = rng.range(0, Math.PI * 2);
    const l = len * rng.range(0.8, 1.5);
    bits.push({
      x: q.x,
      y: q.y + 1,
      draw: () =>
        path(
          `M${n(q.x)} ${n(q.y)}q${n(Math.cos(a + 0.6) * l * 0.4)} ${n(Math.sin(a + 0.6) * l * 0.4)} ${n(Math.cos(a) * l)} ${n(Math.sin(a) * l)}`,
          {
            stroke: shade(sev, rng.jitter(0, 0.08)),
            'stroke-width': len * 0.2,
            fill: 'none',
            'stroke-linecap': 'round',
          },
        ),
    });
  }
  // peanuts, diced onion and tomato, chopped green chilli
  const pieces: [number, (x: number, y: number) => string][] = [
    [14, (x, y) => sphere(defs, x, y, len * 0.4, nut, 0.5)],
    [16, (x, y) => grain(x, y, len * 0.7, len * 0.55, rng.range(0, 90), litFill(defs, '#f3e6ee', 0.3, 0.2))],
    [14, (x, y) => grain(x, y, len * 0.7, len * 0.6, rng.range(0, 90), litFill(defs, reds[0] ?? '#c0392b', 0.3, 0.2))],
    [10, (x, y) => grain(x, y, len * 0.5, len * 0.3, rng.range(0, 180), litFill(defs, green, 0.3, 0.2))],
  ];
  for (const [count, draw] of pieces)
    for (let i = 0; i < count; i++) {
      const q = onArea(area, { x: rng.jitter(0, 0.75), y: rng.jitter(0, 0.75) }, k);
      bits.push({ x: q.x, y: q.y + 2, draw: () => draw(q.x, q.y) });
    }
  out += backToFront(bits)
    .map((b) => b.draw())
    .join('');
  return out;
}
