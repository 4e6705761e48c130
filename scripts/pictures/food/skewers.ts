// Skewers: threaded chunks with vegetables between them, or long minced kebabs, charred.
import { family, mix, shade } from '../color';
import { circle, el, n, path, rotate } from '../svg';
import { texture } from '../textures';
import type { Ctx, FoodArea } from '../types';
import { charSpot } from './browning';
import { glow, litFill, softShadow, squashOf } from '../shapes';
import { hintText } from '../hints';
import { cornCobs, isCornCob } from './corn';

/** Skewers lying across the dish: chunks of meat or paneer, onion and pepper, with char. */
export function skewers(ctx: Ctx, area: FoodArea): string {
  const { defs } = ctx;
  if (isCornCob(hintText(ctx))) return cornCobs(ctx, area, hintText(ctx));
  const rng = ctx.rng.fork('skewers');
  const { main, accents } = ctx.palette;
  const w = hintText(ctx);
  const seekh = /seekh|kofta|kebab|kabab|kefta|sausage/.test(w) && !/tikka|shish|shashlik/.test(w);
  const count = rng.int(2, 3);
  const L = area.rx * 1.8;
  const a = rng.range(-28, -12);
  const squash = squashOf(area);
  let out = '';
  for (let i = 0; i < count; i++) {
    const off = (i - (count - 1) / 2) * area.rx * 0.48;
    const r = rng.fork(`k${i}`);
    let inner = path(`M${n(-L / 2)} 0L${n(L / 2)} 0`, {
      stroke: '#c9a06a',
      'stroke-width': 5,
      'stroke-linecap': 'round',
    });
    inner += path(`M${n(-L / 2)} -1L${n(L / 2)} -1`, { stroke: '#f0d8aa', 'stroke-width': 1.5, opacity: 0.7 });
    inner += circle(L / 2, 0, 4, { fill: '#5a2a0e' });
    if (seekh) {
      const len = L * 0.7;
      const s = area.rx * 0.13;
      inner = softShadow(defs, 6, s * 0.6, len * 0.55, s * 1.1, 0.5) + inner;
      const d = `M${n(-len / 2)} ${n(-s)}h${n(len)}a${n(s)} ${n(s)} 0 0 1 0 ${n(s * 2)}h${n(-len)}a${n(s)} ${n(s)} 0 0 1 0 ${n(-s * 2)}Z`;
      inner += path(d, {
        fill: defs.linear(
          [
            { offset: 0, color: shade(main, -0.2) },
            { offset: 0.3, color: shade(main, 0.2) },
            { offset: 1, color: mix(main, '#3a1604', 0.5) },
          ],
          0,
          0,
          0,
          1,
        ),
      });
      inner += path(d, { fill: texture(defs, ctx.tex, 'bump', 0.5), opacity: 0.5 });
      for (let k = 0; k < 16; k++)
        inner += charSpot(
          defs,
          r.range(-len / 2, len / 2),
          r.jitter(0, s * 0.6),
          s * r.range(0.2, 0.45),
          r.range(0.6, 1.1),
        );
      inner += glow(defs, -len * 0.1, -s * 0.45, len * 0.35, s * 0.18, 0.5, '#fff2d0');
    } else {
      const pieces = 6;
      const s = area.rx * 0.23;
      const veg = accents.filter((c) => family(c) !== 'white' || true);
      let chunks = softShadow(defs, 6, s * 0.8, L * 0.4, s * 1.2, 0.5);
      for (let k = 0; k < pieces; k++) {
        const x = -L * 0.32 + (k * L * 0.64) / (pieces - 1);
        const isMain = k % 2 === 0 || !veg.length;
        const color = isMain ? main : r.pick(veg);
        const size = isMain ? s : s * 0.75;
        chunks += el('rect', {
          x: x - size * 0.55,
          y: -size * 0.6,
          width: size * 1.1,
          height: size * 1.2,
          rx: size * 0.28,
          fill: litFill(defs, color, 0.25, 0.3),
          stroke: mix(color, '#3a1604', 0.4),
          'stroke-width': 1,
          transform: rotate(r.jitter(0, 12), x, 0),
        });
        if (isMain) {
          chunks += el('rect', {
            x: x - size * 0.55,
            y: -size * 0.6,
            width: size * 1.1,
            height: size * 1.2,
            rx: size * 0.28,
            fill: texture(defs, ctx.tex, 'bump', 0.4),
            opacity: 0.5,
          });
          for (let c = 0; c < 3; c++)
            chunks += charSpot(
              defs,
              x + r.jitter(0, size * 0.4),
              r.jitter(0, size * 0.4),
              size * r.range(0.18, 0.35),
              r.range(0.7, 1.2),
            );
        }
        chunks += glow(defs, x - size * 0.2, -size * 0.3, size * 0.3, size * 0.12, 0.5, '#ffffff');
      }
      inner += chunks;
    }
    const cx = area.cx + off * Math.sin((-a * Math.PI) / 180) * 0.3;
    const cy = area.cy + off;
    out += el(
      'g',
      { transform: `translate(${n(cx)} ${n(cy)}) rotate(${n(a + r.jitter(0, 4))}) scale(1 ${n(0.8 + squash * 0.2)})` },
      inner,
    );
  }
  return out;
}
