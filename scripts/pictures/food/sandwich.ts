// Two sandwich halves, the cut face showing the layers.
import { mix, shade } from '../color';
import { n, path, type Pt } from '../svg';
import type { Ctx, FoodArea } from '../types';
import { hintText } from '../hints';
import { garnishOn } from '../garnish';
import { backToFront } from '../shapes';
import { component, componentFor, type Bit } from './components';
import { prism, project, type Layer, viewOf } from './solids';
import { bakedColor, toastFill } from './browning';
import { baguette, isBaguette } from './baguette';

/** Layers on a cut face, bottom to top, from the recipe's colours. */
function fillingLayers(ctx: Ctx, bread: string): Layer[] {
  const fills = ctx.palette.accents.filter((c) => c !== bread).slice(0, 3);
  if (!fills.length) fills.push('#6f9e3a');
  const layers: Layer[] = [{ from: 0, to: 0.28, color: bread }];
  const span = 0.44 / fills.length;
  fills.forEach((c, i) => layers.push({ from: 0.28 + i * span, to: 0.28 + (i + 1) * span, color: c }));
  layers.push({ from: 0.72, to: 1, color: bread });
  return layers;
}

/** Open toasts with their topping: bruschetta, avocado toast, kaya toast. */
function toasts(ctx: Ctx, area: FoodArea): string {
  const { defs } = ctx;
  const rng = ctx.rng.fork('toasts');
  const v = viewOf(area);
  const toast = bakedColor(ctx.palette.main, '#d9a45a');
  const toppings = ctx.palette.accents.filter((c) => c !== toast);
  const count = rng.int(2, 3);
  const w = area.rx * (count === 2 ? 0.8 : 0.64);
  const h = w * 0.72;
  const H = w * 0.14;
  let out = '';
  const a0 = rng.jitter(0, 0.25);
  for (let i = 0; i < count; i++) {
    const dx = (i - (count - 1) / 2) * w * 1.05;
    const dy = (i % 2 ? 1 : -1) * h * 0.25;
    const a = a0 + rng.jitter(0, 0.12);
    const corner = (x: number, y: number): Pt => ({
      x: dx + x * Math.cos(a) - y * Math.sin(a),
      y: dy + x * Math.sin(a) + y * Math.cos(a),
    });
    const pts = [corner(-w / 2, -h / 2), corner(w / 2, -h / 2), corner(w / 2, h / 2), corner(-w / 2, h / 2)];
    const shadow = pts.map((p) => project(v, p.x + 8, p.y + 8, 0));
    out += path(`M${shadow.map((p) => `${n(p.x)} ${n(p.y)}`).join('L')}Z`, { fill: '#2a1407', opacity: 0.28 });
    out += prism(v, pts, H, () => [{ from: 0, to: 1, color: mix(toast, '#7a3c10', 0.4) }], toastFill(defs, toast), {
      stroke: mix(toast, '#5a2a0a', 0.5),
      'stroke-width': 3,
      'stroke-linejoin': 'round',
    });
    // the topping, heaped in the middle of the slice
    const c = project(v, dx, dy, H);
    const top: FoodArea = { ...area, cx: c.x, cy: c.y, rx: w * 0.4, ry: h * 0.4 * area.tilt };
    const bits: Bit[] = [];
    toppings.slice(0, 3).forEach((color, k) => {
      bits.push(
        ...component(
          defs,
          rng.fork(`t${i}${k}`),
          componentFor(color, rng),
          c.x + rng.jitter(0, w * 0.1),
          c.y + rng.jitter(0, h * 0.1) * area.tilt,
          w * 0.42,
          color,
          area.tilt,
          0.8,
        ),
      );
    });
    out += backToFront(bits)
      .map((b) => b.draw())
      .join('');
    out += garnishOn(ctx, top, 0.8);
  }
  return out;
}

export function sandwich(ctx: Ctx, area: FoodArea): string {
  const { defs } = ctx;
  if (isBaguette(hintText(ctx))) return baguette(ctx, area);
  if (/toast|bruschetta|crostini|open|smashed|avo|tartine|rarebit|mollete|pan con|pane ricotta/.test(hintText(ctx)))
    return toasts(ctx, area);
  const rng = ctx.rng.fork('sandwich');
  const v = viewOf(area);
  const toast = bakedColor(ctx.palette.main, '#d9a45a');
  const crumb = mix(toast, '#f6ecd4', 0.65);
  const s = area.rx * 0.95;
  const H = s * 0.3;
  let out = '';
  const halves: { dx: number; dy: number; rot: number }[] = [
    { dx: -s * 0.25, dy: -s * 0.22, rot: rng.range(-0.3, -0.1) },
    { dx: s * 0.2, dy: s * 0.22, rot: rng.range(0.05, 0.25) + Math.PI },
  ];
  for (const half of halves) {
    // a right triangle, cut face along the hypotenuse
    const base: Pt[] = [
      { x: -s * 0.6, y: s * 0.3 },
      { x: s * 0.6, y: s * 0.3 },
      { x: 0, y: -s * 0.5 },
    ];
    const rot = (p: Pt): Pt => ({
      x: half.dx + p.x * Math.cos(half.rot) - p.y * Math.sin(half.rot),
      y: half.dy + p.x * Math.sin(half.rot) + p.y * Math.cos(half.rot),
    });
    const pts = base.map(rot);
    const sh = pts.map((p) => project(v, p.x, p.y, 0));
    out += path(`M${sh.map((p) => `${n(p.x + 8)} ${n(p.y + 8)}`).join('L')}Z`, { fill: '#2a1407', opacity: 0.3 });
    const layers = fillingLayers(ctx, crumb);
    out += prism(
      v,
      pts,
      H,
      (edge) =>
        edge === 0
          ? layers
          : [
              { from: 0, to: 0.22, color: shade(toast, -0.25) },
              { from: 0.22, to: 0.78, color: layers[2]?.color ?? crumb },
              { from: 0.78, to: 1, color: shade(toast, -0.25) },
            ],
      toastFill(defs, toast),
      { stroke: shade(toast, -0.45), 'stroke-width': 2.5, 'stroke-linejoin': 'round' },
    );
    // grill marks on the top slice
    const top = pts.map((p) => project(v, p.x, p.y, H));
    const c = { x: (top[0]!.x + top[1]!.x + top[2]!.x) / 3, y: (top[0]!.y + top[1]!.y + top[2]!.y) / 3 };
    for (let k = -1; k <= 1; k++) {
      out += path(
        `M${n(c.x + k * s * 0.16 - s * 0.12)} ${n(c.y - s * 0.14 * area.tilt)}l${n(s * 0.24)} ${n(s * 0.28 * area.tilt)}`,
        { stroke: '#5a2a0e', 'stroke-width': s * 0.035, opacity: 0.45, 'stroke-linecap': 'round' },
      );
    }
  }
  return out;
}
