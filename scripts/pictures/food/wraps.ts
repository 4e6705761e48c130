// Wraps and rolls, cut in half to show the filling, with grill marks.
import { shade } from '../color';
import { el, ellipse, n, path } from '../svg';
import { texture } from '../textures';
import type { Ctx, FoodArea } from '../types';
import type { Bit } from './components';
import { charAndBlisters, doughColor } from './browning';
import { backToFront, chunk, softShadow } from '../shapes';
import { hintText } from '../hints';
import { foldedTortillas, isFoldedTortillas } from './folded';

/** Rolled wraps cut in half, showing the filling inside. */
export function wraps(ctx: Ctx, area: FoodArea): string {
  const { defs } = ctx;
  if (isFoldedTortillas(hintText(ctx))) return foldedTortillas(ctx, area);
  const rng = ctx.rng.fork('wraps');
  const { main, accents } = ctx.palette;
  const skin = doughColor(main);
  const fillings = accents.length ? accents : ['#d9622b', '#6f9e3a'];
  const L = area.rx * 1.3;
  const W = area.rx * 0.5;
  let out = '';
  const a0 = rng.jitter(-25, 10);
  for (let i = 0; i < 2; i++) {
    const r = rng.fork(`wrap${i}`);
    const x = area.cx + (i === 0 ? -1 : 1) * W * 0.35;
    const y = area.cy + (i === 0 ? -1 : 1) * W * 0.55 * area.tilt;
    const body = defs.linear(
      [
        { offset: 0, color: shade(skin, -0.2) },
        { offset: 0.3, color: shade(skin, 0.2) },
        { offset: 0.7, color: skin },
        { offset: 1, color: shade(skin, -0.35) },
      ],
      0,
      0,
      0,
      1,
    );
    let inner = softShadow(defs, 8, W * 0.35, L * 0.55, W * 0.7, 0.5);
    inner += el('rect', { x: -L / 2, y: -W / 2, width: L, height: W, rx: W * 0.45, fill: body });
    inner += el('rect', {
      x: -L / 2,
      y: -W / 2,
      width: L,
      height: W,
      rx: W * 0.45,
      fill: texture(defs, ctx.tex, 'bump', 0.6),
      opacity: 0.2,
    });
    // grill marks
    for (let k = 0; k < 5; k++) {
      const gx = -L * 0.35 + k * L * 0.15;
      inner += path(`M${n(gx)} ${n(-W * 0.42)}l${n(W * 0.3)} ${n(W * 0.84)}`, {
        stroke: '#5a2a0e',
        'stroke-width': W * 0.07,
        opacity: 0.45,
        'stroke-linecap': 'round',
      });
    }
    inner += charAndBlisters(defs, r, 0, 0, L * 0.45, W * 0.4, 12, skin);
    // cut face at the end
    const ex = L / 2 - W * 0.1;
    inner += ellipse(ex, 0, W * 0.3, W * 0.5, {
      fill: shade(skin, 0.1),
      stroke: shade(skin, -0.3),
      'stroke-width': 1.2,
    });
    const bits: Bit[] = [];
    for (let k = 0; k < 12; k++) {
      const fx = ex + r.jitter(0, W * 0.16);
      const fy = r.jitter(0, W * 0.34);
      const color = r.pick(fillings);
      bits.push({ x: fx, y: fy, draw: () => chunk(defs, r, fx, fy, W * 0.1, color, { gloss: 0.4 }) });
    }
    inner += el(
      'g',
      {},
      backToFront(bits)
        .map((b) => b.draw())
        .join(''),
    );
    inner += path(`M${n(ex)} ${n(-W * 0.36)}A${n(W * 0.2)} ${n(W * 0.36)} 0 1 1 ${n(ex - W * 0.05)} ${n(-W * 0.3)}`, {
      stroke: shade(skin, 0.15),
      'stroke-width': 2.5,
      fill: 'none',
      opacity: 0.8,
    });
    out += el(
      'g',
      {
        transform: `translate(${n(x)} ${n(y)}) rotate(${n(a0 + r.jitter(0, 6))}) scale(1 ${n(0.8 + area.tilt * 0.2)})`,
      },
      inner,
    );
  }
  return out;
}
