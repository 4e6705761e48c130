// The toppings of a tortilla soup (sopa de tortilla): a nest of crisp fried tortilla strips in the middle,
// with diced avocado, crumbled fresh cheese and a spoon of crema. Laid on the soup by `soup`.
import { family, shade } from '../color';
import { backToFront, chunk, litFill, onArea, softShadow } from '../shapes';
import { blob, el, n, path } from '../svg';
import type { Ctx, FoodArea } from '../types';
import type { Bit } from './components';
import { doughColor } from './browning';

export const hasTortillaStrips = (words: string) => /tortilla soup|sopa de tortilla|sopa azteca/.test(words);

export function tortillaStrips(ctx: Ctx, area: FoodArea): string {
  const { defs } = ctx;
  const rng = ctx.rng.fork('tortilla-strips');
  const strip = doughColor(ctx.palette.accents.find((c) => ['yellow', 'orange'].includes(family(c))) ?? '#e0a84a');
  const green = ctx.palette.accents.find((c) => family(c) === 'green') ?? '#7aa83a';
  const bits: Bit[] = [];
  const s = area.rx * 0.34;
  for (let i = 0; i < 30; i++) {
    const q = onArea(area, { x: rng.jitter(0, 0.32), y: rng.jitter(0, 0.32) });
    const a = rng.range(0, 180);
    const l = s * rng.range(0.8, 1.3);
    const c = shade(strip, rng.jitter(0, 0.1));
    bits.push({
      ...q,
      draw: () =>
        el(
          'g',
          { transform: `translate(${n(q.x)} ${n(q.y)}) rotate(${n(a)})` },
          path(`M${n(-l / 2)} 0q${n(l / 2)} ${n(-l * 0.15)} ${n(l)} 0`, {
            stroke: shade(c, -0.4),
            'stroke-width': s * 0.2,
            fill: 'none',
            'stroke-linecap': 'round',
          }) +
            path(`M${n(-l / 2)} -1q${n(l / 2)} ${n(-l * 0.15)} ${n(l)} 0`, {
              stroke: c,
              'stroke-width': s * 0.15,
              fill: 'none',
              'stroke-linecap': 'round',
            }),
        ),
    });
  }
  for (let i = 0; i < 7; i++) {
    const q = onArea(area, { x: rng.jitter(0.45, 0.12), y: rng.jitter(-0.15, 0.2) });
    const r = rng.fork(`a${i}`);
    bits.push({ ...q, draw: () => chunk(defs, r, q.x, q.y, s * 0.28, green, { gloss: 0.5, points: 5 }) });
  }
  for (let i = 0; i < 8; i++) {
    const q = onArea(area, { x: rng.jitter(-0.45, 0.12), y: rng.jitter(0.25, 0.15) });
    const r = rng.fork(`q${i}`);
    bits.push({ ...q, draw: () => chunk(defs, r, q.x, q.y, s * 0.16, '#f6f2e6', { gloss: 0.2 }) });
  }
  const c = onArea(area, { x: 0.05, y: -0.35 });
  let out = softShadow(defs, c.x + 2, c.y + 3, s * 0.5, s * 0.3, 0.3);
  out += path(blob(rng, c.x, c.y, s * 0.45, s * 0.3, 0.2, 8), { fill: litFill(defs, '#fbf6ec', 0.2, 0.1) });
  return (
    out +
    backToFront(bits)
      .map((b) => b.draw())
      .join('')
  );
}
