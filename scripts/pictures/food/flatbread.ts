// Flatbreads: roti, naan and paratha, overlapping, with char spots and butter.
import { shade } from '../color';
import type { Rng } from '../random';
import { closedCurve, el, n, path, type Pt } from '../svg';
import { texture } from '../textures';
import type { Ctx, FoodArea } from '../types';
import { butterSheen, charAndBlisters, doughColor, toastFill } from './browning';
import { softShadow } from '../shapes';
import { hintText } from '../hints';

export function roundBread(
  ctx: Ctx,
  rng: Rng,
  x: number,
  y: number,
  r: number,
  tilt: number,
  color: string,
  kind: 'roti' | 'naan' | 'paratha',
  angle: number,
): string {
  const { defs } = ctx;
  const rx = kind === 'naan' ? r * 1.3 : r;
  const ry = (kind === 'naan' ? r * 0.85 : r) * (0.55 + tilt * 0.45);
  const pts: Pt[] = [];
  for (let i = 0; i < 14; i++) {
    const a = (i / 14) * Math.PI * 2;
    // naan is a teardrop: one end drawn out
    const stretch = kind === 'naan' ? 1 + 0.25 * Math.max(0, Math.cos(a)) ** 3 : 1;
    const k = 1 + rng.jitter(0, kind === 'roti' ? 0.03 : 0.06);
    pts.push({ x: Math.cos(a) * rx * k * stretch, y: Math.sin(a) * ry * k });
  }
  const shapePath = (grow: number) => closedCurve(pts.map((p) => ({ x: p.x * grow, y: p.y * grow })));
  let inner = softShadow(defs, 6, 8, rx * 1.05, ry * 1.05, 0.45);
  inner += path(shapePath(1), { fill: toastFill(defs, color), stroke: shade(color, -0.35), 'stroke-width': 1 });
  inner += path(shapePath(1), { fill: texture(defs, ctx.tex, 'bump', 0.7), opacity: 0.2 });
  if (kind === 'paratha') {
    // flaky layers as rings
    for (let i = 1; i < 5; i++) {
      inner += path(shapePath(i / 5), { fill: 'none', stroke: shade(color, 0.3), 'stroke-width': 1.6, opacity: 0.5 });
      inner += path(shapePath(i / 5 + 0.02), {
        fill: 'none',
        stroke: shade(color, -0.3),
        'stroke-width': 1,
        opacity: 0.4,
      });
    }
  }
  inner += charAndBlisters(
    defs,
    rng,
    0,
    0,
    rx * 0.95,
    ry * 0.95,
    kind === 'roti' ? 34 : kind === 'naan' ? 42 : 28,
    color,
  );
  inner += butterSheen(defs, rng, -rx * 0.15, -ry * 0.15, rx, ry);
  return el('g', { transform: `translate(${n(x)} ${n(y)}) rotate(${n(angle)})` }, inner);
}

export function flatbread(ctx: Ctx, area: FoodArea): string {
  const rng = ctx.rng.fork('flatbread');
  const words = hintText(ctx);
  const kind = /naan|kulcha|pita|focaccia/.test(words)
    ? 'naan'
    : /paratha|parotta|laccha|thepla/.test(words)
      ? 'paratha'
      : rng.pick(['roti', 'naan', 'paratha'] as const);
  const color = doughColor(ctx.palette.main);
  const r = area.rx * (kind === 'naan' ? 0.55 : 0.62);
  const count = rng.int(2, 3);
  let out = '';
  const a0 = rng.range(-30, 30);
  for (let i = 0; i < count; i++) {
    const off = (i - (count - 1) / 2) * r * 0.55;
    const x = area.cx + off + rng.jitter(0, r * 0.08);
    const y = area.cy - off * 0.35 * area.tilt + rng.jitter(0, r * 0.08);
    out += roundBread(
      ctx,
      rng.fork(`b${i}`),
      x,
      y,
      r * rng.range(0.95, 1.05),
      area.tilt,
      shade(color, rng.jitter(0, 0.04)),
      kind,
      a0 + i * rng.range(10, 30),
    );
  }
  return out;
}
