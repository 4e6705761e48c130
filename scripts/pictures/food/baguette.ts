// A filled baguette (banh mi, a sub): a long golden loaf split along its side, the filling showing in
// the split: pickled carrot, cucumber, coriander, chilli, and egg or meat. Drawn by `sandwich` for dishes
// whose words say banh mi, baguette, sub or hoagie.
import { family, mix, shade } from '../color';
import { softShadow } from '../shapes';
import { el, n, path } from '../svg';
import { texture } from '../textures';
import type { Ctx, FoodArea } from '../types';
import { bakedColor } from './browning';

export const isBaguette = (words: string) => /banh mi|baguette|\bsub\b|hoagie|po boy/.test(words);

export function baguette(ctx: Ctx, area: FoodArea): string {
  const { defs } = ctx;
  const rng = ctx.rng.fork('baguette');
  const crust = bakedColor(ctx.palette.main, '#d9a05b');
  const fills = ctx.palette.accents.filter((c) => family(c) !== family(crust));
  const pool = fills.length ? fills : ['#e07b39', '#2f6b2a'];
  const L = area.rx * 1.7;
  const W = area.rx * 0.36;
  const angle = -14 + rng.jitter(0, 4);
  const sq = 0.8 + area.tilt * 0.2;
  let g = softShadow(defs, 8, W * 0.45, L * 0.52, W * 0.6, 0.5);
  // the back half of the loaf, above the split
  g += el('rect', { x: -L / 2, y: -W * 0.62, width: L, height: W * 0.6, rx: W * 0.3, fill: shade(crust, -0.1) });
  // the filling in the split: strips of pickled carrot and cucumber, coriander, chilli, egg
  for (let i = 0; i < 40; i++) {
    const x = rng.range(-L * 0.44, L * 0.44);
    const c = rng.pick(pool);
    const len = W * rng.range(0.3, 0.55);
    const a = rng.range(-70, -20);
    g += path(
      `M${n(x)} ${n(-W * 0.08)}l${n(Math.cos((a * Math.PI) / 180) * len)} ${n(Math.sin((a * Math.PI) / 180) * len)}`,
      {
        stroke: shade(c, rng.jitter(0, 0.1)),
        'stroke-width': W * (family(c) === 'yellow' ? 0.16 : 0.08),
        'stroke-linecap': 'round',
      },
    );
  }
  // the front half: the crust, lit from above, with its diagonal scores
  const body = defs.linear(
    [
      { offset: 0, color: shade(crust, 0.25) },
      { offset: 0.5, color: crust },
      { offset: 1, color: mix(crust, '#5a2a0a', 0.45) },
    ],
    0,
    0,
    0,
    1,
  );
  g += el('rect', { x: -L / 2, y: -W * 0.12, width: L, height: W * 0.72, rx: W * 0.34, fill: body });
  g += el('rect', {
    x: -L / 2,
    y: -W * 0.12,
    width: L,
    height: W * 0.72,
    rx: W * 0.34,
    fill: texture(defs, ctx.tex, 'fine', 0.8),
    opacity: 0.3,
  });
  for (let k = 0; k < 5; k++) {
    const x = -L * 0.36 + k * L * 0.18;
    g += path(`M${n(x)} ${n(W * 0.42)}q${n(W * 0.3)} ${n(-W * 0.2)} ${n(W * 0.55)} ${n(-W * 0.42)}`, {
      stroke: mix(crust, '#fff0c8', 0.5),
      'stroke-width': W * 0.09,
      fill: 'none',
      'stroke-linecap': 'round',
      opacity: 0.8,
    });
  }
  return el('g', { transform: `translate(${n(area.cx)} ${n(area.cy)}) rotate(${n(angle)}) scale(1 ${n(sq)})` }, g);
}
