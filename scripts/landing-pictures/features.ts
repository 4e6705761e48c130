// The eight feature illustrations of the landing page's features grid.
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
  egg,
  heart,
  leaf,
  onion,
  sparkle,
  tick,
  tomato,
  type Kit,
} from './kit';
import type { Drawing } from './steps';

/** AI meal plans: a week of dishes on a card, a target ring that is met, and sparkles. */
async function aiPlans(kit: Kit): Promise<string> {
  let s = backdrop(kit.defs, C.brand, C.mint, 600, 110);
  s += card(80, 110, 420, 380);
  const dishes = [
    'thai-green-curry-chicken',
    'insalata-caprese',
    'mysore-masala-dosa',
    'tofu-pad-thai',
    'paella-valenciana',
    'jain-palak-paneer',
  ];
  for (let i = 0; i < 6; i++) {
    const cx = 160 + (i % 3) * 130;
    const cy = 210 + Math.floor(i / 3) * 150;
    s += await kit.dish(dishes[i]!, cx, cy, 44, C.surface2);
    s += bar(cx - 36, cy + 68, 72, C.muted, 9, 0.45);
  }
  const cx = 610;
  const cy = 330;
  s += circle(cx, cy, 112, { fill: C.surface, stroke: C.line, 'stroke-width': 2 });
  s += circle(cx, cy, 82, { fill: 'none', stroke: C.line, 'stroke-width': 22 });
  s += path(`M${cx} ${cy - 82} A82 82 0 1 1 ${cx - 78} ${cy - 25}`, {
    fill: 'none',
    stroke: C.mint,
    'stroke-width': 22,
    'stroke-linecap': 'round',
  });
  s += tick(cx, cy, 30, C.mint, 12);
  s += sparkle(560, 130, 44) + sparkle(640, 175, 20, C.cream) + sparkle(720, 480, 26);
  return s;
}

/** Recipe search: a search field and result cards with real pictures. */
async function recipeSearch(kit: Kit): Promise<string> {
  let s = backdrop(kit.defs, C.sky, C.brand);
  s += el('rect', { x: 110, y: 70, width: 580, height: 76, rx: 38, fill: C.cream });
  s +=
    circle(160, 106, 17, { fill: 'none', stroke: C.page, 'stroke-width': 6 }) +
    path('M172 118 l16 16', { stroke: C.page, 'stroke-width': 7, 'stroke-linecap': 'round' });
  s +=
    bar(205, 108, 200, C.page, 14, 0.5) +
    el('rect', { x: 420, y: 90, width: 4, height: 36, fill: C.page, opacity: 0.6 });
  const slugs = ['malaysian-curry-laksa', 'grilled-fish-tacos-lime-slaw', 'vegetable-bibimbap'];
  for (let i = 0; i < 3; i++) {
    const x = 90 + i * 215;
    s += card(x, 190, 190, 300, {}, 22);
    s += await kit.dish(slugs[i]!, x + 95, 290, 70, C.surface2);
    s += bar(x + 24, 400, 140, C.ink, 12, 0.75) + bar(x + 24, 428, 96, C.muted, 9, 0.5);
    s += circle(x + 34, 462, 7, { fill: C.brand }) + bar(x + 48, 462, 50, C.brand, 8, 0.7);
  }
  return s;
}

/** Build from ingredients: what is in the kitchen, plus, becomes a dish. */
async function buildFromIngredients(kit: Kit): Promise<string> {
  let s = backdrop(kit.defs, C.orange, C.leaf, 200, 300);
  s += card(60, 120, 300, 360);
  s += tomato(140, 215, 44) + egg(265, 215, 42) + onion(140, 370, 44) + carrot(265, 370, 120, 35);
  s += chili(305, 445, 70, -15);
  s += path('M400 300 L500 300 M470 270 L500 300 L470 330', {
    fill: 'none',
    stroke: C.brand,
    'stroke-width': 14,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
  });
  s += await kit.dish('turkish-menemen', 630, 300, 130);
  s += sparkle(740, 150, 30) + sparkle(520, 470, 18, C.mint);
  return s;
}

/** Pantry scan: a phone's camera framing shelves of jars, with found items ticked. */
async function pantryScan(kit: Kit): Promise<string> {
  let s = backdrop(kit.defs, C.mint, C.sky, 300, 150);
  // the phone
  s += card(250, 40, 300, 540, { fill: '#0a1f21', stroke: C.line, 'stroke-width': 5 }, 44);
  s += el('rect', { x: 270, y: 70, width: 260, height: 480, rx: 26, fill: C.surface2 });
  const shelf = (y: number) => el('rect', { x: 270, y, width: 260, height: 10, fill: '#8a6240' });
  const jar = (x: number, y: number, w: number, h: number, color: string) =>
    el('rect', { x, y: y - h, width: w, height: h, rx: 10, fill: color, opacity: 0.9 }) +
    el('rect', { x: x - 3, y: y - h - 12, width: w + 6, height: 14, rx: 4, fill: C.cream });
  s += jar(290, 240, 56, 90, C.orange) + jar(360, 240, 50, 120, C.brand) + jar(425, 240, 70, 80, C.leaf) + shelf(240);
  s += jar(292, 420, 66, 100, C.tomato) + jar(372, 420, 52, 70, C.cream) + jar(438, 420, 60, 110, C.berry) + shelf(420);
  // viewfinder corners and the scan line
  const corner = (x: number, y: number, dx: number, dy: number) =>
    path(`M${x} ${y + dy * 40} L${x} ${y} L${x + dx * 40} ${y}`, {
      fill: 'none',
      stroke: C.mint,
      'stroke-width': 7,
      'stroke-linecap': 'round',
    });
  s += corner(285, 110, 1, 1) + corner(515, 110, -1, 1) + corner(285, 480, 1, -1) + corner(515, 480, -1, -1);
  s += el('rect', { x: 285, y: 300, width: 230, height: 5, rx: 2.5, fill: C.mint });
  s += el('rect', { x: 285, y: 262, width: 230, height: 38, fill: C.mint, opacity: 0.14 });
  // found items
  [C.orange, C.leaf, C.tomato].forEach((color, i) => {
    const y = 190 + i * 90;
    s +=
      card(575, y - 30, 170, 60, {}, 30) +
      circle(607, y, 16, { fill: C.mint }) +
      tick(607, y, 8, C.page, 4) +
      circle(640, y, 9, { fill: color }) +
      bar(656, y, 66, C.ink, 10, 0.6);
  });
  s += leaf(120, 470, 36, -30) + sparkle(140, 160, 26);
  return s;
}

/** Nutrition tracking: a macro donut and a week of bars reaching the target line. */
async function nutrition(kit: Kit): Promise<string> {
  let s = backdrop(kit.defs, C.mint, C.berry, 220, 200);
  s += card(70, 110, 300, 380);
  const cx = 220;
  const cy = 260;
  const arc = (from: number, to: number, color: string) => {
    const p = (t: number) => [cx + 90 * Math.sin(t * Math.PI * 2), cy - 90 * Math.cos(t * Math.PI * 2)] as const;
    const [x1, y1] = p(from);
    const [x2, y2] = p(to);
    return path(`M${x1} ${y1} A90 90 0 ${to - from > 0.5 ? 1 : 0} 1 ${x2} ${y2}`, {
      fill: 'none',
      stroke: color,
      'stroke-width': 36,
    });
  };
  s += arc(0.01, 0.33, C.mint) + arc(0.35, 0.6, C.brand) + arc(0.62, 0.99, C.berry);
  s += bar(cx - 40, cy, 80, C.ink, 14, 0.8);
  [C.mint, C.brand, C.berry].forEach((color, i) => {
    const y = 410 + i * 0;
    s += circle(115 + i * 90, y, 9, { fill: color }) + bar(130 + i * 90, y, 50, C.muted, 9, 0.5);
  });
  s += card(410, 110, 320, 380);
  const heights = [150, 210, 180, 240, 200, 230, 170];
  heights.forEach((h, i) => {
    const x = 440 + i * 40;
    s += el('rect', { x, y: 440 - h, width: 26, height: h, rx: 8, fill: h >= 200 ? C.mint : C.sky, opacity: 0.9 });
  });
  s += path('M430 230 L710 230', { stroke: C.brand, 'stroke-width': 4, 'stroke-dasharray': '12 10' });
  s += bar(440, 150, 140, C.ink, 12, 0.75);
  return s;
}

/** Smart grocery lists: items grouped by aisle, ticked off, and a basket. */
async function groceryLists(kit: Kit): Promise<string> {
  let s = backdrop(kit.defs, C.leaf, C.brand, 620, 140);
  s += card(90, 60, 380, 480);
  let y = 115;
  for (const [color, n] of [
    [C.leaf, 3],
    [C.sky, 2],
    [C.brand, 2],
  ] as const) {
    s +=
      el('rect', { x: 115, y: y - 18, width: 330, height: 36, rx: 12, fill: color, opacity: 0.18 }) +
      circle(137, y, 8, { fill: color }) +
      bar(155, y, 120, color, 11, 0.95);
    y += 46;
    for (let i = 0; i < n; i++) {
      s +=
        checkbox(140, y, 24, i === 0) +
        bar(168, y, 200 - i * 50, C.ink, 10, i === 0 ? 0.3 : 0.6) +
        bar(390, y, 40, C.muted, 9, 0.4);
      y += 40;
    }
    y += 8;
  }
  // basket
  s += tomato(585, 285, 36) + leaf(650, 270, 46, 20) + carrot(700, 290, 110, 40) + egg(560, 320, 26);
  s += path('M500 320 L760 320 L730 500 L530 500Z', { fill: C.brand });
  s += path('M540 320 q90 -150 180 0', { fill: 'none', stroke: C.brand, 'stroke-width': 12 });
  for (let i = 1; i < 5; i++)
    s += path(`M${500 + i * 52} 330 L${520 + i * 42} 490`, { stroke: '#c99a1f', 'stroke-width': 5 });
  return s;
}

/** Favorites: a recipe card with a big heart, and more hearts around. */
async function favorites(kit: Kit): Promise<string> {
  let s = backdrop(kit.defs, C.tomato, C.brand, 560, 140);
  s += card(210, 60, 380, 480);
  s += await kit.dish('classic-tiramisu', 400, 235, 130, C.surface2);
  s += bar(260, 420, 220, C.ink, 14, 0.8) + bar(260, 452, 150, C.muted, 10, 0.5);
  for (let i = 0; i < 5; i++) s += path(`M${272 + i * 26} 490 l6 -14 l6 14 l-13 -9 h15z`, { fill: C.brand });
  s += circle(540, 110, 46, { fill: C.cream }) + heart(540, 112, 26);
  s += heart(120, 180, 34, C.berry) + heart(690, 420, 28) + heart(150, 440, 20, C.brand);
  return s;
}

/** Dietary preferences: a plate with badges for vegan, gluten-free, spice level and more. */
async function dietary(kit: Kit): Promise<string> {
  let s = backdrop(kit.defs, C.leaf, C.mint, 200, 140);
  s += await kit.dish('jain-palak-paneer', 280, 300, 150);
  const badge = (x: number, y: number, color: string, inner: string) =>
    circle(x, y + 4, 48, { fill: '#000', opacity: 0.25 }) + circle(x, y, 46, { fill: color }) + inner;
  s += badge(560, 140, C.leaf, leaf(560, 140, 28, 20, C.cream));
  const wheat = [0, 1, 2]
    .map((i) => el('ellipse', { cx: 650 - 8 + (i % 2) * 16, cy: 260 - 16 + i * 12, rx: 7, ry: 11, fill: C.page }))
    .join('');
  s += badge(
    650,
    262,
    C.brand,
    wheat + path('M620 292 L680 232', { stroke: C.tomato, 'stroke-width': 8, 'stroke-linecap': 'round' }),
  );
  s += badge(560, 380, C.cream, chili(560, 380, 56, -30));
  s += chip(470, 500, 150, C.mint, true) + chip(635, 500, 120, C.brand);
  return s;
}

export const FEATURE_DRAWINGS: Record<string, Drawing> = {
  'ai-plans': aiPlans,
  'recipe-search': recipeSearch,
  'build-from-ingredients': buildFromIngredients,
  'pantry-scan': pantryScan,
  nutrition,
  'grocery-lists': groceryLists,
  favorites,
  dietary,
};
