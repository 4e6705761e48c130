// Baked dishes (cauliflower cheese, moussaka, gratins, lasagne, casseroles): a rectangular ceramic baking dish
// with lug handles and a browned, blistered top. Moussaka and lasagne have a portion served from the front
// corner, showing their layers. Drawn by `pie` for dishes whose words say so (a pie draws a crimped crust).
import { family, lightness, mix, shade } from '../color';
import { charAndBlisters, charSpot } from './browning';
import { chunk, glow, litFill, scatter, softShadow } from '../shapes';
import { el, n } from '../svg';
import { texture } from '../textures';
import type { Ctx, FoodArea } from '../types';

export const isBakedDish = (words: string) =>
  /\b(cauliflower cheese|moussaka|gratin|dauphinois|lasagne|lasagna|pastitsio|casserole|bake)\b/.test(words);

const DISHES = ['#f3efe6', '#c8553d', '#2f5f8a', '#e9e0cf', '#b8703e'];

export function bakedDish(ctx: Ctx, area: FoodArea): string {
  const { defs } = ctx;
  const rng = ctx.rng.fork('baked-dish');
  const words = [...ctx.hints].join(' ');
  const { main, accents } = ctx.palette;
  const top =
    ['yellow', 'orange', 'cream', 'brown'].includes(family(main)) && lightness(main) > 0.45 ? main : '#dcae5a';
  const dish = rng.pick(DISHES);
  const lift = Math.sqrt(Math.max(0, 1 - area.tilt * area.tilt));
  const W = area.rx * 1.02;
  const H = Math.min(area.ry * 1.02, W * 0.68 * area.tilt);
  const wall = 22 * lift + 6;
  const rim = W * 0.07;
  const { cx } = area;
  const cy = area.cy - wall * 0.4;
  const rect = (x: number, y: number, w: number, h: number, r: number, attrs: Record<string, string | number>) =>
    el('rect', { x: n(x), y: n(y), width: n(w), height: n(h), rx: n(r), ry: n(r * area.tilt), ...attrs });
  let out = softShadow(defs, cx + 12, cy + wall + 10, W * 1.12, H * 1.15, 0.55);
  // lug handles at the short ends, then the dish's front wall and its rim
  for (const side of [-1, 1]) {
    const hx = side < 0 ? cx - W - rim * 1.6 : cx + W - rim * 0.4;
    out += rect(hx, cy - H * 0.3 + wall * 0.5, rim * 2, H * 0.6, rim * 0.6, { fill: shade(dish, -0.35) });
    out += rect(hx, cy - H * 0.3, rim * 2, H * 0.6, rim * 0.6, { fill: litFill(defs, dish, 0.2, 0.2) });
  }
  out += rect(cx - W, cy - H + wall, W * 2, H * 2, rim * 1.4, { fill: shade(dish, -0.3) });
  out += rect(cx - W, cy - H, W * 2, H * 2, rim * 1.4, { fill: litFill(defs, dish, 0.25, 0.15) });
  // the baked top inside the rim: golden, darker where it caught at the edges
  const ix = cx - W + rim;
  const iy = cy - H + rim * area.tilt;
  const iw = (W - rim) * 2;
  const ih = (H - rim * area.tilt) * 2;
  out += rect(ix, iy, iw, ih, rim * 0.7, { fill: mix(top, '#6a3410', 0.55) });
  const face = defs.radial(
    [
      { offset: 0, color: shade(top, 0.16) },
      { offset: 0.6, color: top },
      { offset: 1, color: mix(top, '#8a4a18', 0.5) },
    ],
    { cx: 0.5, cy: 0.5, r: 0.62, fx: 0.42, fy: 0.38 },
  );
  out += rect(ix + 3, iy + 3 * area.tilt, iw - 6, ih - 6 * area.tilt, rim * 0.6, { fill: face });
  out += rect(ix + 3, iy + 3, iw - 6, ih - 6, rim * 0.6, {
    fill: texture(defs, ctx.tex, 'bump', 0.9),
    opacity: 0.4,
  });
  const icx = cx;
  const icy = cy;
  if (/cauliflower|broccoli/.test(words)) {
    // florets heaving up through the sauce, their tops browned
    const floret = mix(accents.find((c) => lightness(c) > 0.8) ?? '#f3ecd8', '#f6f0e0', 0.3);
    for (const p of scatter(rng, 16, 0.3, 0.85)) {
      const x = icx + p.x * iw * 0.42;
      const y = icy + p.y * ih * 0.4;
      const s = iw * rng.range(0.05, 0.075);
      out += chunk(defs, rng, x, y, s, mix(floret, top, 0.45), { wobble: 0.3, points: 9, gloss: 0.3 });
      out += charSpot(defs, x + s * 0.1, y - s * 0.2, s * 0.55, 0.8);
    }
  }
  // the gratin's browned patches, then its blisters
  for (let i = 0; i < 14; i++) {
    const x = icx + rng.jitter(0, iw * 0.42);
    const y = icy + rng.jitter(0, ih * 0.4);
    out += glow(defs, x, y, iw * rng.range(0.06, 0.12), ih * rng.range(0.06, 0.12), 0.55, mix(top, '#8a4514', 0.6));
  }
  out += charAndBlisters(defs, rng, icx, icy, iw * 0.5, ih * 0.5, 60, top);
  // bubbled-over sauce, dark at the rim's inner edge
  for (let i = 0; i < 10; i++) {
    const t = rng.next();
    const onLong = rng.chance(0.6);
    const x = onLong ? ix + t * iw : rng.chance(0.5) ? ix + 4 : ix + iw - 4;
    const y = onLong ? (rng.chance(0.5) ? iy + 4 : iy + ih - 4) : iy + t * ih;
    out += charSpot(defs, x, y, iw * rng.range(0.025, 0.05), 1.1);
  }
  if (/moussaka|lasagn|pastitsio/.test(words)) {
    // one portion served from the front right: the dish's floor, and the cut face of the layers behind it
    const cw = iw * 0.34;
    const ch = ih * 0.5;
    const hx = ix + iw - cw;
    const hy = iy + ih - ch;
    out += rect(hx, hy, cw, ch, rim * 0.4, { fill: mix(shade(dish, -0.1), '#7a3a1a', 0.25) });
    const layers = /moussaka/.test(words)
      ? [mix(top, '#f6ead0', 0.5), accents[0] ?? '#8b3a22', accents[1] ?? '#4a2c4a', accents[0] ?? '#8b3a22']
      : [mix(top, '#f6ead0', 0.4), '#b5432f', '#f0e2b8', '#b5432f'];
    const lh = Math.max(wall * 1.1, ch * 0.5) / layers.length;
    layers.forEach((c, k) => {
      out += el('rect', {
        x: n(hx),
        y: n(hy + k * lh),
        width: n(cw),
        height: n(lh + 0.5),
        fill: litFill(defs, c, 0.1, 0.2),
      });
    });
    out += el('rect', { x: n(hx), y: n(hy), width: n(cw), height: n(3), fill: mix(top, '#6a3410', 0.5) });
  }
  out += glow(defs, cx - W * 0.45, cy - H * 0.55, W * 0.3, H * 0.12, 0.45, '#fff6e2');
  return out;
}
