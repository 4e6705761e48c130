// Tacos lying on their side with the filling spilling out of the shell.
import { family, mix, shade } from '../color';
import { blob, el, n, openCurve, path } from '../svg';
import type { Ctx, FoodArea } from '../types';
import type { Bit } from './components';
import { charAndBlisters, doughColor, toastFill } from './browning';
import { backToFront, litFill, softShadow } from '../shapes';
import { hintText } from '../hints';
import { isTostada, tostadas } from './tostada';

/** Tacos lying on their side: half-moon shells with the filling spilling out of the open edge. */
export function tacos(ctx: Ctx, area: FoodArea): string {
  const { defs } = ctx;
  const rng = ctx.rng.fork('tacos');
  const { main, accents } = ctx.palette;
  const shell = doughColor(main);
  if (isTostada(hintText(ctx))) return tostadas(ctx, area, shell);
  const fillings = accents.length ? accents : ['#a84a1c', '#6f9e3a'];
  const meat = fillings.find((c) => family(c) === 'brown') ?? mix(shade(main, -0.3), '#7a3a14', 0.5);
  const greens = fillings.filter((c) => family(c) === 'green');
  const reds = fillings.filter((c) => ['red', 'orange', 'purple', 'pink'].includes(family(c)));
  const R = area.rx * 0.6;
  const count = 3;
  let out = '';
  const a0 = rng.jitter(-8, 8);
  for (let i = 0; i < count; i++) {
    const r = rng.fork(`taco${i}`);
    const x = area.cx + (i - 1) * R * 0.85;
    const y = area.cy - R * 0.25 + (i - 1) * R * 0.3 * area.tilt + R * 0.25;
    let inner = softShadow(defs, 8, R * 0.5, R * 1.1, R * 0.55, 0.5);
    // the back of the shell, just showing above the filling
    inner += path(`M${n(-R * 0.98)} ${n(-R * 0.05)}Q0 ${n(-R * 0.55)} ${n(R * 0.98)} ${n(-R * 0.05)}Z`, {
      fill: toastFill(defs, shade(shell, -0.12)),
    });
    // filling: meat first, then shredded greens, diced tomato and onion, a drizzle of crema
    const bits: Bit[] = [];
    for (let k = 0; k < 14; k++) {
      const fx = r.range(-R * 0.8, R * 0.8);
      const fy = r.range(-R * 0.28, -R * 0.02);
      bits.push({
        x: fx,
        y: fy,
        draw: () =>
          path(blob(r, fx, fy, R * 0.11, R * 0.08, 0.35, 6), {
            fill: litFill(defs, shade(meat, r.jitter(0, 0.1)), 0.3, 0.3),
          }),
      });
    }
    for (let k = 0; k < 18; k++) {
      const fx = r.range(-R * 0.8, R * 0.8);
      const fy = r.range(-R * 0.3, -R * 0.1);
      const c = greens.length ? r.pick(greens) : '#7ab04a';
      bits.push({
        x: fx,
        y: fy + 3,
        draw: () =>
          path(`M${n(fx)} ${n(fy)}l${n(r.jitter(0, R * 0.12))} ${n(-R * r.range(0.08, 0.2))}`, {
            stroke: shade(c, r.jitter(0.05, 0.15)),
            'stroke-width': R * 0.045,
            'stroke-linecap': 'round',
          }),
      });
    }
    for (let k = 0; k < 9; k++) {
      const fx = r.range(-R * 0.7, R * 0.7);
      const fy = r.range(-R * 0.3, -R * 0.12);
      const c = reds.length ? r.pick(reds) : '#d8321f';
      bits.push({
        x: fx,
        y: fy + 4,
        draw: () =>
          el('rect', {
            x: fx - R * 0.045,
            y: fy - R * 0.045,
            width: R * 0.09,
            height: R * 0.09,
            rx: R * 0.02,
            fill: litFill(defs, c, 0.3, 0.2),
          }),
      });
    }
    inner += backToFront(bits)
      .map((b) => b.draw())
      .join('');
    inner += path(
      openCurve([
        { x: -R * 0.7, y: -R * 0.2 },
        { x: -R * 0.3, y: -R * 0.3 },
        { x: R * 0.1, y: -R * 0.18 },
        { x: R * 0.6, y: -R * 0.28 },
      ]),
      { stroke: '#f6f0e0', 'stroke-width': R * 0.05, fill: 'none', 'stroke-linecap': 'round', opacity: 0.9 },
    );
    // the front of the shell: a half moon
    const front = `M${n(-R)} 0A${n(R)} ${n(R * 0.78)} 0 0 0 ${n(R)} 0Q0 ${n(R * 0.08)} ${n(-R)} 0Z`;
    inner += path(front, { fill: toastFill(defs, shell), stroke: shade(shell, -0.4), 'stroke-width': 1.2 });
    inner += charAndBlisters(defs, r, 0, R * 0.35, R * 0.65, R * 0.3, 12, shell);
    inner += path(`M${n(-R * 0.9)} ${n(R * 0.06)}Q0 ${n(R * 0.14)} ${n(R * 0.9)} ${n(R * 0.06)}`, {
      stroke: shade(shell, 0.3),
      'stroke-width': 2,
      fill: 'none',
      opacity: 0.6,
    });
    out += el('g', { transform: `translate(${n(x)} ${n(y)}) rotate(${n(a0 + r.jitter(0, 5))})` }, inner);
  }
  return out;
}
