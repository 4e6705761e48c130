// The four "How it works" illustrations: preferences, a weekly plan, one grocery list, cooking.
import { circle, el, path } from '../pictures/svg';
import {
  backdrop,
  bar,
  card,
  carrot,
  checkbox,
  chili,
  chip,
  C,
  H,
  leaf,
  sparkle,
  toggle,
  tomato,
  W,
  type Kit,
} from './kit';

export type Drawing = (kit: Kit) => Promise<string>;

/** 1. Tell us how you eat: a settings card with switches, a slider, and chosen diet chips. */
async function preferences({ defs }: Kit): Promise<string> {
  let s = backdrop(defs, C.mint, C.brand);
  s += card(150, 70, 500, 460);
  s += circle(205, 125, 22, { fill: C.brand }) + bar(245, 118, 180, C.ink, 14, 0.8) + bar(245, 140, 120);
  const rows: [string, boolean][] = [
    [C.leaf, true],
    [C.tomato, false],
    [C.sky, true],
  ];
  rows.forEach(([color, on], i) => {
    const y = 205 + i * 66;
    s += el('rect', { x: 180, y: y - 26, width: 440, height: 52, rx: 16, fill: C.surface2 });
    s += circle(212, y, 12, { fill: color }) + bar(238, y, 170 - i * 25, C.ink, 11, 0.55);
    s += toggle(540, y, on);
  });
  // a slider: the weekly calorie target
  s += bar(190, 420, 420, C.line, 10, 1) + bar(190, 420, 260, C.mint, 10, 1);
  s += circle(450, 420, 17, { fill: C.cream }) + circle(450, 420, 7, { fill: C.mint });
  s += chip(185, 480, 140, C.leaf, true) + chip(340, 480, 128, C.brand);
  s += leaf(640, 92, 34, 30) + leaf(105, 470, 26, -35) + chili(680, 470, 70, -25);
  return s;
}

/** 2. Get a week of meals: a calendar of real dishes and a sparkle for "generated". */
async function plan(kit: Kit): Promise<string> {
  const { defs } = kit;
  let s = backdrop(defs, C.brand, C.mint, 620, 120);
  const x0 = 90;
  const y0 = 90;
  s += card(x0, y0, 620, 420);
  s +=
    el('rect', { x: x0, y: y0, width: 620, height: 70, rx: 26, fill: C.surface2 }) +
    el('rect', { x: x0, y: y0 + 44, width: 620, height: 26, fill: C.surface2 });
  s +=
    bar(x0 + 32, y0 + 36, 160, C.ink, 14, 0.85) +
    circle(x0 + 560, y0 + 36, 14, { fill: C.brand }) +
    circle(x0 + 520, y0 + 36, 14, { fill: C.line });
  const cols = 7;
  const cw = 620 / cols;
  for (let c = 0; c < cols; c++)
    s += bar(x0 + c * cw + cw / 2 - 18, y0 + 100, 36, c === 2 ? C.brand : C.muted, 9, c === 2 ? 0.9 : 0.5);
  const dishes = [
    'vegetable-bibimbap',
    'mysore-masala-dosa',
    'thai-green-curry-chicken',
    'insalata-caprese',
    'tofu-pad-thai',
    'paella-valenciana',
    'fluffy-buttermilk-pancakes',
    'jain-palak-paneer',
    'japanese-miso-glazed-salmon',
    'malaysian-curry-laksa',
    'punjabi-paneer-tikka',
    'turkish-menemen',
    'classic-tiramisu',
    'hyderabadi-chicken-dum-biryani',
  ];
  let k = 0;
  for (let r = 0; r < 3; r++) {
    for (let c = 0; c < cols; c++) {
      const cx = x0 + c * cw + cw / 2;
      const cy = y0 + 168 + r * 104;
      const filled = (r * 7 + c) % 5 !== 3;
      if (filled) s += await kit.dish(dishes[k++ % dishes.length]!, cx, cy, 30, C.surface2);
      else s += circle(cx, cy, 33, { fill: 'none', stroke: C.line, 'stroke-width': 3, 'stroke-dasharray': '6 6' });
    }
  }
  s += sparkle(700, 95, 38) + sparkle(745, 160, 18, C.mint) + sparkle(70, 470, 22, C.cream);
  return s;
}

/** 3. Shop with one list: a list grouped by aisle, and a bag of groceries. */
async function groceries({ defs }: Kit): Promise<string> {
  let s = backdrop(defs, C.leaf, C.orange);
  s += card(110, 60, 360, 480);
  s += el('rect', { x: 235, y: 44, width: 110, height: 36, rx: 12, fill: C.brand });
  const groups: [string, boolean[]][] = [
    [C.leaf, [true, true, false]],
    [C.sky, [true, false]],
    [C.orange, [false, false]],
  ];
  let y = 125;
  for (const [color, items] of groups) {
    s += circle(150, y, 9, { fill: color }) + bar(168, y, 110, color, 11, 0.9);
    y += 44;
    items.forEach((done, i) => {
      s += checkbox(160, y, 24, done) + bar(188, y, 190 - i * 40, C.ink, 10, done ? 0.3 : 0.6);
      y += 40;
    });
    y += 10;
  }
  // the bag, with greens, a baguette, a carrot and a tomato sticking out
  const bx = 500;
  const by = 250;
  s += leaf(560, 225, 48, -20) + leaf(600, 215, 44, 15, '#4e9a48');
  s += el('rect', { x: 615, y: 120, width: 34, height: 170, rx: 17, fill: '#d9a35b', transform: 'rotate(14 632 205)' });
  s += carrot(668, 215, 120, 28) + tomato(540, 262, 30);
  s += path(`M${bx} ${by} L${bx + 220} ${by} L${bx + 200} ${by + 270} L${bx + 20} ${by + 270}Z`, { fill: '#c98c4f' });
  s += path(`M${bx} ${by} L${bx + 220} ${by} L${bx + 216} ${by + 40} L${bx + 4} ${by + 40}Z`, { fill: '#b57940' });
  s += path(`M${bx + 70} ${by + 130} q40 36 80 0`, {
    fill: 'none',
    stroke: '#8f5a2c',
    'stroke-width': 8,
    'stroke-linecap': 'round',
  });
  return s;
}

/** 4. Cook and enjoy: the finished dish, a timer, and the recipe's steps. */
async function cook(kit: Kit): Promise<string> {
  const { defs } = kit;
  let s = backdrop(defs, C.orange, C.mint, 520, 160);
  s += card(70, 150, 270, 300);
  [0, 1, 2].forEach((i) => {
    const y = 205 + i * 78;
    const done = i < 2;
    s += circle(110, y, 18, { fill: done ? C.mint : C.surface2, stroke: done ? C.mint : C.muted, 'stroke-width': 3 });
    s += done
      ? path(`M101 ${y} l6 7 l12 -13`, {
          fill: 'none',
          stroke: C.page,
          'stroke-width': 4,
          'stroke-linecap': 'round',
          'stroke-linejoin': 'round',
        })
      : '';
    s += bar(142, y - 10, 160 - i * 20, C.ink, 11, 0.6) + bar(142, y + 12, 110, C.muted, 9, 0.4);
  });
  s += await kit.dish('hyderabadi-chicken-dum-biryani', 530, 330, 170);
  for (const [x, d] of [
    [470, 0],
    [530, 1],
    [590, 0],
  ] as const) {
    s += path(`M${x} ${118 - d * 14} c-14 -22 14 -34 0 -56 c-12 -18 10 -30 0 -44`, {
      fill: 'none',
      stroke: C.cream,
      'stroke-width': 7,
      'stroke-linecap': 'round',
      opacity: 0.5,
    });
  }
  // a timer badge
  s += circle(700, 500, 56, { fill: C.brand }) + circle(700, 500, 42, { fill: C.page });
  s += path('M700 500 L700 470 M700 500 L722 512', { stroke: C.brand, 'stroke-width': 6, 'stroke-linecap': 'round' });
  s += el('rect', { x: 688, y: 432, width: 24, height: 12, rx: 4, fill: C.brand });
  return s;
}

export const STEP_DRAWINGS: Record<string, Drawing> = { preferences, plan, groceries, cook };

export const CANVAS = { width: W, height: H };
