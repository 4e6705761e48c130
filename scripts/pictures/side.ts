// A little side bowl of chutney, dip or sauce next to the dish.
import { family, mix, shade } from './color';
import { litFill, sheen, speculars, surfaceFill } from './shapes';
import { el, path, blob } from './svg';
import { texture } from './textures';
import type { Ctx, FoodArea } from './types';
import { drawVessel } from './vessels';

/** What usually comes on the side of each style. */
const NAMED_SIDES: [RegExp, string][] = [
  [/coconut|raita|yog(h)?urt|curd|mayo|garlic sauce|tzatziki|sour cream/, '#f1ead8'],
  [/mint|coriander|green|pesto|guac|avocado|cilantro/, '#6f9e3a'],
  [/tamarind|imli|date|soy|hoisin|teriyaki/, '#5a2412'],
  [/sambar|dal|peanut|satay/, '#b8862f'],
  [/tomato|chill?i|ketchup|salsa|red|schezwan|sriracha|harissa/, '#c0361c'],
  [/mango|mustard|cheese/, '#e9a92a'],
];

/** The colour of the dip a garnish names ("coconut chutney"), if it names one. */
export function namedSide(garnish: string | undefined): string | undefined {
  const words = (garnish ?? '').toLowerCase();
  if (!/chutney|\bdip\b|dipping|raita|sambar|salsa|ketchup|soy sauce|chill?i sauce|on the side/.test(words))
    return undefined;
  for (const [re, color] of NAMED_SIDES) if (re.test(words)) return color;
  return '#c0361c';
}

function sideColor(ctx: Ctx): string {
  const { style } = ctx.spec;
  const named = namedSide(ctx.spec.garnish);
  if (named) return named;
  const rng = ctx.rng.fork('side-colour');
  switch (style) {
    case 'dosa':
    case 'idli':
      return rng.pick(['#f1ead8', '#c8552b', '#b8862f', '#8fb04a']); // coconut, tomato, sambar, coriander chutney
    case 'fried-snack':
    case 'skewers':
      return rng.pick(['#5f9a3a', '#a83a22', '#7a3a1a']); // green chutney, ketchup, tamarind
    case 'sushi':
    case 'dumplings':
      return rng.pick(['#3a1f12', '#b3361c']); // soy, chilli oil
    case 'tacos':
    case 'wraps':
      return rng.pick(['#c43b24', '#86a84a', '#f0ead8']); // salsa, guacamole, crema
    case 'flatbread':
    case 'biryani':
      return rng.pick(['#efe9da', '#e5b23a', '#c8552b']); // raita, dal, curry
    default: {
      const accent = ctx.palette.accents.find((c) => family(c) !== 'white' && family(c) !== 'dark');
      return accent ?? ctx.palette.main;
    }
  }
}

function dip(ctx: Ctx, area: FoodArea, color: string): string {
  const rng = ctx.rng.fork('side-food');
  const { defs } = ctx;
  let out = el('ellipse', {
    cx: area.cx,
    cy: area.cy,
    rx: area.rx,
    ry: area.ry,
    fill: surfaceFill(defs, color, 0.18, 0.2),
  });
  const fam = family(color);
  if (fam === 'white' || fam === 'cream') {
    out += el('ellipse', {
      cx: area.cx,
      cy: area.cy,
      rx: area.rx,
      ry: area.ry,
      fill: texture(defs, ctx.tex, 'fine', 0.6),
      opacity: 0.7,
    });
    // a few green flecks (herbs) or a tempering of mustard seeds
    for (let i = 0; i < 9; i++) {
      const a = rng.range(0, Math.PI * 2);
      const r = Math.sqrt(rng.next()) * 0.75;
      out += path(
        blob(rng, area.cx + Math.cos(a) * r * area.rx, area.cy + Math.sin(a) * r * area.ry, 2.2, 1.6, 0.3, 5),
        {
          fill: rng.chance(0.6) ? '#4b7a2c' : '#2a1a10',
        },
      );
    }
  } else {
    out += el('ellipse', {
      cx: area.cx,
      cy: area.cy,
      rx: area.rx,
      ry: area.ry,
      fill: texture(defs, ctx.tex, 'bump', 0.45),
      opacity: 0.6,
    });
    out += sheen(rng, area, mix(color, '#ffaa22', 0.3), 3, 0.3);
  }
  out += speculars(defs, rng, area, 2, 0.12);
  return out;
}

/** A small bowl with a dip in it, centred at (x, y). */
export function sideBowl(ctx: Ctx, x: number, y: number, size: number, tilt: number): string {
  const side = drawVessel({ ...ctx, rng: ctx.rng.fork('side') }, 'bowl', { cx: x, cy: y, size, tilt });
  const color = sideColor(ctx);
  const food = dip(ctx, side.area, color);
  return side.back + (side.clip ? el('g', { 'clip-path': side.clip }, food) : food) + side.front;
}

/** A lemon or lime wedge lying on the table: a useful splash of colour. */
export function citrusWedge(ctx: Ctx, x: number, y: number, size: number, angle: number, lime: boolean): string {
  const { defs } = ctx;
  const peel = lime ? '#5e9a2a' : '#e8c22a';
  const flesh = lime ? '#c8e07a' : '#f7e58a';
  let inner = path(`M${-size} 0A${size} ${size * 0.75} 0 0 0 ${size} 0Z`, { fill: litFill(defs, peel) });
  inner += path(`M${-size * 0.88} 0A${size * 0.88} ${size * 0.6} 0 0 0 ${size * 0.88} 0Z`, {
    fill: shade(flesh, 0.25),
  });
  inner += path(`M${-size * 0.8} 0A${size * 0.8} ${size * 0.52} 0 0 0 ${size * 0.8} 0Z`, { fill: flesh });
  for (let i = 1; i < 5; i++) {
    const a = (i / 5) * Math.PI;
    inner += path(`M0 2L${Math.cos(a) * size * 0.78} ${Math.sin(a) * size * 0.5}`, {
      stroke: shade(flesh, 0.4),
      'stroke-width': 1.2,
    });
  }
  inner += path(`M${-size} 0L${size} 0`, { stroke: shade(flesh, 0.45), 'stroke-width': 2.5 });
  return el('g', { transform: `translate(${x} ${y}) rotate(${angle})` }, inner);
}
