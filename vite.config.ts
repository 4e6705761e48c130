import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import {
  CAROUSEL_MEALS,
  HERO_PICTURE_SIZES,
  MEAL_WIDTHS,
  mealPicture,
  srcSetOf,
} from './web/features/landing/landing-pictures';

const apiPort = process.env.API_PORT ?? '3001';
// Whole package names only: a bare `react` prefix also took react-remove-scroll and its helpers, which only
// Radix dialogs and modal menus use, into the first load. Sonner is not here: it loads with the first toast.
const FRAMEWORK =
  /node_modules[\\/](?:react|react-dom|scheduler|react-router|@tanstack[\\/](?:query-core|react-query)|clsx)[\\/]|node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](?!icons)/;

/**
 * First-load hints written into the built HTML (see docs/decisions/007):
 * - index.html preloads the product font's Latin subset, so text is laid out once, in Nunito;
 * - landing.html, served for `/` by server/plugins/web.ts, also preloads the landing route's code and
 *   the hero picture, which the browser would otherwise find only after the first bundle has run.
 */
function firstLoadHints(): Plugin {
  return {
    name: 'mealwise-first-load-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') return;
      const files = Object.values(bundle);
      const font = files.find((file) => /nunito-latin-wght-normal-[\w-]+\.woff2$/.test(file.fileName));
      const landing = files.find((file) => file.type === 'chunk' && file.facadeModuleId?.endsWith('/landing-page.tsx'));
      const source = String(html.source);
      const fontHint = font
        ? `<link rel="preload" href="/${font.fileName}" as="font" type="font/woff2" crossorigin>`
        : '';
      html.source = source.replace('</title>', `</title>\n    ${fontHint}`);
      if (landing?.type !== 'chunk') return;
      const preloaded = new Set([...source.matchAll(/(?:href|src)="\/([^"]+\.js)"/g)].map((match) => match[1]));
      const chunks = [landing.fileName, ...landing.imports].filter((file) => !preloaded.has(file));
      const first = CAROUSEL_MEALS[0].slug;
      const hints = [
        fontHint,
        `<link rel="preload" as="image" href="${mealPicture(first, 960)}" imagesrcset="${srcSetOf(MEAL_WIDTHS, (w) => mealPicture(first, w))}" imagesizes="${HERO_PICTURE_SIZES}" fetchpriority="high">`,
        ...chunks.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      ];
      this.emitFile({
        type: 'asset',
        fileName: 'landing.html',
        source: source.replace('</title>', `</title>\n    ${hints.join('\n    ')}`),
      });
    },
  };
}

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), firstLoadHints()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // The libraries every page runs in one file: the first load asks for a few files, not a dozen small ones.
        codeSplitting: { groups: [{ name: 'framework', test: FRAMEWORK }] },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${apiPort}`, '/uploads': `http://127.0.0.1:${apiPort}` },
  },
});
