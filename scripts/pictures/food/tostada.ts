// Tostadas: flat, crisp fried tortillas lying open, each spread with beans or meat and heaped with
// shredded lettuce, diced tomato, crumbled cheese and crema. Drawn by `tacos` for dishes whose words say
// tostada (a taco is folded; a tostada is not).
import { family, mix, shade } from '../color';
import { backToFront, chunk, litFill, softShadow, squashOf } from '../shapes';
import { blob, el, n, openCurve, path, type Pt } from '../svg';
import { texture } from '../textures';
import type { Ctx, FoodArea } from '../types';
import type { Bit } from './components';
import { charAndBlisters, toastFill } from './browning';

export const isTostada = (words: string) => /tostada/.test(words);

export function tostadas(ctx: Ctx, area: FoodArea, shell: string): string {
  const { defs } = ctx;
  const rng = ctx.rng.fork('tostadas');
  const { main, accents } = ctx.palette;
  const all = [main, ...accents];
  const spread = all.find((c) => ['brown', 'dark'].includes(family(c))) ?? mix(shade(main, -0.3), '#7a3a14', 0.5);
  const greens = all.filter((c) => family(c) === 'green');
  const reds = all.filter((c) => ['red', 'orange', 'pink', 'purple'].includes(family(c)) && c !== main);
  const sq = squashOf(area) * area.tilt + (1 - area.tilt) * 0.2;
  const R = area.rx * 0.5;
  const spots: Pt[] = [
    { x: area.cx - R * 0.55, y: area.cy - R * 0.35 * sq },
    { x: area.cx + R * 0.6, y: area.cy - R * 0.2 * sq },
    { x: area.cx + R * 0.02, y: area.cy + R * 0.55 * sq },
  ];
  let out = '';
  spots.forEach((c, i) => {
    const r = rng.fork(`t${i}`);
    const ry = R * sq;
    out += softShadow(defs, c.x + 6, c.y + 8, R * 1.02, ry * 1.05, 0.5);
    // the crisp tortilla: golden, blistered, its edge a little darker and raised
    const disc = blob(r, c.x, c.y, R, ry, 0.03, 14);
    out += path(disc, { fill: shade(shell, -0.35), transform: 'translate(0 3)' });
    out += path(disc, { fill: toastFill(defs, shell), stroke: shade(shell, -0.35), 'stroke-width': 1 });
    out += charAndBlisters(defs, r, c.x, c.y, R * 0.9, ry * 0.9, 10, shell);
    // the spread, leaving a rim of tortilla
    const layer = blob(r, c.x, c.y, R * 0.8, ry * 0.8, 0.08, 12);
    out += path(layer, { fill: litFill(defs, spread, 0.2, 0.2) });
    out += path(layer, { fill: texture(defs, ctx.tex, 'bump', 0.8), opacity: 0.35 });
    const bits: Bit[] = [];
    // shredded lettuce
    for (let k = 0; k < 22; k++) {
      const a = r.range(0, Math.PI * 2);
      const d = Math.sqrt(r.range(0, 1)) * 0.6;
      const fx = c.x + Math.cos(a) * R * d;
      const fy = c.y + Math.sin(a) * ry * d;
      const g = greens.length ? r.pick(greens) : '#7ab04a';
      const dx = r.jitter(0, R * 0.14);
      const dy = r.jitter(0, R * 0.06);
      bits.push({
        x: fx,
        y: fy,
        draw: () =>
          path(`M${n(fx)} ${n(fy)}l${n(dx)} ${n(dy)}`, {
            stroke: shade(g, r.jitter(0.1, 0.15)),
            'stroke-width': R * 0.05,
            'stroke-linecap': 'round',
          }),
      });
    }
    // diced tomato and crumbled cheese
    for (let k = 0; k < 10; k++) {
      const fx = c.x + r.jitter(0, R * 0.5);
      const fy = c.y + r.jitter(0, ry * 0.5);
      const red = reds.length ? r.pick(reds) : '#d8321f';
      bits.push({
        x: fx,
        y: fy + 2,
        draw: () =>
          el('rect', {
            x: fx - R * 0.05,
            y: fy - R * 0.05,
            width: R * 0.1,
            height: R * 0.1,
            rx: R * 0.02,
            fill: litFill(defs, red, 0.3, 0.2),
          }),
      });
    }
    for (let k = 0; k < 8; k++) {
      const fx = c.x + r.jitter(0, R * 0.5);
      const fy = c.y + r.jitter(0, ry * 0.5);
      bits.push({
        x: fx,
        y: fy + 3,
        draw: () => chunk(defs, r, fx, fy, R * r.range(0.04, 0.06), '#f6f2e6', { gloss: 0.2 }),
      });
    }
    out += backToFront(bits)
      .map((b) => b.draw())
      .join('');
    // a drizzle of crema
    out += path(
      openCurve([
        { x: c.x - R * 0.5, y: c.y - ry * 0.1 },
        { x: c.x - R * 0.15, y: c.y + ry * 0.2 },
        { x: c.x + R * 0.15, y: c.y - ry * 0.15 },
        { x: c.x + R * 0.5, y: c.y + ry * 0.1 },
      ]),
      { stroke: '#fbf6ec', 'stroke-width': R * 0.05, fill: 'none', 'stroke-linecap': 'round', opacity: 0.9 },
    );
  });
  return out;
}
