// Vessels: plate, platter, bowl, pot, skillet, board, cup. (The glass is drawn with its drink, in food/drink.ts.)
import { mix, shade } from './color';
import { chooseMaterial, faceFill, innerFill, wallFill, type Material } from './materials';
import type { Rng } from './random';
import { softShadow } from './shapes';
import { circle, el, ellipse, n, path, type Attrs, type Defs } from './svg';
import { texture } from './textures';
import type { Ctx, DrawnVessel, VesselKind } from './types';

export interface Layout {
  cx: number;
  cy: number;
  /** outer radius of the vessel, in px */
  size: number;
  /** ry / rx of a circle on the table: 1 from above, ~0.6 at three-quarters */
  tilt: number;
}

const liftOf = (tilt: number) => Math.sqrt(Math.max(0, 1 - tilt * tilt));

/** An elliptical arc from angle a0 to a1 (radians, clockwise on screen). */
export function arc(cx: number, cy: number, rx: number, ry: number, a0: number, a1: number): string {
  const x0 = cx + Math.cos(a0) * rx;
  const y0 = cy + Math.sin(a0) * ry;
  const x1 = cx + Math.cos(a1) * rx;
  const y1 = cy + Math.sin(a1) * ry;
  const large = Math.abs(a1 - a0) > Math.PI ? 1 : 0;
  return `M${n(x0)} ${n(y0)}A${n(rx)} ${n(ry)} 0 ${large} ${a1 > a0 ? 1 : 0} ${n(x1)} ${n(y1)}`;
}

/** A light streak along the rim toward the light, and a faint one on the far side. */
function rimLights(cx: number, cy: number, rx: number, ry: number, width: number, m: Material): string {
  const w = Math.max(1.2, width);
  return (
    path(arc(cx, cy, rx, ry, Math.PI * 1.02, Math.PI * 1.45), {
      stroke: '#ffffff',
      'stroke-width': w,
      fill: 'none',
      opacity: m.metal ? 0.85 : 0.6,
      'stroke-linecap': 'round',
    }) +
    path(arc(cx, cy, rx, ry, Math.PI * 0.1, Math.PI * 0.4), {
      stroke: '#ffffff',
      'stroke-width': w * 0.7,
      fill: 'none',
      opacity: 0.25,
      'stroke-linecap': 'round',
    })
  );
}

function speckles(rng: Rng, cx: number, cy: number, r0: number, r1: number, tilt: number, color: string): string {
  let out = '';
  for (let i = 0; i < 70; i++) {
    const a = rng.range(0, Math.PI * 2);
    const r = rng.range(r0, r1);
    out += circle(cx + Math.cos(a) * r, cy + Math.sin(a) * r * tilt, rng.range(0.5, 1.4), {
      fill: shade(color, -0.55),
      opacity: rng.range(0.3, 0.7),
    });
  }
  return out;
}

function groundShadow(defs: Defs, cx: number, cy: number, rx: number, ry: number, height: number): string {
  const off = 8 + height * 0.12;
  return (
    softShadow(defs, cx + off, cy + off * 0.9 + ry * 0.05, rx * 1.08, ry * 1.1, 0.42) +
    softShadow(defs, cx + 3, cy + 4 + ry * 0.02, rx * 1.01, ry * 1.02, 0.5)
  );
}

/** Plate and platter: a wide flat rim around a shallow well. */
function flatDish(ctx: Ctx, rng: Rng, l: Layout, oval: number, kind: VesselKind, material?: Material): DrawnVessel {
  const { defs } = ctx;
  const m = material ?? chooseMaterial(ctx, rng);
  const rx = l.size * oval;
  const ry = l.size * l.tilt;
  const lift = liftOf(l.tilt);
  const thick = 7 * lift + 1;
  const well = rng.range(0.68, 0.76);
  let back = groundShadow(defs, l.cx, l.cy + thick, rx, ry, 10);
  back += ellipse(l.cx, l.cy + thick, rx, ry, { fill: shade(m.color, -0.32) });
  back += ellipse(l.cx, l.cy, rx, ry, { fill: faceFill(defs, m) });
  if (m.speckle) back += speckles(rng, l.cx, l.cy, l.size * 0.2, l.size * 0.97, l.tilt, m.color);
  if (m.rimLine)
    back += ellipse(l.cx, l.cy, rx * 0.93, ry * 0.93, {
      fill: 'none',
      stroke: m.rimLine,
      'stroke-width': 2.2,
      opacity: 0.8,
    });
  const wx = rx * well;
  const wy = ry * well;
  back += ellipse(l.cx, l.cy, wx, wy, { fill: innerFill(defs, m), opacity: m.metal ? 0.9 : 0.35 });
  back += ellipse(l.cx + 2, l.cy + 2 * l.tilt, wx * 0.97, wy * 0.97, { fill: faceFill(defs, m, 0.6) });
  back += path(arc(l.cx, l.cy, wx, wy, Math.PI * 0.05, Math.PI * 0.7), {
    stroke: '#ffffff',
    'stroke-width': 1.6,
    fill: 'none',
    opacity: 0.45,
  });
  back += path(arc(l.cx, l.cy, wx, wy, Math.PI * 1.1, Math.PI * 1.6), {
    stroke: shade(m.color, -0.35),
    'stroke-width': 1.4,
    fill: 'none',
    opacity: 0.45,
  });
  back += rimLights(l.cx, l.cy, rx - 2, ry - 2 * l.tilt, 2.2, m);
  return {
    back,
    front: '',
    area: {
      cx: l.cx,
      cy: l.cy,
      rx: rx * 0.8,
      ry: ry * 0.8,
      tilt: l.tilt,
      lift,
      deep: false,
      vessel: kind,
      under: m.color,
    },
    box: { x0: l.cx - rx, y0: l.cy - ry, x1: l.cx + rx, y1: l.cy + ry + thick },
  };
}

interface DeepOpts {
  /** wall height as a share of the radius */
  height: number;
  /** 0 = round bowl belly, 1 = straight cylinder */
  straight: number;
  rim: number;
  handles: 'none' | 'loops' | 'long';
  material: Material;
}

/** Bowl, pot and skillet: a rim, an inner wall above the food, and (at an angle) the outer wall. */
function deepDish(ctx: Ctx, rng: Rng, l: Layout, o: DeepOpts, kind: VesselKind): DrawnVessel {
  const { defs } = ctx;
  const m = o.material;
  const R = l.size;
  const t = l.tilt;
  const lift = liftOf(t);
  const depth = R * o.height * lift;
  const rimW = R * o.rim;
  const inR = R - rimW;
  let back = '';
  let front = '';

  // shadow on the table, under the foot
  const footY = l.cy + depth;
  back += groundShadow(
    defs,
    l.cx,
    footY - R * t * 0.2 * (1 - o.straight),
    R * (0.9 + o.straight * 0.1),
    R * t * 0.95,
    R * o.height,
  );

  if (o.handles === 'long') {
    // a cast-iron handle reaching to the lower right
    const a = lift > 0.3 ? 0.08 : 0.6;
    const hx = l.cx + Math.cos(a) * R * 0.96;
    const hy = l.cy + Math.sin(a) * R * t * 0.96;
    const ex = hx + Math.cos(a) * R * 0.62;
    const ey = hy + Math.sin(a) * R * 0.62 * t;
    const w = R * 0.085;
    const nx = -Math.sin(a) * w;
    const ny = Math.cos(a) * w * Math.max(t, 0.4);
    back += softShadow(defs, (hx + ex) / 2 + 12, (hy + ey) / 2 + 14, R * 0.36, R * 0.1 + R * 0.1 * t, 0.45);
    back += path(
      `M${n(hx + nx * 1.4)} ${n(hy + ny * 1.4)}L${n(ex + nx)} ${n(ey + ny)}Q${n(ex + Math.cos(a) * w * 1.6)} ${n(ey + Math.sin(a) * w * 1.6 * t)} ${n(ex - nx)} ${n(ey - ny)}L${n(hx - nx * 1.4)} ${n(hy - ny * 1.4)}Z`,
      { fill: faceFill(defs, m), stroke: shade(m.color, -0.5), 'stroke-width': 1.5 },
    );
    back += circle(ex - Math.cos(a) * w * 0.9, ey - Math.sin(a) * w * 0.9 * t, w * 0.35, {
      fill: shade(m.color, -0.6),
    });
  }
  if (o.handles === 'loops') {
    for (const side of [-1, 1]) {
      const hx = l.cx + side * R * 1.02;
      const hy = l.cy + depth * 0.18;
      const w = R * 0.16;
      const h = R * 0.1 * Math.max(t, 0.5);
      back += path(
        `M${n(hx - side * 6)} ${n(hy - h)}C${n(hx + side * w)} ${n(hy - h * 1.3)} ${n(hx + side * w)} ${n(hy + h * 1.3)} ${n(hx - side * 6)} ${n(hy + h)}`,
        { stroke: shade(m.color, -0.25), 'stroke-width': R * 0.05, fill: 'none', 'stroke-linecap': 'round' },
      );
      back += path(
        `M${n(hx - side * 6)} ${n(hy - h)}C${n(hx + side * w)} ${n(hy - h * 1.3)} ${n(hx + side * w)} ${n(hy + h * 1.3)} ${n(hx - side * 6)} ${n(hy + h)}`,
        {
          stroke: shade(m.color, 0.25),
          'stroke-width': R * 0.015,
          fill: 'none',
          opacity: 0.7,
          transform: `translate(${-side * 1.5} -1.5)`,
        },
      );
    }
  }

  // the outer wall, seen below the front of the rim
  if (lift > 0.2) {
    const bulge = 1 - o.straight;
    const footR = R * (0.55 + o.straight * 0.38);
    const d =
      `M${n(l.cx - R)} ${n(l.cy)}` +
      `C${n(l.cx - R)} ${n(l.cy + depth * (0.55 + bulge * 0.4))} ${n(l.cx - footR - bulge * R * 0.12)} ${n(footY)} ${n(l.cx - footR)} ${n(footY)}` +
      `A${n(footR)} ${n(footR * t)} 0 0 0 ${n(l.cx + footR)} ${n(footY)}` +
      `C${n(l.cx + footR + bulge * R * 0.12)} ${n(footY)} ${n(l.cx + R)} ${n(l.cy + depth * (0.55 + bulge * 0.4))} ${n(l.cx + R)} ${n(l.cy)}Z`;
    back += path(d, { fill: wallFill(defs, m) });
    back += path(d, {
      fill: defs.linear([
        { offset: 0.4, color: '#000000', opacity: 0 },
        { offset: 1, color: '#1a0d05', opacity: 0.35 },
      ]),
    });
    if (!m.metal) {
      back += ellipse(l.cx - R * 0.55, l.cy + depth * 0.42, R * 0.07, depth * 0.3, {
        fill: defs.radial([
          { offset: 0, color: '#ffffff', opacity: 0.35 },
          { offset: 1, color: '#ffffff', opacity: 0 },
        ]),
      });
    }
    if (m.speckle) back += speckles(rng, l.cx, l.cy + depth * 0.4, R * 0.3, R * 0.95, t * 0.5, m.color);
  } else {
    // from above, a sliver of the outer wall shows on the shaded side
    back += circle(l.cx + R * 0.02, l.cy + R * 0.03, R, { fill: shade(m.color, -0.3) });
  }

  // rim and inside
  back += ellipse(l.cx, l.cy, R, R * t, { fill: faceFill(defs, m) });
  if (m.speckle) back += speckles(rng, l.cx, l.cy, inR, R, t, m.color);
  back += ellipse(l.cx, l.cy, inR, inR * t, { fill: innerFill(defs, m) });
  if (m.rimLine)
    back += ellipse(l.cx, l.cy, inR + rimW * 0.5, (inR + rimW * 0.5) * t, {
      fill: 'none',
      stroke: m.rimLine,
      'stroke-width': 2,
      opacity: 0.8,
    });

  // food level: a little below the rim
  const fall = R * (0.1 + o.height * 0.08);
  const fx = inR * (0.97 - o.height * 0.05 * (1 - o.straight));
  const area = {
    cx: l.cx,
    cy: l.cy + fall * lift,
    rx: fx,
    ry: fx * t,
    tilt: t,
    lift,
    deep: true,
    vessel: kind,
    under: shade(m.color, -0.2),
  };
  const clipShape =
    lift > 0.2
      ? path(
          `M${n(l.cx - inR)} ${n(l.cy)}L${n(l.cx - inR)} ${n(l.cy - R * 2)}L${n(l.cx + inR)} ${n(l.cy - R * 2)}L${n(l.cx + inR)} ${n(l.cy)}A${n(inR)} ${n(inR * t)} 0 0 1 ${n(l.cx - inR)} ${n(l.cy)}Z`,
        )
      : ellipse(l.cx, l.cy, inR, inR * t);
  const clip = defs.clip(`v${n(l.cx)}${n(l.cy)}${n(inR)}${n(t)}`, clipShape);

  // the rim casts a soft shade on the food on the side of the light
  front += el(
    'g',
    { 'clip-path': clip },
    ellipse(l.cx, l.cy, inR, inR * t, {
      fill: defs.radial(
        [
          { offset: 0.78, color: '#1a0d05', opacity: 0 },
          { offset: 1, color: '#1a0d05', opacity: 0.5 },
        ],
        { cx: 0.55, cy: 0.58, r: 0.56 },
      ),
    }),
  );
  front += path(arc(l.cx, l.cy, inR, inR * t, Math.PI * 0.05, Math.PI * 0.95), {
    stroke: mix(m.color, '#ffffff', 0.3),
    'stroke-width': 1.2,
    fill: 'none',
    opacity: 0.6,
  });
  front += rimLights(l.cx, l.cy, R - rimW * 0.35, (R - rimW * 0.35) * t, rimW * 0.22, m);
  return {
    back,
    front,
    area,
    clip,
    box: {
      x0: l.cx - R * (o.handles === 'loops' ? 1.2 : 1),
      y0: l.cy - R * t,
      x1: l.cx + R * (o.handles === 'long' ? 1.6 : 1.2),
      y1: footY + R * 0.1,
    },
  };
}

const WOODS = ['#b98a5a', '#a0703f', '#c9a27a', '#8a5b34', '#d2b48c'];

/** A wooden board: a rounded rectangle or a round paddle, with end grain and a bevelled edge. */
function board(ctx: Ctx, rng: Rng, l: Layout): DrawnVessel {
  const { defs } = ctx;
  const wood = rng.pick(WOODS);
  const round = rng.chance(0.35);
  const lift = liftOf(l.tilt);
  const w = round ? l.size : l.size * 1.22;
  const h = round ? l.size * l.tilt : l.size * 0.82 * l.tilt;
  const thick = 10 * lift + 3;
  const angle = rng.jitter(0, 5) * l.tilt;
  const r = round ? w : Math.min(w, h) * 0.12;
  const shape = (dy: number, grow: number, attrs: Attrs) =>
    round
      ? ellipse(l.cx, l.cy + dy, w + grow, h + grow * l.tilt, attrs)
      : el('rect', {
          x: l.cx - w - grow,
          y: l.cy - h + dy - grow,
          width: (w + grow) * 2,
          height: (h + grow) * 2,
          rx: r,
          ry: r * l.tilt,
          ...attrs,
        });
  const face = faceFill(defs, { color: wood, metal: false, speckle: false });
  let inner = '';
  if (round) {
    // the paddle's handle
    const hx = l.cx + w * 0.98;
    const handle = (dy: number, fill: string) =>
      el('rect', { x: hx - 10, y: l.cy - h * 0.16 + dy, width: w * 0.38, height: h * 0.32, rx: h * 0.14, fill });
    inner += handle(thick, shade(wood, -0.38)) + handle(0, face) + handle(0, texture(defs, ctx.tex, 'grain', 1.3));
    inner += circle(hx + w * 0.3, l.cy, h * 0.05, { fill: shade(wood, -0.5) });
  }
  inner += shape(thick, 0, { fill: shade(wood, -0.38) });
  inner += shape(0, 0, { fill: face });
  inner += shape(0, 0, { fill: texture(defs, ctx.tex, 'grain', round ? 1.6 : 2, rng.pick([0, 0, 90])) });
  inner += shape(-1, -4, { fill: 'none', stroke: '#ffffff', 'stroke-opacity': 0.22, 'stroke-width': 2 });
  let back = groundShadow(defs, l.cx, l.cy + thick, w, h, 12);
  back += el('g', { transform: `rotate(${n(angle)} ${n(l.cx)} ${n(l.cy)})` }, inner);
  return {
    back,
    front: '',
    area: {
      cx: l.cx,
      cy: l.cy,
      rx: w * 0.78,
      ry: h * 0.8,
      tilt: l.tilt,
      lift,
      deep: false,
      vessel: 'board',
      under: wood,
    },
    box: { x0: l.cx - w, y0: l.cy - h, x1: l.cx + w * (round ? 1.45 : 1), y1: l.cy + h + thick },
  };
}

/** A cup or mug, seen from above at an angle, with a handle and sometimes a saucer. */
function cup(ctx: Ctx, rng: Rng, l: Layout): DrawnVessel {
  const { defs } = ctx;
  const m = chooseMaterial(ctx, rng);
  const t = Math.min(l.tilt, 0.62);
  const lift = liftOf(t);
  const R = l.size * 0.62;
  const depth = R * 1.05 * lift;
  const saucer = rng.chance(0.6);
  let back = '';
  if (saucer) {
    const sR = R * 1.75;
    const sy = l.cy + depth + 4;
    back += groundShadow(defs, l.cx, sy + 4, sR, sR * t, 10);
    back += ellipse(l.cx, sy + 5 * lift, sR, sR * t, { fill: shade(m.color, -0.3) });
    back += ellipse(l.cx, sy, sR, sR * t, { fill: faceFill(defs, m) });
    back += ellipse(l.cx, sy, sR * 0.62, sR * 0.62 * t, { fill: innerFill(defs, m), opacity: 0.35 });
    back += rimLights(l.cx, sy, sR - 2, (sR - 2) * t, 2, m);
  } else {
    back += groundShadow(defs, l.cx, l.cy + depth, R * 0.95, R * t, R);
  }
  // handle on the right
  const hx = l.cx + R * 0.9;
  const hy = l.cy + depth * 0.45;
  const hd = `M${n(hx)} ${n(hy - depth * 0.3)}C${n(hx + R * 0.55)} ${n(hy - depth * 0.45)} ${n(hx + R * 0.55)} ${n(hy + depth * 0.45)} ${n(hx - R * 0.05)} ${n(hy + depth * 0.3)}`;
  back += path(hd, {
    stroke: shade(m.color, -0.25),
    'stroke-width': R * 0.14,
    fill: 'none',
    'stroke-linecap': 'round',
  });
  back += path(hd, {
    stroke: shade(m.color, 0.2),
    'stroke-width': R * 0.04,
    fill: 'none',
    'stroke-linecap': 'round',
    transform: 'translate(-1 -2)',
  });
  // body
  const footR = R * 0.78;
  const footY = l.cy + depth;
  const d =
    `M${n(l.cx - R)} ${n(l.cy)}C${n(l.cx - R)} ${n(l.cy + depth * 0.7)} ${n(l.cx - footR)} ${n(footY)} ${n(l.cx - footR)} ${n(footY)}` +
    `A${n(footR)} ${n(footR * t)} 0 0 0 ${n(l.cx + footR)} ${n(footY)}C${n(l.cx + footR)} ${n(footY)} ${n(l.cx + R)} ${n(l.cy + depth * 0.7)} ${n(l.cx + R)} ${n(l.cy)}Z`;
  back += path(d, { fill: wallFill(defs, m) });
  back += ellipse(l.cx - R * 0.6, l.cy + depth * 0.45, R * 0.08, depth * 0.3, {
    fill: defs.radial([
      { offset: 0, color: '#ffffff', opacity: 0.4 },
      { offset: 1, color: '#ffffff', opacity: 0 },
    ]),
  });
  back += ellipse(l.cx, l.cy, R, R * t, { fill: faceFill(defs, m) });
  const inR = R * 0.93;
  back += ellipse(l.cx, l.cy, inR, inR * t, { fill: innerFill(defs, m) });
  const clip = defs.clip(`cup${n(l.cx)}`, ellipse(l.cx, l.cy, inR, inR * t));
  const front =
    el(
      'g',
      { 'clip-path': clip },
      ellipse(l.cx, l.cy, inR, inR * t, {
        fill: defs.radial(
          [
            { offset: 0.75, color: '#1a0d05', opacity: 0 },
            { offset: 1, color: '#1a0d05', opacity: 0.45 },
          ],
          { cx: 0.55, cy: 0.6, r: 0.56 },
        ),
      }),
    ) + rimLights(l.cx, l.cy, R * 0.965, R * 0.965 * t, R * 0.03, m);
  const fall = R * 0.14 * lift;
  return {
    back,
    front,
    clip,
    area: {
      cx: l.cx,
      cy: l.cy + fall,
      rx: inR * 0.98,
      ry: inR * 0.98 * t,
      tilt: t,
      lift,
      deep: true,
      vessel: 'cup',
      under: m.color,
    },
    box: { x0: l.cx - R * (saucer ? 1.75 : 1), y0: l.cy - R * t, x1: l.cx + R * (saucer ? 1.75 : 1.5), y1: footY + R },
  };
}

export function drawVessel(ctx: Ctx, kind: Exclude<VesselKind, 'glass'>, l: Layout, material?: Material): DrawnVessel {
  const rng = ctx.rng.fork('vessel');
  switch (kind) {
    case 'plate':
      return flatDish(ctx, rng, l, 1, kind, material);
    case 'platter':
      return flatDish(ctx, rng, { ...l, size: l.size * 0.88 }, 1.3, kind);
    case 'bowl':
      return deepDish(
        ctx,
        rng,
        { ...l, size: l.size * 0.86 },
        { height: 0.5, straight: 0.1, rim: 0.05, handles: 'none', material: chooseMaterial(ctx, rng) },
        kind,
      );
    case 'pot': {
      const color = rng.pick(['#b5432f', '#2f6b73', '#e9e0cf', '#3d3d3f', '#b8703e', '#9b5a3a', '#c5c9cd']);
      const metal = color === '#b8703e' || color === '#c5c9cd';
      return deepDish(
        ctx,
        rng,
        { ...l, size: l.size * 0.82 },
        { height: 0.62, straight: 0.85, rim: 0.07, handles: 'loops', material: { color, metal, speckle: false } },
        kind,
      );
    }
    case 'skillet':
      return deepDish(
        ctx,
        rng,
        { ...l, size: l.size * 0.8 },
        {
          height: 0.22,
          straight: 0.9,
          rim: 0.06,
          handles: 'long',
          material: { color: '#3a3836', metal: true, speckle: false },
        },
        kind,
      );
    case 'board':
      return board(ctx, rng, l);
    case 'cup':
      return cup(ctx, rng, l);
  }
}
