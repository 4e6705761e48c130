// Dishes with a poured surface: curry, dal, soup, stew, porridge, pudding.
import { family, lightness, mix, shade } from '../color';
import { backToFront, chunk, glow, grain, litFill, onArea, scatter, softShadow, speculars, sphere } from '../shapes';
import { blob, circle, el, ellipse, n, path, rotate } from '../svg';
import { texture } from '../textures';
import type { Ctx, FoodArea } from '../types';
import { gloss, liquid, oilRing } from './liquid';
import { pieceKinds, piecesInSauce } from './pieces-in-sauce';
import { hintText } from '../hints';
import { hasTortillaStrips, tortillaStrips } from './tortilla-strips';
import { breadInSauce, isBreadInSauce } from './bread-in-sauce';
import { baati, dalBesideBaati, hasBaati } from './baati';
import { crudites, hasCrudites } from './crudites';
import { isTomatoChaat, tomatoChaat } from './tomato-chaat';

const oilOf = (color: string) => mix(shade(color, 0.05), '#e8520a', 0.45);

export function curry(ctx: Ctx, area: FoodArea): string {
  const { main } = ctx.palette;
  let out = liquid(ctx, area, main, { tex: 'bump', texOpacity: 0.3, texScale: 1.6, mottle: 9 });
  const kinds = pieceKinds(ctx);
  const leafy = kinds.includes('leafy');
  if (!leafy) out += oilRing(ctx, area, oilOf(main), 1);
  out += gloss(ctx, area, 0.25);
  const pieceKindsNoLeaf = kinds.filter((k) => k !== 'leafy');
  const pk = pieceKindsNoLeaf.length ? pieceKindsNoLeaf : ['cube' as const];
  out += piecesInSauce(
    ctx,
    area,
    main,
    pk,
    pk.includes('pulse') ? 0.3 : pk.includes('meat') ? 0.3 : 0.16,
    pk.includes('meat') ? 0.13 : 0.11,
  );
  out += speculars(ctx.defs, ctx.rng.fork('spec'), area, 5, 0.04);
  return out;
}

/** Mustard seeds, cumin, dried chilli and curry leaves in a pool of ghee. */
function tadka(ctx: Ctx, area: FoodArea): string {
  const { defs } = ctx;
  const rng = ctx.rng.fork('tadka');
  const c = onArea(area, { x: rng.jitter(0, 0.15), y: rng.jitter(0, 0.15) });
  const r = area.rx * rng.range(0.4, 0.5);
  let out = path(blob(rng, c.x, c.y, r, r * area.tilt, 0.25, 10), { fill: '#d98a12', opacity: 0.45 });
  out += path(blob(rng, c.x, c.y, r * 0.7, r * 0.7 * area.tilt, 0.3, 9), { fill: '#d9780f', opacity: 0.3 });
  const bits: { x: number; y: number; d: string }[] = [];
  for (const p of scatter(rng, 30, 0.08, 1)) {
    const x = c.x + p.x * r * 0.9;
    const y = c.y + p.y * r * 0.9 * area.tilt;
    const kind = rng.next();
    const s = area.rx * 0.016;
    if (kind < 0.55)
      bits.push({
        x,
        y,
        d:
          circle(x, y, s * rng.range(0.8, 1.1), { fill: '#1e1510' }) +
          circle(x - s * 0.3, y - s * 0.3, s * 0.3, { fill: '#ffffff', opacity: 0.5 }),
      });
    else bits.push({ x, y, d: grain(x, y, s * 3.2, s * 1.1, rng.range(0, 180), '#6a4522') });
  }
  for (let i = 0; i < rng.int(1, 3); i++) {
    const x = c.x + rng.jitter(0, r * 0.6);
    const y = c.y + rng.jitter(0, r * 0.5) * area.tilt;
    const s = area.rx * 0.07;
    bits.push({
      x,
      y,
      d: el('ellipse', {
        cx: x,
        cy: y,
        rx: s,
        ry: s * 0.3,
        fill: litFill(defs, '#8e1a0e', 0.3, 0.3),
        transform: rotate(rng.range(0, 180), x, y),
      }),
    });
  }
  out += backToFront(bits)
    .map((b) => b.d)
    .join('');
  out += glow(defs, c.x - r * 0.3, c.y - r * 0.3 * area.tilt, r * 0.4, r * 0.15, 0.55, '#fff2c0');
  return out;
}

export function dal(ctx: Ctx, area: FoodArea): string {
  if (hasBaati(hintText(ctx))) return dalPool(ctx, dalBesideBaati(area)) + baati(ctx, area);
  if (isTomatoChaat(hintText(ctx))) return tomatoChaat(ctx, area);
  if (hasCrudites(hintText(ctx))) return dalPool(ctx, area) + crudites(ctx, area);
  return dalPool(ctx, area);
}

function dalPool(ctx: Ctx, area: FoodArea): string {
  const { defs } = ctx;
  const { main } = ctx.palette;
  const rng = ctx.rng.fork('dal');
  let out = liquid(ctx, area, main, { tex: 'bump', texOpacity: 0.22, texScale: 1.3, mottle: 10, streaks: 5 });
  // softened lentils at the surface
  const dots = backToFront(scatter(rng, 60, 0.05, 0.92).map((p) => onArea(area, p)));
  for (const d of dots) {
    const s = area.rx * 0.016;
    out += el('ellipse', {
      cx: d.x,
      cy: d.y,
      rx: s,
      ry: s * 0.8 * (0.6 + area.tilt * 0.4),
      fill: rng.chance(0.5) ? shade(main, 0.18) : shade(main, -0.12),
      opacity: 0.8,
    });
  }
  const dark = lightness(main) < 0.35;
  if (dark) {
    // dal makhani: a drizzle of cream and a knob of butter, no tempering
    out += gloss(ctx, area, 0.3);
  } else {
    out += tadka(ctx, area);
    out += oilRing(ctx, area, '#e8a21a', 0.6);
  }
  out += speculars(defs, rng, area, 3, 0.04);
  return out;
}

export function soup(ctx: Ctx, area: FoodArea): string {
  const { defs } = ctx;
  const { main, accents } = ctx.palette;
  const rng = ctx.rng.fork('soup');
  let out = liquid(ctx, area, main, { tex: 'fine', texOpacity: 0.25, texScale: 1.6, mottle: 5 });
  const clear = lightness(main) > 0.5 && family(main) !== 'white' && family(main) !== 'cream' && rng.chance(0.4);
  const chunky =
    /minestrone|veg|vegetable|noodle|chicken|lentil|bean|corn|chowder|ramen|pho|manchow|sweet corn|rasam/.test(
      hintText(ctx),
    );
  if (chunky) {
    const kinds = pieceKinds(ctx).filter((k) => k !== 'leafy');
    out += piecesInSauce(ctx, area, main, kinds.length ? kinds : ['veg'], 0.16, 0.06);
  }
  // tiny beads of oil or butter on top
  for (const p of scatter(rng, clear ? 26 : 10, 0.07, 0.8)) {
    const q = onArea(area, p);
    const r = area.rx * rng.range(0.008, 0.028);
    out += ellipse(q.x, q.y, r, r * (0.6 + area.tilt * 0.4), { fill: mix(main, '#ffd24a', 0.5), opacity: 0.55 });
    out += ellipse(q.x - r * 0.3, q.y - r * 0.3, r * 0.4, r * 0.25, { fill: '#ffffff', opacity: 0.75 });
  }
  const accent = accents.find((c) => !['white', 'cream'].includes(family(c)));
  if (accent && rng.chance(0.5)) {
    for (const p of scatter(rng, 14, 0.1, 0.6)) {
      const q = onArea(area, p);
      out += circle(q.x, q.y, area.rx * 0.012, { fill: accent, opacity: 0.8 });
    }
  }
  out += gloss(ctx, area, 0.3);
  out += speculars(defs, rng, area, 3, 0.05);
  if (hasTortillaStrips(hintText(ctx))) out += tortillaStrips(ctx, area);
  return out;
}

export function stew(ctx: Ctx, area: FoodArea): string {
  const { main } = ctx.palette;
  let out = liquid(ctx, area, shade(main, -0.05), { tex: 'bump', texOpacity: 0.4, texScale: 1.2, mottle: 10 });
  out += gloss(ctx, area, 0.2);
  const kinds = pieceKinds(ctx).filter((k) => k !== 'leafy');
  const base = kinds.length ? kinds : ['meat' as const];
  const mix2 = [...new Set([...base, 'veg' as const, 'potato' as const])];
  out += piecesInSauce(ctx, area, main, mix2, 0.6, 0.13);
  out += speculars(ctx.defs, ctx.rng.fork('spec'), area, 4, 0.04);
  return out;
}

/** Toppings arranged in little rows or clusters: fruit slices, berries, nuts. */
function toppings(ctx: Ctx, area: FoodArea): string {
  const { defs } = ctx;
  const rng = ctx.rng.fork('toppings');
  const words = hintText(ctx);
  let out = '';
  const items: { x: number; y: number; d: string }[] = [];
  const s = area.rx * 0.15;
  const cluster = (cx: number, cy: number, count: number, make: (x: number, y: number, i: number) => string) => {
    for (let i = 0; i < count; i++) {
      const x = cx + rng.jitter(0, s * 1.3);
      const y = cy + rng.jitter(0, s * 1.3) * area.tilt;
      items.push({ x, y, d: make(x, y, i) });
    }
  };
  const spots = rng.shuffle([
    { x: -0.35, y: -0.3 },
    { x: 0.35, y: -0.25 },
    { x: 0.3, y: 0.35 },
    { x: -0.3, y: 0.35 },
  ]);
  let spot = 0;
  const next = () => onArea(area, spots[spot++ % spots.length] ?? { x: 0, y: 0 });
  if (/banana/.test(words)) {
    const c = next();
    cluster(
      c.x,
      c.y,
      4,
      (x, y) =>
        ellipse(x, y, s * 0.8, s * 0.8 * (0.6 + area.tilt * 0.4), {
          fill: litFill(defs, '#f4e6b0', 0.15, 0.15),
          stroke: '#d9c58a',
          'stroke-width': 1,
        }) + ellipse(x, y, s * 0.25, s * 0.25 * area.tilt, { fill: '#c9b070', opacity: 0.5 }),
    );
  }
  for (const accent of ctx.palette.accents) {
    const fam = family(accent);
    const c = next();
    if (fam === 'red' || fam === 'purple' || fam === 'blue' || fam === 'pink') {
      cluster(c.x, c.y, 6, (x, y) => sphere(defs, x, y, s * 0.42, accent, 0.7));
    } else if (fam === 'brown' || fam === 'orange') {
      cluster(c.x, c.y, 6, (x, y) => chunk(defs, rng, x, y, s * 0.45, accent, { gloss: 0.3, wobble: 0.3 }));
    } else if (fam === 'yellow' || fam === 'green') {
      cluster(c.x, c.y, 5, (x, y) => chunk(defs, rng, x, y, s * 0.5, accent, { gloss: 0.5, wobble: 0.15, points: 5 }));
    }
  }
  out += backToFront(items)
    .map((i) => i.d)
    .join('');
  return out;
}

export function porridge(ctx: Ctx, area: FoodArea): string {
  const { defs } = ctx;
  const { main } = ctx.palette;
  const rng = ctx.rng.fork('porridge');
  let out = liquid(ctx, area, main, { tex: 'bump', texOpacity: 0.35, texScale: 0.9, mottle: 8 });
  // oat flakes
  for (const p of backToFront(scatter(rng, 110, 0.05, 0.95).map((q) => onArea(area, q)))) {
    const s = area.rx * rng.range(0.02, 0.035);
    out += path(blob(rng, p.x, p.y, s, s * 0.7 * (0.6 + area.tilt * 0.4), 0.35, 6), {
      fill: shade(main, rng.range(-0.12, 0.15)),
      stroke: shade(main, -0.2),
      'stroke-width': 0.5,
      opacity: 0.85,
    });
  }
  out += toppings(ctx, area);
  out += speculars(defs, rng, area, 2, 0.04);
  return out;
}

export function pudding(ctx: Ctx, area: FoodArea): string {
  const { defs } = ctx;
  const { main } = ctx.palette;
  const rng = ctx.rng.fork('pudding');
  if (isBreadInSauce(hintText(ctx))) return breadInSauce(ctx, area);
  if (!area.deep) {
    return /flan|panna|caramel|custard|jelly|mousse|pudding|creme|crème|bread pudding/.test(hintText(ctx))
      ? moulded(ctx, area)
      : heapedSweet(ctx, area);
  }
  let out = liquid(ctx, area, main, { tex: 'bump', texOpacity: 0.18, texScale: 1.2, mottle: 8, streaks: 5 });
  // milk that cooked down turns golden at the edge
  out += ellipse(area.cx, area.cy, area.rx * 0.96, area.ry * 0.96, {
    fill: 'none',
    stroke: mix(main, '#c8902a', 0.45),
    'stroke-width': area.rx * 0.07,
    opacity: 0.35,
  });
  const words = hintText(ctx);
  if (/kheer|payasam|rice|sago|sabudana|vermicelli|seviyan|semiya|tapioca/.test(words)) {
    const vermicelli = /vermicelli|seviyan|semiya/.test(words);
    for (const p of backToFront(scatter(rng, vermicelli ? 70 : 120, 0.03, 0.92).map((q) => onArea(area, q)))) {
      const len = area.rx * (vermicelli ? 0.12 : 0.045);
      out += grain(p.x, p.y, len, area.rx * 0.022, rng.range(0, 180), shade(main, rng.pick([0.12, 0.25])), {
        stroke: shade(main, -0.18),
        'stroke-width': 0.6,
      });
    }
  }
  out += gloss(ctx, area, 0.4);
  out += speculars(defs, rng, area, 3, 0.05);
  return out;
}

/** A soft heap of a cooked sweet (halwa, kesari, sheera), glistening with ghee. */
function heapedSweet(ctx: Ctx, area: FoodArea): string {
  const { defs } = ctx;
  const { main } = ctx.palette;
  const rng = ctx.rng.fork('halwa');
  const r = area.rx * 0.72;
  const rise = r * 0.35 * area.lift;
  const cx = area.cx;
  const cy = area.cy - rise * 0.4;
  const d = blob(rng, cx, cy, r, r * area.tilt + rise * 0.5, 0.1, 12);
  let out = softShadow(defs, cx + 8, cy + 10, r * 1.05, (r * area.tilt + rise * 0.5) * 1.02, 0.45);
  out += path(d, { fill: litFill(defs, main, 0.25, 0.3) });
  out += path(d, { fill: texture(defs, ctx.tex, 'bump', 0.5), 'fill-opacity': 0.45 });
  // strands and grains of the cooked sweet
  for (const p of backToFront(
    scatter(rng, 90, 0.05, 0.95).map((q) => ({
      x: cx + q.x * r * 0.95,
      y: cy + q.y * (r * area.tilt + rise * 0.5) * 0.95,
    })),
  )) {
    out += grain(
      p.x,
      p.y,
      r * rng.range(0.06, 0.12),
      r * 0.025,
      rng.range(0, 180),
      shade(main, rng.pick([-0.15, 0.1, 0.2])),
      { opacity: 0.8 },
    );
  }
  out += glow(defs, cx - r * 0.3, cy - r * 0.3 * area.tilt, r * 0.35, r * 0.15, 0.5, '#fff2c0');
  out += speculars(defs, rng, { ...area, cx, cy, rx: r, ry: r * area.tilt }, 5, 0.04);
  return out;
}

/** A turned-out pudding (flan, panna cotta) on a plate, with its sauce pooling around it. */
function moulded(ctx: Ctx, area: FoodArea): string {
  const { defs } = ctx;
  const { main, accents } = ctx.palette;
  const rng = ctx.rng.fork('flan');
  const sauce = accents.find((c) => family(c) !== 'white') ?? shade(main, -0.35);
  const r = area.rx * 0.52;
  const h = r * 0.55 * area.lift + r * 0.08;
  const cx = area.cx;
  const cy = area.cy + h * 0.35;
  let out = path(blob(rng, cx, cy + r * 0.05 * area.tilt, r * 1.45, r * 1.45 * area.tilt, 0.12, 12), {
    fill: litFill(defs, sauce, 0.2, 0.2),
    opacity: 0.95,
  });
  out += softShadow(defs, cx + 6, cy + 6, r * 1.05, r * area.tilt * 1.05, 0.45);
  if (h > 2) {
    out += path(
      `M${n(cx - r)} ${n(cy)}L${n(cx - r * 0.92)} ${n(cy - h)}L${n(cx + r * 0.92)} ${n(cy - h)}L${n(cx + r)} ${n(cy)}A${n(r)} ${n(r * area.tilt)} 0 0 1 ${n(cx - r)} ${n(cy)}Z`,
      {
        fill: defs.linear(
          [
            { offset: 0, color: shade(main, -0.1) },
            { offset: 0.3, color: shade(main, 0.2) },
            { offset: 1, color: shade(main, -0.3) },
          ],
          0,
          0,
          1,
          0,
        ),
      },
    );
  }
  out += ellipse(cx, cy - h, r * 0.92, r * 0.92 * area.tilt, { fill: litFill(defs, mix(main, sauce, 0.6), 0.25, 0.2) });
  out += glow(defs, cx - r * 0.35, cy - h - r * 0.3 * area.tilt, r * 0.35, r * 0.12, 0.6, '#ffffff');
  out += path(
    `M${n(cx - r * 0.7)} ${n(cy - h + r * 0.6 * area.tilt)}q${n(r * 0.05)} ${n(h * 0.4 + 8)} 0 ${n(h * 0.6 + 10)}`,
    { stroke: sauce, 'stroke-width': 5, 'stroke-linecap': 'round', fill: 'none', opacity: 0.85 },
  );
  return out;
}
