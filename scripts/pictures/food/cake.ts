// Cake: a layered slice seen at an angle, or cut squares (dhokla, brownies, barfi).
import { family, mix, shade } from '../color';
import { drawGarnish, parseGarnish } from '../garnish';
import { blob, n, path, type Pt } from '../svg';
import { texture } from '../textures';
import type { Ctx, FoodArea } from '../types';
import { prism, project, type Layer, viewOf } from './solids';
import { glow, litFill, softShadow, sphere } from '../shapes';
import { hintText } from '../hints';
import { charAndBlisters, toastFill } from './browning';
import { isMuffin, muffins } from './muffin';
import { isPavlova, pavlova } from './pavlova';
import { isLayeredSquare, layeredSquare } from './layered-square';

/** Cut squares or diamonds: dhokla, brownies, barfi, bars. */
function squares(ctx: Ctx, area: FoodArea): string {
  const { defs } = ctx;
  const rng = ctx.rng.fork('squares');
  const v = viewOf(area);
  const { main, accents } = ctx.palette;
  const words = hintText(ctx);
  const diamond = /barfi|burfi|katli|kaju/.test(words);
  const s = area.rx * (diamond ? 0.3 : 0.34);
  const H = s * (diamond ? 0.3 : /dhokla/.test(words) ? 0.75 : 0.5);
  const turn = (rng.range(-20, 20) * Math.PI) / 180 + (diamond ? Math.PI / 4 : 0);
  const pieces: Pt[] = [];
  const gap = s * 1.12;
  for (let i = -1; i <= 1; i++)
    for (let j = -1; j <= 1; j++) if (!(i === 1 && j === 1 && rng.chance(0.6))) pieces.push({ x: i * gap, y: j * gap });
  const rot = (p: Pt, dx: number, dy: number): Pt => ({
    x: dx + p.x * Math.cos(turn) - p.y * Math.sin(turn),
    y: dy + p.x * Math.sin(turn) + p.y * Math.cos(turn),
  });
  const placed = pieces.map((p) => rot(p, 0, 0)).sort((a, b) => a.y - b.y);
  const topColor = /brownie|chocolate/.test(words) ? shade(main, -0.05) : main;
  const layers: Layer[] = [{ from: 0, to: 1, color: shade(main, -0.05) }];
  let out = softShadow(defs, area.cx + 10, area.cy + 12, gap * 1.9, gap * 1.7 * area.tilt, 0.45);
  for (const c of placed) {
    const corners = [
      { x: -s / 2, y: -s / 2 },
      { x: s / 2, y: -s / 2 },
      { x: s / 2, y: s / 2 },
      { x: -s / 2, y: s / 2 },
    ].map((p) => rot(p, c.x + rng.jitter(0, s * 0.04), c.y + rng.jitter(0, s * 0.04)));
    out += prism(v, corners, H, () => layers, litFill(defs, topColor, 0.2, 0.15), {
      stroke: shade(main, -0.3),
      'stroke-width': 0.8,
    });
    const top = project(v, c.x, c.y, H);
    out += path(blob(rng, top.x, top.y, s * 0.45, s * 0.45 * area.tilt, 0.05, 4, turn), {
      fill: texture(defs, ctx.tex, /dhokla|sponge|cake/.test(words) ? 'pores' : 'bump', 0.5),
      'fill-opacity': 0.4,
    });
    if (diamond)
      out += path(blob(rng, top.x, top.y, s * 0.4, s * 0.4 * area.tilt, 0.02, 4, turn), {
        fill: '#e8e8ea',
        'fill-opacity': 0.55,
      });
  }
  const topArea: FoodArea = { ...area, cy: area.cy - H * v.lift, rx: gap * 1.5, ry: gap * 1.5 * area.tilt };
  const kinds = parseGarnish(ctx.spec.garnish);
  if (kinds.length) out += drawGarnish(ctx, topArea, kinds, { spread: 0.9, density: 0.9 });
  else if (accents.some((c) => family(c) === 'green')) out += drawGarnish(ctx, topArea, ['pistachio'], { spread: 0.9 });
  return out;
}

/** A whole cake or bake filling its tin or skillet, with a wedge cut out. */
function wholeBake(ctx: Ctx, area: FoodArea): string {
  const { defs } = ctx;
  const rng = ctx.rng.fork('bake');
  const color = ctx.palette.main;
  const R = area.rx * (area.deep ? 1.05 : 0.85);
  const ry = R * area.tilt;
  const { cx, cy } = area;
  let out = '';
  if (!area.deep) out += softShadow(defs, cx + 8, cy + 10, R * 1.03, ry * 1.05, 0.5);
  const top = blob(rng, cx, cy, R, ry, area.deep ? 0.01 : 0.03, 14);
  out += path(top, { fill: toastFill(defs, color) });
  out += path(top, { fill: texture(defs, ctx.tex, 'bump', 0.8), 'fill-opacity': 0.35 });
  out += charAndBlisters(defs, rng, cx, cy, R * 0.85, ry * 0.85, 14, color);
  // cracks in the crust
  for (let i = 0; i < 5; i++) {
    const a = rng.range(0, Math.PI * 2);
    const r0 = rng.range(0.1, 0.5);
    out += path(
      `M${n(cx + Math.cos(a) * R * r0)} ${n(cy + Math.sin(a) * ry * r0)}q${n(Math.cos(a + 0.5) * R * 0.12)} ${n(Math.sin(a + 0.5) * ry * 0.12)} ${n(Math.cos(a) * R * 0.3)} ${n(Math.sin(a) * ry * 0.3)}`,
      { stroke: shade(color, -0.35), 'stroke-width': 1.5, fill: 'none', opacity: 0.5 },
    );
  }
  // a wedge taken out, showing the crumb on its cut sides
  const a0 = rng.range(0.15, 0.45) * Math.PI;
  const a1 = a0 + 0.5;
  const p0 = { x: cx + Math.cos(a0) * R, y: cy + Math.sin(a0) * ry };
  const p1 = { x: cx + Math.cos(a1) * R, y: cy + Math.sin(a1) * ry };
  out += path(`M${n(cx)} ${n(cy)}L${n(p0.x)} ${n(p0.y)}A${n(R)} ${n(ry)} 0 0 1 ${n(p1.x)} ${n(p1.y)}Z`, {
    fill: area.deep ? shade(area.under, -0.35) : '#2a1407',
    'fill-opacity': area.deep ? 1 : 0.25,
  });
  const depth = R * 0.12 * Math.max(area.lift, 0.4);
  out += path(`M${n(cx)} ${n(cy)}L${n(p0.x)} ${n(p0.y)}L${n(p0.x)} ${n(p0.y + depth)}L${n(cx)} ${n(cy + depth)}Z`, {
    fill: litFill(defs, mix(color, '#fff2cc', 0.35), 0.1, 0.15),
  });
  out += path(`M${n(cx)} ${n(cy)}L${n(p0.x)} ${n(p0.y)}`, { stroke: shade(color, -0.3), 'stroke-width': 1.5 });
  out += glow(defs, cx - R * 0.35, cy - ry * 0.4, R * 0.4, ry * 0.15, 0.35, '#fff2d0');
  return out;
}

export function cake(ctx: Ctx, area: FoodArea): string {
  const { defs } = ctx;
  if (area.deep || /cornbread|cobbler|clafoutis|skillet|sheet cake|tres leches|upside/.test(hintText(ctx)))
    return wholeBake(ctx, area);
  if (isMuffin(hintText(ctx))) return muffins(ctx, area);
  if (isPavlova(hintText(ctx))) return pavlova(ctx, area);
  if (isLayeredSquare(hintText(ctx))) return layeredSquare(ctx, area);
  if (
    /dhokla|brownie|blondie|barfi|burfi|katli|bar|bars|squares|fudge|mysore|mohanthal|sukhdi|sukhadi|khandvi|traybake|flapjack/.test(
      hintText(ctx),
    )
  )
    return squares(ctx, area);
  const rng = ctx.rng.fork('cake');
  const v = viewOf(area);
  const { main, accents } = ctx.palette;
  const sponge = main;
  const cream = accents.find((c) => ['white', 'cream', 'pink'].includes(family(c))) ?? mix(main, '#fff4e0', 0.6);
  const frosting = rng.chance(0.5) ? cream : shade(main, -0.1);
  const L = area.rx * 1.25;
  const H = L * 0.42;
  const half = (rng.range(18, 24) * Math.PI) / 180;
  const dir = rng.range(-0.5, -0.2);
  const apex: Pt = { x: -L * 0.5, y: L * 0.22 };
  const pts: Pt[] = [apex];
  for (let i = 0; i <= 8; i++) {
    const a = dir - half + (i / 8) * half * 2;
    pts.push({ x: apex.x + Math.cos(a) * L, y: apex.y + Math.sin(a) * L });
  }
  const layers: Layer[] = [
    { from: 0, to: 0.28, color: sponge },
    { from: 0.28, to: 0.36, color: cream },
    { from: 0.36, to: 0.64, color: sponge },
    { from: 0.64, to: 0.72, color: cream },
    { from: 0.72, to: 0.92, color: sponge },
    { from: 0.92, to: 1, color: frosting },
  ];
  let out = softShadow(defs, area.cx + 12, area.cy + 14, L * 0.6, L * 0.35 * area.tilt + 10, 0.5);
  out += prism(
    v,
    pts,
    H,
    (edge) => (edge === 0 || edge === pts.length - 1 ? layers : [{ from: 0, to: 1, color: frosting }]),
    litFill(defs, frosting, 0.15, 0.1),
  );
  // decorations along the top: berries or cream rosettes
  const topArea: FoodArea = {
    ...area,
    cx: project(v, apex.x + L * 0.6 * Math.cos(dir), apex.y + L * 0.6 * Math.sin(dir), H).x,
    cy: project(v, apex.x + L * 0.6 * Math.cos(dir), apex.y + L * 0.6 * Math.sin(dir), H).y,
    rx: L * 0.18,
    ry: L * 0.1 * area.tilt,
  };
  const berry = accents.find((c) => ['red', 'purple', 'blue', 'pink'].includes(family(c)));
  if (berry) {
    for (let i = 0; i < 3; i++)
      out += sphere(defs, topArea.cx + (i - 1) * L * 0.1, topArea.cy - L * 0.03 - (i % 2) * 4, L * 0.045, berry, 0.8);
  } else {
    for (let i = 0; i < 3; i++)
      out += sphere(defs, topArea.cx + (i - 1) * L * 0.1, topArea.cy - L * 0.03, L * 0.045, cream, 0.4);
  }
  const kinds = parseGarnish(ctx.spec.garnish).filter((k) => !['berries', 'drizzle', 'cream'].includes(k));
  if (kinds.length) out += drawGarnish(ctx, topArea, kinds, { spread: 0.8, density: 0.5 });
  return out;
}
