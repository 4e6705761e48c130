// Pies and tarts: a crimped rim with a lattice, a full lid with vents, or an open quiche (baked dishes in
// their own file).
import { family, lightness, mix, shade } from '../color';
import { closedCurve, el, ellipse, n, path, rotate, type Pt } from '../svg';
import { texture } from '../textures';
import type { Ctx, FoodArea } from '../types';
import { charAndBlisters, toastFill } from './browning';
import { backToFront, chunk, glow, litFill, scatter, softShadow } from '../shapes';
import { hintText } from '../hints';
import { bakedDish, isBakedDish } from './baked-dish';

/** Small tarts (butter tarts, tartlets): three little open tarts on the plate instead of one big one. */
function smallTarts(ctx: Ctx, area: FoodArea): string {
  const r = area.rx * 0.42;
  const spots = [
    { x: -0.45, y: -0.35 },
    { x: 0.45, y: -0.3 },
    { x: 0, y: 0.4 },
  ];
  return spots
    .map((p, i) =>
      pie(
        { ...ctx, rng: ctx.rng.fork(`tart${i}`), hints: new Set(['tart']) },
        {
          ...area,
          cx: area.cx + p.x * area.rx,
          cy: area.cy + p.y * area.ry,
          rx: r,
          ry: r * area.tilt,
        },
      ),
    )
    .join('');
}

export function pie(ctx: Ctx, area: FoodArea): string {
  const { defs } = ctx;
  const w = hintText(ctx);
  if (/\btarts\b|tartlets?/.test(w)) return smallTarts(ctx, area);
  if (isBakedDish(w)) return bakedDish(ctx, area);
  const rng = ctx.rng.fork('pie');
  const { main, accents } = ctx.palette;
  const crust =
    ['yellow', 'orange', 'cream', 'brown'].includes(family(main)) && lightness(main) > 0.45 ? main : '#d9a04a';
  const filling = accents.find((c) => c !== crust) ?? '#b8652a';
  const R = Math.min(area.rx, area.ry / area.tilt) * 0.95;
  const ry = R * area.tilt;
  const { cx, cy } = area;
  let out = softShadow(defs, cx + 10, cy + 12, R * 1.02, ry * 1.02, 0.5);
  // crimped rim
  const rim: Pt[] = [];
  for (let i = 0; i < 48; i++) {
    const a = (i / 48) * Math.PI * 2;
    const k = i % 2 ? 1 : 0.95;
    rim.push({ x: cx + Math.cos(a) * R * k, y: cy + Math.sin(a) * ry * k });
  }
  out += path(closedCurve(rim), {
    fill: toastFill(defs, crust),
    stroke: mix(crust, '#5a2a0a', 0.4),
    'stroke-width': 1,
  });
  const inR = R * 0.84;
  const open = /quiche|tart|galette/.test(w);
  const crumble = !open && /crumble|crisp|cobbler|streusel/.test(w);
  const lattice = !open && !crumble && (/cherry|berry|apple|peach|fruit|lattice/.test(w) || rng.chance(0.5));
  out += ellipse(cx, cy, inR, inR * area.tilt, {
    fill: litFill(defs, open ? mix(filling, '#f2d27a', 0.5) : filling, 0.2, 0.3),
  });
  if (crumble) {
    // bubbling fruit showing between golden clumps of crumble
    for (const p of backToFront(
      scatter(rng, 70, 0.11, 0.95).map((q) => ({ x: cx + q.x * inR, y: cy + q.y * inR * area.tilt })),
    )) {
      out += chunk(defs, rng, p.x, p.y, inR * rng.range(0.06, 0.1), shade(crust, rng.pick([-0.12, 0, 0.1])), {
        gloss: 0.2,
        wobble: 0.35,
        points: 7,
      });
    }
    out += charAndBlisters(defs, rng, cx, cy, inR * 0.9, inR * 0.9 * area.tilt, 14, crust);
  } else if (open) {
    out += ellipse(cx, cy, inR, inR * area.tilt, { fill: texture(defs, ctx.tex, 'bump', 0.7), opacity: 0.4 });
    out += charAndBlisters(defs, rng, cx, cy, inR * 0.9, inR * 0.9 * area.tilt, 16, '#f2d27a');
    for (const p of scatter(rng, 12, 0.25, 0.8)) {
      const q = { x: cx + p.x * inR, y: cy + p.y * inR * area.tilt };
      out += chunk(defs, rng, q.x, q.y, inR * 0.07, rng.pick(accents.length ? accents : ['#6f9e3a']), { gloss: 0.4 });
    }
  } else if (lattice) {
    const clip = defs.clip(`pie${n(cx)}`, ellipse(cx, cy, inR, inR * area.tilt));
    let strips = '';
    const sw = inR * 0.16;
    for (const dir of [0, 1]) {
      for (let i = -3; i <= 3; i++) {
        const off = i * inR * 0.3;
        const d =
          dir === 0
            ? `M${n(cx + off - sw / 2)} ${n(cy - ry)}h${n(sw)}v${n(ry * 2)}h${n(-sw)}Z`
            : `M${n(cx - R)} ${n(cy + off * area.tilt - (sw * area.tilt) / 2)}h${n(R * 2)}v${n(sw * area.tilt)}h${n(-R * 2)}Z`;
        strips += path(d, { fill: toastFill(defs, crust), stroke: mix(crust, '#5a2a0a', 0.45), 'stroke-width': 1.2 });
      }
    }
    out += el('g', { 'clip-path': clip }, strips);
  } else {
    const lid = ellipse(cx, cy, inR * 1.02, inR * 1.02 * area.tilt, { fill: toastFill(defs, crust) });
    out += lid + ellipse(cx, cy, inR, inR * area.tilt, { fill: texture(defs, ctx.tex, 'bump', 0.7), opacity: 0.35 });
    for (let i = 0; i < 4; i++) {
      const a = (i / 4) * Math.PI * 2 + 0.4;
      const x = cx + Math.cos(a) * inR * 0.3;
      const y = cy + Math.sin(a) * inR * 0.3 * area.tilt;
      out += path(`M${n(x - inR * 0.08)} ${n(y)}q${n(inR * 0.08)} ${n(-inR * 0.03)} ${n(inR * 0.16)} 0`, {
        stroke: shade(filling, -0.3),
        'stroke-width': 3,
        fill: 'none',
        transform: rotate((a * 180) / Math.PI, x, y),
      });
    }
  }
  out += glow(defs, cx - R * 0.35, cy - ry * 0.4, R * 0.35, ry * 0.15, 0.35, '#fff2d0');
  return out;
}
