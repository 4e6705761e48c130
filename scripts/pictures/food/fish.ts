// Fish: a whole grilled fish with grill bars, or seared or fried fillets.
import { family, mix, shade } from '../color';
import { blob, circle, closedCurve, el, ellipse, n, path, rotate } from '../svg';
import { texture } from '../textures';
import type { Ctx, FoodArea } from '../types';
import { curry } from './saucy';
import { charAndBlisters, roastFill } from './browning';
import { backToFront, chunk, glow, litFill, onArea, scatter, softShadow, speculars, squashOf } from '../shapes';
import { component, componentFor, type Bit } from './components';
import { hintText } from '../hints';

export function fish(ctx: Ctx, area: FoodArea): string {
  const { defs } = ctx;
  const rng = ctx.rng.fork('fish');
  const w = hintText(ctx);
  const skin = ctx.palette.main;
  const squash = squashOf(area);
  let out = '';
  if (/curry|moilee|molee|kuzhambu|jhol|pulusu/.test(w)) return curry(ctx, area);
  if (/veracruz|livornese|puttanesca|acqua pazza/.test(w)) return inTomatoSauce(ctx, area);
  const fillet =
    /fillet|salmon|steak|tikka|cod|fry|fried|amritsari|pan|seared|grilled salmon/.test(w) ||
    (!/whole|pomfret|bass|snapper|trout|mackerel|sardine/.test(w) && rng.chance(0.4));
  if (fillet) {
    const count = /fry|fried|amritsari|tikka|fingers|goujon/.test(w) ? 4 : 1;
    const s = area.rx * (count > 1 ? 0.36 : 0.56);
    const flesh = ['orange', 'pink', 'red'].includes(family(skin)) ? skin : count > 1 ? '#d9a04a' : '#f0d6b0';
    if (count === 1) out += sides(ctx, area, skin);
    const pts =
      count > 1
        ? backToFront(scatter(rng, count, 0.5, 0.5).map((p) => onArea(area, p)))
        : [{ x: area.cx - area.rx * 0.12, y: area.cy + area.ry * 0.08 }];
    for (const p of pts) {
      const a = rng.jitter(-10, 15);
      let inner = softShadow(defs, 8, s * 0.4, s * 1.15, s * 0.75, 0.5);
      const shape = closedCurve([
        { x: -s, y: -s * 0.45 },
        { x: -s * 0.1, y: -s * 0.62 },
        { x: s * 0.85, y: -s * 0.5 },
        { x: s * 1.05, y: 0 },
        { x: s * 0.8, y: s * 0.5 },
        { x: -s * 0.2, y: s * 0.6 },
        { x: -s * 1.05, y: s * 0.35 },
      ]);
      // the cut side of the fillet, in shade, then the seared top
      inner += path(shape, { fill: mix(flesh, '#5a2408', 0.35), transform: `translate(3 ${n(s * 0.12)})` });
      inner += path(shape, { fill: roastFill(defs, flesh) });
      if (count === 1) {
        // the white lines between the flakes
        for (let i = 0; i < 8; i++) {
          const x = -s * 0.8 + i * s * 0.23;
          inner += path(`M${n(x)} ${n(-s * 0.52)}q${n(s * 0.22)} ${n(s * 0.5)} ${n(-s * 0.02)} ${n(s * 1.05)}`, {
            stroke: mix(flesh, '#fff8ee', 0.65),
            'stroke-width': s * 0.035,
            fill: 'none',
            opacity: 0.75,
          });
        }
        inner += path(shape, {
          fill: defs.radial([
            { offset: 0.5, color: '#7a3410', opacity: 0 },
            { offset: 1, color: '#5a2408', opacity: 0.6 },
          ]),
        });
        inner += charAndBlisters(defs, rng, s * 0.1, -s * 0.05, s * 0.7, s * 0.35, 6, flesh);
        inner += glow(defs, -s * 0.35, -s * 0.25, s * 0.45, s * 0.12, 0.6, '#ffffff');
      } else {
        inner += path(shape, { fill: texture(defs, ctx.tex, 'bump', 0.5), opacity: 0.5 });
        inner += charAndBlisters(defs, rng, 0, 0, s * 0.8, s * 0.35, 8, flesh);
      }
      out += el('g', { transform: `translate(${n(p.x)} ${n(p.y)}) rotate(${n(a)}) scale(1 ${n(squash)})` }, inner);
    }
    return out;
  }
  // a whole grilled fish
  const L = area.rx * 1.4;
  const H = L * 0.34;
  const a = rng.jitter(-12, 12);
  const body = `M${n(-L * 0.55)} 0C${n(-L * 0.35)} ${n(-H * 1.1)} ${n(L * 0.25)} ${n(-H * 1.1)} ${n(L * 0.5)} ${n(-H * 0.1)}L${n(L * 0.5)} ${n(H * 0.1)}C${n(L * 0.25)} ${n(H * 1.05)} ${n(-L * 0.35)} ${n(H * 1.05)} ${n(-L * 0.55)} 0Z`;
  const tail = `M${n(L * 0.46)} 0L${n(L * 0.72)} ${n(-H * 0.75)}Q${n(L * 0.66)} 0 ${n(L * 0.72)} ${n(H * 0.75)}Z`;
  const skinCol = ['white', 'cream'].includes(family(skin)) ? '#c9a060' : skin;
  let inner = softShadow(defs, 10, H * 0.4, L * 0.65, H * 1.2, 0.5);
  inner += path(tail, {
    fill: roastFill(defs, shade(skinCol, -0.1)),
    stroke: mix(skinCol, '#3a1604', 0.4),
    'stroke-width': 1,
  });
  inner += path(body, {
    fill: defs.linear(
      [
        { offset: 0, color: shade(skinCol, -0.25) },
        { offset: 0.35, color: shade(skinCol, 0.2) },
        { offset: 0.7, color: skinCol },
        { offset: 1, color: mix(skinCol, '#3a1604', 0.45) },
      ],
      0,
      0,
      0,
      1,
    ),
  });
  inner += path(body, { fill: texture(defs, ctx.tex, 'fine', 0.5), opacity: 0.35 });
  // grill bars
  for (let i = 0; i < 6; i++) {
    const x = -L * 0.35 + i * L * 0.13;
    inner += path(`M${n(x - H * 0.3)} ${n(-H * 0.75)}l${n(H * 0.6)} ${n(H * 1.5)}`, {
      stroke: '#2a1206',
      'stroke-width': H * 0.09,
      opacity: 0.55,
      'stroke-linecap': 'round',
    });
  }
  // gill line, eye, fin
  inner += path(`M${n(-L * 0.3)} ${n(-H * 0.7)}Q${n(-L * 0.22)} 0 ${n(-L * 0.3)} ${n(H * 0.7)}`, {
    stroke: mix(skinCol, '#3a1604', 0.5),
    'stroke-width': 2,
    fill: 'none',
    opacity: 0.6,
  });
  inner +=
    circle(-L * 0.43, -H * 0.2, H * 0.1, { fill: '#f4efe4' }) +
    circle(-L * 0.43, -H * 0.2, H * 0.05, { fill: '#1a1410' });
  inner += path(`M${n(-L * 0.05)} ${n(-H * 0.85)}Q${n(L * 0.1)} ${n(-H * 1.25)} ${n(L * 0.2)} ${n(-H * 0.8)}Z`, {
    fill: shade(skinCol, -0.2),
    opacity: 0.8,
  });
  inner += glow(defs, -L * 0.1, -H * 0.45, L * 0.3, H * 0.15, 0.55, '#ffffff');
  out += el(
    'g',
    { transform: `translate(${n(area.cx)} ${n(area.cy)}) rotate(${n(a)}) scale(1 ${n(0.7 + squash * 0.3)})` },
    inner,
  );
  return out;
}

/**
 * A white fillet lying in a chunky tomato sauce with olives and capers (Veracruz style, alla livornese):
 * the sauce spread over the dish, the fillet on it, then green olives, capers and tomato on top.
 */
function inTomatoSauce(ctx: Ctx, area: FoodArea): string {
  const { defs } = ctx;
  const rng = ctx.rng.fork('fish-in-sauce');
  const sauce = ctx.palette.accents.find((c) => family(c) === 'red') ?? '#d8432f';
  const olive = ctx.palette.accents.find((c) => family(c) === 'green') ?? '#7a9a3a';
  const k = area.deep ? 0.9 : 0.78;
  let out = softShadow(defs, area.cx + 5, area.cy + 7, area.rx * k, area.ry * k, 0.35);
  const pool = blob(rng, area.cx, area.cy, area.rx * k, area.ry * k, 0.08, 14);
  out += path(pool, { fill: litFill(defs, sauce, 0.18, 0.3), stroke: shade(sauce, -0.3), 'stroke-width': 1 });
  out += path(pool, { fill: texture(defs, ctx.tex, 'bump', 0.6), opacity: 0.35 });
  for (const p of scatter(rng, 26, 0.16, 0.9)) {
    const q = onArea(area, p, k);
    out += chunk(defs, rng, q.x, q.y, area.rx * rng.range(0.05, 0.08), shade(sauce, rng.jitter(0.05, 0.12)), {
      gloss: 0.4,
    });
  }
  // the fillet, drawn by the fillet branch with no vegetables beside it, a little smaller than the dish
  const inner = { ...area, rx: area.rx * 0.78, ry: area.ry * 0.78 };
  out += fish({ ...ctx, hints: new Set(['fillet']), palette: { main: '#f3ede0', accents: [] } }, inner);
  // olives, halved and whole, capers and tomato over the fish and the sauce
  const bits: Bit[] = [];
  for (const p of scatter(rng, 16, 0.22, 0.85)) {
    const q = onArea(area, p, k);
    const r = rng.fork(`o${bits.length}`);
    const kind = r.int(0, 2);
    bits.push({
      ...q,
      draw: () => {
        if (kind === 2) return circle(q.x, q.y, area.rx * 0.025, { fill: litFill(defs, '#4f5a22', 0.35, 0.3) });
        const s = area.rx * 0.06;
        let o = ellipse(q.x, q.y, s * 1.25, s, {
          fill: litFill(defs, olive, 0.3, 0.3),
          stroke: shade(olive, -0.35),
          'stroke-width': 0.7,
          transform: rotate(r.range(0, 180), q.x, q.y),
        });
        if (kind === 1) o += ellipse(q.x, q.y, s * 0.4, s * 0.35, { fill: '#c0392b' });
        return o;
      },
    });
  }
  out += backToFront(bits)
    .map((b) => b.draw())
    .join('');
  out += speculars(defs, rng, { ...area, rx: area.rx * k, ry: area.ry * k }, 8, 0.04);
  return out;
}

/** Vegetables served beside a fillet: spears of asparagus or beans for greens, small heaps otherwise. */
function sides(ctx: Ctx, area: FoodArea, main: string): string {
  const { defs } = ctx;
  const rng = ctx.rng.fork('fish-sides');
  const colors = ctx.palette.accents.filter((c) => c !== main && !['white', 'cream', 'yellow'].includes(family(c)));
  if (!colors.length) return '';
  const bits: Bit[] = [];
  const x0 = area.cx + area.rx * 0.45;
  const y0 = area.cy - area.ry * 0.35;
  colors.slice(0, 2).forEach((color, i) => {
    const cx = x0 + i * area.rx * 0.1;
    const cy = y0 + i * area.ry * 0.5;
    if (family(color) === 'green') {
      for (let k = 0; k < 6; k++) {
        const a = rng.range(-35, -15);
        const x = cx + (k - 2.5) * area.rx * 0.06;
        const y = cy + (k - 2.5) * area.ry * 0.05;
        const len = area.rx * rng.range(0.55, 0.7);
        bits.push({
          x,
          y,
          draw: () =>
            el(
              'g',
              { transform: `translate(${n(x)} ${n(y)}) rotate(${n(a)})` },
              path(`M${n(-len / 2)} 0L${n(len / 2)} 0`, {
                stroke: shade(color, -0.3),
                'stroke-width': area.rx * 0.05,
                'stroke-linecap': 'round',
              }) +
                path(`M${n(-len / 2)} 0L${n(len / 2)} 0`, {
                  stroke: color,
                  'stroke-width': area.rx * 0.036,
                  'stroke-linecap': 'round',
                }) +
                path(`M${n(-len / 2)} -1L${n(len / 2)} -1`, {
                  stroke: shade(color, 0.4),
                  'stroke-width': area.rx * 0.01,
                  'stroke-linecap': 'round',
                  opacity: 0.7,
                }) +
                ellipse(-len / 2, 0, area.rx * 0.05, area.rx * 0.03, {
                  fill: litFill(defs, shade(color, -0.1), 0.2, 0.3),
                }),
            ),
        });
      }
    } else {
      bits.push(
        ...component(defs, rng.fork(`s${i}`), componentFor(color, rng), cx, cy, area.rx * 0.35, color, area.tilt),
      );
    }
  });
  return backToFront(bits)
    .map((b) => b.draw())
    .join('');
}
