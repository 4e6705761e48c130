// Potato salad (Swabian, German, French): thin slices of waxy potato, overlapping and glossy with a warm
// vinegar dressing, a little diced onion. Drawn by `salad` for dishes whose words say so (a salad is otherwise
// leaves or a chopped salad of dice).
import { lightness, mix, shade } from '../color';
import { backToFront, glow, litFill, onArea, scatter, softShadow, speculars } from '../shapes';
import { blob, el, n, path } from '../svg';
import type { Ctx, FoodArea } from '../types';
import type { Bit } from './components';

export const isPotatoSalad = (words: string) => /\b(potato salad|kartoffelsalat)\b/.test(words);

export function potatoSlices(ctx: Ctx, area: FoodArea): string {
  const { defs } = ctx;
  const rng = ctx.rng.fork('potato-slices');
  const { main } = ctx.palette;
  const potato = lightness(main) > 0.6 ? mix(main, '#f0dc98', 0.4) : '#ecd68e';
  const k = area.deep ? 0.92 : 0.8;
  const t = 0.6 + area.tilt * 0.4;
  let out = softShadow(defs, area.cx + 6, area.cy + 8, area.rx * k, area.ry * k, area.deep ? 0.2 : 0.4);
  // the dressing pooled under the slices
  out += el('ellipse', {
    cx: n(area.cx),
    cy: n(area.cy),
    rx: n(area.rx * k * 0.95),
    ry: n(area.ry * k * 0.95),
    fill: mix(potato, '#c8a050', 0.4),
    opacity: 0.7,
  });
  const bits: Bit[] = [];
  for (const p of scatter(rng, 52, 0.12, 0.95)) {
    const q = onArea(area, p, k);
    const r = rng.fork(`s${bits.length}`);
    const s = area.rx * r.range(0.13, 0.17);
    // a slice seen flat or tipped on its edge against the others
    const flat = r.range(0.35, 0.85);
    const a = r.range(0, 180);
    const color = shade(potato, r.jitter(0, 0.06));
    bits.push({
      ...q,
      draw: () => {
        const d = blob(r, 0, 0, s, s * flat * t, 0.06, 10);
        let g = path(d, { fill: shade(color, -0.3), transform: 'translate(1.5 2.5)' });
        g += path(d, {
          fill: litFill(defs, color, 0.22, 0.18),
          stroke: mix(color, '#9a7020', 0.6),
          'stroke-width': 1.4,
          'stroke-opacity': 0.85,
        });
        // the waxy, slightly translucent middle and the dressing's shine
        g += path(blob(r, -s * 0.05, 0, s * 0.62, s * 0.62 * flat * t, 0.1, 8), {
          fill: mix(color, '#fff4c8', 0.35),
          opacity: 0.45,
        });
        // the faint ring a cut potato shows just inside its edge
        g += el('ellipse', {
          cx: 0,
          cy: 0,
          rx: n(s * 0.8),
          ry: n(s * 0.8 * flat * t),
          fill: 'none',
          stroke: mix(color, '#c8a050', 0.5),
          'stroke-width': 0.8,
          opacity: 0.6,
        });
        g += glow(defs, -s * 0.3, -s * 0.25 * flat * t, s * 0.35, s * 0.14 * flat, 0.7, '#ffffff');
        return el('g', { transform: `translate(${n(q.x)} ${n(q.y)}) rotate(${n(a)})` }, g);
      },
    });
  }
  out += backToFront(bits)
    .map((b) => b.draw())
    .join('');
  // finely diced onion
  for (const p of scatter(rng, 26, 0.08, 0.85)) {
    const q = onArea(area, p, k);
    const s = area.rx * 0.03;
    out += el('rect', {
      x: n(q.x - s / 2),
      y: n(q.y - s / 2),
      width: n(s),
      height: n(s * 0.8),
      rx: n(s * 0.25),
      fill: '#f4efe0',
      opacity: 0.85,
    });
  }
  out += speculars(defs, rng, area, 8, 0.035);
  return out;
}
