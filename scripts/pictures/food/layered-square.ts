// A square portion of a layered dish seen from a little above, its layers on the two cut sides: tiramisu
// (coffee-soaked savoiardi and mascarpone under cocoa) and causa (lime-seasoned yellow potato round a filling,
// topped with avocado, egg and an olive). Drawn by `cake` for dishes whose words say so (a cake is
// otherwise a wedge of layer cake).
import { family, lightness, mix, shade } from '../color';
import { blob, ellipse, path, type Pt } from '../svg';
import { texture } from '../textures';
import type { Ctx, FoodArea } from '../types';
import { prism, project, type Layer, viewOf } from './solids';
import { glow, leaf, litFill, softShadow, sphere } from '../shapes';

export const isLayeredSquare = (words: string) => /\b(tiramisu|causa)\b/.test(words);

export function layeredSquare(ctx: Ctx, area: FoodArea): string {
  const { defs } = ctx;
  const rng = ctx.rng.fork('layered-square');
  const v = viewOf(area);
  const words = [...ctx.hints].join(' ');
  const { main, accents } = ctx.palette;
  const all = [main, ...accents];
  const causa = /\bcausa\b/.test(words);
  const s = area.rx * (causa ? 0.74 : 0.62);
  const H = s * (causa ? 0.72 : 0.62);
  const turn = (rng.range(18, 30) * Math.PI) / 180;
  const pts: Pt[] = [
    { x: -s / 2, y: -s / 2 },
    { x: s / 2, y: -s / 2 },
    { x: s / 2, y: s / 2 },
    { x: -s / 2, y: s / 2 },
  ].map((p) => ({ x: p.x * Math.cos(turn) - p.y * Math.sin(turn), y: p.x * Math.sin(turn) + p.y * Math.cos(turn) }));
  let layers: Layer[];
  let top: string;
  if (causa) {
    const potato = family(main) === 'yellow' ? main : '#f2c84a';
    const avocado = all.find((c) => family(c) === 'green') ?? '#7cb342';
    layers = [
      { from: 0, to: 0.34, color: potato },
      { from: 0.34, to: 0.52, color: '#efe4c4' },
      { from: 0.52, to: 0.62, color: avocado },
      { from: 0.62, to: 1, color: potato },
    ];
    top = litFill(defs, shade(potato, 0.05), 0.2, 0.15);
  } else {
    const cocoa = all.find((c) => lightness(c) < 0.3) ?? '#5a3a24';
    const mascarpone = all.find((c) => lightness(c) > 0.85) ?? '#f3e7cf';
    const soaked = mix(all.find((c) => family(c) === 'brown' && c !== cocoa) ?? '#8b5a2b', cocoa, 0.3);
    layers = [
      { from: 0, to: 0.24, color: soaked },
      { from: 0.24, to: 0.46, color: mascarpone },
      { from: 0.46, to: 0.7, color: soaked },
      { from: 0.7, to: 0.95, color: mascarpone },
      { from: 0.95, to: 1, color: cocoa },
    ];
    top = litFill(defs, cocoa, 0.12, 0.15);
  }
  let out = softShadow(defs, area.cx + 10, area.cy + 12, s * 0.95, s * 0.8 * area.tilt + 8, 0.5);
  out += prism(v, pts, H, () => layers, top, {
    stroke: shade(layers[layers.length - 1]!.color, -0.25),
    'stroke-width': 0.8,
  });
  const c = project(v, 0, 0, H);
  const face = path(blob(rng, c.x, c.y, s * 0.45, s * 0.45 * area.tilt, 0.05, 4, turn), {
    fill: texture(defs, ctx.tex, causa ? 'bump' : 'pores', 0.5),
    'fill-opacity': causa ? 0.3 : 0.5,
  });
  out += face;
  if (causa) {
    // a fan of avocado slices, two slices of egg and a black olive, a parsley leaf
    const avocado = all.find((cc) => family(cc) === 'green') ?? '#7cb342';
    for (let i = 0; i < 4; i++) {
      const x = c.x - s * 0.26 + i * s * 0.11;
      const y = c.y - s * 0.06 * area.tilt;
      out += ellipse(x, y, s * 0.08, s * 0.24 * area.tilt, {
        fill: litFill(defs, mix(avocado, '#d8e890', 0.3), 0.2, 0.2),
        stroke: shade(avocado, -0.4),
        'stroke-width': 1.5,
        transform: `rotate(${-30 + i * 8} ${x} ${y})`,
      });
    }
    for (const [i, dx] of [0.18, 0.3].entries()) {
      const x = c.x + s * dx;
      const y = c.y + s * (0.08 + i * 0.1) * area.tilt;
      out += ellipse(x, y, s * 0.12, s * 0.12 * area.tilt, { fill: litFill(defs, '#fbf8ef', 0.1, 0.15) });
      out += ellipse(x, y, s * 0.06, s * 0.06 * area.tilt, { fill: litFill(defs, '#f2b830', 0.2, 0.2) });
    }
    out += sphere(
      defs,
      c.x + s * 0.2,
      c.y - s * 0.18 * area.tilt,
      s * 0.055,
      accents.find((cc) => lightness(cc) < 0.25) ?? '#3d2b1f',
      0.7,
    );
    out += leaf(defs, c.x + s * 0.02, c.y + s * 0.16 * area.tilt, s * 0.16, s * 0.1, rng.range(0, 360), '#3f7d2a');
  } else {
    // cocoa sifted unevenly, a little mascarpone showing at the edges
    for (let i = 0; i < 6; i++)
      out += glow(
        defs,
        c.x + rng.jitter(0, s * 0.3),
        c.y + rng.jitter(0, s * 0.3) * area.tilt,
        s * 0.18,
        s * 0.12 * area.tilt,
        0.35,
        shade(layers[4]!.color, -0.25),
      );
  }
  out += glow(defs, c.x - s * 0.2, c.y - s * 0.2 * area.tilt, s * 0.25, s * 0.08, 0.25, '#fff2d0');
  return out;
}
