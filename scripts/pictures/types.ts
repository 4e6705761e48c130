// Shared shapes of the picture code.
import type { SeedRecipe } from '../../domain/catalogue';
import type { Rng } from './random';
import type { Defs } from './svg';
import type { Textures } from './textures';

export type PictureSpec = SeedRecipe['picture'];
export type Style = PictureSpec['style'];
export type VesselKind = PictureSpec['vessel'];

export interface Palette {
  /** the dish's main colour */
  main: string;
  /** the other colours, never empty */
  accents: string[];
}

/** Everything a drawing function needs. */
export interface Ctx {
  rng: Rng;
  defs: Defs;
  tex: Textures;
  spec: PictureSpec;
  palette: Palette;
  /** words from the slug and garnish ("paneer", "spaghetti", "mint"), to pick variants */
  hints: Set<string>;
}

/**
 * Where the food goes: an ellipse on screen. `tilt` is ry / rx of a circle lying on the table
 * (1 = seen from straight above), `lift` how much a height moves a point up the screen.
 */
export interface FoodArea {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
  tilt: number;
  lift: number;
  /** food fills a bowl-like vessel to its walls, rather than sitting on a flat surface */
  deep: boolean;
  vessel: VesselKind;
  /** the colour of the vessel where the food sits, so the food can stand out from it */
  under: string;
}

/** A drawn vessel: `back` goes under the food, `front` over it; food is clipped to `clip` if given. */
export interface DrawnVessel {
  back: string;
  front: string;
  area: FoodArea;
  clip?: string;
  /** the space the vessel takes on the table, to keep props clear of it */
  box: { x0: number; y0: number; x1: number; y1: number };
}

export type FoodDrawer = (ctx: Ctx, area: FoodArea) => string;
