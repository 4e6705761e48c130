// Deterministic value noise, used to make table surfaces and food texture tiles.

const SIDE = 256;
const tables = new Map<number, Float32Array>();

/** A 256 x 256 grid of random lattice values per seed. */
function latticeTable(seed: number): Float32Array {
  let t = tables.get(seed);
  if (!t) {
    t = new Float32Array(SIDE * SIDE);
    for (let i = 0; i < t.length; i++) {
      let h = Math.imul(i, 374761393) + Math.imul(seed, 668265263);
      h = Math.imul(h ^ (h >>> 13), 1274126177);
      h ^= h >>> 16;
      t[i] = (h >>> 0) / 4294967296;
    }
    tables.set(seed, t);
  }
  return t;
}

/**
 * Value noise in [0, 1]. With a period (at most 256), the lattice wraps so that a tile of `period`
 * cells is seamless; without one it repeats every 256 cells.
 */
export function valueNoise(x: number, y: number, seed: number, periodX = 0, periodY = periodX): number {
  const t = latticeTable(seed);
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  let fx = x - x0;
  let fy = y - y0;
  fx = fx * fx * (3 - 2 * fx);
  fy = fy * fy * (3 - 2 * fy);
  let xa: number;
  let xb: number;
  let ya: number;
  let yb: number;
  if (periodX > 0) {
    xa = ((x0 % periodX) + periodX) % periodX;
    xb = (xa + 1) % periodX;
  } else {
    xa = x0 & 255;
    xb = (x0 + 1) & 255;
  }
  if (periodY > 0) {
    ya = ((y0 % periodY) + periodY) % periodY;
    yb = (ya + 1) % periodY;
  } else {
    ya = y0 & 255;
    yb = (y0 + 1) & 255;
  }
  const a = t[ya * SIDE + xa] as number;
  const b = t[ya * SIDE + xb] as number;
  const c = t[yb * SIDE + xa] as number;
  const d = t[yb * SIDE + xb] as number;
  return a + (b - a) * fx + (c - a) * fy + (a - b - c + d) * fx * fy;
}

/** Fractal sum of value noise, normalised to [0, 1]. Periods double with each octave. */
export function fbm(x: number, y: number, seed: number, octaves: number, periodX = 0, periodY = periodX): number {
  let sum = 0;
  let amp = 1;
  let total = 0;
  let f = 1;
  for (let o = 0; o < octaves; o++) {
    sum += amp * valueNoise(x * f, y * f, seed + o * 101, periodX * f, periodY * f);
    total += amp;
    amp *= 0.5;
    f *= 2;
  }
  return sum / total;
}

/** A seamless square field of fbm, `cells` lattice cells across at the lowest octave. */
export function tileField(size: number, cells: number, octaves: number, seed: number, stretchY = 1): Float32Array {
  const out = new Float32Array(size * size);
  const cellsY = Math.max(1, Math.round(cells * stretchY));
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      out[y * size + x] = fbm((x / size) * cells, (y / size) * cellsY, seed, octaves, cells, cellsY);
    }
  }
  return out;
}

/** Light a height field from the top left; returns shading in about [-1, 1] per pixel (seamless). */
export function shadeField(height: Float32Array, size: number, strength: number): Float32Array {
  const out = new Float32Array(size * size);
  const at = (x: number, y: number) => height[((y + size) % size) * size + ((x + size) % size)] ?? 0;
  // light from the upper left, a little above the surface
  const lx = -0.55;
  const ly = -0.55;
  const lz = 0.63;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const dx = (at(x + 1, y) - at(x - 1, y)) * strength;
      const dy = (at(x, y + 1) - at(x, y - 1)) * strength;
      const len = Math.hypot(dx, dy, 1);
      const lit = (-dx * lx - dy * ly + lz) / len;
      out[y * size + x] = (lit - lz) * 2.2;
    }
  }
  return out;
}
