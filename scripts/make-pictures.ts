// Draws a picture for every recipe in the catalogue, offline.
// Writes web/public/recipes/<slug>.webp (800 x 600), <slug>-sm.webp (400 x 300) and fallback.webp,
// and skips pictures whose spec and drawing code are unchanged (web/public/recipes/manifest.json).
// Usage: npx tsx scripts/make-pictures.ts [--force] [--recipes <dir>] [--out <dir>] [--jobs <n>]
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { z } from 'zod';
import { SeedRecipe } from '../domain/catalogue';
import { renderFallback, renderPicture, type Rendered } from './pictures/render';
import type { PictureSpec } from './pictures/types';

const root = join(import.meta.dirname, '..');
const codeDir = join(import.meta.dirname, 'pictures');

/** Only the parts a picture needs; the rest of a recipe is check-catalogue's business. */
const PictureOfRecipe = SeedRecipe.pick({ slug: true, picture: true });
type PictureOfRecipe = z.infer<typeof PictureOfRecipe>;

const Manifest = z.object({
  code: z.string(),
  fallback: z.string().optional(),
  pictures: z.record(z.string(), z.string()),
});
type Manifest = z.infer<typeof Manifest>;

export interface Options {
  recipesDir: string;
  outDir: string;
  force: boolean;
  jobs: number;
  log: (line: string) => void;
}

export interface Summary {
  recipes: number;
  drawn: number;
  skipped: number;
  removed: number;
  failed: string[];
  ms: number;
  bytes: number;
}

async function listFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await listFiles(full)));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) out.push(full);
  }
  return out.sort();
}

/** A fingerprint of the drawing code and the libraries that rasterise it. */
async function codeVersion(): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await listFiles(codeDir)) {
    hash.update(relative(codeDir, file));
    hash.update(await readFile(file));
  }
  hash.update(`sharp ${sharp.versions.sharp ?? ''} vips ${sharp.versions.vips} rsvg ${sharp.versions.rsvg ?? ''}`);
  return hash.digest('hex').slice(0, 16);
}

function pictureHash(code: string, slug: string, picture: PictureSpec): string {
  const spec = {
    style: picture.style,
    vessel: picture.vessel,
    colors: picture.colors.map((c) => c.toLowerCase()),
    garnish: picture.garnish ?? null,
  };
  return createHash('sha256')
    .update(`${code}\n${slug}\n${JSON.stringify(spec)}`)
    .digest('hex')
    .slice(0, 16);
}

/** Every recipe with a usable slug and picture; files that can't be read yet are reported and left out. */
async function readRecipes(
  dir: string,
  log: (line: string) => void,
): Promise<{ recipes: PictureOfRecipe[]; complete: boolean }> {
  const recipes: PictureOfRecipe[] = [];
  const seen = new Set<string>();
  let complete = true;
  if (!existsSync(dir)) return { recipes, complete: false };
  const files = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();
  for (const file of files) {
    let data: unknown;
    try {
      data = JSON.parse(await readFile(join(dir, file), 'utf8'));
    } catch (err) {
      log(`skipping ${file}: ${err instanceof Error ? err.message : String(err)}`);
      complete = false;
      continue;
    }
    const items = Array.isArray(data) ? data : [data];
    items.forEach((item, i) => {
      const parsed = PictureOfRecipe.safeParse(item);
      if (!parsed.success) {
        log(`skipping ${file}[${i}]: ${parsed.error.issues.map((x) => `${x.path.join('.')} ${x.message}`).join('; ')}`);
        complete = false;
        return;
      }
      if (seen.has(parsed.data.slug)) {
        log(`skipping ${file}[${i}]: duplicate slug ${parsed.data.slug}`);
        return;
      }
      seen.add(parsed.data.slug);
      recipes.push(parsed.data);
    });
  }
  return { recipes, complete };
}

async function readManifest(file: string): Promise<Manifest> {
  try {
    return Manifest.parse(JSON.parse(await readFile(file, 'utf8')));
  } catch {
    return { code: '', pictures: {} };
  }
}

/** Write next to the target and rename, so the web server never sees half a file. */
async function writeAtomic(file: string, data: Buffer | string): Promise<void> {
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, data);
  await rename(tmp, file);
}

async function writePair(outDir: string, name: string, pictures: Rendered): Promise<void> {
  await writeAtomic(join(outDir, `${name}.webp`), pictures.large);
  await writeAtomic(join(outDir, `${name}-sm.webp`), pictures.small);
}

async function sizeOf(file: string): Promise<number> {
  try {
    return (await stat(file)).size;
  } catch {
    return 0;
  }
}

export async function makePictures(opts: Options): Promise<Summary> {
  const started = Date.now();
  const { outDir, log } = opts;
  await mkdir(outDir, { recursive: true });
  const manifestFile = join(outDir, 'manifest.json');
  const manifest = await readManifest(manifestFile);
  const code = await codeVersion();
  const { recipes, complete } = await readRecipes(opts.recipesDir, log);
  const next: Manifest = { code, fallback: manifest.fallback, pictures: {} };
  const summary: Summary = { recipes: recipes.length, drawn: 0, skipped: 0, removed: 0, failed: [], ms: 0, bytes: 0 };

  const fallbackHash = pictureHash(code, 'fallback', {
    style: 'cake',
    vessel: 'plate',
    colors: ['#000000', '#000000'],
  });
  if (opts.force || manifest.fallback !== fallbackHash || !existsSync(join(outDir, 'fallback.webp'))) {
    const { large } = await renderFallback();
    await writeAtomic(join(outDir, 'fallback.webp'), large);
    next.fallback = fallbackHash;
  }

  const todo = recipes.filter((r) => {
    const hash = pictureHash(code, r.slug, r.picture);
    const fresh =
      !opts.force &&
      manifest.pictures[r.slug] === hash &&
      existsSync(join(outDir, `${r.slug}.webp`)) &&
      existsSync(join(outDir, `${r.slug}-sm.webp`));
    if (fresh) {
      next.pictures[r.slug] = hash;
      summary.skipped++;
    }
    return !fresh;
  });

  let index = 0;
  const worker = async () => {
    while (index < todo.length) {
      const recipe = todo[index++];
      if (!recipe) break;
      try {
        await writePair(outDir, recipe.slug, await renderPicture(recipe.slug, recipe.picture));
        next.pictures[recipe.slug] = pictureHash(code, recipe.slug, recipe.picture);
        summary.drawn++;
      } catch (err) {
        summary.failed.push(recipe.slug);
        log(`failed ${recipe.slug}: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, opts.jobs) }, worker));

  // pictures of recipes that are gone (only when every recipe file could be read)
  if (complete) {
    for (const slug of Object.keys(manifest.pictures)) {
      if (next.pictures[slug] !== undefined || recipes.some((r) => r.slug === slug)) continue;
      await rm(join(outDir, `${slug}.webp`), { force: true });
      await rm(join(outDir, `${slug}-sm.webp`), { force: true });
      summary.removed++;
    }
  } else {
    // keep what we can't vouch for
    for (const [slug, hash] of Object.entries(manifest.pictures)) next.pictures[slug] ??= hash;
  }

  const sorted: Manifest = {
    code: next.code,
    fallback: next.fallback,
    pictures: Object.fromEntries(Object.entries(next.pictures).sort(([a], [b]) => a.localeCompare(b))),
  };
  await writeAtomic(manifestFile, `${JSON.stringify(sorted, null, 2)}\n`);

  for (const r of recipes)
    summary.bytes += (await sizeOf(join(outDir, `${r.slug}.webp`))) + (await sizeOf(join(outDir, `${r.slug}-sm.webp`)));
  summary.ms = Date.now() - started;
  return summary;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      force: { type: 'boolean', default: false },
      recipes: { type: 'string', default: join(root, 'server/db/seed/data/recipes') },
      out: { type: 'string', default: join(root, 'web/public/recipes') },
      jobs: { type: 'string', default: String(Math.max(2, availableParallelism())) },
    },
  });
  const s = await makePictures({
    recipesDir: values.recipes,
    outDir: values.out,
    force: values.force,
    jobs: Number(values.jobs) || 2,
    log: (line) => console.warn(line),
  });
  console.log(
    `pictures: ${s.recipes} recipes, ${s.drawn} drawn, ${s.skipped} up to date, ${s.removed} removed` +
      `${s.failed.length ? `, ${s.failed.length} failed` : ''} in ${(s.ms / 1000).toFixed(1)} s; ` +
      `${(s.bytes / 1024 / 1024).toFixed(1)} MB on disk`,
  );
  if (s.failed.length) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
