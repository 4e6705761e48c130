// Tortilla chips in salsa (chilaquiles) or under melted cheese (nachos): a heap of crisp triangles, some
// soaked in the sauce, with crema, crumbled cheese and onion rings. Drawn by `fried-snack` for dishes
// whose words say chilaquiles or nachos.
import { family, mix, shade } from '../color';
import { areaBlob, backToFront, chunk, litFill, onArea, scatter, softShadow } from '../shapes';
import { el, n, openCurve, path, type Pt } from '../svg';
import { texture } from '../textures';
import type { Ctx, FoodArea } from '../types';
import type { Bit } from './components';
import { charAndBlisters } from './browning';

export const isChips = (words: string) => /chilaquiles|nachos/.test(words);

export function tortillaChips(ctx: Ctx, area: FoodArea): string {
  const { defs } = ctx;
  const rng = ctx.rng.fork('chips');
  const { main, accents } = ctx.palette;
  const chip = accents.find((c) => ['yellow', 'cream'].includes(family(c))) ?? '#f2d28b';
  const sauce = main;
  const onion = accents.find((c) => ['purple', 'pink'].includes(family(c))) ?? '#9b2d6b';
  let out = softShadow(defs, area.cx + 6, area.cy + 8, area.rx * 0.85, area.ry * 0.85, 0.35);
  out += path(areaBlob(rng, area, 0.82, 0.06, 14), { fill: litFill(defs, sauce, 0.2, 0.2) });
  out += path(areaBlob(rng, area, 0.82, 0.06, 14), { fill: texture(defs, ctx.tex, 'bump', 0.9), opacity: 0.3 });
  const bits: Bit[] = [];
  const s = area.rx * 0.2;
  for (const p of scatter(rng, 34, 0.17, 0.85)) {
    const q = onArea(area, p);
    const r = rng.fork(`c${bits.length}`);
    const a = r.range(0, Math.PI * 2);
    const corners: Pt[] = [0, 1, 2].map((i) => {
      const t = a + (i * 2 * Math.PI) / 3 + r.jitter(0, 0.15);
      return { x: q.x + Math.cos(t) * s, y: q.y + Math.sin(t) * s * (0.6 + area.tilt * 0.4) };
    });
    const soaked = r.chance(0.55);
    bits.push({
      ...q,
      draw: () => {
        const d = `M${corners.map((c) => `${n(c.x)} ${n(c.y)}`).join('L')}Z`;
        let g = path(d, { fill: shade(chip, -0.4), transform: 'translate(2 3)', opacity: 0.6 });
        g += path(d, {
          fill: litFill(defs, soaked ? mix(chip, sauce, 0.55) : chip, 0.25, 0.2),
          stroke: shade(chip, -0.3),
          'stroke-width': 1,
          'stroke-linejoin': 'round',
        });
        g += charAndBlisters(defs, r, q.x, q.y, s * 0.4, s * 0.3, 3, chip);
        return g;
      },
    });
  }
  out += backToFront(bits)
    .map((b) => b.draw())
    .join('');
  // crema, crumbled cheese and onion rings on top
  const zig: Pt[] = [];
  for (let i = 0; i <= 7; i++)
    zig.push(onArea(area, { x: -0.55 + (i / 7) * 1.1, y: (i % 2 ? 0.1 : -0.1) + rng.jitter(0, 0.05) }));
  out += path(openCurve(zig), {
    stroke: '#fbf6ec',
    'stroke-width': area.rx * 0.03,
    fill: 'none',
    'stroke-linecap': 'round',
  });
  for (let i = 0; i < 16; i++) {
    const q = onArea(area, { x: rng.jitter(0, 0.55), y: rng.jitter(0, 0.5) });
    out += chunk(defs, rng, q.x, q.y, area.rx * rng.range(0.03, 0.045), '#f6f2e6', { gloss: 0.2 });
  }
  for (let i = 0; i < 6; i++) {
    const q = onArea(area, { x: rng.jitter(0, 0.5), y: rng.jitter(0, 0.45) });
    out += el('ellipse', {
      cx: q.x,
      cy: q.y,
      rx: area.rx * 0.07,
      ry: area.rx * 0.05,
      fill: 'none',
      stroke: mix(onion, '#f4e6f0', 0.3),
      'stroke-width': area.rx * 0.014,
    });
  }
  return out;
}
