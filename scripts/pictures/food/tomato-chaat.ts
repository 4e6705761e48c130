// Tamatar chaat (Banaras): tomatoes and potato cooked down with spices into a loose, glossy mash, served hot
// with a spoon of sweet syrup over it and sev on top (the garnish adds the sev). Drawn by `dal` for dishes
// whose words say tomato (tamatar) chaat.
import { mix, shade } from '../color';
import { backToFront, chunk, onArea, scatter, speculars } from '../shapes';
import { openCurve, path } from '../svg';
import type { Ctx, FoodArea } from '../types';
import { liquid } from './liquid';

export const isTomatoChaat = (words: string) => /\b(tamatar|tomato)\b/.test(words) && /\bchaat\b/.test(words);

export function tomatoChaat(ctx: Ctx, area: FoodArea): string {
  const { defs } = ctx;
  const rng = ctx.rng.fork('tomato-chaat');
  const tomato = ctx.palette.main;
  const mash = mix(tomato, '#d86a2a', 0.3);
  let out = liquid(ctx, area, mash, { tex: 'bump', texOpacity: 0.35, texScale: 1.1, mottle: 12, streaks: 3 });
  // soft pieces of tomato (with their skins) and potato in the mash
  for (const p of backToFront(scatter(rng, 30, 0.13, 0.88).map((q) => onArea(area, q)))) {
    const potato = rng.chance(0.35);
    const color = potato ? '#e8c878' : shade(tomato, rng.jitter(0, 0.08));
    out += chunk(defs, rng, p.x, p.y, area.rx * rng.range(0.07, 0.1), color, {
      wobble: 0.35,
      points: 7,
      gloss: 0.5,
      sauce: mash,
    });
  }
  // the sweet syrup spooned over in a ribbon
  const pts = Array.from({ length: 6 }, (_, i) =>
    onArea(area, { x: -0.5 + i * 0.2, y: Math.sin(i * 1.3) * 0.25 + rng.jitter(0, 0.05) }),
  );
  out += path(openCurve(pts), {
    stroke: '#7a3a10',
    'stroke-width': area.rx * 0.035,
    'stroke-linecap': 'round',
    fill: 'none',
    opacity: 0.75,
  });
  out += speculars(defs, rng, area, 6, 0.04);
  return out;
}
