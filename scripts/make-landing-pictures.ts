// Draws the landing page's pictures, offline: the hero carousel's 17 meals (catalogue recipes drawn
// by the recipe picture code at 1280 x 960), and the illustrations of the 4 steps and the 8 features.
// Writes web/public/landing/{meals,steps,features}/<name>-<width>.webp at the widths the page asks for, and the
// meals also as .avif (about half the bytes at the same look: the hero's first picture is the page's largest paint).
// Needs the recipe pictures (scripts/make-pictures.ts) for the round dish crops in the illustrations.
// Usage: npx tsx scripts/make-landing-pictures.ts [--only meals|steps|features]
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import sharp, { type Sharp } from 'sharp';
import { z } from 'zod';
import { SeedRecipe } from '../domain/catalogue';
import {
  CAROUSEL_MEALS,
  FEATURE_KEYS,
  ILLUSTRATION_WIDTHS,
  MEAL_WIDTHS,
  STEP_KEYS,
} from '../web/features/landing/landing-pictures';
import { FEATURE_DRAWINGS } from './landing-pictures/features';
import { makeKit, svgDoc, H, W } from './landing-pictures/kit';
import { STEP_DRAWINGS, type Drawing } from './landing-pictures/steps';
import { buildScene } from './pictures/scene';
import { HEIGHT, WIDTH } from './pictures/table';
import { loadTextures } from './pictures/textures';

const root = join(import.meta.dirname, '..');
const recipesDir = join(root, 'server/db/seed/data/recipes');
const picturesDir = join(root, 'web/public/recipes');
const outDir = join(root, 'web/public/landing');

const MEAL_SIZE = { width: 1280, height: 960 } as const;
const PictureOfRecipe = SeedRecipe.pick({ slug: true, title: true, picture: true });
type PictureOfRecipe = z.infer<typeof PictureOfRecipe>;

async function readCatalogue(): Promise<Map<string, PictureOfRecipe>> {
  const bySlug = new Map<string, PictureOfRecipe>();
  for (const file of (await readdir(recipesDir)).filter((f) => f.endsWith('.json'))) {
    const items = z.array(z.unknown()).parse(JSON.parse(await readFile(join(recipesDir, file), 'utf8')));
    for (const item of items) {
      const parsed = PictureOfRecipe.safeParse(item);
      if (parsed.success) bySlug.set(parsed.data.slug, parsed.data);
    }
  }
  return bySlug;
}

async function writeAtomic(file: string, data: Buffer): Promise<void> {
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, data);
  await rename(tmp, file);
}

/**
 * AVIF quality for the meals: at 45 the rice grains, herbs and wood grain of a 720 px hero read as in the WebP at
 * 72, in about half the bytes (the first carousel picture: 42.7 -> 22.6 KB); at 40 they start to smear.
 */
const MEAL_AVIF_QUALITY = 45;

/** Writes one picture at each width from a full-size RGB image (WebP, and AVIF when asked); returns the bytes. */
async function writeWidths(
  dir: string,
  name: string,
  image: Sharp,
  widths: readonly number[],
  quality: number,
  avifQuality?: number,
): Promise<number> {
  let bytes = 0;
  for (const width of widths) {
    const resized = image.clone().resize({ width, kernel: 'lanczos3' });
    const data = await resized.clone().webp({ quality, effort: 5 }).toBuffer();
    await writeAtomic(join(dir, `${name}-${width}.webp`), data);
    bytes += data.length;
    if (avifQuality === undefined) continue;
    const avif = await resized.clone().avif({ quality: avifQuality, effort: 4 }).toBuffer();
    await writeAtomic(join(dir, `${name}-${width}.avif`), avif);
    bytes += avif.length;
  }
  return bytes;
}

/**
 * A catalogue recipe's picture at 1280 x 960: the same scene as its 800 x 600 picture, with the vector
 * layer rendered at the larger size over the table image scaled up.
 */
async function drawMeal(recipe: PictureOfRecipe, textures: Awaited<ReturnType<typeof loadTextures>>): Promise<Sharp> {
  const scene = buildScene(recipe.slug, recipe.picture, textures);
  const svg = scene.svg.replace(
    `width="${WIDTH}" height="${HEIGHT}"`,
    `width="${MEAL_SIZE.width}" height="${MEAL_SIZE.height}"`,
  );
  const table = await sharp(scene.table.pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .resize(MEAL_SIZE.width, MEAL_SIZE.height, { kernel: 'lanczos3' })
    .raw()
    .toBuffer();
  const pixels = await sharp(table, { raw: { ...MEAL_SIZE, channels: 3 } })
    .composite([{ input: Buffer.from(svg), top: 0, left: 0 }])
    .removeAlpha()
    .raw()
    .toBuffer();
  return sharp(pixels, { raw: { ...MEAL_SIZE, channels: 3 } });
}

async function drawIllustration(drawing: Drawing): Promise<Sharp> {
  const kit = makeKit(picturesDir);
  const body = await drawing(kit);
  // Rendered at twice the canvas so the 800 px file is drawn, not scaled up.
  const png = await sharp(Buffer.from(svgDoc(kit.defs, body)), { density: 144 })
    .resize(W, H)
    .png()
    .toBuffer();
  return sharp(png);
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { only: { type: 'string' } } });
  const only = values.only;
  const started = Date.now();
  const summary: Record<string, { files: number; bytes: number }> = {};
  const add = (kind: string, files: number, bytes: number) => {
    const s = (summary[kind] ??= { files: 0, bytes: 0 });
    s.files += files;
    s.bytes += bytes;
  };

  if (!only || only === 'meals') {
    const catalogue = await readCatalogue();
    const textures = await loadTextures();
    const dir = join(outDir, 'meals');
    await mkdir(dir, { recursive: true });
    for (const meal of CAROUSEL_MEALS) {
      const recipe = catalogue.get(meal.slug);
      if (!recipe) throw new Error(`carousel meal ${meal.slug} is not in the catalogue`);
      if (recipe.title !== meal.title)
        throw new Error(`carousel meal ${meal.slug}: title "${meal.title}" differs from "${recipe.title}"`);
      add(
        'meals',
        MEAL_WIDTHS.length * 2,
        await writeWidths(dir, meal.slug, await drawMeal(recipe, textures), MEAL_WIDTHS, 72, MEAL_AVIF_QUALITY),
      );
    }
  }

  for (const [kind, keys, drawings] of [
    ['steps', STEP_KEYS, STEP_DRAWINGS],
    ['features', FEATURE_KEYS, FEATURE_DRAWINGS],
  ] as const) {
    if (only && only !== kind) continue;
    if (!existsSync(join(picturesDir, 'fallback.webp')))
      throw new Error('run scripts/make-pictures.ts first: the illustrations use recipe pictures');
    const dir = join(outDir, kind);
    await mkdir(dir, { recursive: true });
    for (const key of keys) {
      const drawing = drawings[key];
      if (!drawing) throw new Error(`no drawing for ${kind}/${key}`);
      add(
        kind,
        ILLUSTRATION_WIDTHS.length,
        await writeWidths(dir, key, await drawIllustration(drawing), ILLUSTRATION_WIDTHS, 80),
      );
    }
  }

  const parts = Object.entries(summary).map(([k, s]) => `${k}: ${s.files} files, ${(s.bytes / 1024).toFixed(0)} KB`);
  console.log(`landing pictures in ${((Date.now() - started) / 1000).toFixed(1)} s; ${parts.join('; ')}`);
}

await main();
