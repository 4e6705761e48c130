// Drinks: a tall glass seen from the side (with ice, foam, straw and garnish), or a cup seen from above.
import { family, lightness, mix, shade } from '../color';
import { citrusSlice, drawGarnish, parseGarnish } from '../garnish';
import type { Rng } from '../random';
import { chunk, glow, leaf, litFill, onArea, scatter, softShadow } from '../shapes';
import { blob, circle, el, ellipse, n, path, type Defs } from '../svg';
import { texture } from '../textures';
import type { Ctx, DrawnVessel, FoodArea } from '../types';
import type { Layout } from '../vessels';
import { hintText } from '../hints';

const CREAMY =
  /lassi|shake|smoothie|milk|latte|frappe|thandai|kulfi|falooda|coffee|chaas|buttermilk|kheer|horchata|kefir|yog/;

function isCreamy(ctx: Ctx): boolean {
  const fam = family(ctx.palette.main);
  return ctx.spec.style !== 'drink' || CREAMY.test(hintText(ctx)) || fam === 'white' || fam === 'cream';
}

interface GlassShape {
  cx: number;
  top: number;
  bottom: number;
  wt: number;
  wb: number;
  e: number;
}

const widthAt = (g: GlassShape, y: number) => g.wb + ((g.wt - g.wb) * (g.bottom - y)) / (g.bottom - g.top);

/** The liquid inside a glass from height y0 (top) down to the bottom, as a path. */
function liquidPath(g: GlassShape, y0: number, y1: number, inset: number): string {
  const w0 = widthAt(g, y0) - inset;
  const w1 = widthAt(g, y1) - inset;
  return (
    `M${n(g.cx - w0)} ${n(y0)}L${n(g.cx - w1)} ${n(y1)}` +
    `A${n(w1)} ${n(w1 * g.e)} 0 0 0 ${n(g.cx + w1)} ${n(y1)}L${n(g.cx + w0)} ${n(y0)}` +
    `A${n(w0)} ${n(w0 * g.e)} 0 0 1 ${n(g.cx - w0)} ${n(y0)}Z`
  );
}

function iceCube(defs: Defs, rng: Rng, x: number, y: number, s: number): string {
  const a = rng.range(-25, 25);
  return el(
    'g',
    { transform: `translate(${n(x)} ${n(y)}) rotate(${n(a)})` },
    el('rect', {
      x: -s / 2,
      y: -s / 2,
      width: s,
      height: s,
      rx: s * 0.18,
      fill: '#ffffff',
      opacity: 0.28,
      stroke: '#ffffff',
      'stroke-opacity': 0.6,
      'stroke-width': 1.2,
    }) +
      el('rect', {
        x: -s * 0.35,
        y: -s * 0.35,
        width: s * 0.3,
        height: s * 0.12,
        rx: s * 0.05,
        fill: '#ffffff',
        opacity: 0.7,
      }) +
      glow(defs, s * 0.1, s * 0.1, s * 0.35, s * 0.3, 0.25, '#ffffff'),
  );
}

/** One glass with its drink; `scale` < 1 for the glass standing behind. */
function oneGlass(
  ctx: Ctx,
  rng: Rng,
  cx: number,
  base: number,
  height: number,
  e: number,
  main: boolean,
): { back: string; food: string; front: string } {
  const { defs } = ctx;
  const { palette } = ctx;
  const creamy = isCreamy(ctx);
  const g: GlassShape = {
    cx,
    top: base - height,
    bottom: base,
    wt: height * rng.range(0.3, 0.34),
    wb: height * rng.range(0.24, 0.28),
    e,
  };
  const liquidTop = g.top + height * rng.range(0.1, 0.16);
  const inBottom = g.bottom - height * 0.06;
  const liq = palette.main;
  let back = '';
  // shadow and a coloured glow of light through the drink
  back += softShadow(defs, cx + 18, base + 6, g.wb * 1.6, g.wb * e * 2.2, 0.45);
  back += glow(
    defs,
    cx + g.wb * 1.1,
    base + g.wb * e * 1.2,
    g.wb * 1.1,
    g.wb * e * 1.4,
    creamy ? 0.15 : 0.35,
    mix(liq, '#ffffff', 0.3),
  );
  // the back of the glass
  back += path(liquidPath(g, g.top, g.bottom, 0), { fill: '#ffffff', opacity: 0.08 });
  back += ellipse(cx, g.top, g.wt, g.wt * e, { fill: 'none', stroke: '#ffffff', 'stroke-width': 1.5, opacity: 0.35 });
  // the drink
  let food = '';
  const dessert = ctx.spec.style !== 'drink';
  const layers = [liq];
  const span = (inBottom - liquidTop) / layers.length;
  layers.forEach((c, i) => {
    const y0 = liquidTop + i * span;
    food += path(liquidPath(g, y0, i === layers.length - 1 ? inBottom : y0 + span + 2, 5), {
      fill: defs.linear(
        [
          { offset: 0, color: shade(c, -0.25) },
          { offset: 0.3, color: shade(c, creamy ? 0.12 : 0.25) },
          { offset: 0.65, color: c },
          { offset: 1, color: shade(c, -0.35) },
        ],
        0,
        0,
        1,
        0,
      ),
      opacity: creamy ? 0.97 : 0.85,
    });
  });
  const fruit = ctx.palette.accents.filter((c) => family(c) !== 'white');
  if (dessert && fruit.length) {
    // pieces of fruit or jelly seen through the glass
    const clip = defs.clip(`glass${n(cx)}`, path(liquidPath(g, liquidTop, inBottom, 6)));
    let pieces = '';
    for (let i = 0; i < 16; i++) {
      const y = rng.range(liquidTop + 12, inBottom - 8);
      const x = cx + rng.jitter(0, widthAt(g, y) * 0.85);
      pieces += chunk(defs, rng, x, y, height * rng.range(0.035, 0.05), rng.pick(fruit), {
        gloss: 0.4,
        wobble: 0.2,
        points: 6,
      });
    }
    food += el('g', { 'clip-path': clip, opacity: 0.85 }, pieces);
  }
  if (!creamy) {
    for (let i = 0; i < 3; i++)
      food += iceCube(
        defs,
        rng,
        cx + rng.jitter(0, g.wt * 0.4),
        liquidTop + height * (0.12 + i * 0.17) + rng.jitter(0, 8),
        g.wt * 0.55,
      );
    for (let i = 0; i < 24; i++) {
      const y = rng.range(liquidTop + 10, inBottom - 6);
      food += circle(cx + rng.jitter(0, widthAt(g, y) * 0.8), y, rng.range(1, 2.6), {
        fill: 'none',
        stroke: '#ffffff',
        'stroke-width': 0.8,
        opacity: 0.55,
      });
    }
  }
  // the surface
  const wl = widthAt(g, liquidTop) - 5;
  food += ellipse(cx, liquidTop, wl, wl * e, { fill: creamy ? shade(liq, 0.3) : shade(liq, 0.15) });
  if (creamy) {
    // a soft froth: lighter middle, a few bubbles near the glass
    food += ellipse(cx, liquidTop, wl * 0.8, wl * e * 0.7, {
      fill: defs.radial([
        { offset: 0, color: '#fffaf0', opacity: 0.5 },
        { offset: 1, color: '#fffaf0', opacity: 0 },
      ]),
    });
    for (let i = 0; i < 14; i++) {
      const a = rng.range(0, Math.PI * 2);
      food += circle(
        cx + Math.cos(a) * wl * rng.range(0.75, 0.95),
        liquidTop + Math.sin(a) * wl * e * rng.range(0.75, 0.95),
        rng.range(1.2, 2.8),
        { fill: shade(liq, 0.4), stroke: shade(liq, 0.05), 'stroke-width': 0.6 },
      );
    }
  } else {
    for (let i = 0; i < 2; i++) food += iceCube(defs, rng, cx + (i - 0.5) * wl * 0.7, liquidTop - 3, wl * 0.5);
  }
  // straw, garnish
  if (main) {
    const kinds = parseGarnish(ctx.spec.garnish);
    const surface: FoodArea = {
      cx,
      cy: liquidTop,
      rx: wl * 0.8,
      ry: wl * e * 0.8,
      tilt: e,
      lift: 0.95,
      deep: true,
      vessel: 'glass',
      under: liq,
    };
    if (dessert && fruit.length) {
      for (let i = 0; i < 7; i++)
        food += chunk(
          defs,
          rng,
          cx + rng.jitter(0, wl * 0.6),
          liquidTop + rng.jitter(0, wl * e * 0.5),
          wl * 0.13,
          rng.pick(fruit),
          { gloss: 0.6, wobble: 0.2, points: 6 },
        );
    }
    if (!dessert && rng.chance(0.6)) {
      const sx = cx + wl * 0.3;
      const color = rng.pick(['#ffffff', '#e8d5b0', '#2f6b5a', '#c0392b']);
      const d = `M${n(sx)} ${n(liquidTop + 40)}L${n(sx + height * 0.22)} ${n(g.top - height * 0.32)}`;
      food += path(d, { stroke: shade(color, -0.2), 'stroke-width': 11, 'stroke-linecap': 'round' });
      food += path(d, { stroke: color, 'stroke-width': 8, 'stroke-linecap': 'round' });
      food += path(d, { stroke: '#ffffff', 'stroke-width': 2.5, opacity: 0.6, transform: 'translate(-2 0)' });
    }
    const on = kinds.filter((k) => !['lime', 'lemon', 'mint', 'basil'].includes(k));
    if (on.length) food += drawGarnish(ctx, surface, on, { spread: 0.8, density: 1.2 });
    if (kinds.includes('mint') || kinds.includes('basil') || (!creamy && rng.chance(0.5))) {
      for (let i = 0; i < 4; i++)
        food += leaf(
          defs,
          cx - wl * 0.3 + rng.jitter(0, 10),
          liquidTop - 8 - i * 5,
          wl * 0.45,
          wl * 0.28,
          rng.range(-160, -20),
          rng.pick(['#4f9a35', '#5aaa40']),
        );
    }
    if (kinds.includes('lime') || kinds.includes('lemon') || (!creamy && rng.chance(0.5))) {
      food += citrusSlice(defs, cx - g.wt * 0.9, g.top + 4, g.wt * 0.42, 0.9, !kinds.includes('lemon'), -20);
    }
  }
  // the front of the glass: highlights, rim, thick base
  let front = '';
  front += path(liquidPath(g, g.top, g.bottom, 0), {
    fill: defs.linear(
      [
        { offset: 0, color: '#ffffff', opacity: 0.05 },
        { offset: 0.12, color: '#ffffff', opacity: 0.45 },
        { offset: 0.2, color: '#ffffff', opacity: 0.05 },
        { offset: 0.85, color: '#ffffff', opacity: 0 },
        { offset: 0.92, color: '#ffffff', opacity: 0.3 },
        { offset: 1, color: '#ffffff', opacity: 0.05 },
      ],
      0,
      0,
      1,
      0,
    ),
  });
  front += path(`M${n(cx - g.wt)} ${n(g.top)}L${n(cx - g.wb)} ${n(g.bottom)}`, {
    stroke: '#ffffff',
    'stroke-width': 1.5,
    opacity: 0.5,
  });
  front += path(`M${n(cx + g.wt)} ${n(g.top)}L${n(cx + g.wb)} ${n(g.bottom)}`, {
    stroke: '#ffffff',
    'stroke-width': 1.5,
    opacity: 0.35,
  });
  front += path(`M${n(cx - g.wt)} ${n(g.top)}A${n(g.wt)} ${n(g.wt * e)} 0 0 0 ${n(cx + g.wt)} ${n(g.top)}`, {
    stroke: '#ffffff',
    'stroke-width': 2.2,
    fill: 'none',
    opacity: 0.75,
  });
  front += ellipse(cx, g.bottom - height * 0.03, g.wb - 3, (g.wb - 3) * e, {
    fill: mix(liq, '#ffffff', 0.5),
    opacity: 0.35,
  });
  front += path(`M${n(cx - g.wb)} ${n(g.bottom)}A${n(g.wb)} ${n(g.wb * e)} 0 0 0 ${n(cx + g.wb)} ${n(g.bottom)}`, {
    stroke: '#ffffff',
    'stroke-width': 2,
    fill: 'none',
    opacity: 0.5,
  });
  return { back, food, front };
}

export function drawGlass(ctx: Ctx, l: Layout): { back: string; food: string; front: string; box: DrawnVessel['box'] } {
  const rng = ctx.rng.fork('glass');
  const e = Math.max(0.16, Math.min(0.26, l.tilt * 0.45));
  const height = rng.range(330, 380);
  const base = 300 + height * 0.5 + 20;
  let back = '';
  // a coaster under the glass
  const coaster = rng.pick(['#b08a5a', '#d9c7a6', '#8a6a4a', '#e9e2d6']);
  back += softShadow(ctx.defs, l.cx + 10, base + 10, height * 0.5, height * 0.5 * e * 1.5, 0.4);
  back += ellipse(l.cx, base + 4, height * 0.46, height * 0.46 * e * 1.4, { fill: shade(coaster, -0.3) });
  back += ellipse(l.cx, base, height * 0.46, height * 0.46 * e * 1.4, { fill: litFill(ctx.defs, coaster, 0.15, 0.15) });
  back += ellipse(l.cx, base, height * 0.46, height * 0.46 * e * 1.4, {
    fill: texture(ctx.defs, ctx.tex, 'grain', 1),
    opacity: 0.6,
  });
  // a second glass further back
  const side = rng.chance(0.5) ? -1 : 1;
  const second = oneGlass(
    ctx,
    rng.fork('second'),
    l.cx + side * height * 0.62,
    base - height * 0.16,
    height * 0.78,
    e,
    false,
  );
  const first = oneGlass(ctx, rng.fork('first'), l.cx, base, height, e, true);
  back = second.back + second.food + second.front + back;
  return {
    back: back + first.back,
    food: first.food,
    front: first.front,
    box: {
      x0: Math.min(l.cx - height * 0.5, l.cx + side * height * 0.62 - height * 0.3),
      y0: base - height - 40,
      x1: Math.max(l.cx + height * 0.5, l.cx + side * height * 0.62 + height * 0.3),
      y1: base + 30,
    },
  };
}

/** A drink seen from above in a cup or bowl: tea, coffee, hot chocolate, soup-like drinks. */
export function drink(ctx: Ctx, area: FoodArea): string {
  const { defs } = ctx;
  const rng = ctx.rng.fork('cupdrink');
  const { main } = ctx.palette;
  const words = hintText(ctx);
  let out = ellipse(area.cx, area.cy, area.rx * 1.05, area.ry * 1.05, { fill: litFill(defs, main, 0.15, 0.25) });
  const foamy = /coffee|latte|cappuccino|chai|tea|cocoa|chocolate|milk|kaapi/.test(words) || lightness(main) > 0.45;
  if (foamy) {
    // a ring of foam and small bubbles at the edge
    out += ellipse(area.cx, area.cy, area.rx * 0.95, area.ry * 0.95, {
      fill: 'none',
      stroke: shade(main, 0.35),
      'stroke-width': area.rx * 0.12,
      opacity: 0.6,
    });
    for (const p of scatter(rng, 40, 0.04, 1)) {
      const r = Math.hypot(p.x, p.y);
      if (r < 0.75) continue;
      const q = onArea(area, p, 0.97);
      out += circle(q.x, q.y, area.rx * rng.range(0.015, 0.035), {
        fill: shade(main, 0.45),
        stroke: shade(main, 0.1),
        'stroke-width': 0.6,
        opacity: 0.85,
      });
    }
    if (/coffee|latte|cappuccino|flat white|kaapi/.test(words)) {
      // latte art: a simple heart
      const c = onArea(area, { x: 0, y: 0.05 });
      const s = area.rx * 0.35;
      out += path(
        `M${n(c.x)} ${n(c.y + s * 0.7 * area.tilt)}C${n(c.x - s * 1.2)} ${n(c.y - s * 0.2 * area.tilt)} ${n(c.x - s * 0.5)} ${n(c.y - s * 0.9 * area.tilt)} ${n(c.x)} ${n(c.y - s * 0.35 * area.tilt)}C${n(c.x + s * 0.5)} ${n(c.y - s * 0.9 * area.tilt)} ${n(c.x + s * 1.2)} ${n(c.y - s * 0.2 * area.tilt)} ${n(c.x)} ${n(c.y + s * 0.7 * area.tilt)}Z`,
        { fill: '#f6ecdc', opacity: 0.9 },
      );
    }
  }
  out += glow(defs, area.cx - area.rx * 0.35, area.cy - area.ry * 0.4, area.rx * 0.3, area.ry * 0.12, 0.5, '#ffffff');
  out += path(blob(rng, area.cx + area.rx * 0.3, area.cy + area.ry * 0.3, area.rx * 0.15, area.ry * 0.1, 0.3, 6), {
    fill: '#ffffff',
    opacity: 0.12,
  });
  return out;
}
