import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { DESKTOP_MIN_WIDTH } from './domain/breakpoints';
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

type Bundle = Rollup.OutputBundle;

/** The chunk built for a module (by the end of its path) and every chunk it imports statically, in load order. */
function chunkClosure(bundle: Bundle, moduleEnd: string): string[] {
  const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(moduleEnd));
  if (!entry) throw new Error(`first-load hints: no chunk for ${moduleEnd}`);
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
  };
  visit(entry.fileName);
  return [...seen];
}

/** The signed-in session, read by better-auth's client (`credentials: 'include'`) on every page. */
const SESSION_HINT = '<link rel="preload" as="fetch" href="/api/auth/get-session" crossorigin="use-credentials">';
/** What /dashboard reads as it first renders, in both layouts (web/lib/api.ts: `credentials: 'same-origin'`). */
const DASHBOARD_DATA = ['/api/preferences/summary', '/api/billing/subscription', '/api/activity?limit=10'];

/**
 * First-load hints written into the built HTML (see docs/decisions/007 and 034):
 * - index.html preloads the product font's Latin subset, so text is laid out once, in Nunito;
 * - landing.html, served for `/` by server/plugins/web.ts, also preloads the landing route's code and
 *   the hero picture, which the browser would otherwise find only after the first bundle has run;
 * - dashboard.html, served for `/dashboard`, preloads the session, the dashboard's code (the phone's or the
 *   desktop's layout, chosen by `media`) and the three answers it first shows, so none of them waits for the
 *   first bundle to run and ask.
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
      const source = String(html.source);
      const fontHint = font
        ? `<link rel="preload" href="/${font.fileName}" as="font" type="font/woff2" crossorigin>`
        : '';
      const withHints = (hints: string[]) => source.replace('</title>', `</title>\n    ${hints.join('\n    ')}`);
      html.source = withHints([fontHint]);
      const preloaded = new Set([...source.matchAll(/(?:href|src)="\/([^"]+\.js)"/g)].map((match) => match[1]));
      const modules = (moduleEnd: string, media?: string) =>
        chunkClosure(bundle, moduleEnd)
          .filter((file) => !preloaded.has(file))
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}"${media ? ` media="${media}"` : ''}>`);
      const first = CAROUSEL_MEALS[0].slug;
      this.emitFile({
        type: 'asset',
        fileName: 'landing.html',
        source: withHints([
          fontHint,
          `<link rel="preload" as="image" type="image/avif" href="${mealPicture(first, 960, 'avif')}" imagesrcset="${srcSetOf(MEAL_WIDTHS, (w) => mealPicture(first, w, 'avif'))}" imagesizes="${HERO_PICTURE_SIZES}" fetchpriority="high">`,
          ...modules('/features/landing/pages/landing-page.tsx'),
        ]),
      });
      const page = new Set(modules('/features/dashboard/pages/dashboard-page.tsx'));
      const layout = (moduleEnd: string, media: string) =>
        modules(moduleEnd, media).filter((hint) => !page.has(hint.replace(/ media="[^"]*"/, '')));
      this.emitFile({
        type: 'asset',
        fileName: 'dashboard.html',
        source: withHints([
          fontHint,
          SESSION_HINT,
          ...DASHBOARD_DATA.map((path) => `<link rel="preload" as="fetch" href="${path}" crossorigin="anonymous">`),
          ...page,
          ...layout('/features/dashboard/components/mobile-dashboard.tsx', `(max-width: ${DESKTOP_MIN_WIDTH - 1}px)`),
          ...layout('/features/dashboard/components/desktop-dashboard.tsx', `(min-width: ${DESKTOP_MIN_WIDTH}px)`),
        ]),
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
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK },
            // The rest of what every page runs first (the entry's static imports: the shell, the api client, the
            // auth client...) in one file too, instead of the six that modules shared with lazy pages made of it.
            { name: 'app', tags: ['$initial'] },
          ],
          // A common chunk under 3 KB of source (an icon, a small api.ts shared by two pages) is copied into the
          // chunks that use it instead of being a file of its own: the dashboard's first load went from 36 files to
          // 14. Lighthouse's phone profile pays a round trip per file beyond six at once (decision 034). Rolldown
          // turns on strictExecutionOrder with it (modules run in source order across chunks).
          experimentalInlineCommonChunks: { maxSize: 3000 },
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${apiPort}`, '/uploads': `http://127.0.0.1:${apiPort}` },
  },
});
