// Chicken in pieces (teriyaki, ghee roast, glazed thighs or wings): browned pieces coated in a thick glossy
// glaze or masala, a little of it pooled round them. Drawn by `roast` for dishes whose words say so (a roast
// of chicken otherwise draws a whole bird).
import { family, mix, shade } from '../color';
import { areaBlob, backToFront, glow, litFill, onArea, scatter, softShadow, speculars } from '../shapes';
import { blob, el, n, path } from '../svg';
import { texture } from '../textures';
import type { Ctx, FoodArea } from '../types';
import type { Bit } from './components';
import { charSpot } from './browning';

export const isChickenPieces = (words: string) =>
  /\bchicken\b/.test(words) && /\b(teriyaki|ghee roast|thighs?|pieces|wings|drumsticks|glazed)\b/.test(words);

export function chickenPieces(ctx: Ctx, area: FoodArea): string {
  const { defs } = ctx;
  const rng = ctx.rng.fork('chicken-pieces');
  const words = [...ctx.hints].join(' ');
  // the glaze is the dish's main colour when it is a sauce colour (soy brown, chilli red), else a soy brown
  const main = ctx.palette.main;
  const glaze = ['brown', 'red', 'orange'].includes(family(main)) ? main : '#7a3a14';
  const meat = mix(glaze, '#b8844a', 0.65);
  const squash = 0.6 + area.tilt * 0.4;
  // a thin pool of the glaze under the pieces
  let out = path(areaBlob(rng, area, 0.62, 0.12, 14), {
    fill: litFill(defs, shade(glaze, -0.3), 0.3, 0.25),
    opacity: 0.7,
  });
  const sliced = /\bteriyaki\b/.test(words);
  const bits: Bit[] = [];
  // sliced: a thigh cut across in strips, fanned; otherwise a heap of bone-in and boneless pieces
  const spots = sliced
    ? Array.from({ length: 6 }, (_, i) => ({
        x: -0.55 + i * 0.22,
        y: -0.08 + (i % 2) * 0.06 + rng.jitter(0, 0.03),
        a: 62,
      }))
    : scatter(rng, 8, 0.36, 0.55).map((p) => ({ ...p, a: rng.range(-60, 60) }));
  for (const [i, p] of spots.entries()) {
    const q = onArea(area, p);
    const r = rng.fork(`p${i}`);
    const rx = area.rx * (sliced ? 0.36 : r.range(0.2, 0.26));
    const ry = sliced ? area.rx * 0.12 : rx * r.range(0.62, 0.8);
    bits.push({
      ...q,
      draw: () => {
        let g = softShadow(defs, 3, 6, rx * 1.05, ry * 1.1 * squash + 4, 0.5);
        const d = blob(r, 0, 0, rx, ry, sliced ? 0.06 : 0.18, 10);
        g += path(d, { fill: shade(glaze, -0.45), transform: 'translate(0 3)' });
        g += path(d, { fill: litFill(defs, meat, 0.3, 0.3) });
        g += path(d, { fill: texture(defs, ctx.tex, 'bump', 0.8), opacity: 0.3 });
        if (sliced) {
          // the cut face: paler meat in the middle of each strip, glazed skin at its edge
          const face = blob(r, -rx * 0.05, ry * 0.2, rx * 0.8, ry * 0.45, 0.05, 8);
          g += path(face, { fill: litFill(defs, '#ecd2a8', 0.15, 0.2) });
        }
        // the glaze over the top, thick and shiny
        g += path(blob(r, -rx * 0.05, -ry * 0.15, rx * 0.85, ry * (sliced ? 0.45 : 0.7), 0.2, 9), {
          fill: litFill(defs, mix(glaze, '#5a2008', 0.3), 0.35, 0.2),
          opacity: sliced ? 0.6 : 0.5,
        });
        for (let k = 0; k < 3; k++)
          g += charSpot(
            defs,
            r.jitter(0, rx * 0.55),
            r.jitter(0, ry * 0.4),
            rx * r.range(0.1, 0.18),
            r.range(0.4, 0.7),
          );
        g += glow(defs, -rx * 0.3, -ry * 0.35, rx * 0.35, ry * 0.22, 0.75, '#fff4dc');
        return el('g', { transform: `translate(${n(q.x)} ${n(q.y)}) rotate(${n(p.a)})` }, g);
      },
    });
  }
  out += backToFront(bits)
    .map((b) => b.draw())
    .join('');
  out += speculars(defs, rng, area, 10, 0.035);
  return out;
}
