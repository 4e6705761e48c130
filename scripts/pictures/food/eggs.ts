// Eggs: fried, in a spiced tomato sauce, folded into an omelette, a thick Spanish tortilla with a wedge cut,
// scrambled, boiled and halved, or baked in a muffin tin.
import { family, mix, shade } from '../color';
import { blob, circle, el, ellipse, n, path } from '../svg';
import { texture } from '../textures';
import type { Ctx, FoodArea } from '../types';
import type { Bit } from './components';
import { curry } from './saucy';
import { charAndBlisters, charSpot } from './browning';
import { backToFront, chunk, litFill, onArea, scatter, softShadow, sphere, squashOf } from '../shapes';
import { hintText } from '../hints';

type EggKind = 'fried' | 'omelette' | 'tortilla' | 'scrambled' | 'sauce' | 'boiled';

export function eggs(ctx: Ctx, area: FoodArea): string {
  const { defs } = ctx;
  const rng = ctx.rng.fork('eggs');
  const w = hintText(ctx);
  if (/\begg (muffins?|cups?|bites?)\b/.test(w)) return eggMuffins(ctx, area);
  const { main } = ctx.palette;
  const squash = squashOf(area);
  const kind: EggKind = /espanola|spanish omelet|tortilla de patatas|frittata/.test(w)
    ? 'tortilla'
    : /omelet|tamagoyaki|chilla|tortang|khai jiao|kai jeow/.test(w)
      ? 'omelette'
      : /scrambl|bhurji|akuri|burji/.test(w)
        ? 'scrambled'
        : /shakshuka|curry|masala|baked|huevos|menemen|in sauce/.test(w) || (area.deep && family(main) === 'red')
          ? 'sauce'
          : /boiled|deviled|devilled|scotch/.test(w)
            ? 'boiled'
            : 'fried';
  let out = '';
  const yolk = '#f2a51a';
  if (kind === 'sauce') {
    out += curry({ ...ctx, hints: new Set(['tomato']), palette: { main, accents: ['#e0572a'] } }, area);
  }
  if (kind === 'fried' || kind === 'sauce') {
    const count = kind === 'sauce' ? rng.int(3, 4) : rng.int(1, 2);
    const s = area.rx * (kind === 'sauce' ? 0.26 : count === 1 ? 0.55 : 0.42);
    const pts =
      count === 1
        ? [{ x: area.cx, y: area.cy }]
        : backToFront(
            scatter(rng, count, kind === 'sauce' ? 0.6 : 0.8, kind === 'sauce' ? 0.5 : 0.42).map((p) =>
              onArea(area, p),
            ),
          );
    for (const p of pts) {
      const white = blob(rng, p.x, p.y, s, s * squash * 0.85, 0.16, 11);
      out += softShadow(defs, p.x + 5, p.y + 7, s * 1.05, s * squash * 0.9, 0.35);
      if (kind === 'fried') out += path(white, { fill: '#c8863a', transform: 'translate(2 2)', opacity: 0.8 });
      out += path(white, {
        fill: litFill(defs, '#fbf9f3', 0.1, 0.1),
        stroke: kind === 'fried' ? '#b8742a' : '#e8e0d0',
        'stroke-width': kind === 'fried' ? 3 : 1,
      });
      const yx = p.x + rng.jitter(0, s * 0.15);
      const yy = p.y + rng.jitter(0, s * 0.12) * squash - s * 0.06 * area.lift;
      const yr = s * 0.36;
      out += ellipse(yx + 2, yy + 3, yr, yr * squash, { fill: '#2a1407', opacity: 0.2 });
      out += sphere(defs, yx, yy, yr, yolk, 0.9);
    }
  } else if (kind === 'tortilla') {
    // a thick golden round of egg and potato, seen from above at an angle, one wedge cut out and pulled away
    const R = area.rx * 0.72;
    const h = R * 0.22; // the cake's thickness, before the view squashes it
    const gold = family(main) === 'yellow' || family(main) === 'orange' ? main : '#e8b84a';
    const inside = '#f6e3a6';
    const start = rng.range(0.35, 0.75); // the cut wedge faces the viewer, a little to one side
    const end = start + 0.8;
    const at = (a: number, r = R, dy = 0) => `${n(Math.cos(a) * r)} ${n(Math.sin(a) * r + dy)}`;
    let inner = softShadow(defs, 10, h + R * 0.1, R * 1.04, R * 1.02, 0.5);
    // the side wall: the same outline lower down, darker where the pan browned it
    inner += path(`M0 ${n(h)}L${at(end, R, h)}A${n(R)} ${n(R)} 0 1 1 ${at(start, R, h)}Z`, {
      fill: litFill(defs, shade(gold, -0.18), 0.1, 0.3),
    });
    // the cut faces: pale egg with slices of potato, from the centre to the rim
    for (const a of [start, end]) {
      inner += path(`M0 0L${at(a)}L${at(a, R, h)}L0 ${n(h)}Z`, { fill: inside, stroke: '#d9b860', 'stroke-width': 1 });
      for (let i = 1; i <= 3; i++) {
        const r = (R * i) / 4;
        inner += ellipse(Math.cos(a) * r, Math.sin(a) * r + h * 0.5, R * 0.07, h * 0.22, { fill: '#fbf1cf' });
      }
    }
    // the top, golden and blistered, without the wedge
    const top = `M0 0L${at(end)}A${n(R)} ${n(R)} 0 1 1 ${at(start)}Z`;
    inner += path(top, { fill: litFill(defs, gold, 0.22, 0.18), stroke: shade(gold, -0.3), 'stroke-width': 1.2 });
    inner += path(top, { fill: texture(defs, ctx.tex, 'bump', 0.6), opacity: 0.35 });
    inner += charAndBlisters(defs, rng, -R * 0.15, -R * 0.2, R * 0.6, R * 0.5, 14, gold);
    // the wedge itself, pulled out towards the viewer
    const out2 = (start + end) / 2;
    const dx = Math.cos(out2) * R * 0.2;
    const dy = Math.sin(out2) * R * 0.2;
    const moved = (a: number, down: number) => `${n(Math.cos(a) * R + dx)} ${n(Math.sin(a) * R + dy + down)}`;
    const wedgeSide = `M${n(dx)} ${n(dy + h)}L${moved(start, h)}A${n(R)} ${n(R)} 0 0 1 ${moved(end, h)}Z`;
    inner += path(wedgeSide, { fill: litFill(defs, shade(gold, -0.18), 0.1, 0.3) });
    const wedgeTop = `M${n(dx)} ${n(dy)}L${moved(start, 0)}A${n(R)} ${n(R)} 0 0 1 ${moved(end, 0)}Z`;
    inner += path(wedgeTop, { fill: litFill(defs, gold, 0.22, 0.18), stroke: shade(gold, -0.3), 'stroke-width': 1.2 });
    inner += path(wedgeTop, { fill: texture(defs, ctx.tex, 'bump', 0.6), opacity: 0.35 });
    out += el(
      'g',
      { transform: `translate(${n(area.cx)} ${n(area.cy - h * squash * 0.5)}) scale(1 ${n(squash)})` },
      inner,
    );
  } else if (kind === 'omelette') {
    const s = area.rx * 0.7;
    const a = rng.jitter(-15, 15);
    const d = `M${n(-s)} 0A${n(s)} ${n(s * 0.62)} 0 0 0 ${n(s)} 0Q0 ${n(-s * 0.15)} ${n(-s)} 0Z`;
    let inner = softShadow(defs, 8, s * 0.35, s * 1.05, s * 0.6, 0.5);
    inner += path(d, {
      fill: litFill(defs, family(main) === 'yellow' ? main : '#f2cf5a', 0.2, 0.2),
      stroke: '#c8902a',
      'stroke-width': 1.5,
    });
    inner += path(d, { fill: texture(defs, ctx.tex, 'bump', 0.6), opacity: 0.3 });
    inner += charAndBlisters(defs, rng, 0, s * 0.25, s * 0.7, s * 0.25, 10, '#f2cf5a');
    const fill = ctx.palette.accents.filter((c) => family(c) !== 'yellow');
    for (let i = 0; i < 7 && fill.length; i++)
      inner += chunk(defs, rng, rng.jitter(0, s * 0.7), rng.range(-s * 0.1, -s * 0.02), s * 0.06, rng.pick(fill), {
        gloss: 0.4,
      });
    out += el(
      'g',
      { transform: `translate(${n(area.cx)} ${n(area.cy)}) rotate(${n(a)}) scale(1 ${n(squash)})` },
      inner,
    );
  } else if (kind === 'scrambled') {
    const bits: Bit[] = [];
    for (const p of scatter(rng, 40, 0.13, 0.65)) {
      const q = onArea(area, p);
      const r = rng.fork(`s${bits.length}`);
      bits.push({
        ...q,
        draw: () =>
          chunk(
            defs,
            r,
            q.x,
            q.y,
            area.rx * r.range(0.08, 0.13),
            shade(family(main) === 'yellow' ? main : '#f4d35e', r.jitter(0, 0.08)),
            { gloss: 0.35, wobble: 0.35, points: 9 },
          ),
      });
    }
    const accents = ctx.palette.accents.filter((c) => !['yellow', 'white'].includes(family(c)));
    for (const p of scatter(rng, accents.length ? 20 : 0, 0.1, 0.6)) {
      const q = onArea(area, p);
      bits.push({ ...q, draw: () => chunk(defs, rng, q.x, q.y, area.rx * 0.03, rng.pick(accents), { gloss: 0.4 }) });
    }
    out += softShadow(defs, area.cx + 6, area.cy + 8, area.rx * 0.7, area.ry * 0.7, 0.35);
    out += backToFront(bits)
      .map((b) => b.draw())
      .join('');
  } else {
    for (const p of backToFront(scatter(rng, 4, 0.45, 0.5).map((q) => onArea(area, q)))) {
      const s = area.rx * 0.24;
      out += softShadow(defs, p.x + 4, p.y + 6, s * 1.1, s * 0.8 * squash, 0.4);
      out += ellipse(p.x, p.y, s, s * 0.78 * squash, {
        fill: litFill(defs, '#fbf8f0', 0.1, 0.12),
        stroke: '#ddd4c4',
        'stroke-width': 1,
      });
      out += ellipse(p.x + s * 0.04, p.y, s * 0.5, s * 0.42 * squash, { fill: litFill(defs, '#f2b02a', 0.25, 0.2) });
    }
  }
  return out;
}

/**
 * Egg muffins: eggs baked in a muffin tin, turned out on the plate. Each a short round with the tin's
 * ridges on its side and a puffed golden top flecked with what was baked in it (spinach, pepper, feta).
 */
function eggMuffins(ctx: Ctx, area: FoodArea): string {
  const { defs } = ctx;
  const rng = ctx.rng.fork('egg-muffins');
  const squash = squashOf(area);
  const egg = '#eec65a';
  const flecks = ctx.palette.accents.filter((c) => family(c) !== 'yellow');
  const pool = flecks.length ? flecks : ['#3f7a2a', '#d8432f'];
  const r = area.rx * 0.3;
  const h = r * 0.55 * Math.max(0.35, area.lift);
  const spots = [
    { x: -1.05, y: -0.55 },
    { x: 1.05, y: -0.55 },
    { x: 0, y: -0.75 },
    { x: -0.55, y: 0.6 },
    { x: 0.6, y: 0.55 },
  ];
  const bits: Bit[] = spots.map((p, i) => {
    const x = area.cx + p.x * r * 1.45 + rng.jitter(0, r * 0.08);
    const y = area.cy + p.y * r * 1.7 * squash;
    const f = rng.fork(`m${i}`);
    return {
      x,
      y,
      draw: () => {
        const ry = r * squash;
        let g = softShadow(defs, x + 4, y + h + 4, r * 1.15, ry * 1.1, 0.5);
        // the side, ridged by the tin, darker toward the base
        g += path(
          `M${n(x - r * 0.92)} ${n(y)}L${n(x - r * 0.86)} ${n(y + h)}A${n(r * 0.86)} ${n(ry * 0.86)} 0 0 0 ${n(x + r * 0.86)} ${n(y + h)}L${n(x + r * 0.92)} ${n(y)}Z`,
          { fill: litFill(defs, mix(egg, '#a8701e', 0.35), 0.15, 0.35) },
        );
        for (let k = 0; k < 9; k++) {
          const t = -0.8 + (k * 1.6) / 8;
          g += path(`M${n(x + t * r * 0.92)} ${n(y + ry * Math.sqrt(1 - t * t) * 0.6)}l0 ${n(h * 0.8)}`, {
            stroke: mix(egg, '#6a3e10', 0.5),
            'stroke-width': 0.8,
            opacity: 0.45,
          });
        }
        // the puffed top
        const top = blob(f, x, y, r, ry, 0.05, 10);
        g += path(top, { fill: litFill(defs, egg, 0.3, 0.3), stroke: mix(egg, '#8a5a16', 0.45), 'stroke-width': 1 });
        g += charSpot(defs, x, y, r * 0.95, 0.25, squash);
        for (let k = 0; k < 10; k++) {
          const a = f.range(0, Math.PI * 2);
          const d = Math.sqrt(f.next()) * r * 0.72;
          const fx = x + Math.cos(a) * d;
          const fy = y + Math.sin(a) * d * squash;
          const c = f.pick(pool);
          g +=
            family(c) === 'white' || family(c) === 'cream'
              ? circle(fx, fy, r * 0.09, { fill: litFill(defs, c, 0.1, 0.2) })
              : ellipse(fx, fy, r * 0.1, r * 0.06 * squash, { fill: shade(c, f.jitter(0, 0.1)) });
        }
        return g;
      },
    };
  });
  return backToFront(bits)
    .map((b) => b.draw())
    .join('');
}
