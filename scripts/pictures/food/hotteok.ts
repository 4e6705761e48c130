// Hotteok: filled pancakes pressed flat and pan-fried, golden and crisp at the edge, one torn open so its
// molten brown sugar, cinnamon and chopped nuts run out. Drawn by `pancakes` for dishes whose words say so
// (a pancake otherwise is a syrup stack).
import { mix, shade } from '../color';
import { blob, ellipse, path } from '../svg';
import type { Ctx, FoodArea } from '../types';
import { cylinderSide, project, viewOf } from './solids';
import { bakedColor, charSpot } from './browning';
import { chunk, glow, litFill, softShadow } from '../shapes';

export const isHotteok = (words: string) => /\bhotteok\b/.test(words);

export function hotteok(ctx: Ctx, area: FoodArea): string {
  const { defs } = ctx;
  const rng = ctx.rng.fork('hotteok');
  const v = viewOf(area);
  const dough = bakedColor(ctx.palette.main, '#d49a48');
  const sugar = '#5a2a0e';
  const r = area.rx * 0.5;
  const th = r * 0.16;
  // two whole behind, the torn one in front
  const spots = [
    { x: -0.48, y: -0.4, open: false },
    { x: 0.5, y: -0.32, open: false },
    { x: 0.04, y: 0.45, open: true },
  ];
  let out = '';
  for (const [i, s] of spots.entries()) {
    const dx = s.x * area.rx;
    const dy = (s.y * area.ry) / area.tilt;
    const rr = r * rng.range(0.95, 1.05);
    const base = project(v, dx, dy, 0);
    out += softShadow(defs, base.x + 6, base.y + 6, rr * 1.1, rr * area.tilt * 1.1, 0.5);
    const side = defs.linear(
      [
        { offset: 0, color: mix(dough, '#6a3410', 0.5) },
        { offset: 0.5, color: shade(dough, -0.1) },
        { offset: 1, color: mix(dough, '#4a2408', 0.6) },
      ],
      0,
      0,
      0,
      1,
    );
    out += cylinderSide(v, rr, 0, th, { fill: side }, dx, dy);
    const top = project(v, dx, dy, th);
    // fried face: deep gold in the middle, a darker crisp ring, a lighter puffed edge
    const face = defs.radial([
      { offset: 0, color: mix(dough, '#a85a18', 0.45) },
      { offset: 0.55, color: mix(dough, '#b8681e', 0.3) },
      { offset: 0.85, color: mix(dough, '#7a3c10', 0.35) },
      { offset: 1, color: shade(dough, 0.1) },
    ]);
    const r2 = rng.fork(`h${i}`);
    out += path(blob(r2, top.x, top.y, rr, rr * area.tilt, 0.04, 14), { fill: face });
    for (let k = 0; k < 9; k++)
      out += charSpot(
        defs,
        top.x + r2.jitter(0, rr * 0.55),
        top.y + r2.jitter(0, rr * 0.45) * area.tilt,
        rr * r2.range(0.06, 0.14),
        r2.range(0.4, 0.8),
        area.tilt,
      );
    if (s.open) {
      // torn across the middle: the dark syrup welling up and running to the front, nuts and seeds in it
      const tear = blob(
        r2,
        top.x + rr * 0.05,
        top.y + rr * 0.1 * area.tilt,
        rr * 0.72,
        rr * 0.36 * area.tilt,
        0.25,
        10,
      );
      out += path(tear, { fill: shade(dough, -0.45) });
      out += path(blob(r2, top.x + rr * 0.1, top.y + rr * 0.15 * area.tilt, rr * 0.64, rr * 0.29 * area.tilt, 0.2, 9), {
        fill: litFill(defs, sugar, 0.35, 0.2),
      });
      out += path(
        blob(r2, top.x + rr * 0.25, top.y + rr * 0.75 * area.tilt, rr * 0.3, rr * 0.32 * area.tilt, 0.25, 8),
        {
          fill: litFill(defs, sugar, 0.35, 0.2),
          opacity: 0.95,
        },
      );
      for (let k = 0; k < 7; k++) {
        const x = top.x + r2.range(-0.35, 0.45) * rr;
        const y = top.y + r2.range(0.05, 0.8) * rr * area.tilt;
        out += chunk(defs, r2, x, y, rr * r2.range(0.04, 0.07), r2.pick(['#c8a070', '#e8d8b0', '#8a5a2a']), {
          gloss: 0.3,
          points: 6,
        });
      }
      out += glow(defs, top.x - rr * 0.1, top.y + rr * 0.1 * area.tilt, rr * 0.25, rr * 0.06, 0.8, '#ffe8c0');
    }
    out += ellipse(top.x - rr * 0.3, top.y - rr * 0.35 * area.tilt, rr * 0.3, rr * 0.1, {
      fill: '#fff6e2',
      opacity: 0.18,
    });
  }
  return out;
}
