// Dal baati: round wheat baati baked until crusty, cracked open and soaked in ghee, beside a pool of dal.
// Drawn by `dal` for dishes whose words say so (a dal is otherwise only the pool).
import { mix, shade } from '../color';
import { backToFront, glow, softShadow, sphere } from '../shapes';
import { path } from '../svg';
import type { Ctx, FoodArea } from '../types';
import { charSpot } from './browning';

export const hasBaati = (words: string) => /\b(baati|bati|bafla)\b/.test(words);

/** The area the dal keeps when baati sit beside it: the left part of the dish. */
export function dalBesideBaati(area: FoodArea): FoodArea {
  return { ...area, cx: area.cx - area.rx * 0.3, rx: area.rx * 0.62, ry: area.ry * 0.82 };
}

export function baati(ctx: Ctx, area: FoodArea): string {
  const { defs } = ctx;
  const rng = ctx.rng.fork('baati');
  const crust = '#c98a3a';
  const r = area.rx * 0.19;
  const spots = backToFront([
    { x: area.cx + area.rx * 0.5, y: area.cy - area.ry * 0.42 },
    { x: area.cx + area.rx * 0.72, y: area.cy + area.ry * 0.05 },
    { x: area.cx + area.rx * 0.42, y: area.cy + area.ry * 0.1 },
    { x: area.cx + area.rx * 0.6, y: area.cy + area.ry * 0.55 },
  ]);
  let out = '';
  for (const [i, p] of spots.entries()) {
    const rr = r * rng.range(0.92, 1.06);
    out += softShadow(defs, p.x + 5, p.y + rr * 0.8, rr * 1.1, rr * 0.45, 0.5);
    out += sphere(defs, p.x, p.y, rr, mix(crust, '#a8682a', rng.range(0, 0.4)), 0.35, 0.6);
    for (let k = 0; k < 5; k++)
      out += charSpot(
        defs,
        p.x + rng.jitter(0, rr * 0.6),
        p.y + rng.jitter(0, rr * 0.6),
        rr * rng.range(0.12, 0.22),
        0.6,
      );
    if (i % 2 === 0) {
      // cracked open across the top: pale crumb and a shine of ghee
      const d = `M${p.x - rr * 0.6} ${p.y - rr * 0.1}Q${p.x} ${p.y - rr * 0.45} ${p.x + rr * 0.6} ${p.y - rr * 0.05}Q${p.x} ${p.y + rr * 0.15} ${p.x - rr * 0.6} ${p.y - rr * 0.1}Z`;
      out += path(d, { fill: mix('#ecd09a', crust, 0.15), stroke: shade(crust, -0.35), 'stroke-width': 1.2 });
      out += glow(defs, p.x, p.y - rr * 0.15, rr * 0.4, rr * 0.12, 0.8, '#ffe890');
    }
  }
  return out;
}
