// Steamed things: pleated dumplings, pan-fried gyoza, and idli.
import { family, lightness, mix, shade } from '../color';
import type { Rng } from '../random';
import { blob, circle, el, ellipse, n, path, type Defs } from '../svg';
import { texture } from '../textures';
import type { Ctx, FoodArea } from '../types';
import { liquid } from './liquid';
import { arrange, glow, litFill, softShadow, squashOf } from '../shapes';
import { hintText } from '../hints';

/** A pleated dumpling (momo, xiaolongbao), pleats gathered at the top. */
function momo(
  defs: Defs,
  rng: Rng,
  x: number,
  y: number,
  r: number,
  color: string,
  squash: number,
  lift: number,
): string {
  const rise = r * 0.5 * lift;
  let out = softShadow(defs, x + r * 0.15, y + r * 0.3, r * 1.1, r * 0.85 * squash, 0.5);
  out += path(blob(rng, x, y, r, r * squash, 0.05, 10), { fill: litFill(defs, color, 0.2, 0.25) });
  const top = { x: x + rng.jitter(0, r * 0.05), y: y - rise - r * 0.05 };
  const pleats = rng.int(7, 10);
  for (let i = 0; i < pleats; i++) {
    const a = (i / pleats) * Math.PI * 2 + rng.jitter(0, 0.15);
    const ex = x + Math.cos(a) * r * 0.8;
    const ey = y + Math.sin(a) * r * 0.8 * squash;
    const mx = (ex + top.x) / 2 + Math.cos(a + 1.2) * r * 0.15;
    const my = (ey + top.y) / 2 + Math.sin(a + 1.2) * r * 0.12;
    out += path(`M${n(top.x)} ${n(top.y)}Q${n(mx)} ${n(my)} ${n(ex)} ${n(ey)}`, {
      stroke: shade(color, -0.22),
      'stroke-width': r * 0.05,
      fill: 'none',
      opacity: 0.7,
      'stroke-linecap': 'round',
    });
    out += path(`M${n(top.x)} ${n(top.y)}Q${n(mx - 2)} ${n(my - 2)} ${n(ex - 2)} ${n(ey - 2)}`, {
      stroke: shade(color, 0.3),
      'stroke-width': r * 0.03,
      fill: 'none',
      opacity: 0.6,
      'stroke-linecap': 'round',
    });
  }
  out += circle(top.x, top.y, r * 0.12, { fill: litFill(defs, shade(color, -0.05), 0.3, 0.3) });
  out += glow(defs, x - r * 0.4, y - r * 0.3 * squash, r * 0.35, r * 0.2, 0.45, '#ffffff');
  return out;
}

/** A crescent dumpling with a browned, pan-fried base (gyoza). */
function gyoza(defs: Defs, x: number, y: number, r: number, color: string, angle: number): string {
  const d = `M${n(-r * 1.2)} ${n(r * 0.2)}Q0 ${n(-r * 1.1)} ${n(r * 1.2)} ${n(r * 0.2)}Q0 ${n(r * 0.7)} ${n(-r * 1.2)} ${n(r * 0.2)}Z`;
  let inner = softShadow(defs, 4, r * 0.4, r * 1.3, r * 0.6, 0.5);
  inner += path(d, { fill: litFill(defs, color, 0.2, 0.2) });
  inner += path(`M${n(-r * 1.1)} ${n(r * 0.25)}Q0 ${n(r * 0.75)} ${n(r * 1.1)} ${n(r * 0.25)}`, {
    stroke: '#a8621e',
    'stroke-width': r * 0.25,
    fill: 'none',
    opacity: 0.8,
  });
  for (let i = 0; i < 6; i++) {
    const t = -0.8 + (i / 5) * 1.6;
    inner += path(`M${n(t * r)} ${n(-r * 0.42 * (1 - t * t * 0.6))}l${n(r * 0.12)} ${n(r * 0.3)}`, {
      stroke: shade(color, -0.2),
      'stroke-width': r * 0.05,
      opacity: 0.7,
    });
  }
  return el('g', { transform: `translate(${n(x)} ${n(y)}) rotate(${n(angle)})` }, inner);
}

export function dumplings(ctx: Ctx, area: FoodArea): string {
  const { defs } = ctx;
  const rng = ctx.rng.fork('dumplings');
  const color = lightness(ctx.palette.main) > 0.6 ? ctx.palette.main : '#f1ead8';
  const words = hintText(ctx);
  const fried = /gyoza|potsticker|fried|kothe|pan/.test(words);
  let out = '';
  if (area.deep && /soup|jhol|broth|chilli|schezwan/.test(words)) {
    out += liquid(ctx, area, ctx.palette.accents[0] ?? '#c8552b', { mottle: 5 });
  }
  const count = fried ? 5 : rng.int(6, 8);
  const r = area.rx * (fried ? 0.25 : 0.24);
  for (const p of arrange(rng, area, count, 0.4, 0.52)) {
    const rr = rng.fork(`d${p.x}`);
    out += fried
      ? gyoza(defs, p.x, p.y, r, color, rr.jitter(-20, 25))
      : momo(defs, rr, p.x, p.y, r * rr.range(0.92, 1.05), color, squashOf(area), area.lift);
  }
  return out;
}

export function idli(ctx: Ctx, area: FoodArea): string {
  const { defs } = ctx;
  const rng = ctx.rng.fork('idli');
  const color = lightness(ctx.palette.main) > 0.75 ? ctx.palette.main : '#f6f2e8';
  const sambar = ctx.palette.accents.find((c) => ['orange', 'brown', 'red', 'yellow'].includes(family(c))) ?? '#c87a2a';
  let out = '';
  if (area.deep) out += liquid(ctx, area, sambar, { tex: 'bump', texOpacity: 0.3, mottle: 6 });
  const count = area.deep ? 2 : rng.int(3, 4);
  const r = area.rx * (area.deep ? 0.36 : 0.34);
  const spread = area.deep ? 0.32 : count === 3 ? 0.42 : 0.48;
  for (const p of arrange(rng, area, count, 0.5, spread)) {
    const squash = squashOf(area);
    const rise = r * 0.28 * area.lift;
    out += softShadow(defs, p.x + r * 0.12, p.y + r * 0.22, r * 1.08, r * squash, 0.5);
    if (rise > 1) out += ellipse(p.x, p.y, r, r * squash, { fill: shade(color, -0.15) });
    const top = { x: p.x, y: p.y - rise };
    const dome = defs.radial(
      [
        { offset: 0, color: '#ffffff' },
        { offset: 0.55, color },
        { offset: 0.85, color: shade(color, -0.08) },
        { offset: 1, color: mix(color, '#c8b898', 0.5) },
      ],
      { cx: 0.5, cy: 0.5, r: 0.52, fx: 0.4, fy: 0.36 },
    );
    out += ellipse(top.x, top.y, r, r * squash, { fill: dome });
    out += ellipse(top.x, top.y, r, r * squash, { fill: texture(defs, ctx.tex, 'pores', 0.9), opacity: 0.14 });
    // the faint ring left by the mould
    out += ellipse(top.x, top.y, r * 0.82, r * 0.82 * squash, {
      fill: 'none',
      stroke: shade(color, -0.1),
      'stroke-width': 1.5,
      opacity: 0.5,
    });
    if (area.deep)
      out += path(`M${n(p.x - r)} ${n(p.y)}A${n(r)} ${n(r * squash)} 0 0 0 ${n(p.x + r)} ${n(p.y)}`, {
        stroke: sambar,
        'stroke-width': r * 0.18,
        fill: 'none',
        opacity: 0.75,
      });
  }
  return out;
}
