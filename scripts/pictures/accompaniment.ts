// What comes with a curry, dal or stew: a bowl of rice, a few flatbreads, or soft buttered rolls.
import { shade } from './color';
import { roundBread } from './food/flatbread';
import { grainHeap } from './food/grains';
import { hintText } from './hints';
import { glow, litFill, softShadow } from './shapes';
import { el, n, path } from './svg';
import type { Ctx } from './types';
import { drawVessel } from './vessels';

export type Accompaniment = 'rice' | 'bread' | 'rolls' | 'none';

const BREADS =
  /roti|naan|paratha|bhakri|makki|kulcha|bhatura|bhature|puri|poori|chapati|phulka|appam|injera|pita|tortilla|bread|baati|dhokli|thepla|rotla/;

/** Which accompaniment suits the dish, from its name, else a seeded choice. */
export function chooseAccompaniment(ctx: Ctx): Accompaniment {
  const words = hintText(ctx);
  if (BREADS.test(words)) return 'bread';
  if (/\bpav\b|\bbuns?\b|misal|bhaji|\brolls\b/.test(words)) return 'rolls';
  if (/rice|chawal|bhaat|bhat|pulao|khichdi/.test(words)) return 'rice';
  const rng = ctx.rng.fork('accompaniment');
  const r = rng.next();
  if (ctx.spec.style === 'stew') return r < 0.45 ? 'bread' : r < 0.7 ? 'rice' : 'none';
  return r < 0.45 ? 'rice' : r < 0.8 ? 'bread' : 'none';
}

/** The accompaniment, centred near (x, y) at the edge of the picture. */
export function drawAccompaniment(
  ctx: Ctx,
  kind: Accompaniment,
  x: number,
  y: number,
  size: number,
  tilt: number,
): string {
  const sub: Ctx = { ...ctx, rng: ctx.rng.fork(`acc-${kind}`) };
  if (kind === 'none') return '';
  if (kind === 'rice') {
    const bowl = drawVessel(sub, 'bowl', { cx: x, cy: y, size, tilt });
    const len = Math.max(7, bowl.area.rx * 0.09);
    const { svg } = grainHeap(
      sub,
      bowl.area,
      { colors: [{ color: '#f7f1e3', weight: 1 }], len, width: len * 0.36 },
      'side-rice',
    );
    return bowl.back + (bowl.clip ? el('g', { 'clip-path': bowl.clip }, svg) : svg) + bowl.front;
  }
  const plate = drawVessel(sub, 'plate', { cx: x, cy: y, size: size * 1.05, tilt });
  let food = '';
  if (kind === 'bread') {
    for (let i = 0; i < 2; i++) {
      food += roundBread(
        sub,
        sub.rng.fork(`b${i}`),
        x + (i - 0.5) * size * 0.25,
        y + (i - 0.5) * size * 0.1,
        size * 0.62,
        tilt,
        '#e0b066',
        'roti',
        sub.rng.range(0, 360),
      );
    }
  } else {
    // soft rolls baked together, split and buttered
    const bun = '#d99a4a';
    for (let i = 0; i < 3; i++) {
      const bx = x + (i - 1) * size * 0.36;
      const by = y + (i - 1) * size * 0.08;
      const r = size * 0.26;
      food += softShadow(ctx.defs, bx + 5, by + 7, r * 1.1, r * 0.9 * tilt + 2, 0.45);
      food += el('rect', {
        x: bx - r,
        y: by - r * tilt,
        width: r * 2,
        height: r * 2 * tilt,
        rx: r * 0.55,
        ry: r * 0.55 * tilt,
        fill: litFill(ctx.defs, bun, 0.35, 0.3),
        stroke: shade(bun, -0.35),
        'stroke-width': 1,
      });
      food += glow(ctx.defs, bx - r * 0.3, by - r * 0.35 * tilt, r * 0.5, r * 0.3 * tilt, 0.55, '#fff0c8');
      food += path(`M${n(bx - r * 0.6)} ${n(by)}q${n(r * 0.6)} ${n(r * 0.12)} ${n(r * 1.2)} 0`, {
        stroke: shade(bun, -0.4),
        'stroke-width': 1.2,
        fill: 'none',
        opacity: 0.5,
      });
    }
  }
  return plate.back + food + plate.front;
}
