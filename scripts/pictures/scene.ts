// Puts a picture together: table, props, vessel, food, garnish, light.
import { shade } from './color';
import { drawGlass } from './food/drink';
import { STYLES } from './food/index';
import { parseGarnish, tableCrumbs, drawGarnish } from './garnish';
import { cutlery, napkin } from './props';
import { Rng } from './random';
import { chooseAccompaniment, drawAccompaniment } from './accompaniment';
import { citrusWedge, namedSide, sideBowl } from './side';
import { Defs, el } from './svg';
import { chooseSurface, HEIGHT, makeTable, WIDTH, type Table } from './table';
import type { Textures } from './textures';
import { hintsOf } from './hints';
import type { Ctx, DrawnVessel, Palette, PictureSpec } from './types';
import { drawVessel, type Layout } from './vessels';

export interface Scene {
  svg: string;
  table: Table;
}

function palette(spec: PictureSpec): Palette {
  const [main = '#c8702a', ...rest] = spec.colors.map((c) => c.toLowerCase());
  const accents = rest.length ? rest : [shade(main, 0.35)];
  return { main, accents };
}

/** How the camera looks at the dish: straight down (1) or at three-quarters (~0.6). */
function chooseTilt(rng: Rng, ctx: Ctx): number {
  const { style, vessel } = ctx.spec;
  const view = STYLES[style].view;
  if (vessel === 'cup' || vessel === 'glass') return rng.range(0.42, 0.55);
  if (view === 'angle') return rng.range(0.5, 0.62);
  const topChance = view === 'top' ? 0.8 : ['bowl', 'pot', 'skillet'].includes(vessel) ? 0.5 : 0.6;
  return rng.chance(topChance) ? 1 : rng.range(0.6, 0.74);
}

function lightOverlay(defs: Defs, rng: Rng): string {
  const lx = rng.range(120, 260);
  const ly = rng.range(40, 140);
  const warm = rng.pick(['#ffe8c0', '#fff0d4', '#ffdcb0']);
  return (
    el('rect', {
      width: WIDTH,
      height: HEIGHT,
      fill: defs.radialAt(
        [
          { offset: 0, color: warm, opacity: 0.22 },
          { offset: 0.6, color: warm, opacity: 0.06 },
          { offset: 1, color: warm, opacity: 0 },
        ],
        lx,
        ly,
        620,
      ),
    }) +
    el('rect', {
      width: WIDTH,
      height: HEIGHT,
      fill: defs.radialAt(
        [
          { offset: 0.55, color: '#140a04', opacity: 0 },
          { offset: 0.85, color: '#140a04', opacity: 0.22 },
          { offset: 1, color: '#140a04', opacity: 0.42 },
        ],
        400 + (400 - lx) * 0.15,
        300 + (300 - ly) * 0.1,
        520,
        'matrix(1.25 0 0 1 -100 0)',
      ),
    })
  );
}

interface Placed {
  back: string;
  food: string;
  front: string;
  box: DrawnVessel['box'];
}

function mainDish(ctx: Ctx, tilt: number): Placed {
  const rng = ctx.rng.fork('layout');
  const { spec } = ctx;
  const cx = 400 + rng.jitter(0, 22);
  if (spec.vessel === 'glass') {
    const g = drawGlass(ctx, { cx, cy: 300, size: 250, tilt });
    return { back: g.back, food: g.food, front: g.front, box: g.box };
  }
  const lift = Math.sqrt(1 - tilt * tilt);
  const bigs: Record<string, number> = {
    plate: 288,
    platter: 300,
    board: 272,
    bowl: 292,
    pot: 290,
    skillet: 300,
    cup: 250,
  };
  const size = (bigs[spec.vessel] ?? 260) * (tilt < 1 ? 1.08 : 1) * rng.range(0.96, 1.02);
  const deepish = ['bowl', 'pot', 'cup'].includes(spec.vessel);
  const cy = 300 + rng.jitter(0, 10) + (deepish ? size * 0.05 * lift : size * 0.05 * lift);
  const layout: Layout = { cx, cy, size, tilt };
  const v = drawVessel(ctx, spec.vessel, layout);
  const info = STYLES[spec.style];
  let food = info.draw(ctx, v.area);
  const kinds = parseGarnish(spec.garnish);
  const bigGarnish = ['pudding', 'porridge', 'dal', 'soup'].includes(spec.style) ? 1.3 : 1;
  if (!info.ownGarnish && kinds.length)
    food += drawGarnish(ctx, v.area, kinds, { spread: v.area.deep ? 0.8 : 0.6, scale: bigGarnish });
  if (v.clip) food = el('g', { 'clip-path': v.clip }, food);
  return { back: v.back, food, front: v.front, box: v.box };
}

/** Napkin, side bowl, cutlery, a citrus wedge and a few fallen bits, placed around the dish. */
function props(ctx: Ctx, table: Table, box: DrawnVessel['box'], tilt: number, withSide: boolean): string {
  const { spec } = ctx;
  const prng = ctx.rng.fork('props');
  let under = '';
  const left = box.x0 > 150;
  const right = box.x1 < 650;
  const napkinSide = prng.chance(0.5) ? -1 : 1;
  if (prng.chance(table.kind === 'linen' ? 0.25 : 0.55)) {
    const x = napkinSide < 0 ? prng.range(20, 120) : prng.range(680, 780);
    under += napkin(ctx, prng.fork('napkin'), x, prng.range(380, 520), prng.range(-25, 25));
  }
  const wantSide =
    withSide &&
    (namedSide(spec.garnish) !== undefined ||
      prng.chance(
        ['dosa', 'idli', 'fried-snack', 'dumplings', 'sushi', 'flatbread', 'tacos'].includes(spec.style) ? 0.8 : 0.35,
      ));
  const sideSide = -napkinSide;
  const accompany =
    withSide && ['curry', 'dal', 'stew'].includes(spec.style) && !['plate', 'platter'].includes(spec.vessel)
      ? chooseAccompaniment(ctx)
      : 'none';
  if (accompany !== 'none') {
    const size = prng.range(125, 145);
    const x = sideSide < 0 ? prng.range(95, 125) : prng.range(675, 705);
    const y = prng.chance(0.6) ? prng.range(85, 115) : prng.range(490, 520);
    under += drawAccompaniment(ctx, accompany, x, y, size, Math.min(1, tilt + 0.1));
  } else if (wantSide) {
    const size = prng.range(82, 100);
    const x = sideSide < 0 ? Math.min(box.x0 - size * 0.35, 130) : Math.max(box.x1 + size * 0.35, 670);
    under += sideBowl(ctx, x, prng.range(60, 120), size, Math.min(1, tilt + 0.15));
  }
  if (prng.chance(withSide ? 0.55 : 1)) {
    const side = wantSide ? napkinSide : prng.chance(0.5) ? -1 : 1;
    const x = side < 0 ? Math.min(box.x0 - 30, 75) : Math.max(box.x1 + 30, 725);
    if ((side < 0 && left) || (side > 0 && right) || x < 80 || x > 720) {
      under += cutlery(
        ctx,
        prng.fork('cutlery'),
        x,
        prng.range(320, 380),
        side * prng.range(4, 14),
        prng.range(250, 290),
      );
    }
  }
  const kinds = parseGarnish(spec.garnish);
  if (kinds.includes('lime') || kinds.includes('lemon')) {
    const x = napkinSide < 0 ? prng.range(660, 740) : prng.range(60, 140);
    under += citrusWedge(ctx, x, prng.range(480, 560), 34, prng.range(-30, 30), kinds.includes('lime'));
  }
  under += tableCrumbs(ctx, kinds, [
    { x: prng.range(90, 200), y: prng.range(500, 570) },
    { x: prng.range(600, 720), y: prng.range(40, 120) },
  ]);
  return under;
}

const wrap = (defs: Defs, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${defs.toString()}${body}</svg>`;

function makeCtx(seed: string, spec: PictureSpec, tex: Textures): Ctx {
  return { rng: new Rng(seed), defs: new Defs(), tex, spec, palette: palette(spec), hints: hintsOf(seed, spec) };
}

export function buildScene(slug: string, spec: PictureSpec, tex: Textures): Scene {
  const ctx = makeCtx(slug, spec, tex);
  const { rng, defs } = ctx;
  const table = makeTable(rng.fork('table'), chooseSurface(rng.fork('surface'), spec.style));
  const tilt = chooseTilt(rng.fork('tilt'), ctx);
  const dish = mainDish(ctx, tilt);
  const under = props(ctx, table, dish.box, tilt, true);
  const body = under + dish.back + dish.food + dish.front + lightOverlay(defs, rng.fork('light'));
  return { svg: wrap(defs, body), table };
}

/** The picture shown when a recipe's own picture fails to load: an empty plate, a fork, a napkin. */
export function buildFallbackScene(tex: Textures): Scene {
  const spec: PictureSpec = { style: 'cake', vessel: 'plate', colors: ['#c8a070', '#f4efe6'] };
  const ctx = makeCtx('fallback-plate', spec, tex);
  const { rng, defs } = ctx;
  const table = makeTable(rng.fork('table'), 'wood');
  const plate = drawVessel(
    ctx,
    'plate',
    { cx: 400, cy: 300, size: 270, tilt: 1 },
    { color: '#f3efe7', metal: false, speckle: true },
  );
  const under = props(ctx, table, plate.box, 1, false);
  return { svg: wrap(defs, under + plate.back + plate.front + lightOverlay(defs, rng.fork('light'))), table };
}
