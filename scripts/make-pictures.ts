// Draws a picture for every recipe in the catalogue, offline.
// Writes web/public/recipes/<slug>.webp (800 x 600), <slug>-sm.webp (400 x 300) and fallback.webp,
// and skips pictures whose spec and drawing code are unchanged (web/public/recipes/manifest.json): each
// picture's hash covers the common drawing code and only its own style's drawer (decision 034).
// Usage: npx tsx scripts/make-pictures.ts [--force] [--check] [--recipes <dir>] [--out <dir>] [--jobs <n>]
// (--check draws nothing: it lists the pictures whose hash does not match their spec and code, and fails)
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

const IMPORT = /^import\s+(?:type\s+)?[^'"]*?from\s+'(\.{1,2}\/[^']+)';/gm;

/**
 * The drawing-code files a file reads, itself included, following relative imports (types too: a type can
 * change a drawing) inside the drawing code's folder, as before (domain/ types are not drawing code).
 * `stopAt` is neither read nor followed.
 */
async function closureOf(
  dir: string,
  entry: string,
  stopAt: string | null,
  seen = new Set<string>(),
): Promise<Set<string>> {
  if (seen.has(entry) || entry === stopAt || !entry.startsWith(dir)) return seen;
  seen.add(entry);
  const source = await readFile(entry, 'utf8');
  for (const [, spec] of source.matchAll(IMPORT)) await closureOf(dir, join(entry, '..', `${spec}.ts`), stopAt, seen);
  return seen;
}

async function hashFiles(dir: string, files: Iterable<string>): Promise<string> {
  const hash = createHash('sha256');
  for (const file of [...files].sort()) {
    hash.update(relative(dir, file));
    hash.update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Fingerprints of the drawing code: `common` covers what draws every picture (the scene, vessels, table,
 * garnish, rasterising: render.ts and all it imports, except food/index.ts and the drawers behind it) and
 * the libraries that rasterise; `styles` has one per picture style, covering its line in food/index.ts and
 * its drawer's file with what that imports beyond the common files. A change to one drawer re-renders only
 * the pictures of its styles; a drawer file that common code imports too (drink.ts for the glass,
 * flatbread.ts and grains.ts for accompaniments) counts as common (decision 034).
 */
export interface CodeVersion {
  common: string;
  styles: Record<string, string>;
}

export async function codeVersion(dir = codeDir): Promise<CodeVersion> {
  const drawersIndex = join(dir, 'food', 'index.ts');
  const common = await closureOf(dir, join(dir, 'render.ts'), drawersIndex);
  const libraries = `sharp ${sharp.versions.sharp ?? ''} vips ${sharp.versions.vips} rsvg ${sharp.versions.rsvg ?? ''}`;
  const commonHash = createHash('sha256')
    .update(await hashFiles(dir, common))
    .update(libraries)
    .digest('hex')
    .slice(0, 16);
  // food/index.ts: `import { curry, dal } from './saucy'`, then `curry: any(curry),` or `drink: { draw: drink, ...`.
  // Each style's hash covers its own line there, the file's frame (types, helpers) and its drawer's files.
  const index = await readFile(drawersIndex, 'utf8');
  const fileOf = new Map<string, string>();
  for (const [, names, spec] of index.matchAll(/^import \{([^}]+)\} from '\.\/([^']+)';$/gm))
    for (const name of names!.split(',')) fileOf.set(name.trim(), join(dir, 'food', `${spec}.ts`));
  const entry = /^ {2}'?([\w-]+)'?: (?:\w+\((\w+)\)|\{ draw: (\w+)).*$/gm;
  const frame = index.replace(/^import .*$/gm, '').replace(entry, '');
  const styles: Record<string, string> = {};
  for (const [line, style, wrapped, plain] of Array.from(index.matchAll(entry))) {
    const file = fileOf.get((wrapped ?? plain)!);
    if (!file) throw new Error(`food/index.ts: no import for the drawer of ${style}`);
    const own = [...(await closureOf(dir, file, null))].filter((f) => !common.has(f));
    styles[style!] = createHash('sha256')
      .update(`${frame}\n${line}\n${await hashFiles(dir, own)}`)
      .digest('hex')
      .slice(0, 16);
  }
  return { common: commonHash, styles };
}

export function pictureHash(code: CodeVersion, slug: string, picture: PictureSpec): string {
  const spec = {
    style: picture.style,
    vessel: picture.vessel,
    colors: picture.colors.map((c) => c.toLowerCase()),
    garnish: picture.garnish ?? null,
  };
  return createHash('sha256')
    .update(`${code.common}\n${code.styles[picture.style] ?? ''}\n${slug}\n${JSON.stringify(spec)}`)
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
  const next: Manifest = { code: code.common, fallback: manifest.fallback, pictures: {} };
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

/**
 * What does not match its code: a recipe whose manifest hash is not the one its spec and drawing code give
 * (its picture was drawn by other code, or by hand), or whose files are missing. Reads no picture: fast
 * enough for every CI run (decision 034).
 */
export async function checkPictures(recipesDir: string, outDir: string): Promise<string[]> {
  const problems: string[] = [];
  const manifest = await readManifest(join(outDir, 'manifest.json'));
  const code = await codeVersion();
  const { recipes, complete } = await readRecipes(recipesDir, (line) => problems.push(line));
  if (!complete) problems.push(`${recipesDir}: not every recipe file could be read`);
  for (const r of recipes) {
    const hash = pictureHash(code, r.slug, r.picture);
    if (manifest.pictures[r.slug] !== hash)
      problems.push(`${r.slug}: drawn by other code or another spec (run npx tsx scripts/make-pictures.ts)`);
    for (const file of [`${r.slug}.webp`, `${r.slug}-sm.webp`])
      if (!existsSync(join(outDir, file))) problems.push(`${r.slug}: ${file} is missing`);
  }
  for (const slug of Object.keys(manifest.pictures))
    if (!recipes.some((r) => r.slug === slug)) problems.push(`${slug}: in the manifest, not in the catalogue`);
  return problems;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      force: { type: 'boolean', default: false },
      check: { type: 'boolean', default: false },
      recipes: { type: 'string', default: join(root, 'server/db/seed/data/recipes') },
      out: { type: 'string', default: join(root, 'web/public/recipes') },
      jobs: { type: 'string', default: String(Math.max(2, availableParallelism())) },
    },
  });
  if (values.check) {
    const problems = await checkPictures(values.recipes, values.out);
    for (const line of problems) console.warn(line);
    console.log(
      problems.length ? `pictures: ${problems.length} do not match their code` : 'pictures: all match their code',
    );
    if (problems.length) process.exitCode = 1;
    return;
  }
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
