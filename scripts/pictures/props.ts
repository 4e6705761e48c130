// Things around the dish: a napkin, a spoon or fork, a little side bowl.
import { shade } from './color';
import type { Rng } from './random';
import { softShadow } from './shapes';
import { el, n, path, type Defs } from './svg';
import { texture } from './textures';
import type { Ctx } from './types';

const CLOTHS = ['#e9e1d3', '#d8c7ad', '#b9c4c9', '#c9a48c', '#9fae97', '#d9d2c2', '#c4b08e', '#7d8f9e', '#b25b45'];
const STRIPES = ['#9a3b2f', '#2f5673', '#3b5e45', '#c08a3e', '#5a4a6a'];

/** A folded cloth napkin lying under one side of the dish, running off the edge of the picture. */
export function napkin(ctx: Ctx, rng: Rng, x: number, y: number, angle: number): string {
  const { defs } = ctx;
  const cloth = rng.pick(CLOTHS);
  const w = rng.range(250, 320);
  const h = rng.range(300, 380);
  const pattern = rng.pick(['plain', 'stripes', 'check', 'plain'] as const);
  let inner = '';
  inner += softShadow(defs, 10, 12, w * 0.6, h * 0.6, 0.35);
  inner += el('rect', { x: -w / 2, y: -h / 2, width: w, height: h, rx: 4, fill: cloth });
  inner += el('rect', {
    x: -w / 2,
    y: -h / 2,
    width: w,
    height: h,
    rx: 4,
    fill: texture(defs, ctx.tex, 'weave', 0.75),
  });
  const stripe = rng.pick(STRIPES);
  if (pattern === 'stripes') {
    for (const off of [0.12, 0.16, 0.84, 0.88]) {
      inner += el('rect', { x: -w / 2 + w * off, y: -h / 2, width: 5, height: h, fill: stripe, opacity: 0.75 });
    }
  } else if (pattern === 'check') {
    for (let i = 0; i < 10; i++) {
      inner += el('rect', {
        x: -w / 2 + i * (w / 10),
        y: -h / 2,
        width: w / 20,
        height: h,
        fill: stripe,
        opacity: 0.28,
      });
      inner += el('rect', {
        x: -w / 2,
        y: -h / 2 + i * (h / 10),
        width: w,
        height: h / 20,
        fill: stripe,
        opacity: 0.28,
      });
    }
  }
  // a soft fold across the cloth, and a doubled-over edge
  const fold = rng.range(-0.2, 0.2) * h;
  inner += el('rect', {
    x: -w / 2,
    y: fold - 30,
    width: w,
    height: 60,
    fill: defs.linear([
      { offset: 0, color: '#000000', opacity: 0 },
      { offset: 0.48, color: '#1a0d05', opacity: 0.18 },
      { offset: 0.52, color: '#ffffff', opacity: 0.2 },
      { offset: 1, color: '#ffffff', opacity: 0 },
    ]),
  });
  inner += el('rect', {
    x: -w / 2 + 2,
    y: -h / 2 + 2,
    width: w - 4,
    height: h - 4,
    rx: 3,
    fill: 'none',
    stroke: shade(cloth, -0.25),
    'stroke-width': 2,
    opacity: 0.6,
  });
  return el('g', { transform: `translate(${n(x)} ${n(y)}) rotate(${n(angle)})` }, inner);
}

function metalFill(defs: Defs, color: string): string {
  return defs.linear(
    [
      { offset: 0, color: shade(color, -0.35) },
      { offset: 0.35, color: shade(color, 0.55) },
      { offset: 0.6, color: shade(color, 0.05) },
      { offset: 1, color: shade(color, -0.45) },
    ],
    0,
    0,
    1,
    0.2,
  );
}

/** A spoon or a fork, lying at an angle, head toward the top. */
export function cutlery(ctx: Ctx, rng: Rng, x: number, y: number, angle: number, length: number): string {
  const { defs } = ctx;
  const kind = rng.pick(['spoon', 'spoon', 'fork'] as const);
  const metal = rng.pick(['#c9ccd1', '#c9ccd1', '#c9a25a', '#b9b2a8']);
  const fill = metalFill(defs, metal);
  const L = length;
  const hw = L * 0.035;
  let inner = softShadow(defs, 8, 10, L * 0.16, L * 0.55, 0.4);
  // handle: widening toward the end
  inner += path(
    `M${n(-hw * 0.6)} ${n(-L * 0.12)}C${n(-hw * 0.6)} ${n(L * 0.2)} ${n(-hw * 1.5)} ${n(L * 0.35)} ${n(-hw * 1.4)} ${n(L * 0.47)}Q0 ${n(L * 0.53)} ${n(hw * 1.4)} ${n(L * 0.47)}C${n(hw * 1.5)} ${n(L * 0.35)} ${n(hw * 0.6)} ${n(L * 0.2)} ${n(hw * 0.6)} ${n(-L * 0.12)}Z`,
    { fill, stroke: shade(metal, -0.5), 'stroke-width': 0.8 },
  );
  if (kind === 'spoon') {
    const by = -L * 0.3;
    inner += el('ellipse', {
      cx: 0,
      cy: by,
      rx: L * 0.1,
      ry: L * 0.16,
      fill,
      stroke: shade(metal, -0.5),
      'stroke-width': 0.8,
    });
    inner += el('ellipse', {
      cx: 0,
      cy: by + 2,
      rx: L * 0.082,
      ry: L * 0.135,
      fill: defs.radial(
        [
          { offset: 0, color: shade(metal, -0.3) },
          { offset: 0.7, color: shade(metal, 0.2) },
          { offset: 1, color: shade(metal, 0.5) },
        ],
        { fx: 0.65, fy: 0.7 },
      ),
    });
    inner += el('ellipse', {
      cx: -L * 0.03,
      cy: by - L * 0.05,
      rx: L * 0.02,
      ry: L * 0.05,
      fill: '#ffffff',
      opacity: 0.7,
    });
  } else {
    const top = -L * 0.47;
    const neck = -L * 0.14;
    const fw = L * 0.075;
    let d = `M${n(-hw * 0.6)} ${n(neck)}C${n(-fw)} ${n(neck - L * 0.04)} ${n(-fw)} ${n(neck - L * 0.1)} ${n(-fw)} ${n(top + L * 0.12)}`;
    d += `L${n(-fw)} ${n(top)}`;
    const tines = 4;
    for (let i = 0; i < tines; i++) {
      const x0 = -fw + (i * 2 * fw) / tines;
      const x1 = x0 + (2 * fw) / tines;
      const gap = ((2 * fw) / tines) * 0.35;
      d += `L${n(x1 - gap)} ${n(top)}`;
      if (i < tines - 1) d += `L${n(x1 - gap)} ${n(top + L * 0.12)}L${n(x1)} ${n(top + L * 0.12)}L${n(x1)} ${n(top)}`;
    }
    d += `L${n(fw)} ${n(top)}L${n(fw)} ${n(top + L * 0.12)}C${n(fw)} ${n(neck - L * 0.1)} ${n(fw)} ${n(neck - L * 0.04)} ${n(hw * 0.6)} ${n(neck)}Z`;
    inner += path(d, { fill, stroke: shade(metal, -0.5), 'stroke-width': 0.8 });
  }
  inner += path(`M${n(-hw * 0.2)} ${n(-L * 0.05)}L${n(-hw * 0.5)} ${n(L * 0.42)}`, {
    stroke: '#ffffff',
    'stroke-width': 1.5,
    opacity: 0.55,
    'stroke-linecap': 'round',
  });
  return el('g', { transform: `translate(${n(x)} ${n(y)}) rotate(${n(angle)})` }, inner);
}
