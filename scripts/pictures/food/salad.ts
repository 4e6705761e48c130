// Salads: a tumble of leaves with tomatoes, cucumber, onion and cheese; or a chopped salad of dice.
import { family, shade } from '../color';
import { backToFront, leaf, litFill, onArea, scatter, softShadow, speculars } from '../shapes';
import { el, rotate } from '../svg';
import type { Ctx, FoodArea } from '../types';
import { component, componentFor, type Bit } from './components';
import { hintText } from '../hints';
import { cucumberCanapes, isCucumberCanape } from './cucumber';
import { aguachile, isAguachile } from './aguachile';
import { isPuffedRice, puffedRice } from './puffed-rice';
import { isPotatoSalad, potatoSlices } from './potato-slices';

export function salad(ctx: Ctx, area: FoodArea): string {
  const { defs } = ctx;
  if (isCucumberCanape(hintText(ctx))) return cucumberCanapes(ctx, area, hintText(ctx));
  if (isAguachile(hintText(ctx))) return aguachile(ctx, area);
  if (isPuffedRice(hintText(ctx))) return puffedRice(ctx, area);
  if (isPotatoSalad(hintText(ctx))) return potatoSlices(ctx, area);
  const rng = ctx.rng.fork('salad');
  const { main, accents } = ctx.palette;
  const all = [main, ...accents];
  const greens = all.filter((c) => family(c) === 'green');
  const others = all.filter((c) => family(c) !== 'green');
  const leafy =
    family(main) === 'green' || /lettuce|leaf|leaves|green|caesar|rocket|arugula|spinach|kale/.test(hintText(ctx));
  const k = area.deep ? 0.92 : 0.8;
  let out = softShadow(defs, area.cx + 6, area.cy + 8, area.rx * k, area.ry * k, area.deep ? 0.2 : 0.4);
  const bits: Bit[] = [];
  if (leafy) {
    const palette = greens.length ? greens : ['#6f9e3a'];
    for (const p of scatter(rng, 60, 0.1, 0.95)) {
      const q = onArea(area, p, k);
      const color = shade(rng.pick(palette), rng.jitter(0, 0.15));
      const len = area.rx * rng.range(0.28, 0.42);
      const r = rng.fork(`l${bits.length}`);
      bits.push({
        ...q,
        draw: () =>
          leaf(defs, q.x, q.y, len, len * r.range(0.5, 0.75), r.range(0, 360), color, { curl: r.range(-0.6, 0.6) }),
      });
    }
    out += backToFront(bits)
      .map((b) => b.draw())
      .join('');
    bits.length = 0;
  } else {
    // chopped salad: small dice of everything
    for (const p of scatter(rng, 110, 0.07, 0.95)) {
      const q = onArea(area, p, k);
      const color = shade(rng.pick(all), rng.jitter(0, 0.06));
      const s = area.rx * rng.range(0.06, 0.085);
      const a = rng.range(0, 90);
      bits.push({
        ...q,
        draw: () =>
          el('rect', {
            x: q.x - s / 2 + 1.5,
            y: q.y - s / 2 + 2,
            width: s,
            height: s,
            rx: s * 0.2,
            fill: shade(color, -0.35),
            transform: rotate(a, q.x, q.y),
          }) +
          el('rect', {
            x: q.x - s / 2,
            y: q.y - s / 2,
            width: s,
            height: s,
            rx: s * 0.2,
            fill: litFill(defs, color, 0.25, 0.15),
            transform: rotate(a, q.x, q.y),
          }),
      });
    }
    out += backToFront(bits)
      .map((b) => b.draw())
      .join('');
    bits.length = 0;
  }
  // the other ingredients, in little heaps over the top
  const heaps = others.length ? others : accents;
  heaps.slice(0, 4).forEach((color, i) => {
    const a = rng.range(0, Math.PI * 2);
    const d = rng.range(0.2, 0.55);
    const p = onArea(area, { x: Math.cos(a) * d, y: Math.sin(a) * d }, k);
    const kind = componentFor(color, rng.fork(`k${i}`));
    bits.push(
      ...component(
        defs,
        rng.fork(`c${i}`),
        kind === 'greens' ? 'cucumber' : kind,
        p.x,
        p.y,
        area.rx * 0.45,
        color,
        area.tilt,
      ),
    );
  });
  out += backToFront(bits)
    .map((b) => b.draw())
    .join('');
  out += speculars(defs, rng, area, 8, 0.03);
  return out;
}
