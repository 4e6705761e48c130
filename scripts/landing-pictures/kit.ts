// Drawing kit of the landing illustrations: the product's palette, a backdrop, cards, a phone, bars,
// check boxes, small food icons, and round crops of real catalogue pictures.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { circle, Defs, el, path, rotate, type Attrs } from '../pictures/svg';

export const W = 800;
export const H = 600;

/** The app's theme (web/app/styles.css) plus a few food colours. */
export const C = {
  page: '#0d2b2e',
  surface: '#123a3e',
  surface2: '#184a4f',
  line: '#24595e',
  ink: '#e9f4f1',
  muted: '#a3c4bf',
  brand: '#f6c945',
  mint: '#5fd3bc',
  tomato: '#e8553d',
  leaf: '#6bbf59',
  orange: '#f29b38',
  cream: '#f4efe6',
  berry: '#c9457a',
  sky: '#6fb7e9',
} as const;

export interface Kit {
  defs: Defs;
  /** A round crop of a catalogue recipe's picture, as a data URL (cached per slug and size). */
  dish(slug: string, cx: number, cy: number, r: number, rim?: string): Promise<string>;
}

const dishCache = new Map<string, string>();

async function dishDataUrl(recipesDir: string, slug: string, px: number): Promise<string> {
  const key = `${slug}@${px}`;
  const known = dishCache.get(key);
  if (known) return known;
  // The dish sits in the middle of the 800 x 600 picture: a centred square holds it.
  const png = await sharp(await readFile(join(recipesDir, `${slug}.webp`)))
    .extract({ left: 170, top: 70, width: 460, height: 460 })
    .resize(px, px, { kernel: 'lanczos3' })
    .png()
    .toBuffer();
  const url = `data:image/png;base64,${png.toString('base64')}`;
  dishCache.set(key, url);
  return url;
}

export function makeKit(recipesDir: string): Kit {
  const defs = new Defs();
  return {
    defs,
    async dish(slug, cx, cy, r, rim = C.cream) {
      const href = await dishDataUrl(recipesDir, slug, Math.ceil(r * 2 * 1.5));
      const clip = defs.clip(`dish${cx},${cy},${r}`, circle(cx, cy, r));
      return (
        circle(cx, cy + r * 0.06, r + 7, { fill: '#000', opacity: 0.28 }) +
        circle(cx, cy, r + 5, { fill: rim }) +
        el('image', {
          href,
          x: cx - r,
          y: cy - r,
          width: r * 2,
          height: r * 2,
          'clip-path': clip,
          preserveAspectRatio: 'xMidYMid slice',
        })
      );
    },
  };
}

/** A dark teal backdrop with two soft pools of colour, so each illustration has its own light. */
export function backdrop(defs: Defs, glowA: string, glowB: string, ax = 180, ay = 120): string {
  const base = defs.linearAt(
    [
      { offset: 0, color: C.surface2 },
      { offset: 1, color: C.page },
    ],
    0,
    0,
    W * 0.4,
    H,
  );
  const poolA = defs.radialAt(
    [
      { offset: 0, color: glowA, opacity: 0.38 },
      { offset: 1, color: glowA, opacity: 0 },
    ],
    ax,
    ay,
    330,
  );
  const poolB = defs.radialAt(
    [
      { offset: 0, color: glowB, opacity: 0.26 },
      { offset: 1, color: glowB, opacity: 0 },
    ],
    W - ax + 60,
    H - ay,
    360,
  );
  return (
    el('rect', { width: W, height: H, fill: base }) +
    el('rect', { width: W, height: H, fill: poolA }) +
    el('rect', { width: W, height: H, fill: poolB })
  );
}

/** A rounded card with a soft shadow under it. */
export function card(x: number, y: number, w: number, h: number, attrs: Attrs = {}, r = 26): string {
  return (
    el('rect', { x: x + 4, y: y + 14, width: w, height: h, rx: r, fill: '#031416', opacity: 0.35 }) +
    el('rect', { x, y, width: w, height: h, rx: r, fill: C.surface, stroke: C.line, 'stroke-width': 2, ...attrs })
  );
}

/** A line of "text": a rounded bar. */
export const bar = (x: number, y: number, w: number, color: string = C.muted, h = 12, opacity = 0.55) =>
  el('rect', { x, y: y - h / 2, width: w, height: h, rx: h / 2, fill: color, opacity });

export function checkbox(x: number, y: number, size: number, checked: boolean, color: string = C.mint): string {
  const box = el('rect', {
    x: x - size / 2,
    y: y - size / 2,
    width: size,
    height: size,
    rx: size * 0.28,
    fill: checked ? color : 'none',
    stroke: checked ? color : C.muted,
    'stroke-width': 3,
  });
  if (!checked) return box;
  const s = size / 2;
  return box + tick(x, y, s * 0.62, C.page, 4);
}

export const tick = (x: number, y: number, s: number, color: string, width: number) =>
  path(`M${x - s} ${y + s * 0.05} L${x - s * 0.25} ${y + s * 0.75} L${x + s} ${y - s * 0.7}`, {
    fill: 'none',
    stroke: color,
    'stroke-width': width,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
  });

/** A pill "chip" with a coloured dot. */
export function chip(x: number, y: number, w: number, color: string, filled = false): string {
  return (
    el('rect', {
      x,
      y: y - 21,
      width: w,
      height: 42,
      rx: 21,
      fill: filled ? color : C.surface2,
      stroke: color,
      'stroke-width': 2.5,
      opacity: filled ? 0.95 : 1,
    }) +
    circle(x + 22, y, 8, { fill: filled ? C.page : color }) +
    bar(x + 40, y, w - 62, filled ? C.page : C.ink, 10, filled ? 0.5 : 0.6)
  );
}

/** A toggle switch. */
export function toggle(x: number, y: number, on: boolean): string {
  return (
    el('rect', { x, y: y - 15, width: 54, height: 30, rx: 15, fill: on ? C.mint : C.line }) +
    circle(on ? x + 39 : x + 15, y, 11, { fill: on ? C.page : C.muted })
  );
}

/** A four-point sparkle, for "smart" things. */
export function sparkle(cx: number, cy: number, r: number, color: string = C.brand): string {
  const k = r * 0.22;
  return path(
    `M${cx} ${cy - r} Q${cx + k} ${cy - k} ${cx + r} ${cy} Q${cx + k} ${cy + k} ${cx} ${cy + r} Q${cx - k} ${cy + k} ${cx - r} ${cy} Q${cx - k} ${cy - k} ${cx} ${cy - r}Z`,
    { fill: color },
  );
}

export function heart(cx: number, cy: number, s: number, color: string = C.tomato): string {
  return path(
    `M${cx} ${cy + s * 0.9} C${cx - s * 1.5} ${cy - s * 0.1} ${cx - s * 0.9} ${cy - s * 1.25} ${cx} ${cy - s * 0.45} C${cx + s * 0.9} ${cy - s * 1.25} ${cx + s * 1.5} ${cy - s * 0.1} ${cx} ${cy + s * 0.9}Z`,
    { fill: color },
  );
}

export function leaf(cx: number, cy: number, s: number, angle = 0, color: string = C.leaf): string {
  return el(
    'g',
    { transform: rotate(angle, cx, cy) },
    path(
      `M${cx} ${cy + s} C${cx - s * 0.9} ${cy + s * 0.2} ${cx - s * 0.6} ${cy - s * 0.8} ${cx} ${cy - s} C${cx + s * 0.6} ${cy - s * 0.8} ${cx + s * 0.9} ${cy + s * 0.2} ${cx} ${cy + s}Z`,
      { fill: color },
    ) +
      path(`M${cx} ${cy + s} L${cx} ${cy - s * 0.6}`, {
        stroke: C.page,
        'stroke-width': Math.max(2, s * 0.08),
        opacity: 0.35,
        fill: 'none',
      }),
  );
}

export function tomato(cx: number, cy: number, r: number): string {
  return (
    circle(cx, cy, r, { fill: C.tomato }) +
    circle(cx - r * 0.35, cy - r * 0.35, r * 0.28, { fill: '#fff', opacity: 0.25 }) +
    leaf(cx - r * 0.25, cy - r * 0.92, r * 0.3, -60) +
    leaf(cx + r * 0.25, cy - r * 0.92, r * 0.3, 60)
  );
}

export function carrot(cx: number, cy: number, len: number, angle: number): string {
  const body = path(`M${cx - len * 0.12} ${cy - len / 2} L${cx + len * 0.12} ${cy - len / 2} L${cx} ${cy + len / 2}Z`, {
    fill: C.orange,
    'stroke-linejoin': 'round',
  });
  const top =
    leaf(cx - len * 0.08, cy - len * 0.62, len * 0.16, -20) + leaf(cx + len * 0.08, cy - len * 0.62, len * 0.16, 20);
  return el('g', { transform: rotate(angle, cx, cy) }, top + body);
}

export function egg(cx: number, cy: number, r: number): string {
  return (
    el('ellipse', { cx, cy, rx: r * 0.8, ry: r, fill: C.cream }) +
    circle(cx - r * 0.25, cy - r * 0.35, r * 0.18, { fill: '#fff', opacity: 0.6 })
  );
}

export function onion(cx: number, cy: number, r: number): string {
  return (
    path(
      `M${cx} ${cy - r * 1.35} C${cx + r * 0.3} ${cy - r} ${cx + r} ${cy - r * 0.6} ${cx + r} ${cy} A${r} ${r} 0 0 1 ${cx - r} ${cy} C${cx - r} ${cy - r * 0.6} ${cx - r * 0.3} ${cy - r} ${cx} ${cy - r * 1.35}Z`,
      { fill: C.berry },
    ) +
    path(`M${cx} ${cy - r * 1.1} C${cx + r * 0.4} ${cy - r * 0.4} ${cx + r * 0.4} ${cy + r * 0.5} ${cx} ${cy + r}`, {
      fill: 'none',
      stroke: '#fff',
      opacity: 0.25,
      'stroke-width': 3,
    })
  );
}

export function chili(cx: number, cy: number, len: number, angle: number): string {
  const body = path(
    `M${cx - len / 2} ${cy} C${cx - len * 0.2} ${cy - len * 0.22} ${cx + len * 0.3} ${cy - len * 0.1} ${cx + len / 2} ${cy + len * 0.18} C${cx + len * 0.2} ${cy + len * 0.02} ${cx - len * 0.2} ${cy + len * 0.1} ${cx - len / 2} ${cy}Z`,
    { fill: C.tomato },
  );
  const stem = path(`M${cx - len / 2} ${cy} l${-len * 0.1} ${-len * 0.08}`, {
    stroke: C.leaf,
    'stroke-width': 5,
    'stroke-linecap': 'round',
  });
  return el('g', { transform: rotate(angle, cx, cy) }, body + stem);
}

export const svgDoc = (defs: Defs, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${defs.toString()}${body}</svg>`;
