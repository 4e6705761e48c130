// Colour arithmetic on "#rrggbb" strings.

export interface Rgb {
  r: number;
  g: number;
  b: number;
}
export interface Hsl {
  h: number; // 0..360
  s: number; // 0..1
  l: number; // 0..1
}

const clamp01 = (x: number) => Math.min(1, Math.max(0, x));

export function parseHex(hex: string): Rgb {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex);
  if (!m?.[1]) throw new Error(`bad colour ${hex}`);
  const v = parseInt(m[1], 16);
  return { r: (v >> 16) & 255, g: (v >> 8) & 255, b: v & 255 };
}

export function toHex({ r, g, b }: Rgb): string {
  const c = (x: number) =>
    Math.round(Math.min(255, Math.max(0, x)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

export function toHsl(hex: string): Hsl {
  const { r, g, b } = parseHex(hex);
  const rn = r / 255;
  const gn = g / 255;
  const bn = b / 255;
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === rn) h = (gn - bn) / d + (gn < bn ? 6 : 0);
  else if (max === gn) h = (bn - rn) / d + 2;
  else h = (rn - gn) / d + 4;
  return { h: h * 60, s, l };
}

export function fromHsl({ h, s, l }: Hsl): string {
  const hh = (((h % 360) + 360) % 360) / 360;
  const ss = clamp01(s);
  const ll = clamp01(l);
  if (ss === 0) return toHex({ r: ll * 255, g: ll * 255, b: ll * 255 });
  const q = ll < 0.5 ? ll * (1 + ss) : ll + ss - ll * ss;
  const p = 2 * ll - q;
  const hue = (t: number) => {
    let tt = t;
    if (tt < 0) tt += 1;
    if (tt > 1) tt -= 1;
    if (tt < 1 / 6) return p + (q - p) * 6 * tt;
    if (tt < 1 / 2) return q;
    if (tt < 2 / 3) return p + (q - p) * (2 / 3 - tt) * 6;
    return p;
  };
  return toHex({ r: hue(hh + 1 / 3) * 255, g: hue(hh) * 255, b: hue(hh - 1 / 3) * 255 });
}

/** Mix two colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex({ r: x.r + (y.r - x.r) * t, g: x.g + (y.g - x.g) * t, b: x.b + (y.b - x.b) * t });
}

/** Lighter (amount > 0) or darker (amount < 0), keeping the hue; -1..1. */
export function shade(hex: string, amount: number): string {
  return amount >= 0 ? mix(hex, '#fffaf0', amount) : mix(hex, '#1a0f08', -amount);
}

/** Shift lightness in HSL space, which keeps colours richer than mixing with white/black. */
export function tone(hex: string, dl: number, ds = 0, dh = 0): string {
  const c = toHsl(hex);
  return fromHsl({ h: c.h + dh, s: c.s + ds, l: c.l + dl });
}

export function lightness(hex: string): number {
  const { r, g, b } = parseHex(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

export type ColorFamily =
  'white' | 'cream' | 'yellow' | 'orange' | 'red' | 'pink' | 'purple' | 'blue' | 'green' | 'brown' | 'dark';

/** A rough name for a colour, to decide what kind of ingredient it probably is. */
export function family(hex: string): ColorFamily {
  const { h, s, l } = toHsl(hex);
  if (l < 0.16) return 'dark';
  if (l > 0.9 || (s < 0.12 && l > 0.72)) return 'white';
  if (s < 0.2) return l > 0.55 ? 'cream' : 'brown';
  if (h >= 30 && h < 55 && l > 0.72) return 'cream';
  if (h < 14 || h >= 340) return l > 0.7 ? 'pink' : 'red';
  if (h < 40) return l < 0.42 || s < 0.45 ? 'brown' : 'orange';
  if (h < 68) return l < 0.38 ? 'brown' : 'yellow';
  if (h < 170) return 'green';
  if (h < 260) return 'blue';
  if (h < 340) return l > 0.7 ? 'pink' : 'purple';
  return 'red';
}
