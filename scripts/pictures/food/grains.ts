// Rice and grain dishes: a heap of separate grains, biryani with its colours, composed grain bowls.
import { family, lightness, mix, shade } from '../color';
import type { Rng } from '../random';
import { backToFront, chunk, glow, grain, onArea, scatter, softShadow } from '../shapes';
import { blob, el, ellipse, n, path, type Defs } from '../svg';
import type { Ctx, FoodArea } from '../types';
import { component, componentFor, type Bit } from './components';
import { hintText } from '../hints';
import { mangoSlices } from './mango';

export interface GrainLook {
  colors: { color: string; weight: number }[];
  len: number;
  width: number;
}

/** A seamless tile of grains as a pattern; returns the fill url. */
export function grainPattern(defs: Defs, rng: Rng, look: GrainLook, key: string): string {
  const T = Math.round(look.len * 6.5);
  const count = Math.round((T * T) / (look.len * look.width * 0.5));
  const total = look.colors.reduce((s, c) => s + c.weight, 0);
  const colorAt = (u: number) => {
    let r = u * total;
    for (const c of look.colors) {
      r -= c.weight;
      if (r < 0) return c.color;
    }
    return look.colors[0]?.color ?? '#f6efe0';
  };
  let body = el('rect', { width: T, height: T, fill: shade(colorAt(0), -0.16) });
  for (let i = 0; i < count; i++) {
    const x = rng.range(0, T);
    const y = rng.range(0, T);
    const a = rng.range(0, 180);
    const color = shade(colorAt(rng.next()), rng.pick([-0.06, 0, 0.05]));
    const fill = defs.radial(
      [
        { offset: 0, color: shade(color, 0.3) },
        { offset: 0.6, color },
        { offset: 1, color: shade(color, -0.2) },
      ],
      { fx: 0.35, fy: 0.3, r: 0.6 },
    );
    const len = look.len * rng.range(0.85, 1.1);
    for (const dx of [-T, 0, T]) {
      for (const dy of [-T, 0, T]) {
        const gx = x + dx;
        const gy = y + dy;
        if (gx < -len || gy < -len || gx > T + len || gy > T + len) continue;
        body += grain(gx, gy, len, look.width, a, fill, { stroke: shade(color, -0.3), 'stroke-width': 0.5 });
      }
    }
  }
  return defs.raw(`grains-${key}`, (id) =>
    el(
      'pattern',
      { id, patternUnits: 'userSpaceOnUse', width: T, height: T, patternTransform: `rotate(${n(rng.range(0, 90))})` },
      body,
    ),
  );
}

/** A heap of grains: on a plate a raised mound, in a bowl filling it. Returns the svg and the heap's area. */
export function grainHeap(
  ctx: Ctx,
  area: FoodArea,
  look: GrainLook,
  key: string,
  k = 0.95,
): { svg: string; heap: FoodArea } {
  const { defs } = ctx;
  const rng = ctx.rng.fork(`heap-${key}`);
  const rise = area.deep ? area.rx * 0.12 * area.lift : area.rx * 0.3 * area.lift;
  const rx = area.deep ? area.rx * 1.05 : area.rx * k;
  const ry = area.deep ? area.ry * 1.05 + rise * 0.5 : area.ry * k + rise * 0.5;
  const cx = area.cx;
  const cy = area.cy - rise * 0.5;
  const outline = blob(rng, cx, cy, rx, ry, area.deep ? 0.02 : 0.06, 14);
  const fillShape = (fill: string) => path(outline, { fill });
  const base = look.colors[0]?.color ?? '#f6efe0';
  let svg = '';
  if (!area.deep) svg += softShadow(defs, cx + 8, cy + ry * 0.15 + 8, rx * 1.05, ry * 1.0, 0.45);
  svg += fillShape(shade(base, -0.18));
  svg += fillShape(grainPattern(defs, rng, look, key));
  // loose grains on top, for depth and a ragged edge
  const loose = Math.round((rx * ry) / (look.len * look.width * 6));
  const grains = backToFront(
    scatter(rng, loose, 0.02, 1).map((p) => ({ x: cx + p.x * rx * 1.0, y: cy + p.y * ry * 1.0 })),
  );
  for (const g of grains) {
    const color = shade(look.colors[rng.int(0, look.colors.length - 1)]?.color ?? base, rng.pick([-0.04, 0, 0.04]));
    const fill = defs.radial(
      [
        { offset: 0, color: shade(color, 0.35) },
        { offset: 0.6, color },
        { offset: 1, color: shade(color, -0.15) },
      ],
      { fx: 0.35, fy: 0.3, r: 0.6 },
    );
    svg += grain(g.x, g.y, look.len * 1.05, look.width * 1.05, rng.range(0, 180), fill, {
      stroke: shade(color, -0.3),
      'stroke-width': 0.5,
    });
  }
  // the heap is lit from the upper left and falls into shade at its far edge
  svg += fillShape(
    defs.radial(
      [
        { offset: 0, color: '#fff8e8', opacity: 0.25 },
        { offset: 0.45, color: '#fff8e8', opacity: 0 },
        { offset: 0.8, color: '#2a1407', opacity: 0.12 },
        { offset: 1, color: '#2a1407', opacity: 0.45 },
      ],
      { cx: 0.5, cy: 0.5, r: 0.55, fx: 0.35, fy: 0.3 },
    ),
  );
  const heap: FoodArea = { ...area, cx, cy, rx: rx * 0.95, ry: ry * 0.95 };
  return { svg, heap };
}

const WHITE_RICE = '#f7f1e3';

function riceLook(ctx: Ctx, area: FoodArea): GrainLook {
  const { main, accents } = ctx.palette;
  const len = Math.max(9, area.rx * 0.07);
  const colors = [{ color: lightness(main) > 0.6 ? main : WHITE_RICE, weight: 8 }];
  const yellow = accents.find((c) => ['yellow', 'orange'].includes(family(c)) && lightness(c) > 0.5);
  if (yellow && family(main) === 'white') colors.push({ color: yellow, weight: 1 });
  return { colors, len, width: len * 0.36 };
}

/** Peas, carrot bits, cumin, herbs mixed through a pulao. */
function mixIns(ctx: Ctx, area: FoodArea): string {
  const { defs } = ctx;
  const rng = ctx.rng.fork('mixins');
  let out = '';
  const bits: Bit[] = [];
  for (const color of ctx.palette.accents) {
    const fam = family(color);
    if (fam === 'white' || fam === 'cream') continue;
    const s = area.rx * 0.03;
    const count = fam === 'brown' || fam === 'dark' ? 40 : 16;
    for (const p of scatter(rng, count, 0.06, 0.85)) {
      const q = onArea(area, p);
      const r = rng.fork(`m${bits.length}`);
      bits.push({
        ...q,
        draw: () =>
          fam === 'brown' || fam === 'dark'
            ? grain(q.x, q.y, s * 1.4, s * 0.5, r.range(0, 180), shade(color, -0.1))
            : fam === 'green'
              ? el('circle', {
                  cx: q.x,
                  cy: q.y,
                  r: s * 0.9,
                  fill: defs.radial(
                    [
                      { offset: 0, color: shade(color, 0.35) },
                      { offset: 1, color: shade(color, -0.2) },
                    ],
                    { fx: 0.35, fy: 0.3 },
                  ),
                })
              : chunk(defs, r, q.x, q.y, s, color, { gloss: 0.3, wobble: 0.1, points: 5 }),
      });
    }
  }
  out += backToFront(bits)
    .map((b) => b.draw())
    .join('');
  return out;
}

export function rice(ctx: Ctx, area: FoodArea): string {
  if (/mango/.test(hintText(ctx))) {
    // sticky rice stays white; the dish's yellow is the mango's
    const look = { ...riceLook(ctx, area), colors: [{ color: WHITE_RICE, weight: 1 }] };
    const { svg, heap } = grainHeap(ctx, { ...area, cx: area.cx - area.rx * 0.2, rx: area.rx * 0.75 }, look, 'rice');
    return svg + mangoSlices(ctx, heap);
  }
  const { svg, heap } = grainHeap(ctx, area, riceLook(ctx, area), 'rice');
  return svg + mixIns(ctx, heap);
}

export function biryani(ctx: Ctx, area: FoodArea): string {
  const { defs } = ctx;
  const { main, accents } = ctx.palette;
  const rng = ctx.rng.fork('biryani');
  const len = Math.max(10, area.rx * 0.08);
  const saffron = ['orange', 'yellow', 'red'].includes(family(main)) ? main : '#e9a23b';
  const look: GrainLook = {
    colors: [
      { color: WHITE_RICE, weight: 6 },
      { color: saffron, weight: 3 },
      { color: mix(saffron, '#f6e7a0', 0.5), weight: 2 },
    ],
    len,
    width: len * 0.3,
  };
  const { svg, heap } = grainHeap(ctx, area, look, 'biryani');
  let out = svg;
  // pieces of meat or vegetables, half buried in rice
  const words = hintText(ctx);
  const meat = /chicken|mutton|lamb|gosht|beef|prawn|fish|egg|keema/.test(words);
  const pieceColor = meat
    ? mix(accents.find((c) => family(c) === 'brown') ?? '#8a4a1c', '#b05a22', 0.3)
    : (accents.find((c) => !['white', 'cream'].includes(family(c))) ?? '#e07a2e');
  const pieces = backToFront(scatter(rng, meat ? 6 : 9, 0.35, 0.75).map((p) => onArea(heap, p)));
  for (const p of pieces) {
    const s = heap.rx * (meat ? rng.range(0.1, 0.14) : rng.range(0.05, 0.08));
    out += softShadow(defs, p.x + 3, p.y + 5, s * 1.1, s * 0.8, 0.45);
    out += chunk(defs, rng, p.x, p.y, s, meat ? pieceColor : shade(pieceColor, rng.jitter(0, 0.1)), {
      gloss: 0.55,
      wobble: 0.28,
    });
    // a few grains lying over the piece
    for (let i = 0; i < 4; i++) {
      out += grain(
        p.x + rng.jitter(0, s),
        p.y + rng.jitter(0, s * 0.7),
        len,
        len * 0.3,
        rng.range(0, 180),
        rng.chance(0.6) ? WHITE_RICE : saffron,
        { stroke: shade(saffron, -0.3), 'stroke-width': 0.5 },
      );
    }
  }
  if (/egg/.test(words)) {
    const p = onArea(heap, { x: 0.2, y: -0.1 });
    const s = heap.rx * 0.14;
    out += softShadow(defs, p.x + 4, p.y + 5, s * 1.1, s * 0.8, 0.4);
    out += ellipse(p.x, p.y, s, s * 0.75, { fill: '#fbf8f0', stroke: '#ddd4c4', 'stroke-width': 0.8 });
    out += ellipse(p.x + 2, p.y, s * 0.5, s * 0.42, { fill: '#f2a81e' });
  }
  out += glow(defs, heap.cx - heap.rx * 0.3, heap.cy - heap.ry * 0.35, heap.rx * 0.3, heap.ry * 0.15, 0.2);
  return out;
}

/** A composed bowl: grains underneath, toppings arranged in wedges around the middle. */
export function grainBowl(ctx: Ctx, area: FoodArea): string {
  const { defs } = ctx;
  const rng = ctx.rng.fork('bowl');
  const { main, accents } = ctx.palette;
  const baseColor = ctx.rng.fork('bowlbase').pick([WHITE_RICE, '#e8d9b8', '#d8c39a']);
  const len = Math.max(8, area.rx * 0.06);
  const { svg, heap } = grainHeap(
    ctx,
    area,
    { colors: [{ color: baseColor, weight: 1 }], len, width: len * 0.4 },
    'bowlbase',
  );
  let out = svg;
  const colors = [...new Set([main, ...accents])].slice(0, 5);
  if (!colors.some((c) => family(c) === 'green')) colors.push('#5f9a3a');
  const slots = colors.length;
  const a0 = rng.range(0, Math.PI * 2);
  const bits: Bit[] = [];
  colors.forEach((color, i) => {
    const a = a0 + (i / slots) * Math.PI * 2;
    const x = heap.cx + Math.cos(a) * heap.rx * 0.52;
    const y = heap.cy + Math.sin(a) * heap.ry * 0.52;
    const kind = componentFor(color, rng.fork(`k${i}`));
    bits.push(...component(defs, rng.fork(`c${i}`), kind, x, y, heap.rx * 0.5, color, heap.tilt, 1.8));
  });
  out += backToFront(bits)
    .map((b) => b.draw())
    .join('');
  return out;
}
