// Onigiri: rice pressed into rounded triangles, each with a band of nori; grilled ones (yaki onigiri)
// glazed golden-brown with soy and charred at the corners. Drawn by `sushi` for dishes whose words say so.
import { family, mix, shade } from '../color';
import { glow, litFill, softShadow } from '../shapes';
import { el, n, path, type Pt } from '../svg';
import type { Ctx, FoodArea } from '../types';
import { charSpot } from './browning';
import { grainPattern } from './grains';

export const isOnigiri = (words: string) => /onigiri|omusubi|musubi/.test(words);

/** A triangle with rounded corners, pointing up, centred on (0, 0). */
function roundedTriangle(s: number): string {
  const pts: Pt[] = [0, 1, 2].map((i) => {
    const a = -Math.PI / 2 + (i * 2 * Math.PI) / 3;
    return { x: Math.cos(a) * s, y: Math.sin(a) * s };
  });
  const k = 0.28;
  let d = '';
  pts.forEach((p, i) => {
    const prev = pts[(i + 2) % 3]!;
    const next = pts[(i + 1) % 3]!;
    const a = { x: p.x + (prev.x - p.x) * k, y: p.y + (prev.y - p.y) * k };
    const b = { x: p.x + (next.x - p.x) * k, y: p.y + (next.y - p.y) * k };
    d += `${i === 0 ? 'M' : 'L'}${n(a.x)} ${n(a.y)}Q${n(p.x)} ${n(p.y)} ${n(b.x)} ${n(b.y)}`;
  });
  return `${d}Z`;
}

export function onigiri(ctx: Ctx, area: FoodArea, words: string): string {
  const { defs } = ctx;
  const rng = ctx.rng.fork('onigiri');
  const { main } = ctx.palette;
  const grilled = /yaki/.test(words);
  const glaze = ['brown', 'orange', 'dark'].includes(family(main)) ? main : '#c98a4a';
  const rice = grilled ? mix('#f7f3ea', glaze, 0.7) : '#f7f3ea';
  const fill = grainPattern(
    defs,
    rng,
    { colors: [{ color: rice, weight: 1 }], len: 7, width: 3 },
    `onigiri-${grilled}`,
  );
  const s = area.rx * 0.6;
  const spots = [
    { x: area.cx - s * 0.95, y: area.cy - s * 0.15, a: -8 },
    { x: area.cx + s * 0.95, y: area.cy - s * 0.2, a: 7 },
    { x: area.cx, y: area.cy + s * 0.6, a: rng.jitter(0, 5) },
  ];
  const sq = 0.75 + area.tilt * 0.25;
  let out = '';
  for (const [i, p] of spots.entries()) {
    const r = rng.fork(`o${i}`);
    const tri = roundedTriangle(s);
    let g = softShadow(defs, 5, s * 0.55, s * 0.95, s * 0.4, 0.5);
    g += path(tri, { fill: shade(rice, -0.35), transform: 'translate(2 4)' });
    g += path(tri, { fill });
    g += path(tri, { fill: litFill(defs, rice, 0.25, 0.3), opacity: 0.45 });
    if (grilled) {
      // soy glaze gathered at the edges, char on the corners
      g += path(tri, { fill: 'none', stroke: shade(glaze, -0.35), 'stroke-width': s * 0.12, opacity: 0.5 });
      for (let k = 0; k < 3; k++) {
        const a = -Math.PI / 2 + (k * 2 * Math.PI) / 3;
        g += charSpot(defs, Math.cos(a) * s * 0.6, Math.sin(a) * s * 0.6, s * r.range(0.12, 0.18), r.range(0.6, 0.9));
      }
      for (let k = 0; k < 4; k++)
        g += charSpot(
          defs,
          r.jitter(0, s * 0.35),
          r.jitter(s * 0.05, s * 0.25),
          s * r.range(0.05, 0.09),
          r.range(0.3, 0.6),
        );
    }
    // the band of nori across the bottom
    g += el('rect', {
      x: -s * 0.3,
      y: s * 0.05,
      width: s * 0.6,
      height: s * 0.48,
      rx: s * 0.04,
      fill: '#1f2a22',
    });
    g += el('rect', { x: -s * 0.26, y: s * 0.08, width: s * 0.08, height: s * 0.42, fill: '#3a4a3e', opacity: 0.6 });
    g += glow(defs, -s * 0.2, -s * 0.35, s * 0.25, s * 0.1, 0.35, '#ffffff');
    out += el('g', { transform: `translate(${n(p.x)} ${n(p.y)}) scale(1 ${n(sq)}) rotate(${n(p.a)})` }, g);
  }
  return out;
}
