// Cucumber canapés: halved cucumbers hollowed into boats and heaped with a filling (tuna salad), or
// thick rounds topped with cream cheese and a fold of smoked salmon. Drawn by `salad` for dishes whose
// words say cucumber boats, bites, rounds or cups.
import { family, mix, shade } from '../color';
import type { Rng } from '../random';
import { backToFront, chunk, glow, litFill, softShadow, squashOf } from '../shapes';
import { blob, circle, el, ellipse, n, path } from '../svg';
import type { Ctx, FoodArea } from '../types';

const SKIN = '#2f5a22';
const FLESH = '#cfe3a8';
const SEEDS = '#e4eec8';

/** The dish's words name cucumber canapés rather than a salad with cucumber in it. */
export const isCucumberCanape = (words: string) =>
  /cucumber/.test(words) && /\b(boats?|bites?|rounds?|cups?)\b/.test(words);

export function cucumberCanapes(ctx: Ctx, area: FoodArea, words: string): string {
  return /boats?/.test(words) ? boats(ctx, area) : rounds(ctx, area);
}

/** A colour of the palette in the given families, else the fallback. */
const pick = (ctx: Ctx, families: string[], fallback: string) =>
  [ctx.palette.main, ...ctx.palette.accents].find((c) => families.includes(family(c))) ?? fallback;

/** Four cucumber halves side by side, seeds scooped out, each heaped with a flaky filling. */
function boats(ctx: Ctx, area: FoodArea): string {
  const { defs } = ctx;
  const rng = ctx.rng.fork('cucumber-boats');
  const squash = squashOf(area);
  // flaked fish bound with mayonnaise: warmer and darker than the pale colour a palette gives it
  const filling = mix(pick(ctx, ['cream', 'yellow', 'orange', 'brown'], '#e2cfa8'), '#b08a58', 0.35);
  const herb = pick(ctx, ['green'], '#5f8f2f');
  const L = area.rx * 1.25;
  const W = area.rx * 0.27;
  const angle = rng.range(-16, -8);
  const pieces: { x: number; y: number; draw: () => string }[] = [];
  for (let i = 0; i < 4; i++) {
    const off = (i - 1.5) * W * 2.05;
    const x = area.cx + off * 0.22;
    const y = area.cy + off * squash;
    const r = rng.fork(`b${i}`);
    pieces.push({
      x,
      y,
      draw: () => {
        const hull = `M${n(-L / 2)} 0C${n(-L * 0.42)} ${n(-W * 1.05)} ${n(L * 0.42)} ${n(-W * 1.05)} ${n(L / 2)} 0C${n(L * 0.42)} ${n(W * 1.05)} ${n(-L * 0.42)} ${n(W * 1.05)} ${n(-L / 2)} 0Z`;
        let g = softShadow(defs, 5, W * 0.55, L * 0.55, W * 1.1, 0.5);
        // the dark skin shows as a rim below and around the cut face
        g += path(hull, { fill: SKIN, transform: `translate(0 ${n(W * 0.18)})` });
        g += path(hull, { fill: litFill(defs, FLESH, 0.2, 0.25), stroke: shade(SKIN, 0.15), 'stroke-width': W * 0.12 });
        // the scooped hollow, heaped with the filling
        const hl = L * 0.4;
        const hw = W * 0.55;
        g += ellipse(0, 0, hl, hw, { fill: mix(FLESH, '#7a9a4a', 0.3) });
        const heap = blob(r, 0, -W * 0.08, hl * 1.02, hw * 1.25, 0.12, 12);
        g += path(heap, { fill: litFill(defs, filling, 0.25, 0.3), stroke: shade(filling, -0.3), 'stroke-width': 0.8 });
        // flakes of fish and mayonnaise, and the chopped herbs and celery
        for (let k = 0; k < 14; k++)
          g += chunk(
            defs,
            r,
            r.range(-hl * 0.85, hl * 0.85),
            r.range(-hw * 1.0, hw * 0.6),
            W * r.range(0.14, 0.22),
            shade(filling, r.jitter(0, 0.12)),
            {
              gloss: 0.25,
            },
          );
        for (let k = 0; k < 10; k++)
          g += el('rect', {
            x: r.range(-hl * 0.8, hl * 0.8),
            y: r.range(-hw * 0.9, hw * 0.5),
            width: W * 0.12,
            height: W * 0.1,
            fill: shade(herb, r.jitter(0, 0.15)),
          });
        g += glow(defs, -L * 0.15, -W * 0.45, L * 0.25, W * 0.15, 0.45, '#ffffff');
        return el(
          'g',
          { transform: `translate(${n(x)} ${n(y)}) rotate(${n(angle + r.jitter(0, 3))}) scale(1 ${n(squash)})` },
          g,
        );
      },
    });
  }
  return backToFront(pieces)
    .map((p) => p.draw())
    .join('');
}

/** A thick cucumber slice seen from above: dark rim, pale flesh, a star of seeds. */
function slice(defs: Ctx['defs'], rng: Rng, R: number): string {
  let g = softShadow(defs, 3, R * 0.3, R * 1.1, R * 1.0, 0.5);
  g += circle(0, R * 0.12, R, { fill: shade(SKIN, -0.1) });
  g += circle(0, 0, R, { fill: SKIN });
  g += circle(0, 0, R * 0.9, { fill: litFill(defs, FLESH, 0.15, 0.2) });
  for (let s = 0; s < 3; s++) {
    const a = (s * 120 + rng.jitter(0, 10)) * (Math.PI / 180);
    const x = Math.cos(a) * R * 0.3;
    const y = Math.sin(a) * R * 0.3;
    g += ellipse(x, y, R * 0.28, R * 0.2, {
      fill: SEEDS,
      transform: `rotate(${n((a * 180) / Math.PI)} ${n(x)} ${n(y)})`,
    });
  }
  return g;
}

/** A fold of smoked salmon: ruffled petals of salmon heaped into a loose rosette. */
function salmonFold(defs: Ctx['defs'], rng: Rng, R: number, color: string): string {
  let g = '';
  const petals = 5;
  const turn = rng.range(0, 360);
  for (let k = 0; k < petals; k++) {
    const a = turn + (k * 360) / petals + rng.jitter(0, 12);
    const w = R * rng.range(0.42, 0.5);
    const h = R * rng.range(0.26, 0.32);
    const d = `M${n(-w)} 0C${n(-w * 0.7)} ${n(-h * 1.4)} ${n(w * 0.7)} ${n(-h * 1.4)} ${n(w)} 0C${n(w * 0.4)} ${n(h * 0.7)} ${n(-w * 0.4)} ${n(h * 0.7)} ${n(-w)} 0Z`;
    const c = shade(color, rng.jitter(0, 0.08));
    g += el(
      'g',
      { transform: `rotate(${n(a)}) translate(0 ${n(-R * 0.22)})` },
      path(d, { fill: litFill(defs, c, 0.3, 0.3), stroke: shade(c, -0.3), 'stroke-width': 0.6 }) +
        // the pale lines of fat across the salmon
        path(`M${n(-w * 0.55)} ${n(-h * 0.3)}Q0 ${n(-h * 0.85)} ${n(w * 0.55)} ${n(-h * 0.3)}`, {
          stroke: mix(c, '#fff3e8', 0.6),
          'stroke-width': R * 0.045,
          fill: 'none',
          opacity: 0.8,
        }),
    );
  }
  // the heart of the rosette
  g += path(blob(rng, 0, 0, R * 0.22, R * 0.18, 0.2, 7), { fill: litFill(defs, shade(color, -0.12), 0.25, 0.35) });
  return g;
}

/** Rows of cucumber rounds, each with a dab of cream cheese, a fold of salmon and a caper. */
function rounds(ctx: Ctx, area: FoodArea): string {
  const { defs } = ctx;
  const rng = ctx.rng.fork('cucumber-rounds');
  const squash = squashOf(area);
  const salmon = pick(ctx, ['orange', 'pink', 'red'], '#f08a5d');
  const R = area.rx * 0.22;
  const bits: { x: number; y: number; draw: () => string }[] = [];
  const rows = [3, 4, 3];
  rows.forEach((count, row) => {
    for (let i = 0; i < count; i++) {
      const x = area.cx + (i - (count - 1) / 2) * R * 2.2 + rng.jitter(0, R * 0.1);
      const y = area.cy + (row - 1) * R * 2.0 * squash + rng.jitter(0, R * 0.1);
      const r = rng.fork(`r${row}-${i}`);
      bits.push({
        x,
        y,
        draw: () => {
          let g = slice(defs, r, R);
          g += ellipse(0, 0, R * 0.68, R * 0.6, { fill: litFill(defs, '#f6f1e6', 0.15, 0.15) });
          g += salmonFold(defs, r, R, salmon);
          g += circle(R * 0.12, -R * 0.08, R * 0.09, { fill: litFill(defs, '#5a6a2a', 0.3, 0.3) });
          g += circle(-R * 0.1, R * 0.1, R * 0.08, { fill: litFill(defs, '#5a6a2a', 0.3, 0.3) });
          return el('g', { transform: `translate(${n(x)} ${n(y)}) scale(1 ${n(squash)})` }, g);
        },
      });
    }
  });
  return backToFront(bits)
    .map((b) => b.draw())
    .join('');
}
