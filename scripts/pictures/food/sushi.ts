// Sushi: rows of maki on a board, with wasabi and pickled ginger.
import { family } from '../color';
import { blob, ellipse, n, path } from '../svg';
import type { Ctx, FoodArea } from '../types';
import type { Bit } from './components';
import { grainPattern } from './grains';
import { backToFront, leaf, litFill, softShadow, squashOf } from '../shapes';
import { hintText } from '../hints';
import { isOnigiri, onigiri } from './onigiri';

/** Maki rolls and nigiri on a board, with wasabi and pickled ginger. */
export function sushi(ctx: Ctx, area: FoodArea): string {
  const { defs } = ctx;
  if (isOnigiri(hintText(ctx))) return onigiri(ctx, area, hintText(ctx));
  const rng = ctx.rng.fork('sushi');
  const { main, accents } = ctx.palette;
  const squash = squashOf(area);
  const fish = ['orange', 'pink', 'red'].includes(family(main))
    ? main
    : (accents.find((c) => ['orange', 'pink', 'red'].includes(family(c))) ?? '#f28a5a');
  const centres = [fish, ...accents.filter((c) => ['green', 'yellow', 'orange'].includes(family(c)))];
  const rice = '#f7f3ea';
  const nori = '#1f2a22';
  const riceFill = grainPattern(defs, rng, { colors: [{ color: rice, weight: 1 }], len: 7, width: 3 }, 'sushi');
  let out = '';
  const r = area.rx * 0.19;
  const bits: Bit[] = [];
  // two rows of maki
  for (let row = 0; row < 2; row++) {
    for (let i = 0; i < 4; i++) {
      const x = area.cx - r * 3.3 + i * r * 2.2 + row * r * 0.6;
      const y = area.cy - r * 1.1 * squash + row * r * 2.1 * squash;
      const centre = centres[(i + row) % centres.length] ?? fish;
      bits.push({
        x,
        y,
        draw: () => {
          const h = r * 0.5 * Math.max(0.3, area.lift);
          let d = softShadow(defs, x + 4, y + 6, r * 1.1, r * squash * 1.1, 0.5);
          if (h > 2)
            d += path(
              `M${n(x - r)} ${n(y)}L${n(x - r)} ${n(y + h)}A${n(r)} ${n(r * squash)} 0 0 0 ${n(x + r)} ${n(y + h)}L${n(x + r)} ${n(y)}Z`,
              {
                fill: defs.linear(
                  [
                    { offset: 0, color: '#2f3a30' },
                    { offset: 0.3, color: '#3a4a3c' },
                    { offset: 1, color: '#10160f' },
                  ],
                  0,
                  0,
                  1,
                  0,
                ),
              },
            );
          d += ellipse(x, y, r, r * squash, { fill: nori });
          d += ellipse(x, y, r * 0.88, r * 0.88 * squash, { fill: riceFill });
          d += ellipse(x, y, r * 0.88, r * 0.88 * squash, {
            fill: defs.radial([
              { offset: 0.6, color: '#000', opacity: 0 },
              { offset: 1, color: '#3a3020', opacity: 0.35 },
            ]),
          });
          d += path(blob(rng, x, y, r * 0.38, r * 0.36 * squash, 0.15, 7), { fill: litFill(defs, centre, 0.25, 0.2) });
          return d;
        },
      });
    }
  }
  out += backToFront(bits)
    .map((b) => b.draw())
    .join('');
  // wasabi and ginger at the side
  const wx = area.cx + area.rx * 0.78;
  const wy = area.cy + area.ry * 0.55;
  out += path(blob(rng, wx, wy, r * 0.45, r * 0.35 * squash, 0.2, 8), { fill: litFill(defs, '#9cbf3a', 0.25, 0.25) });
  for (let i = 0; i < 4; i++) {
    out += leaf(
      defs,
      area.cx - area.rx * 0.8 + i * 5,
      area.cy + area.ry * 0.6 - i * 3,
      r * 0.9,
      r * 0.6,
      rng.range(-30, 30),
      '#f4b6a6',
      { vein: false },
    );
  }
  return out;
}
