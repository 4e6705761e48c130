// Fried snacks: samosas, pakoras, vadas, spring rolls, fries, cutlets and fried balls.
import { family, lightness, mix, shade } from '../color';
import type { Rng } from '../random';
import { blob, circle, el, ellipse, n, path, rotate, type Pt } from '../svg';
import { texture } from '../textures';
import type { Ctx, FoodArea } from '../types';
import type { Bit } from './components';
import { charAndBlisters, toastFill } from './browning';
import { arrange, backToFront, glow, litFill, onArea, scatter, softShadow, sphere, squashOf } from '../shapes';
import { hintText } from '../hints';
import { isChips, tortillaChips } from './chips';

type SnackKind = 'samosa' | 'pakora' | 'vada' | 'roll' | 'fries' | 'tikki' | 'ball';

/** The kind the words name, if any. */
function kindIn(words: string): SnackKind | null {
  if (/samosa|puff|empanada|turnover/.test(words)) return 'samosa';
  if (/pakora|pakoda|bhaji|bajji|fritter|tempura|onion ring|bonda|bhajia/.test(words)) return 'pakora';
  if (/vada|donut|doughnut|medu/.test(words)) return 'vada';
  if (/bites|wings|popcorn|nuggets|florets|\b65\b|manchurian/.test(words)) return 'pakora';
  if (/spring roll|roll|cigar|lumpia/.test(words)) return 'roll';
  if (/fries|chips|wedges/.test(words)) return 'fries';
  if (/tikki|cutlet|patty|patties|kebab|croquette|falafel|nugget/.test(words))
    return /falafel|ball/.test(words) ? 'ball' : 'tikki';
  if (/kachori|ball|arancini|bonda|puri|golgappa|gol gappa|pani|phuchka/.test(words)) return 'ball';
  return null;
}

/** The dish's own words name its kind first; the garnish's ("onion rings", "lemon wedges") only if they do not. */
function snackKind(ctx: Ctx, rng: Rng): SnackKind {
  const garnish = new Set((ctx.spec.garnish ?? '').toLowerCase().split(/[^a-z]+/));
  const dish = [...ctx.hints].filter((w) => !garnish.has(w)).join(' ');
  return kindIn(dish) ?? kindIn(hintText(ctx)) ?? rng.pick(['samosa', 'pakora', 'tikki'] as const);
}

const FRY = '#d9a04a';

function fryColor(ctx: Ctx): string {
  const c = ctx.palette.main;
  // sauced or spiced snacks keep their colour (buffalo wings, chicken 65, manchurian)
  if (
    /buffalo|65|manchurian|chill?i|glazed|sauce|sticky|wings|bites|tikka|masala/.test(hintText(ctx)) &&
    ['red', 'orange', 'brown'].includes(family(c))
  )
    return c;
  return ['yellow', 'orange', 'brown'].includes(family(c)) && lightness(c) > 0.35 ? c : FRY;
}

export function friedSnack(ctx: Ctx, area: FoodArea): string {
  const { defs } = ctx;
  if (isChips(hintText(ctx))) return tortillaChips(ctx, area);
  const rng = ctx.rng.fork('snack');
  const kind = snackKind(ctx, rng);
  const color = fryColor(ctx);
  const crisp = (d: string) =>
    path(d, { fill: toastFill(defs, color), stroke: mix(color, '#5a2a0a', 0.5), 'stroke-width': 1.2 }) +
    path(d, { fill: texture(defs, ctx.tex, 'bump', 0.5), opacity: 0.25 });
  const bits: Bit[] = [];
  const squash = squashOf(area);
  if (kind === 'fries') {
    for (let i = 0; i < 38; i++) {
      const p = onArea(area, { x: rng.jitter(0, 0.55), y: rng.jitter(0, 0.5) });
      const a = rng.range(0, 180);
      const len = area.rx * rng.range(0.4, 0.6);
      const w = area.rx * 0.07;
      bits.push({
        ...p,
        draw: () =>
          el('rect', {
            x: p.x - len / 2,
            y: p.y - w / 2,
            width: len,
            height: w,
            rx: w * 0.2,
            fill: litFill(defs, color, 0.25, 0.3),
            stroke: mix(color, '#7a3a0a', 0.5),
            'stroke-width': 0.8,
            transform: rotate(a, p.x, p.y),
          }),
      });
    }
  } else {
    const count = { samosa: 3, pakora: 9, vada: 4, roll: 5, tikki: 5, ball: 7 }[kind];
    const size = { samosa: 0.48, pakora: 0.22, vada: 0.34, roll: 0.25, tikki: 0.3, ball: 0.22 }[kind];
    const s = area.rx * size;
    const pts =
      kind === 'pakora' || kind === 'ball'
        ? backToFront(scatter(rng, count, size * 1.6, 0.7).map((p) => onArea(area, p)))
        : arrange(rng, area, count, size, kind === 'samosa' ? 0.38 : 0.45);
    for (const p of pts) {
      const r = rng.fork(`s${p.x}`);
      const a = r.range(0, 360);
      bits.push({
        ...p,
        draw: () => {
          let d = softShadow(defs, p.x + s * 0.15, p.y + s * 0.3, s * 1.1, s * 0.8 * squash, 0.5);
          const d2: string[] = [];
          switch (kind) {
            case 'samosa': {
              // a pastry pyramid: three facets around a raised middle, each lit by how it faces the light
              const corners: Pt[] = [0, 1, 2].map((k) => {
                const aa = ((a + k * 120) * Math.PI) / 180;
                return { x: p.x + Math.cos(aa) * s, y: p.y + Math.sin(aa) * s * squash };
              });
              const apex = { x: p.x - s * 0.05, y: p.y - s * 0.12 * area.lift - s * 0.04 };
              const outline = corners.map((c0, k) => {
                const c1 = corners[(k + 1) % 3] as Pt;
                const mx = (c0.x + c1.x) / 2;
                const my = (c0.y + c1.y) / 2;
                // edges bulge outward a little: the filling pushes the pastry
                return { c0, c1, bulge: { x: mx + (mx - p.x) * 0.18, y: my + (my - p.y) * 0.18 } };
              });
              for (const e of outline) {
                const fx = (e.bulge.x - p.x) / s;
                const fy = (e.bulge.y - p.y) / s;
                const lit = (-fx * 0.7 - fy * 0.7) / Math.max(0.3, Math.hypot(fx, fy));
                const facet = shade(color, lit * 0.18);
                const d = `M${n(apex.x)} ${n(apex.y)}L${n(e.c0.x)} ${n(e.c0.y)}Q${n(e.bulge.x)} ${n(e.bulge.y)} ${n(e.c1.x)} ${n(e.c1.y)}Z`;
                d2.push(
                  path(d, {
                    fill: toastFill(defs, facet),
                    stroke: mix(color, '#6a3208', 0.45),
                    'stroke-width': 1.2,
                    'stroke-linejoin': 'round',
                  }),
                );
              }
              d += d2.splice(0).join('');
              for (const e of outline)
                d += path(`M${n(apex.x)} ${n(apex.y)}L${n(e.c0.x)} ${n(e.c0.y)}`, {
                  stroke: mix(color, '#7a3a0a', 0.35),
                  'stroke-width': 1.6,
                  opacity: 0.55,
                });
              // crimped seam along one edge
              const seam = outline[0];
              if (seam) {
                for (let k = 1; k < 8; k++) {
                  const t = k / 8;
                  const x = (1 - t) * (1 - t) * seam.c0.x + 2 * (1 - t) * t * seam.bulge.x + t * t * seam.c1.x;
                  const y = (1 - t) * (1 - t) * seam.c0.y + 2 * (1 - t) * t * seam.bulge.y + t * t * seam.c1.y;
                  d += circle(x, y, s * 0.035, {
                    fill: shade(color, 0.2),
                    stroke: mix(color, '#6a3208', 0.4),
                    'stroke-width': 0.6,
                  });
                }
              }
              d += charAndBlisters(defs, r, p.x, p.y, s * 0.45, s * 0.35 * squash, 9, color);
              d += glow(defs, apex.x - s * 0.25, apex.y - s * 0.15, s * 0.3, s * 0.14, 0.55, '#fff2d0');
              break;
            }
            case 'pakora': {
              // a knobbly cluster of batter
              for (let k = 0; k < 5; k++) {
                const kx = p.x + r.jitter(0, s * 0.5);
                const ky = p.y + r.jitter(0, s * 0.4) * squash;
                d += crisp(blob(r, kx, ky, s * 0.55, s * 0.45 * squash, 0.35, 8));
              }
              d += charAndBlisters(defs, r, p.x, p.y, s * 0.7, s * 0.5, 5, color);
              break;
            }
            case 'vada': {
              const ring = `${blob(r, p.x, p.y, s, s * squash, 0.06, 12)}`;
              d += crisp(ring);
              d += ellipse(p.x + s * 0.05, p.y + s * 0.05, s * 0.28, s * 0.24 * squash, {
                fill: mix(color, '#3a1a08', 0.55),
              });
              d += ellipse(p.x - s * 0.02, p.y - s * 0.02, s * 0.24, s * 0.2 * squash, { fill: shade(color, -0.35) });
              d += glow(defs, p.x - s * 0.45, p.y - s * 0.4 * squash, s * 0.35, s * 0.15, 0.45, '#fff2d0');
              break;
            }
            case 'roll': {
              const len = s * 3.2;
              d += el(
                'g',
                { transform: rotate(a, p.x, p.y) },
                crisp(
                  `M${n(p.x - len / 2)} ${n(p.y - s * 0.5)}h${n(len)}a${n(s * 0.3)} ${n(s * 0.5)} 0 0 1 0 ${n(s)}h${n(-len)}a${n(s * 0.3)} ${n(s * 0.5)} 0 0 1 0 ${n(-s)}Z`,
                ) + charAndBlisters(defs, r, p.x, p.y, len * 0.45, s * 0.4, 8, color),
              );
              break;
            }
            case 'tikki': {
              d += crisp(blob(r, p.x, p.y, s, s * squash, 0.08, 10));
              d += charAndBlisters(defs, r, p.x, p.y, s * 0.8, s * 0.8 * squash, 10, color);
              d += glow(defs, p.x - s * 0.35, p.y - s * 0.35 * squash, s * 0.35, s * 0.15, 0.4, '#fff2d0');
              break;
            }
            case 'ball': {
              d += sphere(defs, p.x, p.y - s * 0.3 * area.lift, s, color, 0.3);
              d += circle(p.x, p.y - s * 0.3 * area.lift, s, {
                fill: texture(defs, ctx.tex, 'bump', 0.4),
                opacity: 0.5,
              });
              break;
            }
          }
          return d;
        },
      });
    }
  }
  return backToFront(bits)
    .map((b) => b.draw())
    .join('');
}
