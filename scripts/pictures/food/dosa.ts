// Dosa: a golden rolled crepe with its filling showing; or a thick uttapam with toppings.
import { family, mix, shade } from '../color';
import { blob, el, ellipse, n, path, rotate } from '../svg';
import { texture } from '../textures';
import type { Ctx, FoodArea } from '../types';
import type { Bit } from './components';
import { butterSheen, charAndBlisters, charSpot, doughColor, toastFill } from './browning';
import { backToFront, chunk, glow, litFill, scatter, softShadow } from '../shapes';
import { hintText } from '../hints';

/** A thick griddle pancake with toppings pressed in: uttapam, pesarattu, adai. */
function uttapam(ctx: Ctx, area: FoodArea): string {
  const { defs } = ctx;
  const rng = ctx.rng.fork('uttapam');
  const color = doughColor(ctx.palette.main);
  const R = area.rx * 0.82;
  const ry = R * area.tilt;
  const th = R * 0.08 * area.lift;
  let out = softShadow(defs, area.cx + 8, area.cy + 10, R * 1.03, ry * 1.05, 0.5);
  const rim = blob(rng, area.cx, area.cy, R, ry, 0.035, 14);
  if (th > 1) out += path(blob(rng, area.cx, area.cy + th, R, ry, 0.035, 14), { fill: mix(color, '#6a3410', 0.45) });
  out += path(rim, { fill: toastFill(defs, color), stroke: mix(color, '#5a2a0a', 0.4), 'stroke-width': 1.2 });
  out += path(rim, { fill: texture(defs, ctx.tex, 'pores', 0.8), 'fill-opacity': 0.35 });
  out += charAndBlisters(defs, rng, area.cx, area.cy, R * 0.9, ry * 0.9, 22, color);
  const toppings = ctx.palette.accents.filter((c) => !['white', 'cream'].includes(family(c)));
  const pool = toppings.length ? toppings : ['#9a3a7a', '#3f7d2a', '#d8321f'];
  const bits: Bit[] = [];
  for (const p of scatter(rng, 46, 0.11, 0.85)) {
    const x = area.cx + p.x * R;
    const y = area.cy + p.y * ry;
    const c = rng.pick(pool);
    const r = rng.fork(`u${bits.length}`);
    bits.push({
      x,
      y,
      draw: () =>
        el('rect', {
          x: x - R * 0.035,
          y: y - R * 0.03,
          width: R * 0.07,
          height: R * 0.06,
          rx: R * 0.015,
          fill: litFill(defs, c, 0.3, 0.25),
          transform: rotate(r.range(0, 90), x, y),
        }),
    });
  }
  out += backToFront(bits)
    .map((b) => b.draw())
    .join('');
  out += butterSheen(defs, rng, area.cx - R * 0.1, area.cy - ry * 0.1, R, ry);
  return out;
}

/**
 * A chilla (cheela): a thin savoury gram-flour crepe folded in half, golden with lacy brown spots and
 * flecked with the herbs, chilli and tomato in its batter; two on the plate, one leaning on the other.
 */
function chilla(ctx: Ctx, area: FoodArea): string {
  const { defs } = ctx;
  const rng = ctx.rng.fork('chilla');
  const color = doughColor(ctx.palette.main);
  const flecks = ctx.palette.accents.filter((c) => !['white', 'cream'].includes(family(c)));
  // a sweet crepe (French crêpes) is sprinkled with sugar where a chilla is flecked with herbs and chilli
  const sweet = /crepe/.test(hintText(ctx));
  const pool = sweet ? ['#fffdf6'] : flecks.length ? flecks : ['#3f7d2a', '#d8321f'];
  const R = area.rx * 0.62;
  let out = '';
  for (let i = 0; i < 2; i++) {
    const r = rng.fork(`c${i}`);
    const x = area.cx + (i === 0 ? -R * 0.35 : R * 0.3);
    const y = area.cy + (i === 0 ? -area.ry * 0.2 : area.ry * 0.18);
    const a = (i === 0 ? -25 : 10) + r.jitter(0, 6);
    const ry = R * (0.55 + area.tilt * 0.25);
    // a half-moon: the fold along the top, the round edge below
    const moon = `M${n(-R)} 0A${n(R)} ${n(ry)} 0 0 0 ${n(R)} 0Q0 ${n(-ry * 0.12)} ${n(-R)} 0Z`;
    let g = softShadow(defs, 6, ry * 0.45, R * 1.05, ry * 0.7, 0.5);
    g += path(moon, { fill: mix(color, '#6a3410', 0.4), transform: `translate(0 ${n(R * 0.05)})` });
    g += path(moon, { fill: toastFill(defs, color), stroke: mix(color, '#5a2a0a', 0.45), 'stroke-width': 1.1 });
    g += path(moon, { fill: texture(defs, ctx.tex, 'pores', 0.8), 'fill-opacity': 0.3 });
    for (let k = 0; k < 12; k++)
      g += charSpot(
        defs,
        r.range(-R * 0.8, R * 0.8),
        r.range(ry * 0.1, ry * 0.75),
        R * r.range(0.05, 0.13),
        r.range(0.35, 0.7),
      );
    for (let k = 0; k < 22; k++) {
      const fx = r.range(-R * 0.8, R * 0.8);
      const fy = r.range(ry * 0.08, ry * 0.85) * Math.sqrt(Math.max(0, 1 - (fx / R) ** 2));
      g += el('rect', {
        x: fx - R * 0.025,
        y: fy - R * 0.02,
        width: R * 0.05,
        height: R * 0.04,
        rx: R * 0.01,
        fill: litFill(defs, r.pick(pool), 0.3, 0.25),
        transform: rotate(r.range(0, 90), fx, fy),
      });
    }
    // the folded edge catches the light
    g += path(`M${n(-R * 0.95)} ${n(-ry * 0.01)}Q0 ${n(-ry * 0.13)} ${n(R * 0.95)} ${n(-ry * 0.01)}`, {
      stroke: shade(color, 0.3),
      'stroke-width': 1.6,
      fill: 'none',
      opacity: 0.8,
    });
    g += glow(defs, -R * 0.2, ry * 0.25, R * 0.4, ry * 0.12, 0.35, '#fff3d0');
    out += el('g', { transform: `translate(${n(x)} ${n(y)}) rotate(${n(a)})` }, g);
  }
  return out;
}

export function dosa(ctx: Ctx, area: FoodArea): string {
  const { defs } = ctx;
  if (/cheela|chilla|crepe/.test(hintText(ctx))) return chilla(ctx, area);
  if (/uttapam|uthappam|oothappam|pesarattu|adai|appam|set dosa|jeon|buchimgae/.test(hintText(ctx)))
    return uttapam(ctx, area);
  const rng = ctx.rng.fork('dosa');
  const color = doughColor(ctx.palette.main);
  const filling = ctx.palette.accents.find((c) => ['yellow', 'orange'].includes(family(c))) ?? '#e9c04a';
  const len = area.rx * 2.3;
  const w = area.rx * 0.46 * (0.7 + area.tilt * 0.3);
  const angle = rng.jitter(0, 14);
  const x = area.cx;
  const y = area.cy;
  const body = defs.linear(
    [
      { offset: 0, color: shade(color, -0.15) },
      { offset: 0.3, color: shade(color, 0.22) },
      { offset: 0.6, color },
      { offset: 0.9, color: mix(color, '#8a4a16', 0.4) },
      { offset: 1, color: mix(color, '#6a3410', 0.55) },
    ],
    0,
    0,
    0,
    1,
  );
  let inner = softShadow(defs, 10, w * 0.5, len * 0.55, w * 0.75, 0.5);
  inner += el('rect', { x: -len / 2, y: -w / 2, width: len, height: w, rx: w * 0.25, fill: body });
  inner += el('rect', {
    x: -len / 2,
    y: -w / 2,
    width: len,
    height: w,
    rx: w * 0.25,
    fill: texture(defs, ctx.tex, 'pores', 0.9),
    opacity: 0.3,
  });
  // crisp browned lace
  for (let i = 0; i < 22; i++) {
    const cx = rng.range(-len * 0.45, len * 0.45);
    const cy = rng.range(-w * 0.4, w * 0.35);
    inner += charSpot(defs, cx, cy, w * rng.range(0.08, 0.22), rng.range(0.3, 0.7), rng.range(0.4, 0.8));
  }
  // the outer flap's edge running along the roll
  inner += path(`M${n(-len / 2 + w * 0.2)} ${n(w * 0.12)}Q0 ${n(w * 0.2)} ${n(len / 2 - w * 0.2)} ${n(w * 0.05)}`, {
    stroke: mix(color, '#6a3410', 0.5),
    'stroke-width': 1.6,
    fill: 'none',
    opacity: 0.7,
  });
  inner += glow(defs, -len * 0.1, -w * 0.22, len * 0.35, w * 0.1, 0.35, '#fff3d0');
  // open end: the spiral of crepe and the potato filling
  const ex = len / 2 - w * 0.15;
  inner += ellipse(ex, 0, w * 0.28, w * 0.48, { fill: shade(color, -0.1) });
  inner += ellipse(ex, 0, w * 0.2, w * 0.38, { fill: litFill(defs, filling, 0.2, 0.25) });
  for (let i = 0; i < 4; i++)
    inner += chunk(
      defs,
      rng,
      ex + rng.jitter(0, w * 0.08),
      rng.jitter(0, w * 0.22),
      w * 0.08,
      shade(filling, rng.jitter(0, 0.1)),
      { gloss: 0.3 },
    );
  inner += path(`M${n(ex)} ${n(-w * 0.48)}A${n(w * 0.28)} ${n(w * 0.48)} 0 0 1 ${n(ex)} ${n(w * 0.48)}`, {
    stroke: shade(color, -0.3),
    'stroke-width': 2,
    fill: 'none',
  });
  return el('g', { transform: `translate(${n(x)} ${n(y)}) rotate(${n(angle)})` }, inner);
}
