// Crudités with a dip (hummus, baba ganoush): sticks of carrot, cucumber and red pepper in a loose bundle
// on one side of the dish, their ends in the dip. Drawn by `dal` for dishes whose words say crudités.
import { mix, shade } from '../color';
import { glow, litFill, softShadow } from '../shapes';
import { el, n } from '../svg';
import type { Ctx, FoodArea } from '../types';

export const hasCrudites = (words: string) => /\bcrudit/.test(words);

const STICKS = [
  { color: '#e8781e', core: '#f4a040' },
  { color: '#4f8a2b', core: '#d8ecb0' },
  { color: '#c8281e', core: '#e85a40' },
];

export function crudites(ctx: Ctx, area: FoodArea): string {
  const { defs } = ctx;
  const rng = ctx.rng.fork('crudites');
  const t = 0.6 + area.tilt * 0.4;
  let out = '';
  const count = 7;
  for (let i = 0; i < count; i++) {
    const kind = STICKS[i % STICKS.length]!;
    // a loose bundle lying from the front right rim into the dip, tips toward the middle
    const a = -148 + rng.jitter(0, 6);
    const len = area.rx * rng.range(0.55, 0.7);
    const w = area.rx * (kind.color === '#4f8a2b' ? 0.09 : 0.075);
    const bx = area.cx + area.rx * (0.38 + i * 0.085);
    const by = area.cy + area.ry * (0.72 - i * 0.14);
    const g =
      softShadow(defs, len * 0.5 + 3, 6, len * 0.5, w * 0.8, 0.4) +
      el('rect', {
        x: 0,
        y: n(-w / 2 + 2),
        width: n(len),
        height: n(w),
        rx: n(w * 0.35),
        fill: shade(kind.color, -0.4),
      }) +
      el('rect', {
        x: 0,
        y: n(-w / 2),
        width: n(len),
        height: n(w),
        rx: n(w * 0.35),
        fill: litFill(defs, kind.color, 0.25, 0.25),
      }) +
      el('rect', {
        x: n(len * 0.04),
        y: n(-w * 0.12),
        width: n(len * 0.9),
        height: n(w * 0.28),
        rx: n(w * 0.14),
        fill: mix(kind.core, '#ffffff', 0.2),
        opacity: 0.55,
      }) +
      glow(defs, len * 0.5, -w * 0.25, len * 0.4, w * 0.15, 0.5, '#ffffff');
    out += el('g', { transform: `translate(${n(bx)} ${n(by)}) scale(1 ${n(t)}) rotate(${n(a)})` }, g);
  }
  return out;
}
