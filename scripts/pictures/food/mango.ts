// Mango with sticky rice: a fan of ripe mango slices laid against the rice, and coconut cream spooned
// over it. Laid on the rice heap by `rice` when the dish's words say mango.
import { family, mix, shade } from '../color';
import { glow, litFill, softShadow } from '../shapes';
import { blob, el, n, path } from '../svg';
import type { Ctx, FoodArea } from '../types';

export function mangoSlices(ctx: Ctx, heap: FoodArea): string {
  const { defs } = ctx;
  const rng = ctx.rng.fork('mango');
  const mango =
    [ctx.palette.main, ...ctx.palette.accents].find((c) => ['yellow', 'orange'].includes(family(c))) ?? '#f9b234';
  const flesh = mix(mango, '#f59a1a', 0.35);
  // coconut cream over the rice
  let out = path(blob(rng, heap.cx - heap.rx * 0.2, heap.cy - heap.ry * 0.1, heap.rx * 0.5, heap.ry * 0.4, 0.12, 14), {
    fill: litFill(defs, '#fbf7ee', 0.15, 0.1),
    opacity: 0.9,
  });
  const L = heap.rx * 1.0;
  const W = L * 0.42;
  const x0 = heap.cx + heap.rx * 1.05;
  const y0 = heap.cy + heap.ry * 0.1;
  let g = softShadow(defs, 6, W * 0.6, L * 0.6, W * 1.2, 0.45);
  // the slices of one cheek, laid side by side and slightly fanned
  for (let i = 0; i < 5; i++) {
    const d = `M${n(-L / 2)} 0Q0 ${n(-W)} ${n(L / 2)} 0Q0 ${n(W * 0.25)} ${n(-L / 2)} 0Z`;
    const a = 96 - i * 5 + rng.jitter(0, 2);
    g += el(
      'g',
      { transform: `translate(${n((i - 2) * W * 0.42)} ${n(Math.abs(i - 2) * W * 0.12)}) rotate(${n(a)})` },
      path(d, { fill: shade(flesh, -0.25), transform: 'translate(1 2)' }) +
        path(d, { fill: litFill(defs, flesh, 0.3, 0.15), stroke: shade(flesh, -0.2), 'stroke-width': 0.8 }),
    );
  }
  g += glow(defs, -L * 0.1, -W * 0.6, L * 0.3, W * 0.2, 0.45, '#fff6d8');
  out += el('g', { transform: `translate(${n(x0)} ${n(y0)}) scale(1 ${n(0.7 + heap.tilt * 0.3)})` }, g);
  return out;
}
