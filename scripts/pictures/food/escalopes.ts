// Escalopes (saltimbocca, scaloppine, piccata): thin pan-fried slices of meat, browned, each laid with a
// fold of prosciutto and a sage leaf for saltimbocca, in a little pool of pan sauce. Drawn by `roast` for
// dishes whose words say so (a roast draws a whole bird or a joint).
import { family, mix, shade } from '../color';
import { areaBlob, backToFront, leaf, litFill, onArea, softShadow, speculars } from '../shapes';
import { blob, el, n, openCurve, path } from '../svg';
import { texture } from '../textures';
import type { Ctx, FoodArea } from '../types';
import type { Bit } from './components';
import { charSpot } from './browning';

export const isEscalope = (words: string) => /saltimbocca|scaloppin|escalope|piccata/.test(words);

export function escalopes(ctx: Ctx, area: FoodArea): string {
  const { defs } = ctx;
  const rng = ctx.rng.fork('escalopes');
  const words = [...ctx.hints].join(' ');
  const all = [ctx.palette.main, ...ctx.palette.accents];
  const meat = mix(all.find((c) => ['brown', 'orange'].includes(family(c))) ?? '#c98a5a', '#c9955a', 0.3);
  const ham = mix(all.find((c) => ['pink', 'red'].includes(family(c))) ?? '#b5455a', '#d9989a', 0.4);
  const sage = all.find((c) => family(c) === 'green') ?? '#6b8e5a';
  const sauce = mix(meat, '#7a4a20', 0.5);
  const ham1 = /saltimbocca/.test(words);
  let out = path(areaBlob(rng, area, 0.8, 0.08, 14), { fill: litFill(defs, sauce, 0.3, 0.2), opacity: 0.85 });
  const bits: Bit[] = [];
  const spots = [
    { x: -0.38, y: -0.28, a: -20 },
    { x: 0.36, y: -0.2, a: 15 },
    { x: -0.02, y: 0.38, a: -5 },
  ];
  for (const [i, p] of spots.entries()) {
    const q = onArea(area, p);
    const r = rng.fork(`e${i}`);
    const rx = area.rx * 0.42;
    const ry = rx * 0.62 * (0.6 + area.tilt * 0.4);
    bits.push({
      ...q,
      draw: () => {
        let g = softShadow(defs, 4, 6, rx * 1.02, ry * 1.05, 0.5);
        const d = blob(r, 0, 0, rx, ry, 0.1, 12);
        g += path(d, { fill: shade(meat, -0.35), transform: 'translate(0 3)' });
        g += path(d, { fill: litFill(defs, meat, 0.25, 0.25) });
        g += path(d, { fill: texture(defs, ctx.tex, 'bump', 0.8), opacity: 0.35 });
        for (let k = 0; k < 6; k++)
          g += charSpot(
            defs,
            r.jitter(0, rx * 0.6),
            r.jitter(0, ry * 0.5),
            rx * r.range(0.12, 0.22),
            r.range(0.4, 0.7),
          );
        if (ham1) {
          // the prosciutto, thin and ruffled, and a sage leaf pinned on it
          const h = blob(r, rx * 0.05, -ry * 0.05, rx * 0.72, ry * 0.62, 0.22, 11);
          g += path(h, { fill: litFill(defs, ham, 0.25, 0.2) });
          g += path(
            openCurve([
              { x: -rx * 0.5, y: -ry * 0.1 },
              { x: -rx * 0.1, y: ry * 0.15 },
              { x: rx * 0.4, y: -ry * 0.05 },
            ]),
            { stroke: mix(ham, '#fbe6ea', 0.6), 'stroke-width': 2.5, fill: 'none', opacity: 0.8 },
          );
          g += leaf(defs, rx * 0.05, -ry * 0.1, rx * 0.8, rx * 0.38, r.range(-30, 30), mix(sage, '#8a9a80', 0.25), {
            curl: 0.2,
          });
        }
        return el('g', { transform: `translate(${n(q.x)} ${n(q.y)}) rotate(${n(p.a)})` }, g);
      },
    });
  }
  out += backToFront(bits)
    .map((b) => b.draw())
    .join('');
  out += speculars(defs, rng, area, 8, 0.03);
  return out;
}
