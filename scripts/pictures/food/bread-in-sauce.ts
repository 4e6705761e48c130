// Double ka meetha, shahi tukda: triangles of bread fried in ghee and soaked in syrup, lying in thick reduced
// milk (rabri) that is spooned over them. Drawn by `pudding` for dishes whose words say so (a pudding on a
// plate is otherwise a heap of halwa or a turned-out flan).
import { lightness, mix, shade } from '../color';
import { backToFront, glow, litFill, onArea, speculars } from '../shapes';
import { blob, el, n, path } from '../svg';
import { texture } from '../textures';
import type { Ctx, FoodArea } from '../types';
import type { Bit } from './components';
import { charSpot } from './browning';
import { liquid } from './liquid';

export const isBreadInSauce = (words: string) => /\b(double ka meetha|shahi tukda|shahi tukra)\b/.test(words);

export function breadInSauce(ctx: Ctx, area: FoodArea): string {
  const { defs } = ctx;
  const rng = ctx.rng.fork('bread-in-sauce');
  const { main, accents } = ctx.palette;
  const rabri = mix(accents.find((c) => lightness(c) > 0.8) ?? '#f2e0b8', '#f6e8c8', 0.3);
  const fried = mix(main, '#e0a048', 0.35);
  let out = liquid(ctx, area, rabri, { tex: 'bump', texOpacity: 0.25, texScale: 1.1, mottle: 8, pool: 0.9 });
  const bits: Bit[] = [];
  const spots = [
    { x: -0.42, y: -0.3, a: 15 },
    { x: 0.05, y: -0.42, a: -170 },
    { x: 0.46, y: -0.2, a: 40 },
    { x: -0.3, y: 0.32, a: -60 },
    { x: 0.28, y: 0.36, a: 110 },
  ];
  for (const [i, p] of spots.entries()) {
    const q = onArea(area, p);
    const r = rng.fork(`t${i}`);
    const s = area.rx * 0.32;
    const t = 0.6 + area.tilt * 0.4;
    // a triangle of bread, corners softened, the crust a darker band along its long side
    const tri = `M${n(-s)} ${n(s * 0.55 * t)}L${n(s)} ${n(s * 0.55 * t)}L${n(0)} ${n(-s * 0.7 * t)}Z`;
    bits.push({
      ...q,
      draw: () => {
        let g = path(tri, { fill: shade(fried, -0.45), transform: 'translate(2 4)', 'stroke-linejoin': 'round' });
        g += path(tri, {
          fill: litFill(defs, fried, 0.3, 0.25),
          stroke: mix(fried, '#8a4a14', 0.45),
          'stroke-width': s * 0.09,
          'stroke-linejoin': 'round',
        });
        g += path(tri, { fill: texture(defs, ctx.tex, 'bump', 0.7), opacity: 0.35 });
        for (let k = 0; k < 3; k++)
          g += charSpot(defs, r.jitter(0, s * 0.4), r.jitter(0, s * 0.2), s * r.range(0.1, 0.18), r.range(0.3, 0.6));
        // rabri spooned over part of it
        g += path(blob(r, r.jitter(0, s * 0.2), s * 0.15 * t, s * 0.45, s * 0.22 * t, 0.3, 8), {
          fill: litFill(defs, rabri, 0.2, 0.15),
          opacity: 0.9,
        });
        g += glow(defs, -s * 0.2, -s * 0.1 * t, s * 0.3, s * 0.1, 0.6, '#fff4d8');
        return el('g', { transform: `translate(${n(q.x)} ${n(q.y)}) rotate(${n(p.a * 0.25)})` }, g);
      },
    });
  }
  out += backToFront(bits)
    .map((b) => b.draw())
    .join('');
  out += speculars(defs, rng, area, 6, 0.04);
  return out;
}
