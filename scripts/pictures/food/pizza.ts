// Pizza: a charred rim, tomato, mozzarella or melted cheese, toppings and slice cuts.
import { family, lightness, mix, shade } from '../color';
import type { Rng } from '../random';
import { blob, circle, ellipse, n, path, rotate } from '../svg';
import { texture } from '../textures';
import type { Ctx, FoodArea } from '../types';
import type { Bit } from './components';
import { arc } from '../vessels';
import { charSpot, GOLDEN, toastFill } from './browning';
import { backToFront, glow, litFill, scatter, softShadow } from '../shapes';
import { hintText } from '../hints';

/** Pizza toppings from the colours and words: pepperoni, olives, peppers, mushrooms, onion, corn, paneer. */
function pizzaToppings(ctx: Ctx, area: FoodArea, r: number): string {
  const { defs } = ctx;
  const rng = ctx.rng.fork('toppings');
  const words = hintText(ctx);
  const bits: Bit[] = [];
  const add = (count: number, make: (x: number, y: number, rr: Rng) => string) => {
    for (const p of scatter(rng, count, 0.2, 0.78)) {
      const x = area.cx + p.x * r;
      const y = area.cy + p.y * r * area.tilt;
      const rr = rng.fork(`t${bits.length}`);
      bits.push({ x, y, draw: () => make(x, y, rr) });
    }
  };
  const squash = 0.55 + area.tilt * 0.45;
  if (/pepperoni|salami|chorizo|sausage|meat/.test(words)) {
    add(12, (x, y, rr) => {
      const s = r * 0.13;
      let d = ellipse(x + 2, y + 2, s, s * squash, { fill: '#5a1a10', opacity: 0.5 });
      d += ellipse(x, y, s, s * squash, { fill: litFill(defs, '#b52a1e', 0.2, 0.35) });
      for (let i = 0; i < 4; i++)
        d += circle(x + rr.jitter(0, s * 0.6), y + rr.jitter(0, s * 0.5) * squash, s * 0.1, {
          fill: '#e8a08a',
          opacity: 0.6,
        });
      return d + charSpot(defs, x + s * 0.4, y, s * 0.4, 0.5);
    });
  }
  for (const color of ctx.palette.accents) {
    const fam = family(color);
    if (fam === 'green') {
      add(9, (x, y, rr) => {
        const a = rr.range(0, 360);
        const s = r * 0.13;
        return path(`M${n(x - s)} ${n(y)}q${n(s)} ${n(-s * 0.6)} ${n(s * 2)} 0`, {
          stroke: color,
          'stroke-width': s * 0.35,
          fill: 'none',
          'stroke-linecap': 'round',
          transform: rotate(a, x, y),
        });
      });
    } else if (fam === 'dark' || (fam === 'purple' && lightness(color) < 0.3)) {
      add(10, (x, y) =>
        ellipse(x, y, r * 0.05, r * 0.045 * squash, { fill: 'none', stroke: '#1f1a18', 'stroke-width': r * 0.025 }),
      );
    } else if (fam === 'purple') {
      add(8, (x, y, rr) =>
        path(`M${n(x - r * 0.07)} ${n(y)}a${n(r * 0.07)} ${n(r * 0.07 * squash)} 0 0 1 ${n(r * 0.14)} 0`, {
          stroke: color,
          'stroke-width': r * 0.02,
          fill: 'none',
          transform: rotate(rr.range(0, 360), x, y),
        }),
      );
    } else if (fam === 'yellow' && !/margherita|cheese/.test(words)) {
      add(18, (x, y) => circle(x, y, r * 0.022, { fill: litFill(defs, color, 0.3, 0.2) }));
    } else if (fam === 'brown' && /mushroom/.test(words)) {
      add(9, (x, y, rr) =>
        path(blob(rr, x, y, r * 0.07, r * 0.055, 0.15, 6), {
          fill: litFill(defs, '#c9ab86', 0.2, 0.3),
          stroke: '#7a5a3a',
          'stroke-width': 1,
        }),
      );
    } else if (fam === 'red' && !/pepperoni/.test(words)) {
      add(
        8,
        (x, y) =>
          ellipse(x, y, r * 0.07, r * 0.07 * squash, { fill: litFill(defs, color, 0.25, 0.25) }) +
          ellipse(x, y, r * 0.05, r * 0.05 * squash, { fill: mix(color, '#ff9a7a', 0.3) }),
      );
    }
  }
  return backToFront(bits)
    .map((b) => b.draw())
    .join('');
}

export function pizza(ctx: Ctx, area: FoodArea): string {
  const { defs } = ctx;
  const rng = ctx.rng.fork('pizza');
  const { main, accents } = ctx.palette;
  const words = hintText(ctx);
  const sauce =
    family(main) === 'red' || family(main) === 'orange'
      ? main
      : (accents.find((c) => family(c) === 'red') ?? '#c0341f');
  const crust =
    accents.find(
      (c) => ['yellow', 'orange', 'cream', 'brown'].includes(family(c)) && lightness(c) > 0.5 && lightness(c) < 0.85,
    ) ?? GOLDEN;
  const cheese = '#f8efd2';
  const R = Math.min(area.rx, area.ry / area.tilt) * 1.0;
  const { cx, cy } = area;
  const ry = R * area.tilt;
  let out = softShadow(defs, cx + 8, cy + 10, R * 1.02, ry * 1.02, 0.5);
  out += path(blob(rng, cx, cy, R, ry, 0.025, 16), {
    fill: toastFill(defs, crust),
    stroke: shade(crust, -0.4),
    'stroke-width': 1,
  });
  out += path(blob(rng, cx, cy, R, ry, 0.025, 16), { fill: texture(defs, ctx.tex, 'bump', 0.6), opacity: 0.25 });
  // char on the rim
  for (let i = 0; i < 26; i++) {
    const a = rng.range(0, Math.PI * 2);
    const d = rng.range(0.88, 0.97);
    out += charSpot(
      defs,
      cx + Math.cos(a) * R * d,
      cy + Math.sin(a) * ry * d,
      R * rng.range(0.02, 0.05),
      rng.range(0.6, 1.2),
      area.tilt,
    );
  }
  // the puffed rim catches the light
  out += path(arc(cx, cy, R * 0.9, ry * 0.9, Math.PI * 0.9, Math.PI * 1.6), {
    stroke: '#fff0d0',
    'stroke-width': R * 0.05,
    fill: 'none',
    opacity: 0.3,
    'stroke-linecap': 'round',
  });
  const inR = R * 0.8;
  out += ellipse(cx + 1, cy + 2, inR * 1.02, inR * 1.02 * area.tilt, { fill: shade(crust, -0.4), opacity: 0.5 });
  out += path(blob(rng, cx, cy, inR, inR * area.tilt, 0.03, 14), { fill: litFill(defs, sauce, 0.15, 0.25) });
  out += path(blob(rng, cx, cy, inR, inR * area.tilt, 0.03, 14), {
    fill: texture(defs, ctx.tex, 'bump', 0.7),
    opacity: 0.35,
  });
  const margherita =
    /margherita|caprese|mozzarella/.test(words) || (!/pepperoni|bbq|chicken/.test(words) && rng.chance(0.4));
  if (margherita) {
    for (const p of scatter(rng, 7, 0.45, 0.72)) {
      const x = cx + p.x * inR;
      const y = cy + p.y * inR * area.tilt;
      const s = inR * rng.range(0.13, 0.19);
      out += path(blob(rng, x, y, s, s * area.tilt, 0.18, 9), { fill: litFill(defs, cheese, 0.1, 0.15) });
      out += charSpot(defs, x + s * 0.3, y + s * 0.2, s * 0.35, 0.35);
    }
  } else {
    const melt = blob(rng, cx, cy, inR * 0.93, inR * 0.93 * area.tilt, 0.12, 18);
    out += path(melt, { fill: litFill(defs, '#f6dc8e', 0.15, 0.15), opacity: 0.95 });
    for (let i = 0; i < 30; i++) {
      const a = rng.range(0, Math.PI * 2);
      const d = Math.sqrt(rng.next()) * 0.85;
      out += charSpot(
        defs,
        cx + Math.cos(a) * inR * d,
        cy + Math.sin(a) * inR * d * area.tilt,
        inR * rng.range(0.015, 0.05),
        rng.range(0.25, 0.5),
        area.tilt,
      );
    }
  }
  out += pizzaToppings(ctx, area, inR);
  // slice cuts
  const slices = rng.pick([6, 8]);
  const a0 = rng.range(0, Math.PI);
  for (let i = 0; i < slices; i++) {
    const a = a0 + (i / slices) * Math.PI * 2;
    out += path(`M${n(cx)} ${n(cy)}L${n(cx + Math.cos(a) * R * 0.97)} ${n(cy + Math.sin(a) * ry * 0.97)}`, {
      stroke: '#4a1a0a',
      'stroke-width': 1.6,
      opacity: 0.45,
    });
  }
  out += glow(defs, cx - R * 0.35, cy - ry * 0.4, R * 0.3, ry * 0.12, 0.3);
  return out;
}
