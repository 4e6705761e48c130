// Noodles, pasta and stir-fries: tangles of strands, tubes, and glossy tossed vegetables.
import { family, lightness, mix, shade } from '../color';
import type { Rng } from '../random';
import { backToFront, chunk, glow, litFill, onArea, scatter, softShadow, speculars } from '../shapes';
import { blob, circle, el, ellipse, n, openCurve, path, rotate, type Defs, type Pt } from '../svg';
import { texture } from '../textures';
import type { Ctx, FoodArea } from '../types';
import type { Bit } from './components';
import { liquid } from './liquid';
import { hintText } from '../hints';
import { charFlecks, ear, gaiLan } from './strand-pieces';

/** One noodle wandering around the nest, turning back when it nears the edge. */
function strandPoints(rng: Rng, area: FoodArea, k: number, steps: number, step: number): Pt[] {
  const a0 = rng.range(0, Math.PI * 2);
  const r0 = Math.sqrt(rng.next()) * 0.8;
  let x = Math.cos(a0) * r0;
  let y = Math.sin(a0) * r0;
  // mostly going round the centre, like twirled noodles
  let dir = Math.atan2(y, x) + (Math.PI / 2) * (rng.chance(0.8) ? 1 : -1) + rng.jitter(0, 0.6);
  let bend = rng.jitter(0, 0.25);
  const pts: Pt[] = [];
  for (let i = 0; i < steps; i++) {
    pts.push(onArea(area, { x, y }, k));
    bend += rng.jitter(0, 0.12);
    bend *= 0.9;
    dir += bend;
    const r = Math.hypot(x, y);
    if (r > 0.88) {
      const toCentre = Math.atan2(-y, -x);
      let diff = toCentre - dir;
      while (diff > Math.PI) diff -= Math.PI * 2;
      while (diff < -Math.PI) diff += Math.PI * 2;
      dir += diff * 0.35;
    }
    x += Math.cos(dir) * step;
    y += Math.sin(dir) * step;
  }
  return pts;
}

/** A tangle of strands; `coat` is an optional sauce colour streaked over them. */
function tangle(
  ctx: Ctx,
  area: FoodArea,
  color: string,
  count: number,
  width: number,
  k: number,
  extras: Bit[] = [],
): string {
  const rng = ctx.rng.fork('strands');
  let out = '';
  const extrasByLayer = new Map<number, Bit[]>();
  for (const e of extras) {
    const layer = rng.int(Math.floor(count * 0.3), count - 1);
    extrasByLayer.set(layer, [...(extrasByLayer.get(layer) ?? []), e]);
  }
  for (let i = 0; i < count; i++) {
    const depth = i / count;
    const pts = strandPoints(rng, area, k, rng.int(12, 20), rng.range(0.1, 0.15));
    const d = openCurve(pts);
    const c = shade(color, -0.22 + depth * 0.3 + rng.jitter(0, 0.04));
    out += path(d, {
      stroke: shade(color, -0.5),
      'stroke-width': width + 2.2,
      fill: 'none',
      'stroke-linecap': 'round',
      opacity: 0.55,
    });
    out += path(d, { stroke: c, 'stroke-width': width, fill: 'none', 'stroke-linecap': 'round' });
    out += path(d, {
      stroke: shade(c, 0.45),
      'stroke-width': width * 0.3,
      fill: 'none',
      'stroke-linecap': 'round',
      opacity: 0.7,
      transform: `translate(${n(-width * 0.22)} ${n(-width * 0.22)})`,
    });
    for (const e of extrasByLayer.get(i) ?? []) out += e.draw();
  }
  return out;
}

/** Thin matchsticks of vegetable: carrot, pepper, cabbage, spring onion. */
function julienne(defs: Defs, rng: Rng, area: FoodArea, colors: string[], count: number): Bit[] {
  const bits: Bit[] = [];
  for (const p of scatter(rng, count, 0.08, 0.8)) {
    const q = onArea(area, p);
    const color = rng.pick(colors);
    const len = area.rx * rng.range(0.12, 0.2);
    const w = area.rx * 0.028;
    const a = rng.range(0, 180);
    bits.push({
      ...q,
      draw: () =>
        el('rect', {
          x: q.x - len / 2,
          y: q.y - w / 2,
          width: len,
          height: w,
          rx: w / 2,
          fill: litFill(defs, color, 0.3, 0.25),
          transform: rotate(a, q.x, q.y),
        }),
    });
  }
  return bits;
}

const vegColors = (ctx: Ctx) =>
  ctx.palette.accents.filter((c) => !['white', 'cream', 'dark', 'brown'].includes(family(c)));

export function noodles(ctx: Ctx, area: FoodArea): string {
  const { defs } = ctx;
  const rng = ctx.rng.fork('noodles');
  const { main } = ctx.palette;
  const wide = /see ew|wide|ho fun|chow fun|kway teow|kuay teow|shahe|kee mao|drunken/.test(hintText(ctx));
  const noodle = wide ? mix(main, '#ecd3a0', 0.45) : lightness(main) > 0.35 ? main : mix(main, '#d9b26a', 0.5);
  const soupy = area.deep && /ramen|pho|soup|laksa|thukpa|udon/.test(hintText(ctx));
  let out = '';
  if (soupy) out += liquid(ctx, area, mix(main, '#c98a3a', 0.4), { mottle: 4, streaks: 0 });
  else
    out += path(blob(rng, area.cx, area.cy, area.rx * 0.86, area.ry * 0.86, 0.06, 12), { fill: shade(noodle, -0.35) });
  const veg = vegColors(ctx);
  // wide flat rice noodles (pad see ew, chow fun, drunken noodles) tossed with Chinese broccoli
  const extras = wide ? gaiLan(ctx, area, veg) : veg.length ? julienne(defs, rng, area, veg, 26) : [];
  const width = wide ? area.rx * 0.095 : Math.max(4, area.rx * 0.032);
  out += tangle(ctx, area, noodle, wide ? 24 : soupy ? 60 : 100, width, soupy ? 0.7 : 0.92, extras);
  if (wide) out += charFlecks(ctx, area, noodle);
  out += speculars(defs, rng, area, 6, 0.03);
  return out;
}

const SHORT_PASTA =
  /penne|rigatoni|macaroni|mac|fusilli|farfalle|bow|rotini|ziti|orecchiette|shell|conchiglie|pasta salad|arrabbiata/;
const LONG_PASTA =
  /spaghetti|linguine|fettuccine|tagliatelle|pappardelle|aglio|carbonara|bolognese|pomodoro|noodle|vermicelli|cacio/;

/** A short tube of pasta, with ridges and dark openings. */
function tube(
  defs: Defs,
  x: number,
  y: number,
  len: number,
  w: number,
  angle: number,
  color: string,
  sauce: string | undefined,
  rng: Rng,
): string {
  const body = defs.linear(
    [
      { offset: 0, color: shade(color, -0.3) },
      { offset: 0.35, color: shade(color, 0.3) },
      { offset: 0.7, color },
      { offset: 1, color: shade(color, -0.35) },
    ],
    0,
    0,
    0,
    1,
  );
  let inner = path(
    `M${n(-len / 2 + w * 0.3)} ${n(-w / 2)}L${n(len / 2 + w * 0.3)} ${n(-w / 2)}L${n(len / 2 - w * 0.3)} ${n(w / 2)}L${n(-len / 2 - w * 0.3)} ${n(w / 2)}Z`,
    { fill: body },
  );
  for (let i = 1; i < 4; i++) {
    const yy = -w / 2 + (i * w) / 4;
    const off = -0.6 * yy;
    inner += path(`M${n(-len / 2 + off)} ${n(yy)}L${n(len / 2 + off)} ${n(yy)}`, {
      stroke: shade(color, -0.25),
      'stroke-width': 0.8,
      opacity: 0.6,
    });
  }
  inner += ellipse(len / 2 + w * 0.0, 0, w * 0.3, w * 0.5, {
    fill: shade(color, 0.15),
    stroke: shade(color, -0.3),
    'stroke-width': 0.8,
  });
  inner += ellipse(len / 2 + w * 0.0, 0, w * 0.2, w * 0.36, { fill: mix(color, '#3a1a08', 0.6) });
  if (sauce)
    inner += path(blob(rng, rng.jitter(0, len * 0.2), rng.jitter(0, w * 0.2), len * 0.3, w * 0.45, 0.4, 7), {
      fill: sauce,
      opacity: 0.8,
    });
  return el(
    'g',
    { transform: `translate(${n(x)} ${n(y)}) rotate(${n(angle)})` },
    softShadow(defs, 2, 4, len * 0.55, w * 0.7, 0.35) + inner,
  );
}

export function pasta(ctx: Ctx, area: FoodArea): string {
  const { defs } = ctx;
  const rng = ctx.rng.fork('pasta');
  const { main, accents } = ctx.palette;
  const words = hintText(ctx);
  const mainIsPasta = ['yellow', 'cream', 'white'].includes(family(main));
  const pastaColor = mainIsPasta
    ? mix(main, '#e8b456', 0.55)
    : (accents.find((c) => ['yellow', 'cream'].includes(family(c))) ?? '#f0d084');
  const sauce = mainIsPasta ? undefined : main;
  const short = SHORT_PASTA.test(words) || (!LONG_PASTA.test(words) && rng.chance(0.4));
  const ears = /orecchiette/.test(words);
  const greens = /broccoli|rapini|cime di rapa|broccoletti/.test(words);
  let out = '';
  if (short) {
    if (sauce) out += liquid(ctx, area, sauce, { pool: 0.85, mottle: 4, streaks: 2 });
    else out += liquid(ctx, area, shade(pastaColor, 0.1), { pool: 0.85, mottle: 3, streaks: 2 });
    const bits: Bit[] = [];
    const s = area.rx * 0.3;
    for (const p of scatter(rng, 80, 0.1, 0.86)) {
      const q = onArea(area, p);
      const r = rng.fork(`t${bits.length}`);
      bits.push({
        ...q,
        draw: () =>
          (ears ? ear : tube)(
            defs,
            q.x,
            q.y,
            s * r.range(0.9, 1.1),
            s * 0.42,
            r.range(0, 360),
            pastaColor,
            sauce && r.chance(0.6) ? sauce : undefined,
            r,
          ),
      });
    }
    if (greens) {
      const green = accents.find((c) => family(c) === 'green') ?? '#3f7a2a';
      for (const p of scatter(rng.fork('florets'), 14, 0.2, 0.8)) {
        const q = onArea(area, p);
        bits.push({ ...q, draw: () => floret(defs, q.x, q.y, area.rx * 0.19, shade(green, rng.jitter(0, 0.08))) });
      }
    }
    out += backToFront(bits)
      .map((b) => b.draw())
      .join('');
  } else {
    const width = Math.max(3.5, area.rx * 0.027);
    out += path(blob(rng, area.cx, area.cy, area.rx * 0.82, area.ry * 0.82, 0.06, 12), {
      fill: shade(pastaColor, -0.3),
    });
    out += tangle(ctx, area, pastaColor, 95, width, 0.88);
    if (sauce) {
      // a ladle of sauce on top of the twirl
      const c = onArea(area, { x: rng.jitter(0, 0.1), y: rng.jitter(0, 0.1) });
      const r = area.rx * rng.range(0.38, 0.48);
      out += softShadow(defs, c.x + 4, c.y + 6, r * 1.05, r * area.tilt, 0.4);
      const d = blob(rng, c.x, c.y, r, r * area.tilt, 0.18, 11);
      out += path(d, { fill: shade(sauce, -0.3), transform: 'translate(2 3)' });
      out += path(d, { fill: litFill(defs, sauce, 0.22, 0.3) });
      out += path(d, { fill: texture(defs, ctx.tex, 'bump', 0.9), opacity: 0.55 });
      for (let i = 0; i < 7; i++) {
        const a = rng.range(0, Math.PI * 2);
        const rr = r * rng.range(0.25, 0.6);
        out += path(
          blob(rng, c.x + Math.cos(a) * rr, c.y + Math.sin(a) * rr * area.tilt, r * 0.22, r * 0.16 * area.tilt, 0.3, 7),
          { fill: shade(sauce, rng.pick([-0.15, 0.12])), opacity: 0.6 },
        );
      }
      for (let i = 0; i < 10; i++) {
        const x = c.x + rng.jitter(0, r * 0.6);
        const y = c.y + rng.jitter(0, r * 0.6) * area.tilt;
        out += chunk(defs, rng, x, y, r * rng.range(0.07, 0.12), shade(sauce, rng.jitter(-0.05, 0.12)), { gloss: 0.6 });
      }
      out += glow(defs, c.x - r * 0.3, c.y - r * 0.3 * area.tilt, r * 0.35, r * 0.15, 0.5, '#ffffff');
    }
  }
  out += speculars(defs, rng, area, 5, 0.03);
  return out;
}

/** Glossy tossed vegetables and pieces: florets, pepper strips, carrot coins, cubes. */
/** A broccoli floret: a stalk under a head of small rounded buds. */
function floret(defs: Defs, x: number, y: number, s: number, color: string): string {
  let f = softShadow(defs, x + 3, y + 5, s * 0.9, s * 0.7, 0.4);
  f += path(`M${n(x)} ${n(y)}l${n(s * 0.5)} ${n(s * 0.5)}`, {
    stroke: mix(color, '#b8d07a', 0.5),
    'stroke-width': s * 0.35,
    'stroke-linecap': 'round',
  });
  for (let i = 0; i < 7; i++) {
    const a = (i / 7) * Math.PI * 2;
    f += circle(x + Math.cos(a) * s * 0.35, y + Math.sin(a) * s * 0.3, s * 0.32, {
      fill: litFill(defs, shade(color, -0.15), 0.25, 0.3),
    });
  }
  f += circle(x - s * 0.05, y - s * 0.05, s * 0.35, { fill: litFill(defs, color, 0.3, 0.2) });
  return f;
}

export function stirFry(ctx: Ctx, area: FoodArea): string {
  const { defs } = ctx;
  const rng = ctx.rng.fork('stirfry');
  const { main, accents } = ctx.palette;
  const brown = [main, ...accents].find((c) => ['brown', 'dark'].includes(family(c)));
  const sauce = brown ? mix(brown, '#4a220e', 0.4) : '#5a2a12';
  let out = liquid(ctx, area, sauce, { pool: 0.88, mottle: 4, streaks: 0 });
  const colors = [main, ...accents].filter((c) => c !== brown);
  if (!colors.length) colors.push('#5f9a3a', '#e2572b');
  const bits: Bit[] = [];
  const s = area.rx * 0.15;
  for (const p of scatter(rng, 80, 0.11, 0.88)) {
    const q = onArea(area, p);
    const color = rng.pick(colors);
    const fam = family(color);
    const r = rng.fork(`s${bits.length}`);
    bits.push({
      ...q,
      draw: () => {
        if (fam === 'green' && r.chance(0.6)) return floret(defs, q.x, q.y, s, color);
        if (['red', 'orange', 'yellow', 'green'].includes(fam) && r.chance(0.6)) {
          // a strip of pepper
          const a = r.range(0, 360);
          const d = `M${n(-s)} 0Q0 ${n(-s * 0.5)} ${n(s)} 0`;
          return el(
            'g',
            { transform: `translate(${n(q.x)} ${n(q.y)}) rotate(${n(a)})` },
            path(d, {
              stroke: shade(color, -0.35),
              'stroke-width': s * 0.42,
              fill: 'none',
              'stroke-linecap': 'round',
            }) +
              path(d, { stroke: color, 'stroke-width': s * 0.32, fill: 'none', 'stroke-linecap': 'round' }) +
              path(d, {
                stroke: '#ffffff',
                'stroke-width': s * 0.07,
                fill: 'none',
                'stroke-linecap': 'round',
                opacity: 0.6,
                transform: 'translate(0 -2)',
              }),
          );
        }
        return (
          softShadow(defs, q.x + 3, q.y + 5, s * 0.8, s * 0.6, 0.4) +
          chunk(defs, r, q.x, q.y, s * 0.6, color, { gloss: 0.65, wobble: 0.2, points: 6 })
        );
      },
    });
  }
  out += backToFront(bits)
    .map((b) => b.draw())
    .join('');
  // the glaze catches the light everywhere
  out += speculars(defs, rng, area, 10, 0.035);
  return out;
}
