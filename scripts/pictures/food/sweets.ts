// Sweets in pieces: round sweets (laddoo, gulab jamun, rasgulla) and cookies.
import { family, lightness, mix } from '../color';
import { blob, circle, n, path } from '../svg';
import { texture } from '../textures';
import type { Ctx, FoodArea } from '../types';
import type { Bit } from './components';
import { liquid } from './liquid';
import { charSpot, toastFill } from './browning';
import { arrange, backToFront, chunk, glow, onArea, scatter, softShadow, sphere, squashOf } from '../shapes';
import { hintText } from '../hints';

type BallKind = 'grainy' | 'syrup' | 'spongy';

export function sweetBalls(ctx: Ctx, area: FoodArea): string {
  const { defs } = ctx;
  const rng = ctx.rng.fork('balls');
  const { main, accents } = ctx.palette;
  const words = hintText(ctx);
  const kind: BallKind = /jamun|kala jamun/.test(words)
    ? 'syrup'
    : /rasgulla|rosogolla|rasmalai|chum/.test(words)
      ? 'spongy'
      : /laddoo|ladoo|laddu|ladu|truffle|energy|bliss|pinni/.test(words)
        ? 'grainy'
        : lightness(main) < 0.3
          ? 'syrup'
          : lightness(main) > 0.85
            ? 'spongy'
            : 'grainy';
  let out = '';
  if (area.deep && kind !== 'grainy') {
    const syrup = kind === 'syrup' ? '#d9a04a' : '#f4ecd6';
    out += liquid(ctx, area, syrup, { mottle: 3, streaks: 0 });
  }
  const count = area.deep ? rng.int(4, 5) : rng.int(5, 7);
  const r = area.rx * (area.deep ? 0.27 : 0.24);
  const spread = area.deep ? 0.45 : 0.55;
  const pts = arrange(rng, area, count, 0.5, spread);
  for (const p of pts) {
    const rr = r * rng.range(0.92, 1.05);
    const y = p.y - rr * 0.3 * area.lift;
    out += softShadow(defs, p.x + rr * 0.2, p.y + rr * 0.35, rr * 1.1, rr * 0.85, 0.5);
    if (kind === 'grainy') {
      out += sphere(defs, p.x, y, rr, main, 0.15);
      out += circle(p.x, y, rr, { fill: texture(defs, ctx.tex, 'fine', 0.5), opacity: 0.5 });
      out += circle(p.x, y, rr, { fill: texture(defs, ctx.tex, 'bump', 0.35), opacity: 0.4 });
      const bits = accents.filter((c) => c !== main);
      for (let i = 0; i < 6 && bits.length; i++) {
        const a = rng.range(0, Math.PI * 2);
        const d = Math.sqrt(rng.next()) * rr * 0.75;
        out += path(blob(rng, p.x + Math.cos(a) * d, y + Math.sin(a) * d, rr * 0.09, rr * 0.05, 0.3, 5), {
          fill: rng.pick(bits),
        });
      }
    } else if (kind === 'syrup') {
      out += sphere(defs, p.x, y, rr, main, 0.85);
      out += glow(defs, p.x + rr * 0.3, y + rr * 0.4, rr * 0.4, rr * 0.15, 0.25, '#ffb060');
    } else {
      out += sphere(defs, p.x, y, rr, main, 0.6);
      out += circle(p.x, y, rr, { fill: texture(defs, ctx.tex, 'pores', 0.5), opacity: 0.35 });
    }
  }
  return out;
}

export function cookies(ctx: Ctx, area: FoodArea): string {
  const { defs } = ctx;
  const rng = ctx.rng.fork('cookies');
  const { main, accents } = ctx.palette;
  const color = ['yellow', 'orange', 'brown', 'cream'].includes(family(main)) ? main : '#c98a4a';
  const chips = accents.filter((c) => c !== color);
  const count = rng.int(5, 7);
  const r = area.rx * 0.3;
  const squash = squashOf(area);
  const bits: Bit[] = [];
  for (const p of backToFront(scatter(rng, count, 0.42, 0.62).map((q) => onArea(area, q)))) {
    const rr = rng.fork(`c${p.x}`);
    const s = r * rr.range(0.88, 1.05);
    bits.push({
      ...p,
      draw: () => {
        let d = softShadow(defs, p.x + s * 0.1, p.y + s * 0.2, s * 1.08, s * squash, 0.5);
        const shape = blob(rr, p.x, p.y, s, s * squash, 0.05, 12);
        d += path(shape, { fill: toastFill(defs, color), stroke: mix(color, '#5a2a0a', 0.4), 'stroke-width': 1 });
        d += path(shape, { fill: texture(defs, ctx.tex, 'bump', 0.45), opacity: 0.45 });
        // cracks
        for (let k = 0; k < 4; k++) {
          const a = rr.range(0, Math.PI * 2);
          const x0 = p.x + Math.cos(a) * s * 0.15;
          const y0 = p.y + Math.sin(a) * s * 0.15 * squash;
          d += path(
            `M${n(x0)} ${n(y0)}q${n(Math.cos(a + 0.4) * s * 0.3)} ${n(Math.sin(a + 0.4) * s * 0.3 * squash)} ${n(Math.cos(a) * s * 0.55)} ${n(Math.sin(a) * s * 0.55 * squash)}`,
            { stroke: mix(color, '#5a2a0a', 0.45), 'stroke-width': 1.4, fill: 'none', opacity: 0.6 },
          );
        }
        for (let k = 0; k < 7 && chips.length; k++) {
          const a = rr.range(0, Math.PI * 2);
          const dd = Math.sqrt(rr.next()) * s * 0.75;
          d += chunk(defs, rr, p.x + Math.cos(a) * dd, p.y + Math.sin(a) * dd * squash, s * 0.1, rr.pick(chips), {
            gloss: 0.5,
            points: 6,
          });
        }
        d += charSpot(defs, p.x + s * 0.5, p.y + s * 0.4 * squash, s * 0.5, 0.25);
        return d;
      },
    });
  }
  // crumbs
  for (let i = 0; i < 16; i++) {
    const p = onArea(area, { x: rng.jitter(0, 0.9), y: rng.jitter(0, 0.9) });
    bits.push({ ...p, draw: () => path(blob(rng, p.x, p.y, r * 0.04, r * 0.03, 0.4, 5), { fill: color }) });
  }
  return bits.map((b) => b.draw()).join('');
}
