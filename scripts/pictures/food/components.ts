// Small heaps of one ingredient, for bowls, salads and toppings: leaves, tomato halves, cubes, beans, shreds...
import { family, mix, shade, type ColorFamily } from '../color';
import type { Rng } from '../random';
import { chunk, glow, leaf, litFill, softShadow, sphere } from '../shapes';
import { circle, el, ellipse, n, path, rotate, type Defs } from '../svg';

export interface Bit {
  x: number;
  y: number;
  draw: () => string;
}

export type ComponentKind =
  | 'greens'
  | 'tomato'
  | 'cubes'
  | 'beans'
  | 'shreds'
  | 'corn'
  | 'avocado'
  | 'cucumber'
  | 'radish'
  | 'egg'
  | 'onion'
  | 'olives'
  | 'chunks';

/** A guess at what a colour in a bowl or salad is. */
export function componentFor(color: string, rng: Rng): ComponentKind {
  const fam: ColorFamily = family(color);
  switch (fam) {
    case 'green':
      return rng.pick(['greens', 'cucumber', 'avocado', 'beans'] as const);
    case 'red':
      return 'tomato';
    case 'pink':
      return rng.pick(['radish', 'cubes'] as const);
    case 'purple':
      return rng.pick(['shreds', 'onion'] as const);
    case 'orange':
      return rng.pick(['shreds', 'cubes'] as const);
    case 'yellow':
      return rng.pick(['corn', 'cubes'] as const);
    case 'white':
    case 'cream':
      return rng.pick(['cubes', 'beans'] as const);
    case 'brown':
      return rng.pick(['beans', 'chunks'] as const);
    case 'dark':
      return 'olives';
    case 'blue':
      return 'beans';
  }
}

/** Pieces of one component heaped around (cx, cy) within radius r. */
export function component(
  defs: Defs,
  rng: Rng,
  kind: ComponentKind,
  cx: number,
  cy: number,
  r: number,
  color: string,
  tilt: number,
  density = 1,
): Bit[] {
  const bits: Bit[] = [];
  const squash = 0.55 + tilt * 0.45;
  const place = (count: number, spread: number, make: (x: number, y: number, i: number) => string) => {
    for (let i = 0; i < Math.round(count * density); i++) {
      const a = rng.range(0, Math.PI * 2);
      const d = Math.sqrt(rng.next()) * r * spread;
      const x = cx + Math.cos(a) * d;
      const y = cy + Math.sin(a) * d * tilt;
      bits.push({ x, y, draw: () => make(x, y, i) });
    }
  };
  switch (kind) {
    case 'greens':
      place(14, 0.85, (x, y) =>
        leaf(
          defs,
          x,
          y,
          r * rng.range(0.55, 0.8),
          r * rng.range(0.35, 0.5),
          rng.range(0, 360),
          shade(color, rng.jitter(0, 0.12)),
          { curl: rng.range(-0.5, 0.5) },
        ),
      );
      break;
    case 'tomato':
      place(6, 0.7, (x, y) => {
        const s = r * 0.3;
        return (
          softShadow(defs, x + 3, y + 4, s * 1.1, s * squash, 0.4) +
          ellipse(x, y, s, s * squash, { fill: litFill(defs, color, 0.25, 0.3) }) +
          ellipse(x, y, s * 0.78, s * 0.78 * squash, { fill: mix(color, '#ff9a7a', 0.35) }) +
          [0, 1, 2]
            .map((k) => {
              const a = (k / 3) * Math.PI * 2 + 0.4;
              return ellipse(
                x + Math.cos(a) * s * 0.38,
                y + Math.sin(a) * s * 0.38 * squash,
                s * 0.2,
                s * 0.14 * squash,
                { fill: '#f2c46a', opacity: 0.9 },
              );
            })
            .join('') +
          glow(defs, x - s * 0.35, y - s * 0.35 * squash, s * 0.3, s * 0.18, 0.7, '#ffffff')
        );
      });
      break;
    case 'cubes':
      place(7, 0.7, (x, y) => {
        const s = r * 0.3;
        const a = rng.range(0, 90);
        return (
          el('rect', {
            x: x - s / 2 + 3,
            y: y - (s * squash) / 2 + 4,
            width: s,
            height: s * squash,
            rx: s * 0.15,
            fill: shade(color, -0.35),
            transform: rotate(a, x, y),
          }) +
          el('rect', {
            x: x - s / 2,
            y: y - (s * squash) / 2,
            width: s,
            height: s * squash,
            rx: s * 0.15,
            fill: litFill(defs, color, 0.2, 0.15),
            transform: rotate(a, x, y),
          })
        );
      });
      break;
    case 'beans':
      place(16, 0.75, (x, y) => sphere(defs, x, y, r * 0.13, shade(color, rng.jitter(0, 0.06)), 0.5));
      break;
    case 'chunks':
      place(8, 0.7, (x, y) => chunk(defs, rng, x, y, r * 0.22, color, { gloss: 0.4 }));
      break;
    case 'shreds':
      place(34, 0.8, (x, y) => {
        const a = rng.range(0, 180);
        const len = r * rng.range(0.3, 0.55);
        return path(`M${n(x - len / 2)} ${n(y)}q${n(len / 2)} ${n(rng.jitter(0, len * 0.2))} ${n(len)} 0`, {
          stroke: shade(color, rng.jitter(0, 0.15)),
          'stroke-width': r * 0.05,
          'stroke-linecap': 'round',
          fill: 'none',
          transform: rotate(a, x, y),
        });
      });
      break;
    case 'corn':
      place(26, 0.7, (x, y) =>
        el('rect', {
          x: x - r * 0.06,
          y: y - r * 0.05,
          width: r * 0.12,
          height: r * 0.1,
          rx: r * 0.03,
          fill: litFill(defs, color, 0.3, 0.2),
          stroke: shade(color, -0.3),
          'stroke-width': 0.5,
        }),
      );
      break;
    case 'avocado': {
      const a0 = rng.range(-40, 40);
      for (let i = 0; i < 5; i++) {
        const x = cx + (i - 2) * r * 0.2;
        const y = cy + Math.abs(i - 2) * r * 0.05;
        bits.push({
          x,
          y,
          draw: () =>
            el(
              'g',
              { transform: rotate(a0 + (i - 2) * 8, x, y) },
              path(
                `M${n(x - r * 0.12)} ${n(y - r * 0.45)}Q${n(x + r * 0.25)} ${n(y)} ${n(x - r * 0.1)} ${n(y + r * 0.45)}Q${n(x + r * 0.02)} ${n(y)} ${n(x - r * 0.12)} ${n(y - r * 0.45)}Z`,
                {
                  fill: defs.linear(
                    [
                      { offset: 0, color: '#d9e28a' },
                      { offset: 0.7, color: '#b6cf5a' },
                      { offset: 1, color: '#3f6a22' },
                    ],
                    0,
                    0,
                    1,
                    0,
                  ),
                  stroke: '#2f5a1a',
                  'stroke-width': 1.5,
                },
              ),
            ),
        });
      }
      break;
    }
    case 'cucumber':
      place(6, 0.65, (x, y) => {
        const s = r * 0.28;
        return (
          ellipse(x, y, s, s * squash, { fill: '#3f7a2a' }) +
          ellipse(x, y, s * 0.88, s * 0.88 * squash, { fill: '#cfe3a6' }) +
          ellipse(x, y, s * 0.45, s * 0.45 * squash, { fill: '#b9d78a' }) +
          [0, 1, 2, 3, 4]
            .map((k) =>
              circle(x + Math.cos(k * 1.26) * s * 0.3, y + Math.sin(k * 1.26) * s * 0.3 * squash, s * 0.06, {
                fill: '#eef5d8',
              }),
            )
            .join('')
        );
      });
      break;
    case 'radish':
      place(6, 0.65, (x, y) => {
        const s = r * 0.24;
        return (
          ellipse(x, y, s, s * squash, { fill: color }) +
          ellipse(x, y, s * 0.85, s * 0.85 * squash, { fill: '#fbf3f3' })
        );
      });
      break;
    case 'onion':
      place(7, 0.7, (x, y) => {
        const s = r * rng.range(0.2, 0.32);
        return (
          ellipse(x, y, s, s * squash, { fill: 'none', stroke: color, 'stroke-width': s * 0.22 }) +
          ellipse(x, y, s * 0.8, s * 0.8 * squash, { fill: 'none', stroke: '#f4e8f0', 'stroke-width': s * 0.12 })
        );
      });
      break;
    case 'olives':
      place(7, 0.7, (x, y) => {
        const s = r * 0.14;
        return (
          ellipse(x, y, s, s * 0.8 * squash, { fill: litFill(defs, '#2f2622', 0.3, 0.3) }) +
          ellipse(x, y, s * 0.35, s * 0.28 * squash, { fill: '#6a5040' })
        );
      });
      break;
    case 'egg':
      place(2, 0.4, (x, y) => {
        const s = r * 0.4;
        return (
          softShadow(defs, x + 4, y + 5, s * 1.1, s * 0.8 * squash, 0.4) +
          ellipse(x, y, s, s * 0.75 * squash, {
            fill: litFill(defs, '#fbf8f0', 0.1, 0.12),
            stroke: '#ddd4c4',
            'stroke-width': 0.8,
          }) +
          ellipse(x + s * 0.05, y, s * 0.5, s * 0.42 * squash, { fill: litFill(defs, '#f2a81e', 0.3, 0.2) })
        );
      });
      break;
  }
  return bits;
}
