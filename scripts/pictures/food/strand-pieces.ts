// Pieces the strand drawers lay among their strands: Chinese broccoli and wok char for wide rice noodles,
// and orecchiette (little ears) in place of tubes. Split from strands.ts to keep it small.
import { family, mix, shade } from '../color';
import type { Rng } from '../random';
import { leaf, litFill, onArea, scatter, softShadow } from '../shapes';
import { blob, el, ellipse, n, path, type Defs } from '../svg';
import type { Ctx, FoodArea } from '../types';
import type { Bit } from './components';

/** Chinese broccoli tossed through: dark leaves and pale green stem pieces. */
export function gaiLan(ctx: Ctx, area: FoodArea, veg: string[]): Bit[] {
  const { defs } = ctx;
  const rng = ctx.rng.fork('gailan');
  const green = veg.find((c) => family(c) === 'green') ?? '#3f7a2a';
  const bits: Bit[] = [];
  for (const p of scatter(rng, 14, 0.18, 0.8)) {
    const q = onArea(area, p);
    const r = rng.fork(`g${bits.length}`);
    const s = area.rx * r.range(0.22, 0.3);
    if (r.chance(0.5))
      bits.push({
        ...q,
        draw: () =>
          leaf(defs, q.x, q.y, s * 1.3, s * 0.8, r.range(0, 360), shade(green, -0.1), { curl: r.range(-0.5, 0.5) }),
      });
    else {
      const a = r.range(0, 360);
      bits.push({
        ...q,
        draw: () =>
          el(
            'g',
            { transform: `translate(${n(q.x)} ${n(q.y)}) rotate(${n(a)})` },
            path(`M${n(-s * 0.6)} 0L${n(s * 0.6)} 0`, {
              stroke: shade(green, -0.3),
              'stroke-width': s * 0.4,
              'stroke-linecap': 'round',
            }) +
              path(`M${n(-s * 0.6)} 0L${n(s * 0.6)} 0`, {
                stroke: mix(green, '#c8dc8a', 0.5),
                'stroke-width': s * 0.3,
                'stroke-linecap': 'round',
              }),
          ),
      });
    }
  }
  return bits;
}

/** The wok's char on the noodles: small dark caramelised patches. */
export function charFlecks(ctx: Ctx, area: FoodArea, noodle: string): string {
  const rng = ctx.rng.fork('char');
  let out = '';
  for (const p of scatter(rng, 30, 0.08, 0.85)) {
    const q = onArea(area, p);
    out += path(blob(rng, q.x, q.y, area.rx * 0.035, area.rx * 0.025, 0.4, 6), {
      fill: shade(noodle, -0.55),
      opacity: 0.55,
    });
  }
  return out;
}

/** An orecchietta: a small domed disc pressed into a cup, its hollow darker, its rim catching the light. */
export function ear(
  defs: Defs,
  x: number,
  y: number,
  len: number,
  _w: number,
  angle: number,
  color: string,
  sauce: string | undefined,
  rng: Rng,
): string {
  const r = len * 0.38;
  let inner = ellipse(0, 0, r, r * 0.82, {
    fill: litFill(defs, color, 0.25, 0.3),
    stroke: shade(color, -0.3),
    'stroke-width': 0.8,
  });
  inner += ellipse(r * 0.12, r * 0.1, r * 0.6, r * 0.48, { fill: shade(color, -0.18) });
  inner += ellipse(r * 0.18, r * 0.16, r * 0.4, r * 0.3, { fill: shade(color, -0.08), opacity: 0.8 });
  inner += path(`M${n(-r * 0.8)} ${n(-r * 0.3)}A${n(r)} ${n(r * 0.82)} 0 0 1 ${n(r * 0.3)} ${n(-r * 0.78)}`, {
    stroke: shade(color, 0.35),
    'stroke-width': 1.4,
    fill: 'none',
    opacity: 0.8,
  });
  if (sauce && rng.chance(0.5)) inner += ellipse(r * 0.15, r * 0.12, r * 0.3, r * 0.22, { fill: sauce, opacity: 0.7 });
  return el(
    'g',
    { transform: `translate(${n(x)} ${n(y)}) rotate(${n(angle)})` },
    softShadow(defs, 2, 3, r * 1.1, r * 0.9, 0.35) + inner,
  );
}
