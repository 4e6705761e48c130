import { appendFile, cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PICTURE_STYLES } from '../domain/catalogue';
import { checkPictures, codeVersion, makePictures } from './make-pictures';
import { renderFallback, renderPicture, renderPixels } from './pictures/render';
import { buildScene } from './pictures/scene';
import { loadTextures } from './pictures/textures';
import type { PictureSpec, VesselKind } from './pictures/types';

const curry: PictureSpec = {
  style: 'curry',
  vessel: 'bowl',
  colors: ['#d9622b', '#f5e6c8', '#fbf3e4'],
  garnish: 'cream swirl and coriander leaves',
};
const pancakes: PictureSpec = {
  style: 'pancakes',
  vessel: 'plate',
  colors: ['#d9a24a', '#8a4a1c', '#3a2a6a'],
  garnish: 'blueberries and maple syrup',
};

/** Mean absolute difference per channel, 0..255. */
function difference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs((a[i] ?? 0) - (b[i] ?? 0));
  return sum / a.length;
}

describe('renderPicture', { timeout: 30_000 }, () => {
  it('gives identical bytes for the same slug and spec', async () => {
    const first = await renderPicture('paneer-butter-masala', curry);
    const second = await renderPicture('paneer-butter-masala', curry);
    expect(first.large.equals(second.large)).toBe(true);
    expect(first.small.equals(second.small)).toBe(true);
  });

  it('gives clearly different pictures for different recipes', async () => {
    const a = await renderPixels('paneer-butter-masala', curry);
    const b = await renderPixels('buttermilk-pancakes', pancakes);
    expect(difference(a, b)).toBeGreaterThan(20);
  });

  it('gives a different picture to two recipes with the same spec', async () => {
    const a = await renderPixels('paneer-butter-masala', curry);
    const b = await renderPixels('shahi-paneer', curry);
    expect(difference(a, b)).toBeGreaterThan(5);
  });

  it('writes WebP at 800 x 600 and 400 x 300, large ones under 60 KB', async () => {
    const { large, small } = await renderPicture('buttermilk-pancakes', pancakes);
    const big = await sharp(large).metadata();
    const little = await sharp(small).metadata();
    expect([big.format, big.width, big.height]).toEqual(['webp', 800, 600]);
    expect([little.format, little.width, little.height]).toEqual(['webp', 400, 300]);
    expect(large.length).toBeLessThan(60_000);
  });

  it('draws a fallback plate', async () => {
    const { large } = await renderFallback();
    const meta = await sharp(large).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 600]);
  });
});

describe('every style and vessel', () => {
  const vessels: VesselKind[] = ['bowl', 'plate', 'glass', 'skillet', 'platter', 'cup', 'board', 'pot'];

  it('builds a scene for each combination', async () => {
    const tex = await loadTextures();
    for (const style of PICTURE_STYLES) {
      for (const vessel of vessels) {
        const scene = buildScene(
          `test-${style}-${vessel}`,
          { style, vessel, colors: ['#c8702a', '#3f7d2a', '#f4ecd8'], garnish: 'coriander, lime and sesame seeds' },
          tex,
        );
        expect(scene.svg.startsWith('<svg')).toBe(true);
        // numbers that went wrong, outside the embedded texture data
        const bad = scene.svg.replace(/data:[^"]*/g, '').match(/.{40}(NaN|undefined|Infinity)/);
        expect(bad?.[0], `${style} in a ${vessel}`).toBeUndefined();
      }
    }
  }, 180_000);

  it('renders each style', async () => {
    for (const style of PICTURE_STYLES) {
      const vessel: VesselKind = style === 'drink' ? 'glass' : style === 'pizza' ? 'board' : 'plate';
      const { large } = await renderPicture(`test-${style}`, { style, vessel, colors: ['#c8702a', '#3f7d2a'] });
      expect(large.length).toBeGreaterThan(3000);
    }
  }, 180_000);
});

describe('makePictures', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'pictures-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('draws new pictures, then skips them until the spec changes', async () => {
    const recipesDir = join(dir, 'recipes');
    const outDir = join(dir, 'out');
    await mkdir(recipesDir, { recursive: true });
    const recipe = (slug: string, picture: PictureSpec) => ({ slug, picture });
    await writeFile(
      join(recipesDir, 'a.json'),
      JSON.stringify([recipe('paneer-butter-masala', curry), recipe('buttermilk-pancakes', pancakes)]),
    );
    await writeFile(join(recipesDir, 'broken.json'), '[{"slug": "half-writ');
    const opts = { recipesDir, outDir, force: false, jobs: 2, log: () => undefined };

    const first = await makePictures(opts);
    expect([first.drawn, first.skipped, first.failed.length]).toEqual([2, 0, 0]);
    for (const f of [
      'paneer-butter-masala.webp',
      'paneer-butter-masala-sm.webp',
      'buttermilk-pancakes.webp',
      'fallback.webp',
      'manifest.json',
    ]) {
      expect(existsSync(join(outDir, f))).toBe(true);
    }

    const second = await makePictures(opts);
    expect([second.drawn, second.skipped]).toEqual([0, 2]);

    await writeFile(
      join(recipesDir, 'a.json'),
      JSON.stringify([recipe('paneer-butter-masala', { ...curry, garnish: 'mint' })]),
    );
    await rm(join(recipesDir, 'broken.json'));
    const third = await makePictures(opts);
    expect([third.drawn, third.skipped, third.removed]).toEqual([1, 0, 1]);
    expect(existsSync(join(outDir, 'buttermilk-pancakes.webp'))).toBe(false);
    const manifest = JSON.parse(await readFile(join(outDir, 'manifest.json'), 'utf8')) as {
      pictures: Record<string, string>;
    };
    expect(Object.keys(manifest.pictures)).toEqual(['paneer-butter-masala']);
  }, 120_000);
});

describe('pictures match their code', () => {
  const root = join(import.meta.dirname, '..');

  // CI: a drawing change committed without its pictures (or a picture edited by hand) fails here.
  it('every committed picture was drawn by the code and spec it has now', async () => {
    const problems = await checkPictures(join(root, 'server/db/seed/data/recipes'), join(root, 'web/public/recipes'));
    expect(problems).toEqual([]);
  });

  it('a change to one drawer changes only the hashes of its styles; a shared file changes them all', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'picture-code-'));
    try {
      await cp(join(import.meta.dirname, 'pictures'), dir, { recursive: true });
      const before = await codeVersion(dir);
      expect(Object.keys(before.styles).sort()).toEqual([...PICTURE_STYLES].sort());

      await appendFile(join(dir, 'food', 'eggs.ts'), '\n// a tweak\n');
      const eggs = await codeVersion(dir);
      expect(eggs.common).toBe(before.common);
      const changed = Object.keys(before.styles).filter((s) => before.styles[s] !== eggs.styles[s]);
      expect(changed).toEqual(['eggs']);

      // saucy.ts draws six styles, and eggs.ts and fish.ts borrow its sauce
      await appendFile(join(dir, 'food', 'saucy.ts'), '\n// a tweak\n');
      const saucy = await codeVersion(dir);
      expect(
        Object.keys(eggs.styles)
          .filter((s) => eggs.styles[s] !== saucy.styles[s])
          .sort(),
      ).toEqual(['curry', 'dal', 'eggs', 'fish', 'porridge', 'pudding', 'soup', 'stew']);

      await appendFile(join(dir, 'shapes.ts'), '\n// a tweak\n');
      expect((await codeVersion(dir)).common).not.toBe(saucy.common);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
