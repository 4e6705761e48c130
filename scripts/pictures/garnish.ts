// Garnish: read the recipe's garnish words and scatter the matching bits over the food.
import { shade } from './color';
import type { Rng } from './random';
import { backToFront, glow, herbSprig, leaf, litFill, onArea, scatter, sphere } from './shapes';
import { blob, circle, ellipse, el, n, openCurve, path, rotate, type Defs, type Pt } from './svg';
import type { Ctx, FoodArea } from './types';

export const GARNISH_KINDS = [
  'herb',
  'basil',
  'mint',
  'curry-leaf',
  'spring-onion',
  'sesame',
  'black-seeds',
  'chilli-flakes',
  'red-chilli',
  'green-chilli',
  'lime',
  'lemon',
  'cream',
  'cheese',
  'cashew',
  'almond',
  'pistachio',
  'peanut',
  'walnut',
  'pomegranate',
  'fried-onion',
  'red-onion',
  'pepper',
  'sugar',
  'drizzle',
  'chocolate',
  'berries',
  'coconut',
  'saffron',
  'butter',
  'sev',
  'egg',
  'tomato',
  'olive',
  'spice-dust',
  'crouton',
  'petals',
  'seeds',
  'ginger',
  'dried-chilli',
  'side',
  'sprig',
] as const;
export type GarnishKind = (typeof GARNISH_KINDS)[number];

/** Keywords, in order of precedence: the first match in a phrase wins for that phrase. */
const WORDS: [RegExp, GarnishKind][] = [
  [/chutney|\bdip\b|dipping|raita|sambar|salsa|ketchup|soy sauce|chilli sauce|chili sauce|on the side/, 'side'],
  [/dried (red )?chill?i|whole (red )?chill?i|red chill?ies/, 'dried-chilli'],
  [/curry lea/, 'curry-leaf'],
  [/basil/, 'basil'],
  [/rosemary|thyme|oregano sprig/, 'sprig'],
  [/mint|pudina/, 'mint'],
  [/spring onion|scallion|green onion|chive/, 'spring-onion'],
  [/coriander|cilantro|parsley|dill|dhania|herb|micro ?green|fenugreek|methi/, 'herb'],
  [/black sesame|nigella|kalonji|poppy|chia|mustard seed/, 'black-seeds'],
  [/sesame/, 'sesame'],
  [/chill?i flake|chill?i oil|pepper flake|gochugaru|aleppo/, 'chilli-flakes'],
  [/green chill?i/, 'green-chilli'],
  [/chill?i|jalape|chipotle/, 'red-chilli'],
  [/lime/, 'lime'],
  [/lemon/, 'lemon'],
  [/ginger/, 'ginger'],
  [/cream|yog(h)?urt|curd|raita|malai|crema|sour cream|mayo|tahini/, 'cream'],
  [/parmesan|cheese|feta|paneer|mozzarella|pecorino|cheddar/, 'cheese'],
  [/cashew/, 'cashew'],
  [/almond/, 'almond'],
  [/pistachio/, 'pistachio'],
  [/peanut|groundnut/, 'peanut'],
  [/walnut|pecan|hazelnut|nut/, 'walnut'],
  [/pomegranate|anar/, 'pomegranate'],
  [/fried onion|crispy onion|birista|shallot/, 'fried-onion'],
  [/onion/, 'red-onion'],
  [/black pepper|pepper/, 'pepper'],
  [/powdered sugar|icing|sugar|dusting/, 'sugar'],
  [/syrup|honey|caramel|jaggery|drizzle|glaze|sauce|chutney|ketchup|tamarind/, 'drizzle'],
  [/chocolate|cocoa|cacao/, 'chocolate'],
  [/berr|cherr|grape/, 'berries'],
  [/coconut/, 'coconut'],
  [/saffron|kesar/, 'saffron'],
  [/butter|ghee/, 'butter'],
  [/sev|bhujia|boondi|crispy noodle/, 'sev'],
  [/egg/, 'egg'],
  [/tomato/, 'tomato'],
  [/olive/, 'olive'],
  [/paprika|masala|cumin|sumac|za.?atar|cinnamon|cardamom|spice|turmeric|nutmeg/, 'spice-dust'],
  [/crouton|bread ?crumb|panko/, 'crouton'],
  [/rose|petal|flower/, 'petals'],
  [/seed/, 'seeds'],
];

export function parseGarnish(text: string | undefined): GarnishKind[] {
  if (!text) return [];
  const out: GarnishKind[] = [];
  for (const phrase of text.toLowerCase().split(/,|\band\b|&|\bwith\b|\+|;/)) {
    for (const [re, kind] of WORDS) {
      if (re.test(phrase)) {
        if (!out.includes(kind)) out.push(kind);
        break;
      }
    }
  }
  return out;
}

const HERB_GREEN = '#4f8a2b';

interface Bit {
  p: Pt;
  draw: () => string;
}

/** One garnish piece centred at (x, y); `s` is the unit size (about a coriander leaf). */
function piece(defs: Defs, rng: Rng, kind: GarnishKind, x: number, y: number, s: number, tilt: number): string {
  const a = rng.range(0, 360);
  switch (kind) {
    case 'herb':
      return herbSprig(defs, rng, x, y, s * 0.55, rng.pick([HERB_GREEN, '#5c9a33', '#437a25']));
    case 'basil':
      return leaf(defs, x, y, s * 2.1, s * 1.3, a, rng.pick(['#3d7a28', '#4a8a2e']), { curl: rng.range(-0.3, 0.3) });
    case 'mint':
      return leaf(defs, x, y, s * 1.5, s * 1.0, a, rng.pick(['#5a9e3a', '#4c8f33']), { curl: rng.range(-0.4, 0.4) });
    case 'curry-leaf':
      return leaf(defs, x, y, s * 1.7, s * 0.7, a, rng.pick(['#2f5e1f', '#3a6b24', '#24501a']));
    case 'spring-onion': {
      const r = s * rng.range(0.28, 0.4);
      return (
        ellipse(x, y, r, r * (0.6 + tilt * 0.4), {
          fill: 'none',
          stroke: rng.pick(['#6aa84f', '#86bf5e', '#dfe9c8']),
          'stroke-width': r * 0.45,
        }) + ellipse(x - r * 0.2, y - r * 0.2, r * 0.4, r * 0.2, { fill: '#ffffff', opacity: 0.4 })
      );
    }
    case 'sesame':
      return ellipse(x, y, s * 0.17, s * 0.09, {
        fill: rng.pick(['#f1e4c2', '#e8d5a8', '#f6edd5']),
        transform: rotate(a, x, y),
        stroke: '#a88a55',
        'stroke-width': 0.4,
      });
    case 'black-seeds':
    case 'seeds':
      return ellipse(x, y, s * 0.12, s * 0.09, {
        fill: kind === 'seeds' ? rng.pick(['#6b5a3a', '#7a8a4a', '#3a3020']) : '#1e1a16',
        transform: rotate(a, x, y),
      });
    case 'chilli-flakes':
    case 'spice-dust':
    case 'pepper':
      return path(blob(rng, x, y, s * (kind === 'pepper' ? 0.08 : 0.14), s * 0.09, 0.4, 5), {
        fill:
          kind === 'pepper'
            ? '#1f1a16'
            : kind === 'chilli-flakes'
              ? rng.pick(['#b3241a', '#8e1c12', '#d14a1f'])
              : rng.pick(['#a8441c', '#8a4a22', '#b8652a']),
        opacity: 0.9,
      });
    case 'red-chilli':
    case 'green-chilli': {
      const c = kind === 'red-chilli' ? '#c0281b' : '#3f8f2a';
      const r = s * 0.32;
      return (
        ellipse(x, y, r, r * (0.55 + tilt * 0.45), { fill: litFill(defs, c, 0.3, 0.3) }) +
        ellipse(x, y, r * 0.55, r * 0.55 * (0.55 + tilt * 0.45), { fill: shade(c, 0.45) }) +
        circle(x + r * 0.15, y, r * 0.1, { fill: '#f3e0a0' })
      );
    }
    case 'cheese':
      return path(`M${n(x)} ${n(y)}l${n(s * 0.6)} ${n(s * 0.12)}`, {
        stroke: rng.pick(['#f6e7a8', '#fbf1c9', '#f2dc86']),
        'stroke-width': s * 0.16,
        'stroke-linecap': 'round',
        transform: rotate(a, x, y),
      });
    case 'cashew':
      return path(`M${n(x - s * 0.35)} ${n(y)}a${n(s * 0.4)} ${n(s * 0.35)} 0 1 0 ${n(s * 0.7)} 0`, {
        stroke: '#e8c88c',
        'stroke-width': s * 0.3,
        fill: 'none',
        'stroke-linecap': 'round',
        transform: rotate(a, x, y),
      });
    case 'almond':
      return ellipse(x, y, s * 0.32, s * 0.1, {
        fill: rng.pick(['#f2e2c0', '#e9d3a8']),
        stroke: '#c49a62',
        'stroke-width': 0.5,
        transform: rotate(a, x, y),
      });
    case 'pistachio':
      return ellipse(x, y, s * 0.22, s * 0.1, {
        fill: rng.pick(['#9cbf4a', '#b8cf6a', '#7fa33a']),
        transform: rotate(a, x, y),
      });
    case 'peanut':
      return ellipse(x, y, s * 0.2, s * 0.14, { fill: litFill(defs, '#c98f4e'), transform: rotate(a, x, y) });
    case 'walnut':
      return path(blob(rng, x, y, s * 0.3, s * 0.22, 0.35, 7), {
        fill: litFill(defs, '#9a6434'),
        stroke: '#5e3a1c',
        'stroke-width': 0.6,
      });
    case 'pomegranate':
      return sphere(defs, x, y, s * 0.14, rng.pick(['#b3122e', '#c8193a', '#9e0f26']), 0.8);
    case 'berries':
      return sphere(defs, x, y, s * 0.42, rng.pick(['#3a2a6a', '#b3122e', '#5a1530']), 0.7);
    case 'fried-onion': {
      const pts: Pt[] = [];
      for (let i = 0; i < 4; i++) pts.push({ x: x + rng.jitter(0, s * 0.5), y: y + rng.jitter(0, s * 0.35) });
      return path(openCurve(pts), {
        stroke: rng.pick(['#8a4a1c', '#a35e26', '#6e3814']),
        'stroke-width': s * 0.12,
        fill: 'none',
        'stroke-linecap': 'round',
      });
    }
    case 'red-onion': {
      const r = s * rng.range(0.4, 0.6);
      return (
        path(`M${n(x - r)} ${n(y)}a${n(r)} ${n(r * tilt)} 0 0 1 ${n(r * 2)} 0`, {
          stroke: '#9a3a7a',
          'stroke-width': s * 0.12,
          fill: 'none',
          transform: rotate(a, x, y),
        }) +
        path(`M${n(x - r * 0.85)} ${n(y)}a${n(r * 0.85)} ${n(r * 0.85 * tilt)} 0 0 1 ${n(r * 1.7)} 0`, {
          stroke: '#efe0ea',
          'stroke-width': s * 0.06,
          fill: 'none',
          transform: rotate(a, x, y),
        })
      );
    }
    case 'sugar':
      return circle(x, y, s * rng.range(0.03, 0.07), { fill: '#ffffff', opacity: rng.range(0.5, 0.9) });
    case 'chocolate':
      return path(blob(rng, x, y, s * 0.25, s * 0.08, 0.3, 6, rng.range(0, 3)), {
        fill: rng.pick(['#3b2014', '#4e2a18', '#2a160c']),
      });
    case 'coconut':
      return path(blob(rng, x, y, s * 0.3, s * 0.1, 0.3, 6, rng.range(0, 3)), {
        fill: '#fbf7ee',
        stroke: '#d8cbb0',
        'stroke-width': 0.4,
      });
    case 'saffron':
      return path(`M${n(x)} ${n(y)}q${n(s * 0.2)} ${n(s * 0.1)} ${n(s * 0.45)} ${n(-s * 0.05)}`, {
        stroke: rng.pick(['#d8431a', '#e0601f', '#c1320f']),
        'stroke-width': s * 0.05,
        fill: 'none',
        transform: rotate(a, x, y),
      });
    case 'sev':
      return path(`M${n(x)} ${n(y)}q${n(s * 0.15)} ${n(s * 0.1)} ${n(s * 0.35)} 0`, {
        stroke: rng.pick(['#e8b23a', '#d99a2a', '#f0c24a']),
        'stroke-width': s * 0.08,
        fill: 'none',
        'stroke-linecap': 'round',
        transform: rotate(a, x, y),
      });
    case 'tomato':
      return path(blob(rng, x, y, s * 0.22, s * 0.18, 0.2, 5), { fill: litFill(defs, '#d0321f') });
    case 'olive': {
      const r = s * 0.3;
      return (
        ellipse(x, y, r, r * 0.8, { fill: '#2a2420', stroke: '#4a403a', 'stroke-width': 0.8 }) +
        ellipse(x, y, r * 0.4, r * 0.32, { fill: '#5a4a3a' })
      );
    }
    case 'crouton':
      return path(blob(rng, x, y, s * 0.3, s * 0.28, 0.15, 4, rng.range(0, 3)), {
        fill: litFill(defs, '#d49a4a'),
        stroke: '#9a6428',
        'stroke-width': 0.6,
      });
    case 'petals':
      return leaf(defs, x, y, s * 0.8, s * 0.5, a, rng.pick(['#e8a0b0', '#d9707f', '#f2c4c8']), { vein: false });
    case 'ginger':
      return path(`M${n(x)} ${n(y)}l${n(s * 0.5)} 0`, {
        stroke: '#e8cf8a',
        'stroke-width': s * 0.08,
        transform: rotate(a, x, y),
        'stroke-linecap': 'round',
      });
    case 'dried-chilli': {
      const len = s * 1.6;
      return (
        el('ellipse', {
          cx: x,
          cy: y,
          rx: len / 2,
          ry: len * 0.16,
          fill: litFill(defs, '#9a1a0e', 0.35, 0.35),
          transform: rotate(a, x, y),
        }) +
        path(`M${n(x + len / 2)} ${n(y)}l${n(s * 0.25)} ${n(-s * 0.1)}`, {
          stroke: '#5a6a2a',
          'stroke-width': s * 0.1,
          transform: rotate(a, x, y),
          'stroke-linecap': 'round',
        })
      );
    }
    case 'sprig': {
      const len = s * 2.6;
      let g = path(`M0 0L${n(len)} 0`, { stroke: '#6a6238', 'stroke-width': 1.4 });
      for (let i = 1; i < 12; i++) {
        const t = (i / 12) * len;
        for (const side of [-1, 1]) {
          g += el('ellipse', {
            cx: t + 2,
            cy: side * len * 0.045,
            rx: len * 0.07,
            ry: len * 0.014,
            fill: rng.pick(['#3f6a3a', '#4a7a44', '#355e32']),
            transform: `rotate(${side * 35} ${n(t)} 0)`,
          });
        }
      }
      return el('g', { transform: `translate(${n(x)} ${n(y)}) rotate(${n(a)})` }, g);
    }
    case 'side':
    case 'butter':
    case 'cream':
    case 'drizzle':
    case 'egg':
    case 'lime':
    case 'lemon':
      return '';
  }
}

/** How many pieces of each garnish to scatter over an area of radius 200 px. */
const COUNT: Partial<Record<GarnishKind, number>> = {
  herb: 12,
  basil: 4,
  mint: 6,
  'curry-leaf': 6,
  'spring-onion': 22,
  sesame: 55,
  'black-seeds': 45,
  seeds: 30,
  'chilli-flakes': 40,
  'spice-dust': 45,
  pepper: 60,
  'red-chilli': 8,
  'green-chilli': 7,
  cheese: 40,
  cashew: 8,
  almond: 14,
  pistachio: 20,
  peanut: 16,
  walnut: 9,
  pomegranate: 26,
  berries: 9,
  'fried-onion': 22,
  'red-onion': 8,
  'dried-chilli': 3,
  sugar: 160,
  chocolate: 24,
  coconut: 26,
  saffron: 14,
  sev: 70,
  tomato: 12,
  olive: 8,
  crouton: 9,
  petals: 10,
  ginger: 14,
  sprig: 3,
};

/** A swirl of cream, yoghurt or sauce over the top. */
function swirl(rng: Rng, area: FoodArea, color: string, width: number): string {
  const pts: Pt[] = [];
  const turns = rng.range(1.2, 2);
  const r0 = rng.range(0.35, 0.55);
  const phase = rng.range(0, Math.PI * 2);
  const ox = rng.jitter(0, 0.12);
  const oy = rng.jitter(0, 0.12);
  for (let i = 0; i <= 28; i++) {
    const t = i / 28;
    const a = phase + t * turns * Math.PI * 2;
    const r = r0 * (1 - t * 0.8);
    pts.push(onArea(area, { x: ox + Math.cos(a) * r, y: oy + Math.sin(a) * r }));
  }
  const d = openCurve(pts);
  return (
    path(d, { stroke: color, 'stroke-width': width * 2.2, fill: 'none', 'stroke-linecap': 'round', opacity: 0.18 }) +
    path(d, {
      stroke: shade(color, -0.25),
      'stroke-width': width * 1.1,
      fill: 'none',
      'stroke-linecap': 'round',
      opacity: 0.3,
      transform: 'translate(1 1.5)',
    }) +
    path(d, { stroke: color, 'stroke-width': width, fill: 'none', 'stroke-linecap': 'round', opacity: 0.88 }) +
    path(d, {
      stroke: '#ffffff',
      'stroke-width': width * 0.3,
      fill: 'none',
      'stroke-linecap': 'round',
      opacity: 0.55,
      transform: `translate(${n(-width * 0.2)} ${n(-width * 0.25)})`,
    })
  );
}

const drizzleColor = (garnish: string | undefined): string => {
  const g = (garnish ?? '').toLowerCase();
  if (/chocolate|cocoa/.test(g)) return '#3b1c0e';
  if (/tamarind|imli|date/.test(g)) return '#5a2010';
  if (/green|mint|coriander/.test(g)) return '#4f8a2b';
  if (/yog|curd|cream|tahini|mayo/.test(g)) return '#f4eee0';
  if (/ketchup|chill?i|sriracha|red/.test(g)) return '#b3261e';
  return '#c07818';
};

/** A thin drizzle of syrup or sauce, trailed loosely back and forth across the top. */
function zigzag(rng: Rng, area: FoodArea, color: string, width: number): string {
  const pts: Pt[] = [];
  const passes = rng.int(3, 5);
  const tilt = rng.range(-0.5, 0.5);
  for (let i = 0; i <= passes * 4; i++) {
    const t = i / (passes * 4);
    const along = -0.65 + t * 1.3;
    const across =
      Math.sin(t * passes * Math.PI * 2 + rng.jitter(0, 0.3)) * 0.45 * Math.sqrt(Math.max(0, 1 - along * along));
    const x = along * Math.cos(tilt) - across * Math.sin(tilt);
    const y = along * Math.sin(tilt) + across * Math.cos(tilt);
    pts.push(onArea(area, { x: x + rng.jitter(0, 0.03), y: y + rng.jitter(0, 0.03) }));
  }
  const d = openCurve(pts);
  return (
    path(d, {
      stroke: shade(color, -0.3),
      'stroke-width': width * 1.3,
      fill: 'none',
      'stroke-linecap': 'round',
      opacity: 0.35,
      transform: 'translate(1 1.5)',
    }) +
    path(d, { stroke: color, 'stroke-width': width, fill: 'none', 'stroke-linecap': 'round', opacity: 0.92 }) +
    path(d, {
      stroke: '#ffffff',
      'stroke-width': width * 0.3,
      fill: 'none',
      opacity: 0.45,
      transform: 'translate(-0.8 -0.8)',
    })
  );
}

function butterPat(defs: Defs, rng: Rng, area: FoodArea): string {
  const p = onArea(area, { x: rng.jitter(0, 0.2), y: rng.jitter(0, 0.2) });
  const s = area.rx * 0.13;
  return (
    path(blob(rng, p.x, p.y + s * 0.2, s * 1.5, s * 1.1 * area.tilt, 0.3, 9), { fill: '#f3c84a', opacity: 0.55 }) +
    el('rect', {
      x: p.x - s / 2,
      y: p.y - (s / 2) * area.tilt,
      width: s,
      height: s * area.tilt,
      rx: s * 0.15,
      fill: litFill(defs, '#fbe7a0', 0.2, 0.15),
      transform: rotate(rng.range(0, 40), p.x, p.y),
    }) +
    glow(defs, p.x - s * 0.2, p.y - s * 0.2, s * 0.3, s * 0.15, 0.7, '#ffffff')
  );
}

function eggHalf(defs: Defs, x: number, y: number, s: number, tilt: number): string {
  return (
    ellipse(x, y, s, s * 0.75 * (0.6 + tilt * 0.4), {
      fill: litFill(defs, '#fbf8f0', 0.1, 0.15),
      stroke: '#d8d0c0',
      'stroke-width': 0.8,
    }) +
    ellipse(x + s * 0.05, y + s * 0.03, s * 0.48, s * 0.4 * (0.6 + tilt * 0.4), {
      fill: litFill(defs, '#f2b42a', 0.25, 0.2),
    })
  );
}

export function citrusSlice(
  defs: Defs,
  x: number,
  y: number,
  r: number,
  tilt: number,
  lime: boolean,
  angle = 0,
): string {
  const peel = lime ? '#5e9a2a' : '#e8c22a';
  const flesh = lime ? '#c9df7c' : '#f8e58c';
  const ry = r * (0.45 + tilt * 0.55);
  let out =
    ellipse(x, y, r, ry, { fill: peel }) +
    ellipse(x, y, r * 0.9, ry * 0.9, { fill: '#f6f2dc' }) +
    ellipse(x, y, r * 0.82, ry * 0.82, { fill: flesh });
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    out += path(`M${n(x)} ${n(y)}L${n(x + Math.cos(a) * r * 0.82)} ${n(y + Math.sin(a) * ry * 0.82)}`, {
      stroke: '#fffbe8',
      'stroke-width': 1.2,
      opacity: 0.8,
    });
  }
  out += glow(defs, x - r * 0.3, y - ry * 0.3, r * 0.4, ry * 0.3, 0.5, '#ffffff');
  return el('g', { transform: rotate(angle, x, y) }, out);
}

export interface GarnishOpts {
  /** how far out from the centre garnish may go, as a share of the area */
  spread?: number;
  /** multiplies the number of pieces */
  density?: number;
  /** colour for drizzles / swirls when the garnish doesn't say */
  sauce?: string;
  /** multiplies the size of the pieces */
  scale?: number;
}

/** Scatter the recipe's garnish over a food area. */
export function drawGarnish(ctx: Ctx, area: FoodArea, kinds: GarnishKind[], opts: GarnishOpts = {}): string {
  const { defs } = ctx;
  const rng = ctx.rng.fork('garnish');
  const spread = opts.spread ?? 0.8;
  const density = (opts.density ?? 1) * Math.min(1.6, Math.max(0.35, (area.rx / 200) ** 2));
  const s = Math.max(8, area.rx * 0.1) * (opts.scale ?? 1);
  let under = '';
  const bits: Bit[] = [];
  for (const kind of kinds) {
    if (kind === 'cream') under += swirl(rng, area, rng.pick(['#fbf6ea', '#f6f0e2']), Math.max(3, area.rx * 0.03));
    else if (kind === 'drizzle')
      under += zigzag(rng, area, opts.sauce ?? drizzleColor(ctx.spec.garnish), Math.max(2.5, area.rx * 0.022));
    else if (kind === 'butter') under += butterPat(defs, rng, area);
    else if (kind === 'egg') {
      for (let i = 0; i < 2; i++) {
        const p = onArea(area, { x: -0.25 + i * 0.45 + rng.jitter(0, 0.08), y: rng.jitter(0, 0.2) });
        bits.push({ p, draw: () => eggHalf(defs, p.x, p.y, s * 1.6, area.tilt) });
      }
    } else if (kind === 'lime' || kind === 'lemon') {
      const p = onArea(area, { x: rng.range(0.3, 0.55), y: rng.range(-0.5, 0.5) });
      bits.push({
        p: { x: p.x, y: p.y + 1000 },
        draw: () => citrusSlice(defs, p.x, p.y, s * 2.2, area.tilt, kind === 'lime', rng.range(-30, 30)),
      });
    } else {
      const count = Math.round((COUNT[kind] ?? 10) * density * rng.range(0.8, 1.2));
      const small = count > 30;
      for (const u of scatter(rng, count, small ? 0.02 : 0.12, spread)) {
        // cluster toward the middle a little, like a hand sprinkling
        const p = onArea(area, { x: u.x * rng.range(0.7, 1), y: u.y * rng.range(0.7, 1) });
        const r = rng.fork(`${kind}${bits.length}`);
        bits.push({ p, draw: () => piece(defs, r, kind, p.x, p.y, s, area.tilt) });
      }
    }
  }
  return (
    under +
    backToFront(bits.map((b) => ({ ...b.p, draw: b.draw })))
      .map((b) => b.draw())
      .join('')
  );
}

/** A few garnish bits fallen on the table beside the dish. */
export function tableCrumbs(ctx: Ctx, kinds: GarnishKind[], spots: Pt[]): string {
  const rng = ctx.rng.fork('crumbs');
  const loose = kinds.filter((k) =>
    [
      'sprig',
      'herb',
      'mint',
      'basil',
      'curry-leaf',
      'red-chilli',
      'dried-chilli',
      'cashew',
      'almond',
      'pistachio',
      'walnut',
      'pomegranate',
      'berries',
      'chilli-flakes',
      'sesame',
      'peanut',
      'coconut',
    ].includes(k),
  );
  if (!loose.length) return '';
  let out = '';
  for (const spot of spots) {
    const kind = rng.pick(loose);
    const count = ['chilli-flakes', 'sesame', 'pomegranate'].includes(kind) ? 8 : 2;
    for (let i = 0; i < count; i++) {
      out += piece(ctx.defs, rng, kind, spot.x + rng.jitter(0, 30), spot.y + rng.jitter(0, 22), 17, 1);
    }
  }
  return out;
}

/** The recipe's garnish, scattered on a top surface (an ellipse) instead of the plate. */
export function garnishOn(ctx: Ctx, top: FoodArea, spread = 0.7): string {
  const kinds = parseGarnish(ctx.spec.garnish).filter((k) => k !== 'drizzle' && k !== 'butter');
  return kinds.length ? drawGarnish(ctx, top, kinds, { spread, density: 0.8, scale: 1.5 }) : '';
}
