// Roasts: a whole glossy bird, a sliced joint, or a tray of roast vegetables (escalopes and chicken pieces
// in their own files).
import { family, mix, shade } from '../color';
import { blob, circle, closedCurve, el, ellipse, n, path, rotate } from '../svg';
import { texture } from '../textures';
import type { Ctx, FoodArea } from '../types';
import type { Bit } from './components';
import { charAndBlisters, charSpot, roastFill } from './browning';
import { backToFront, chunk, glow, litFill, onArea, scatter, softShadow, squashOf } from '../shapes';
import { hintText } from '../hints';
import { escalopes, isEscalope } from './escalopes';
import { chickenPieces, isChickenPieces } from './chicken-pieces';

/** Roast vegetables around the main piece: potatoes, carrots, onion wedges. */
function roastVeg(ctx: Ctx, area: FoodArea, count: number, ring: number): Bit[] {
  const { defs } = ctx;
  const rng = ctx.rng.fork('roastveg');
  const colors = ctx.palette.accents.filter((c) => family(c) !== 'green');
  const pool = colors.length ? colors : ['#e0a04a', '#d9702a'];
  const bits: Bit[] = [];
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2 + rng.jitter(0, 0.2);
    const p = onArea(area, { x: Math.cos(a) * ring, y: Math.sin(a) * ring });
    const color = rng.pick(pool);
    const s = area.rx * rng.range(0.09, 0.13);
    const r = rng.fork(`v${i}`);
    bits.push({
      ...p,
      draw: () =>
        softShadow(defs, p.x + 3, p.y + 5, s * 1.1, s * 0.8, 0.45) +
        chunk(defs, r, p.x, p.y, s, color, { gloss: 0.55, wobble: 0.2, points: 6 }) +
        charSpot(defs, p.x + s * 0.3, p.y + s * 0.2, s * 0.5, 0.6),
    });
  }
  return bits;
}

export function roast(ctx: Ctx, area: FoodArea): string {
  const { defs } = ctx;
  const rng = ctx.rng.fork('roast');
  const w = hintText(ctx);
  if (isEscalope(w)) return escalopes(ctx, area);
  if (isChickenPieces(w)) return chickenPieces(ctx, area);
  const skin = ['orange', 'brown', 'yellow', 'red'].includes(family(ctx.palette.main)) ? ctx.palette.main : '#b8652a';
  const squash = squashOf(area);
  let out = '';
  const bits: Bit[] = [];
  if (
    /vegetable|veg|potato|squash|cauliflower|root|pumpkin|gobi|sheet|tray/.test(w) &&
    !/chicken|lamb|beef|pork/.test(w)
  ) {
    // a tray of roast vegetables
    for (const p of backToFront(scatter(rng, 26, 0.2, 0.85).map((q) => onArea(area, q)))) {
      const color = rng.pick([ctx.palette.main, ...ctx.palette.accents]);
      const s = area.rx * rng.range(0.1, 0.15);
      const r = rng.fork(`r${p.x}`);
      bits.push({
        ...p,
        draw: () =>
          softShadow(defs, p.x + 3, p.y + 5, s, s * 0.8, 0.45) +
          chunk(defs, r, p.x, p.y, s, color, { gloss: 0.5, wobble: 0.22, points: 6 }) +
          charSpot(defs, p.x + s * 0.3, p.y + s * 0.1, s * 0.6, 0.8),
      });
    }
    return backToFront(bits)
      .map((b) => b.draw())
      .join('');
  }
  const bird =
    /chicken|turkey|duck|hen|bird/.test(w) || (!/lamb|beef|pork|leg|shoulder|brisket|loin/.test(w) && rng.chance(0.5));
  const c = { x: area.cx, y: area.cy };
  const R = area.rx * 0.55;
  if (bird) {
    // seen from above: a plump glossy body, wings tucked at the sides, drumsticks tied at the front
    const R2 = R * 1.15;
    const glaze = (c: string) =>
      defs.radial(
        [
          { offset: 0, color: mix(c, '#ffe2a0', 0.55) },
          { offset: 0.25, color: shade(c, 0.12) },
          { offset: 0.65, color: c },
          { offset: 0.9, color: mix(c, '#5a2006', 0.45) },
          { offset: 1, color: mix(c, '#3a1404', 0.6) },
        ],
        { cx: 0.5, cy: 0.5, r: 0.55, fx: 0.36, fy: 0.3 },
      );
    out += softShadow(defs, c.x + 14, c.y + 16, R2 * 1.25, R2 * 1.05 * squash, 0.6);
    for (const side of [-1, 1]) {
      const wx = c.x + side * R2 * 0.78;
      const wy = c.y - R2 * 0.15 * squash;
      out += el('ellipse', {
        cx: wx,
        cy: wy,
        rx: R2 * 0.26,
        ry: R2 * 0.55 * squash,
        fill: glaze(shade(skin, -0.08)),
        transform: rotate(side * 18, wx, wy),
      });
    }
    const body = closedCurve([
      { x: c.x, y: c.y - R2 * 0.95 * squash },
      { x: c.x + R2 * 0.62, y: c.y - R2 * 0.62 * squash },
      { x: c.x + R2 * 0.78, y: c.y + R2 * 0.1 * squash },
      { x: c.x + R2 * 0.5, y: c.y + R2 * 0.72 * squash },
      { x: c.x, y: c.y + R2 * 0.85 * squash },
      { x: c.x - R2 * 0.5, y: c.y + R2 * 0.72 * squash },
      { x: c.x - R2 * 0.78, y: c.y + R2 * 0.1 * squash },
      { x: c.x - R2 * 0.62, y: c.y - R2 * 0.62 * squash },
    ]);
    out += path(body, { fill: glaze(skin) });
    out += path(body, { fill: texture(defs, ctx.tex, 'bump', 0.55), opacity: 0.22 });
    // the breastbone and the two breasts either side of it
    out += path(
      `M${n(c.x)} ${n(c.y - R2 * 0.85 * squash)}Q${n(c.x - R2 * 0.04)} ${n(c.y)} ${n(c.x)} ${n(c.y + R2 * 0.55 * squash)}`,
      { stroke: mix(skin, '#3a1604', 0.45), 'stroke-width': 2.5, fill: 'none', opacity: 0.45 },
    );
    for (const side of [-1, 1])
      out += glow(
        defs,
        c.x + side * R2 * 0.3 - R2 * 0.08,
        c.y - R2 * 0.25 * squash,
        R2 * 0.2,
        R2 * 0.32 * squash,
        0.35,
        '#fff0c8',
      );
    // drumsticks, crossed at the front
    for (const side of [-1, 1]) {
      const lx = c.x + side * R2 * 0.36;
      const ly = c.y + R2 * 0.62 * squash;
      out += el('ellipse', {
        cx: lx,
        cy: ly,
        rx: R2 * 0.2,
        ry: R2 * 0.4 * squash,
        fill: glaze(shade(skin, 0.04)),
        transform: rotate(side * -32, lx, ly),
      });
      const bx = c.x + side * R2 * 0.12;
      const by = c.y + R2 * 0.98 * squash;
      out += circle(bx, by, R2 * 0.075, { fill: litFill(defs, '#f1e4c8', 0.2, 0.2) });
    }
    out += charAndBlisters(defs, rng, c.x, c.y, R2 * 0.7, R2 * 0.7 * squash, 10, skin);
    for (let i = 0; i < 14; i++) {
      const x = c.x + rng.jitter(0, R2 * 0.6);
      const y = c.y + rng.jitter(0, R2 * 0.6) * squash;
      out += glow(defs, x, y, R2 * 0.04, R2 * 0.025, 0.7, '#ffffff');
    }
  } else {
    // a sliced joint: crust outside, pink or grey inside
    const inside = /beef|lamb|venison/.test(w) ? '#c8665a' : '#e8c8b0';
    const slices = 5;
    out += softShadow(defs, c.x + 12, c.y + 14, R * 1.4, R * 0.9 * squash, 0.55);
    const joint = blob(rng, c.x - R * 0.35, c.y - R * 0.1, R * 0.8, R * 0.65 * squash, 0.08, 10);
    out += path(joint, { fill: roastFill(defs, skin) });
    out += path(joint, { fill: texture(defs, ctx.tex, 'bump', 0.5), opacity: 0.45 });
    out += glow(defs, c.x - R * 0.6, c.y - R * 0.35 * squash, R * 0.3, R * 0.12, 0.55, '#fff2d0');
    for (let i = 0; i < slices; i++) {
      const x = c.x + R * 0.15 + i * R * 0.22;
      const y = c.y + R * 0.05 + i * R * 0.06 * squash;
      const s = R * 0.6;
      out += ellipse(x + 3, y + 4, s * 0.32, s * 0.75 * squash, { fill: '#2a1407', opacity: 0.3 });
      out += ellipse(x, y, s * 0.32, s * 0.75 * squash, { fill: mix(skin, '#3a1604', 0.3) });
      out += ellipse(x - 1, y, s * 0.27, s * 0.68 * squash, { fill: litFill(defs, inside, 0.15, 0.2) });
    }
  }
  bits.push(...roastVeg(ctx, area, 9, 0.82));
  out =
    backToFront(bits.filter((b) => b.y < c.y))
      .map((b) => b.draw())
      .join('') +
    out +
    backToFront(bits.filter((b) => b.y >= c.y))
      .map((b) => b.draw())
      .join('');
  return out;
}
