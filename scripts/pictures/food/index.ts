// Which drawing function paints each picture style, and how it likes to be seen.
import type { FoodDrawer, Style } from '../types.ts';
import { burger } from './burger.ts';
import { cake } from './cake.ts';
import { dosa } from './dosa.ts';
import { drink } from './drink.ts';
import { eggs } from './eggs.ts';
import { fish } from './fish.ts';
import { flatbread } from './flatbread.ts';
import { friedSnack } from './fried.ts';
import { biryani, grainBowl, rice } from './grains.ts';
import { pancakes } from './pancakes.ts';
import { pie } from './pie.ts';
import { pizza } from './pizza.ts';
import { roast } from './roast.ts';
import { salad } from './salad.ts';
import { sandwich } from './sandwich.ts';
import { curry, dal, porridge, pudding, soup, stew } from './saucy.ts';
import { skewers } from './skewers.ts';
import { dumplings, idli } from './steamed.ts';
import { noodles, pasta, stirFry } from './strands.ts';
import { sushi } from './sushi.ts';
import { cookies, sweetBalls } from './sweets.ts';
import { tacos } from './tacos.ts';
import { wraps } from './wraps.ts';

export interface StyleInfo {
  draw: FoodDrawer;
  /** 'top' mostly from above, 'angle' from the side (stacks, glasses), 'any' either */
  view: 'top' | 'angle' | 'any';
  /** the drawer places the recipe's garnish itself */
  ownGarnish?: boolean;
}

const any = (draw: FoodDrawer): StyleInfo => ({ draw, view: 'any' });
const top = (draw: FoodDrawer): StyleInfo => ({ draw, view: 'top' });
const side = (draw: FoodDrawer): StyleInfo => ({ draw, view: 'angle', ownGarnish: true });

export const STYLES: Record<Style, StyleInfo> = {
  curry: any(curry),
  dal: any(dal),
  rice: any(rice),
  biryani: any(biryani),
  noodles: any(noodles),
  pasta: any(pasta),
  salad: any(salad),
  soup: any(soup),
  stew: any(stew),
  flatbread: top(flatbread),
  dosa: top(dosa),
  idli: any(idli),
  dumplings: any(dumplings),
  cake: side(cake),
  cookies: top(cookies),
  pudding: any(pudding),
  skewers: top(skewers),
  sandwich: side(sandwich),
  burger: side(burger),
  pancakes: side(pancakes),
  drink: { draw: drink, view: 'angle' },
  porridge: any(porridge),
  roast: any(roast),
  'fried-snack': any(friedSnack),
  tacos: top(tacos),
  pizza: top(pizza),
  sushi: top(sushi),
  wraps: top(wraps),
  eggs: any(eggs),
  fish: top(fish),
  'stir-fry': any(stirFry),
  bowl: any(grainBowl),
  pie: top(pie),
  'sweet-balls': any(sweetBalls),
};
