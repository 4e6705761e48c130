// Which drawing function paints each picture style, and how it likes to be seen.
import type { FoodDrawer, Style } from '../types';
import { burger } from './burger';
import { cake } from './cake';
import { dosa } from './dosa';
import { drink } from './drink';
import { eggs } from './eggs';
import { fish } from './fish';
import { flatbread } from './flatbread';
import { friedSnack } from './fried';
import { biryani, grainBowl, rice } from './grains';
import { pancakes } from './pancakes';
import { pie } from './pie';
import { pizza } from './pizza';
import { roast } from './roast';
import { salad } from './salad';
import { sandwich } from './sandwich';
import { curry, dal, porridge, pudding, soup, stew } from './saucy';
import { skewers } from './skewers';
import { dumplings, idli } from './steamed';
import { noodles, pasta, stirFry } from './strands';
import { sushi } from './sushi';
import { cookies, sweetBalls } from './sweets';
import { tacos } from './tacos';
import { wraps } from './wraps';

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
