// Eggs: fried, in a spiced tomato sauce, folded into an omelette, scrambled, or boiled and halved.
import { family, shade } from '../color';
import { blob, el, ellipse, n, path } from '../svg';
import { texture } from '../textures';
import type { Ctx, FoodArea } from '../types';
import type { Bit } from './components';
import { curry } from './saucy';
import { charAndBlisters } from './browning';
import { backToFront, chunk, litFill, onArea, scatter, softShadow, sphere, squashOf } from '../shapes';
import { hintText } from '../hints';

type EggKind = 'fried' | 'omelette' | 'scrambled' | 'sauce' | 'boiled';

export function eggs(ctx: Ctx, area: FoodArea): string {
  const { defs } = ctx;
  const rng = ctx.rng.fork('eggs');
  const w = hintText(ctx);
  const { main } = ctx.palette;
  const squash = squashOf(area);
  const kind: EggKind = /omelet|frittata|tamagoyaki|chilla/.test(w)
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
