// The landing page's weight and Lighthouse scores. Prints JSON.
//  1. Initial JavaScript, gzip, from the built dist/web: the entry script and modulepreloads of
//     index.html ("entry"), and with the landing route's own chunks and their static imports ("landingRoute").
//  2. Lighthouse performance and accessibility on its default mobile emulation, with the npm `lighthouse`
//     package and the system Chromium, against the built server started on a free port with a fresh data folder.
//     Skipped with a notice when `lighthouse` is not installed (npm install --no-save lighthouse), or set
//     LIGHTHOUSE_PATH to an installed copy's core/index.js.
// Targets: JavaScript <= 200 KB gzip; both scores >= 90.
// Usage: npx tsx bench/landing.ts [--runs 3] [--lhr last-report.json] [--url http://host:port/ (an already running server)] [--as-built]
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { ensureWebBuilt } from '../scripts/build-web';
import { CHROMIUM, loadLighthouse, runLighthouse, startServer } from './support/web-server';

const root = join(import.meta.dirname, '..');
/** WEB_DIST (as the server and scripts/build-web.ts read it) lets parallel runs use folders of their own. */
const dist = join(root, process.env.WEB_DIST ?? 'dist/web');
const TARGETS = { jsGzipKb: 200, performance: 90, accessibility: 90 };

const gzipKb = (files: Iterable<string>) =>
  Math.round(
    [...files].reduce((sum, f) => sum + gzipSync(readFileSync(join(dist, f)), { level: 9 }).length, 0) / 102.4,
  ) / 10;

/** The chunks a module imports statically (`import ... from "./x.js"`, `import "./x.js"`), recursively. */
function withStaticImports(start: string[]): Set<string> {
  const seen = new Set<string>();
  const todo = [...start];
  while (todo.length) {
    const file = todo.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(join(dist, file), 'utf8');
    for (const m of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w${},\s*]+from\s*)?["']\.\/([\w.-]+\.js)["']/g))
      todo.push(`assets/${m[1]}`);
  }
  return seen;
}

function measureJavaScript() {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const entry = [...html.matchAll(/<script[^>]+type="module"[^>]+src="\/([^"]+)"/g)].map((m) => m[1]!);
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+)"/g)].map((m) => m[1]!);
  const initial = new Set([...entry, ...preloads]);
  const landing = readdirSync(join(dist, 'assets'))
    .filter((f) => /^landing-page-.*\.js$/.test(f))
    .map((f) => `assets/${f}`);
  const route = withStaticImports([...initial, ...landing]);
  return {
    entryGzipKb: gzipKb(initial),
    entryFiles: [...initial],
    landingRouteGzipKb: gzipKb(route),
    landingRouteFiles: route.size,
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      lhr: { type: 'string' },
      url: { type: 'string' },
      'as-built': { type: 'boolean' },
    },
  });
  // --as-built: measure the folder as it is (a server already running from it would not know new files).
  if (!values['as-built']) await ensureWebBuilt(() => undefined);
  const javascript = measureJavaScript();
  const report: Record<string, unknown> = { benchmark: 'landing', targets: TARGETS, javascript };
  // Lighthouse simulates a slow phone from the CPU time it observes: a busy machine lowers the score.
  const machine = () => ({ cores: availableParallelism(), loadAverage1m: Math.round(loadavg()[0]! * 10) / 10 });
  report.machineBefore = machine();

  const lighthouse = await loadLighthouse();
  if (!lighthouse) {
    console.warn(
      'Lighthouse skipped: the npm package `lighthouse` is not installed. Install it with: npm install --no-save lighthouse',
    );
    report.lighthouse = { skipped: 'lighthouse not installed' };
  } else if (!existsSync(CHROMIUM)) {
    console.warn(`Lighthouse skipped: no Chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH).`);
    report.lighthouse = { skipped: 'chromium not found' };
  } else if (values.url) {
    report.lighthouse = {
      url: values.url,
      ...(await runLighthouse(lighthouse, values.url, Number(values.runs) || 1, values.lhr)),
    };
  } else {
    const server = await startServer();
    try {
      report.lighthouse = {
        url: `${server.url}/`,
        ...(await runLighthouse(lighthouse, `${server.url}/`, Number(values.runs) || 1, values.lhr)),
      };
    } finally {
      server.stop();
    }
  }
  report.machineAfter = machine();
  const lh = report.lighthouse as { performance?: number; accessibility?: number };
  report.meetsTargets = {
    javascript: javascript.landingRouteGzipKb <= TARGETS.jsGzipKb,
    performance: lh.performance === undefined ? null : lh.performance >= TARGETS.performance,
    accessibility: lh.accessibility === undefined ? null : lh.accessibility >= TARGETS.accessibility,
  };
  console.log(JSON.stringify(report, null, 2));
}

await main();
