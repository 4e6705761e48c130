// What floats in a curry or a stew: paneer cubes, chicken, chickpeas, potato, vegetables.
import { family, lightness, mix, shade } from '../color';
import type { Rng } from '../random';
import { backToFront, chunk, glow, litFill, onArea, scatter, softShadow, sphere } from '../shapes';
import { el, n, path, rotate, type Defs } from '../svg';
import type { Ctx, FoodArea } from '../types';
import { charSpot } from './browning';
import { hintText } from '../hints';

export type PieceKind =
  'cube' | 'meat' | 'pulse' | 'potato' | 'veg' | 'ball' | 'prawn' | 'egg' | 'leafy' | 'mushroom' | 'mash';

const HINTS: [RegExp, PieceKind][] = [
  [/bhaji|bharta|mash|keema|kheema|chili|chilli con|bolognese|ragu|pithla|jhunka/, 'mash'],
  [/paneer|tofu|cheese|halloumi/, 'cube'],
  [/chicken|mutton|lamb|beef|pork|goat|meat|keema|turkey|duck|gosht/, 'meat'],
  // soya chunks (meal maker, Nutrela) sit in a curry like pieces of meat
  [/soya chunks?|soy chunks?|meal maker|nutrela/, 'meat'],
  [/chana|chole|chickpea|rajma|bean|lobia|pea|lentil|moong|dal|matar/, 'pulse'],
  [/aloo|potato|sweet potato|yam/, 'potato'],
  [/kofta|meatball|ball/, 'ball'],
  [/prawn|shrimp|jhinga|lobster/, 'prawn'],
  [/egg|anda/, 'egg'],
  [/palak|saag|spinach|methi|kale|greens/, 'leafy'],
  [/mushroom/, 'mushroom'],
  [/fish|salmon|cod|machli|meen/, 'meat'],
];

/** Decide what the lumps in the sauce are, from the slug words, then from the colours. */
export function pieceKinds(ctx: Ctx): PieceKind[] {
  const words = hintText(ctx);
  const found: PieceKind[] = [];
  for (const [re, kind] of HINTS) if (re.test(words) && !found.includes(kind)) found.push(kind);
  if (found.length) return found;
  const fams = ctx.palette.accents.map(family);
  if (fams.includes('white') || fams.includes('cream')) return ['cube', 'veg'];
  return ['veg', 'potato'];
}

interface Piece {
  x: number;
  y: number;
  draw: () => string;
}

function cube(
  defs: Defs,
  rng: Rng,
  x: number,
  y: number,
  s: number,
  color: string,
  sauce: string,
  tilt: number,
): string {
  const a = rng.range(-35, 35);
  const h = s * (0.7 + tilt * 0.3);
  const depth = s * (0.18 + (1 - tilt) * 0.35);
  const face = (dx: number, dy: number, fill: string) =>
    el('rect', {
      x: x - s / 2 + dx,
      y: y - h / 2 + dy,
      width: s,
      height: h,
      rx: s * 0.16,
      fill,
      transform: rotate(a, x, y),
    });
  // the sides of the cube, in shade, then its lit top; browned edges from the pan; sauce clinging below
  let out = face(depth * 0.35, depth, shade(color, -0.3));
  out += face(depth * 0.18, depth * 0.5, shade(color, -0.15));
  out += face(0, 0, litFill(defs, color, 0.18, 0.12));
  // a few golden spots where the cube touched the pan
  for (let i = 0; i < 2; i++) {
    out += charSpot(
      defs,
      x + rng.jitter(0, s * 0.3),
      y + rng.jitter(0, h * 0.3),
      s * rng.range(0.15, 0.25),
      rng.range(0.25, 0.4),
    );
  }
  out += face(
    depth * 0.3,
    depth * 0.8,
    defs.linear(
      [
        { offset: 0.6, color: sauce, opacity: 0 },
        { offset: 1, color: sauce, opacity: 0.75 },
      ],
      0,
      0,
      0.3,
      1,
    ),
  );
  return out + glow(defs, x - s * 0.18, y - h * 0.22, s * 0.25, h * 0.12, 0.55, '#ffffff');
}

function prawn(rng: Rng, x: number, y: number, s: number): string {
  const a = rng.range(0, 360);
  const d = `M${n(-s * 0.6)} 0A${n(s * 0.6)} ${n(s * 0.55)} 0 1 1 ${n(s * 0.2)} ${n(s * 0.5)}`;
  let inner = path(d, { stroke: '#e8744a', 'stroke-width': s * 0.42, fill: 'none', 'stroke-linecap': 'round' });
  inner += path(d, {
    stroke: '#f6b08a',
    'stroke-width': s * 0.16,
    fill: 'none',
    'stroke-linecap': 'round',
    transform: 'translate(-1 -1.5)',
  });
  for (let i = 0; i < 4; i++) {
    const t = -Math.PI + (i / 4) * Math.PI * 1.3;
    inner += path(
      `M${n(Math.cos(t) * s * 0.4)} ${n(Math.sin(t) * s * 0.38)}L${n(Math.cos(t) * s * 0.8)} ${n(Math.sin(t) * s * 0.74)}`,
      {
        stroke: '#c9532a',
        'stroke-width': 1,
        opacity: 0.7,
      },
    );
  }
  return el('g', { transform: `translate(${n(x)} ${n(y)}) rotate(${n(a)})` }, inner);
}

function mushroomSlice(defs: Defs, rng: Rng, x: number, y: number, s: number): string {
  const a = rng.range(0, 360);
  const cap = `M${n(-s * 0.7)} ${n(s * 0.1)}C${n(-s * 0.7)} ${n(-s * 0.8)} ${n(s * 0.7)} ${n(-s * 0.8)} ${n(s * 0.7)} ${n(s * 0.1)}L${n(s * 0.25)} ${n(s * 0.1)}L${n(s * 0.22)} ${n(s * 0.6)}L${n(-s * 0.22)} ${n(s * 0.6)}L${n(-s * 0.25)} ${n(s * 0.1)}Z`;
  return el(
    'g',
    { transform: `translate(${n(x)} ${n(y)}) rotate(${n(a)})` },
    path(cap, { fill: litFill(defs, '#cdb08a', 0.2, 0.3), stroke: '#7a5a3a', 'stroke-width': 1.2 }),
  );
}

/** The colour a piece of each kind should be. */
function pieceColor(ctx: Ctx, rng: Rng, kind: PieceKind): string {
  const acc = ctx.palette.accents;
  const byFam = (fams: string[], fallback: string) => acc.find((c) => fams.includes(family(c))) ?? fallback;
  switch (kind) {
    case 'cube':
      return byFam(['white', 'cream'], '#f4ead2');
    case 'meat': {
      const mainFam = family(ctx.palette.main);
      const base = ['brown', 'dark'].includes(mainFam)
        ? shade(ctx.palette.main, 0.08)
        : byFam(['brown'], byFam(['orange'], '#b0602e'));
      return mix(mix(base, ctx.palette.main, 0.25), '#8a3410', 0.2);
    }
    case 'pulse':
      // green peas (matar) are green when the palette says so; chickpeas, beans and lentils are not
      if (/\b(matar|mattar|mutter|peas?)\b/.test(hintText(ctx)) && acc.some((c) => family(c) === 'green'))
        return byFam(['green'], '#6fa33a');
      return byFam(['brown', 'yellow', 'orange', 'cream'], '#c9964e');
    case 'potato':
      return byFam(['yellow', 'cream'], '#e8c46a');
    case 'ball':
      return shade(byFam(['brown'], '#8a4a22'), 0.05);
    case 'egg':
      return '#fbf8f0';
    case 'leafy':
      return shade(ctx.palette.main, -0.1);
    case 'mushroom':
      return '#cdb08a';
    case 'prawn':
      return '#e8744a';
    case 'mash':
      return shade(ctx.palette.main, 0.1);
    case 'veg': {
      const pool = acc.filter((c) => !['white', 'dark'].includes(family(c)));
      return pool.length ? rng.pick(pool) : rng.pick(['#e07a2e', '#5f9a3a', '#e8c46a']);
    }
  }
}

/**
 * Lumps in a sauce. `coverage` is roughly the share of the surface they hide,
 * `size` their radius relative to the area.
 */
export function piecesInSauce(
  ctx: Ctx,
  area: FoodArea,
  sauce: string,
  kinds: PieceKind[],
  coverage: number,
  size: number,
): string {
  const { defs } = ctx;
  const rng = ctx.rng.fork('pieces');
  const pieces: Piece[] = [];
  if (kinds.length === 1 && kinds[0] === 'mash') {
    // mashed or minced: no big lumps, just a scatter of small bits of everything
    const colors = ctx.palette.accents.filter((c) => !['white'].includes(family(c)));
    const pool = colors.length ? colors : [shade(sauce, 0.2)];
    for (const p of scatter(rng, 70, 0.06, area.deep ? 0.9 : 0.7)) {
      const q = onArea(area, p);
      const r = rng.fork(`m${pieces.length}`);
      pieces.push({
        ...q,
        draw: () =>
          chunk(
            defs,
            r,
            q.x,
            q.y,
            area.rx * r.range(0.018, 0.032),
            shade(r.pick([...pool, shade(sauce, -0.15)]), r.jitter(0, 0.08)),
            { gloss: 0.35, wobble: 0.3, points: 6, edge: 0.2 },
          ),
      });
    }
    return backToFront(pieces)
      .map((p) => p.draw())
      .join('');
  }
  const baseS = area.rx * size;
  const count = Math.max(3, Math.round((coverage / (size * size)) * 0.9));
  const spread = area.deep ? 0.86 : 0.68;
  for (const p of scatter(rng, count, size * 1.5, spread)) {
    const kind = rng.pick(kinds);
    const r = rng.fork(`p${pieces.length}`);
    const q = onArea(area, p);
    const color = pieceColor(ctx, r, kind);
    const s = baseS * r.range(0.75, 1.2);
    switch (kind) {
      case 'cube':
        pieces.push({
          ...q,
          draw: () =>
            softShadow(defs, q.x + s * 0.3, q.y + s * 0.4, s * 1.0, s * 0.8, 0.45) +
            cube(defs, r, q.x, q.y, s * 1.5, color, sauce, area.tilt),
        });
        break;
      case 'pulse': {
        // a little cluster of chickpeas or beans
        const n2 = r.int(2, 4);
        for (let i = 0; i < n2; i++) {
          const x = q.x + r.jitter(0, s * 0.9);
          const y = q.y + r.jitter(0, s * 0.9) * area.tilt;
          const rr = s * r.range(0.38, 0.5);
          const bean = /rajma|bean/.test(hintText(ctx));
          const beanColor = lightness(sauce) < 0.3 ? '#a8402a' : '#7a2a1a';
          pieces.push({
            x,
            y,
            draw: () =>
              bean
                ? el('ellipse', {
                    cx: x,
                    cy: y,
                    rx: rr * 1.4,
                    ry: rr * 0.85,
                    fill: litFill(defs, beanColor, 0.35, 0.3),
                    stroke: shade(beanColor, -0.4),
                    'stroke-width': 0.8,
                    transform: rotate(r.range(0, 180), x, y),
                  }) + glow(defs, x - rr * 0.4, y - rr * 0.3, rr * 0.5, rr * 0.25, 0.7, '#ffffff')
                : sphere(defs, x, y, rr, color, 0.35) +
                  path(`M${n(x - rr * 0.2)} ${n(y - rr * 0.8)}q${n(rr * 0.3)} ${n(rr * 0.6)} 0 ${n(rr * 1.4)}`, {
                    stroke: shade(color, -0.3),
                    fill: 'none',
                    'stroke-width': 0.8,
                    opacity: 0.6,
                  }),
          });
        }
        break;
      }
      case 'ball':
        pieces.push({
          ...q,
          draw: () =>
            softShadow(defs, q.x + s * 0.2, q.y + s * 0.3, s * 1.1, s * 0.8, 0.45) +
            sphere(defs, q.x, q.y, s * 0.95, color, 0.4, 1),
        });
        break;
      case 'prawn':
        pieces.push({ ...q, draw: () => prawn(r, q.x, q.y, s * 1.1) });
        break;
      case 'mushroom':
        pieces.push({ ...q, draw: () => mushroomSlice(defs, r, q.x, q.y, s * 1.1) });
        break;
      case 'egg':
        pieces.push({
          ...q,
          draw: () =>
            softShadow(defs, q.x + 4, q.y + 6, s * 1.5, s * 1.1, 0.4) +
            el('ellipse', {
              cx: q.x,
              cy: q.y,
              rx: s * 1.4,
              ry: s * 1.05 * (0.6 + area.tilt * 0.4),
              fill: litFill(defs, '#fbf8f0', 0.1, 0.15),
            }) +
            el('ellipse', {
              cx: q.x + s * 0.1,
              cy: q.y,
              rx: s * 0.7,
              ry: s * 0.6 * (0.6 + area.tilt * 0.4),
              fill: litFill(defs, '#f0b030', 0.25, 0.2),
            }),
        });
        break;
      case 'leafy':
        pieces.push({
          ...q,
          draw: () =>
            chunk(defs, r, q.x, q.y, s * 0.9, shade(color, r.jitter(0, 0.1)), {
              wobble: 0.4,
              gloss: 0.25,
              squash: 0.5,
            }),
        });
        break;
      default:
        pieces.push({
          ...q,
          draw: () =>
            softShadow(defs, q.x + s * 0.15, q.y + s * 0.25, s * 1.05, s * 0.8, 0.4) +
            chunk(defs, r, q.x, q.y, s, color, {
              sauce,
              gloss: kind === 'meat' ? 0.55 : 0.4,
              wobble: kind === 'meat' ? 0.3 : 0.18,
              points: kind === 'potato' ? 6 : 8,
              squash: r.range(0.65, 0.95) * (0.7 + area.tilt * 0.3),
            }) +
            (kind === 'meat'
              ? charSpot(defs, q.x + s * r.range(0.2, 0.5), q.y - s * r.range(0, 0.3), s * 0.25, 0.6) +
                charSpot(defs, q.x - s * r.range(0.3, 0.5), q.y + r.jitter(0, s * 0.3), s * 0.2, 0.5)
              : ''),
        });
    }
  }
  return backToFront(pieces)
    .map((p) => p.draw())
    .join('');
}
