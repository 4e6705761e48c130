// Corn on the cob: whole grilled cobs with rows of kernels and char, each on a stick; dressed as
// elote (mayonnaise, crumbled cheese, chilli powder) when the dish's words say so. Drawn by `skewers`.
import { mix, shade } from '../color';
import { glow, litFill, softShadow, squashOf } from '../shapes';
import { blob, circle, el, ellipse, n, path } from '../svg';
import type { Ctx, FoodArea } from '../types';
import { charSpot } from './browning';

/** The dish's words name corn eaten off the cob. */
export const isCornCob = (words: string) => /\belote|corn on the cob|\bbhutta|\bcorn cobs?\b/.test(words);

export function cornCobs(ctx: Ctx, area: FoodArea, words: string): string {
  const { defs } = ctx;
  const rng = ctx.rng.fork('corn');
  const squash = squashOf(area);
  const dressed = /elote/.test(words);
  const kernel = '#f2c53d';
  const L = area.rx * 1.3;
  const R = area.rx * 0.2;
  const angle = rng.range(-24, -14);
  let out = '';
  for (let i = 0; i < 3; i++) {
    const r = rng.fork(`c${i}`);
    const off = (i - 1) * R * 2.35;
    const x = area.cx + off * 0.3 + r.jitter(0, R * 0.2);
    const y = area.cy + off * squash;
    let g = softShadow(defs, 6, R * 0.7, L * 0.6, R * 1.3, 0.5);
    // the stick pushed into the stem end
    g += path(`M${n(-L * 0.48)} 0L${n(-L * 0.72)} 0`, {
      stroke: '#c9a06a',
      'stroke-width': R * 0.28,
      'stroke-linecap': 'round',
    });
    g += path(`M${n(-L * 0.48)} ${n(-R * 0.05)}L${n(-L * 0.72)} ${n(-R * 0.05)}`, {
      stroke: '#f0d8aa',
      'stroke-width': R * 0.08,
      opacity: 0.7,
    });
    const cob = `M${n(-L / 2)} ${n(-R * 0.8)}C${n(-L * 0.1)} ${n(-R * 1.08)} ${n(L * 0.35)} ${n(-R * 1.0)} ${n(L / 2)} ${n(-R * 0.35)}Q${n(L * 0.56)} 0 ${n(L / 2)} ${n(R * 0.35)}C${n(L * 0.35)} ${n(R * 1.0)} ${n(-L * 0.1)} ${n(R * 1.08)} ${n(-L / 2)} ${n(R * 0.8)}Z`;
    g += path(cob, { fill: shade(kernel, -0.35) });
    // rows of kernels: across the cob they crowd toward the edges, as on a cylinder
    const rows = 7;
    const cols = 17;
    for (let row = 0; row < rows; row++) {
      const t = -1 + (2 * (row + 0.5)) / rows;
      const yy = Math.sin((t * Math.PI) / 2) * R * 0.86;
      const h = Math.cos((t * Math.PI) / 2) * R * 0.3 + R * 0.06;
      for (let c = 0; c < cols; c++) {
        const u = -0.47 + (0.94 * (c + (row % 2) * 0.5)) / cols;
        const taper = 1 - Math.max(0, u - 0.3) * 1.6;
        const xx = u * L;
        const c0 = shade(kernel, (1 - Math.abs(t)) * 0.12 - Math.abs(t) * 0.2 + r.jitter(0, 0.05));
        g += ellipse(xx, yy * taper, (L / cols) * 0.46, h * taper * 0.62, { fill: litFill(defs, c0, 0.35, 0.2) });
      }
    }
    // grill char across the kernels
    for (let k = 0; k < 14; k++)
      g += charSpot(
        defs,
        r.range(-L * 0.42, L * 0.4),
        r.jitter(0, R * 0.6),
        R * r.range(0.18, 0.35),
        r.range(0.7, 1.1),
        0.7,
      );
    if (dressed) {
      // mayonnaise brushed over the top, crumbled cotija, chilli powder
      g += path(
        `M${n(-L * 0.44)} ${n(-R * 0.2)}C${n(-L * 0.1)} ${n(-R * 0.45)} ${n(L * 0.2)} ${n(-R * 0.4)} ${n(L * 0.42)} ${n(-R * 0.15)}`,
        {
          stroke: '#f7f0dc',
          'stroke-width': R * 0.55,
          'stroke-linecap': 'round',
          fill: 'none',
          opacity: 0.55,
        },
      );
      for (let k = 0; k < 26; k++) {
        const cx = r.range(-L * 0.44, L * 0.4);
        const cy = r.range(-R * 0.7, R * 0.45);
        g += path(blob(r, cx, cy, R * r.range(0.09, 0.16), R * r.range(0.07, 0.12), 0.3, 6), {
          fill: litFill(defs, '#fbf8ee', 0.1, 0.2),
          stroke: '#d8d0bc',
          'stroke-width': 0.4,
        });
      }
      for (let k = 0; k < 60; k++)
        g += circle(r.range(-L * 0.44, L * 0.42), r.range(-R * 0.75, R * 0.5), R * r.range(0.025, 0.05), {
          fill: mix('#c0392b', '#8a2a10', r.range(0, 0.5)),
          opacity: 0.85,
        });
    }
    g += glow(defs, -L * 0.1, -R * 0.5, L * 0.35, R * 0.18, 0.4, '#fff6d8');
    out += el(
      'g',
      {
        transform: `translate(${n(x)} ${n(y)}) rotate(${n(angle + r.jitter(0, 4))}) scale(1 ${n(0.8 + squash * 0.2)})`,
      },
      g,
    );
  }
  return out;
}
