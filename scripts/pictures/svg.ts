// Small helpers for writing SVG text: numbers, elements, paths and shared <defs>.
import type { Rng } from './random';

export interface Pt {
  x: number;
  y: number;
}

/** One decimal is plenty at 800 px and keeps the SVG small. */
export function n(x: number): string {
  return String(Math.round(x * 10) / 10);
}

/** Two decimals, for opacities and offsets. */
function n2(x: number): string {
  return String(Math.round(x * 100) / 100);
}

export type Attrs = Record<string, string | number | undefined>;

const FINE = new Set([
  'opacity',
  'fill-opacity',
  'stroke-opacity',
  'stop-opacity',
  'offset',
  'cx',
  'cy',
  'r',
  'fx',
  'fy',
  'x1',
  'x2',
  'y1',
  'y2',
]);

function attrText(attrs: Attrs): string {
  let out = '';
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined) continue;
    out += ` ${k}="${typeof v === 'number' ? (FINE.has(k) ? n2(v) : n(v)) : v}"`;
  }
  return out;
}

const SHAPES = new Set(['path', 'ellipse', 'circle', 'rect', 'line', 'polygon', 'polyline']);

/**
 * An element. On plain shapes, `opacity` is turned into fill and stroke opacity: librsvg renders
 * element opacity through an offscreen layer, which is many times slower.
 */
export function el(tag: string, attrs: Attrs, children?: string): string {
  let a = attrs;
  if (SHAPES.has(tag) && attrs.opacity !== undefined) {
    const o = Number(attrs.opacity);
    const { opacity: _drop, ...rest } = attrs;
    a = {
      ...rest,
      'fill-opacity': Number(attrs['fill-opacity'] ?? 1) * o,
      'stroke-opacity': Number(attrs['stroke-opacity'] ?? 1) * o,
    };
  }
  return children === undefined ? `<${tag}${attrText(a)}/>` : `<${tag}${attrText(a)}>${children}</${tag}>`;
}

export const group = (children: string, attrs: Attrs = {}) => el('g', attrs, children);

export const ellipse = (cx: number, cy: number, rx: number, ry: number, attrs: Attrs = {}) =>
  el('ellipse', { cx, cy, rx, ry, ...attrs });

export const circle = (cx: number, cy: number, r: number, attrs: Attrs = {}) => el('circle', { cx, cy, r, ...attrs });

export const path = (d: string, attrs: Attrs = {}) => el('path', { d, ...attrs });

export const rotate = (deg: number, x: number, y: number) => `rotate(${n(deg)} ${n(x)} ${n(y)})`;

/** A smooth closed curve through the points (Catmull-Rom turned into cubic Béziers). */
export function closedCurve(pts: Pt[]): string {
  const len = pts.length;
  if (len < 3) return '';
  const at = (i: number) => pts[((i % len) + len) % len] as Pt;
  let d = `M${n(at(0).x)} ${n(at(0).y)}`;
  for (let i = 0; i < len; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const c1 = { x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6 };
    const c2 = { x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6 };
    d += `C${n(c1.x)} ${n(c1.y)} ${n(c2.x)} ${n(c2.y)} ${n(p2.x)} ${n(p2.y)}`;
  }
  return `${d}Z`;
}

/** A smooth open curve through the points. */
export function openCurve(pts: Pt[]): string {
  const len = pts.length;
  if (len < 2) return '';
  const at = (i: number) => pts[Math.min(len - 1, Math.max(0, i))] as Pt;
  let d = `M${n(at(0).x)} ${n(at(0).y)}`;
  for (let i = 0; i < len - 1; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const c1 = { x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6 };
    const c2 = { x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6 };
    d += `C${n(c1.x)} ${n(c1.y)} ${n(c2.x)} ${n(c2.y)} ${n(p2.x)} ${n(p2.y)}`;
  }
  return d;
}

/** Points around an ellipse with a wobbly radius: the outline of anything organic. */
export function blobPoints(
  rng: Rng,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  wobble: number,
  count = 9,
  angle = 0,
): Pt[] {
  const pts: Pt[] = [];
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const phase = rng.range(0, Math.PI * 2);
  for (let i = 0; i < count; i++) {
    const a = phase + (i / count) * Math.PI * 2;
    const k = 1 + rng.jitter(0, wobble);
    const x = Math.cos(a) * rx * k;
    const y = Math.sin(a) * ry * k;
    pts.push({ x: cx + x * cos - y * sin, y: cy + x * sin + y * cos });
  }
  return pts;
}

export const blob = (rng: Rng, cx: number, cy: number, rx: number, ry: number, wobble: number, count = 9, angle = 0) =>
  closedCurve(blobPoints(rng, cx, cy, rx, ry, wobble, count, angle));

export interface Stop {
  offset: number;
  color: string;
  opacity?: number;
}

const stopsText = (stops: Stop[]) =>
  stops.map((s) => el('stop', { offset: s.offset, 'stop-color': s.color, 'stop-opacity': s.opacity })).join('');

/** The shared <defs> of one picture; identical definitions are written once. */
export class Defs {
  private readonly items: string[] = [];
  private readonly byKey = new Map<string, string>();

  /** Returns the id of a definition, creating it the first time its key is seen. */
  add(key: string, make: (id: string) => string): string {
    const known = this.byKey.get(key);
    if (known) return known;
    const id = `d${this.byKey.size.toString(36)}`;
    this.byKey.set(key, id);
    this.items.push(make(id));
    return id;
  }

  /** Radial gradient in the shape's bounding box; the focus (fx, fy) is where the light is. */
  radial(stops: Stop[], opts: { cx?: number; cy?: number; r?: number; fx?: number; fy?: number } = {}): string {
    const { cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy } = opts;
    const body = stopsText(stops);
    const id = this.add(`r${cx},${cy},${r},${fx},${fy}|${body}`, (id) =>
      el('radialGradient', { id, cx, cy, r, fx, fy }, body),
    );
    return `url(#${id})`;
  }

  /** Radial gradient in user space (for shadows and light pools placed by coordinates). */
  radialAt(stops: Stop[], cx: number, cy: number, r: number, transform?: string): string {
    const body = stopsText(stops);
    const id = this.add(`ru${n(cx)},${n(cy)},${n(r)},${transform ?? ''}|${body}`, (id) =>
      el('radialGradient', { id, cx, cy, r, gradientUnits: 'userSpaceOnUse', gradientTransform: transform }, body),
    );
    return `url(#${id})`;
  }

  /** Linear gradient in the bounding box from (x1, y1) to (x2, y2). */
  linear(stops: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const body = stopsText(stops);
    const id = this.add(`l${x1},${y1},${x2},${y2}|${body}`, (id) => el('linearGradient', { id, x1, y1, x2, y2 }, body));
    return `url(#${id})`;
  }

  /** Linear gradient in user space. */
  linearAt(stops: Stop[], x1: number, y1: number, x2: number, y2: number): string {
    const body = stopsText(stops);
    const id = this.add(`lu${n(x1)},${n(y1)},${n(x2)},${n(y2)}|${body}`, (id) =>
      el('linearGradient', { id, x1, y1, x2, y2, gradientUnits: 'userSpaceOnUse' }, body),
    );
    return `url(#${id})`;
  }

  /** A clip path; returns the url. */
  clip(key: string, shape: string): string {
    const id = this.add(`c${key}|${shape}`, (id) => el('clipPath', { id }, shape));
    return `url(#${id})`;
  }

  /** Any other definition (filters, patterns); returns the url. */
  raw(key: string, make: (id: string) => string): string {
    return `url(#${this.add(key, make)})`;
  }

  toString(): string {
    return this.items.length ? `<defs>${this.items.join('')}</defs>` : '';
  }
}
