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
// Radix dialogs and modal menus use, into the first load.
const FRAMEWORK =
  /node_modules[\\/](?:react|react-dom|scheduler|react-router|@tanstack[\\/](?:query-core|react-query)|sonner|clsx)[\\/]|node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](?!icons)/;

/**
 * domain/ is shared with the server, so its files hold zod schemas beside the constants and functions a page
 * needs. A bundler must keep a top-level `const X = z.object(...)` it cannot prove free of side effects, and
 * with it all of zod (about 25 KB gzip), on every page that imports a constant from the same file. domain/
 * does no I/O at load (decision 001), so every call in the value of a top-level `const` there is marked pure
 * here: a schema the page never reads is dropped, and zod with it. The browser trusts the server's answers (decision 034), so zod is
 * left only where a page validates what a person typed or a stored value.
 */
function pureDomainConstants(): Plugin {
  return {
    name: 'mealwise-pure-domain-constants',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]domain[\\/].*\.ts$/ },
      handler(code) {
        const starts = new Set<number>();
        const visit = (node: unknown): void => {
          if (!node || typeof node !== 'object') return;
          if (Array.isArray(node)) return node.forEach(visit);
          const { type, start } = node as { type?: string; start?: number };
          // what a function does runs when it is called, not at load: only top-level values are marked
          if (type === 'ArrowFunctionExpression' || type === 'FunctionExpression') return;
          if (type === 'CallExpression' && start !== undefined) starts.add(start);
          for (const [key, value] of Object.entries(node)) if (key !== 'type') visit(value);
        };
        for (const statement of this.parse(code).body) {
          const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
          if (declaration?.type === 'VariableDeclaration') visit(declaration.declarations.map((d) => d.init));
        }
        if (starts.size === 0) return null;
        let out = code;
        for (const at of [...starts].sort((a, b) => b - a)) out = `${out.slice(0, at)}/* @__PURE__ */ ${out.slice(at)}`;
        return { code: out, map: null };
      },
    },
  };
}

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
  plugins: [pureDomainConstants(), react(), tailwindcss(), firstLoadHints()],
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
