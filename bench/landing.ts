// The landing page's weight and Lighthouse scores. Prints JSON.
//  1. Initial JavaScript, gzip, from the built dist/web: the entry script and modulepreloads of
//     index.html ("entry"), and with the landing route's own chunks and their static imports ("landingRoute").
//  2. Lighthouse performance and accessibility on its default mobile emulation, with the npm `lighthouse`
//     package and the system Chromium, against the built server started on a free port with a fresh data folder.
//     Skipped with a notice when `lighthouse` is not installed (npm install --no-save lighthouse), or set
//     LIGHTHOUSE_PATH to an installed copy's core/index.js.
// Targets: JavaScript <= 200 KB gzip; both scores >= 90.
// Usage: npx tsx bench/landing.ts [--runs 3] [--lhr last-report.json] [--url http://host:port/ (an already running server)] [--as-built]
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { ensureWebBuilt } from '../scripts/build-web.ts';

const root = join(import.meta.dirname, '..');
/** WEB_DIST (as the server and scripts/build-web.ts read it) lets parallel runs use folders of their own. */
const dist = join(root, process.env.WEB_DIST ?? 'dist/web');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TARGETS = { jsGzipKb: 200, performance: 90, accessibility: 90 };

const gzipKb = (files: Iterable<string>) =>
  Math.round([...files].reduce((sum, f) => sum + gzipSync(readFileSync(join(dist, f)), { level: 9 }).length, 0) / 102.4) / 10;

/** The chunks a module imports statically (`import ... from "./x.js"`, `import "./x.js"`), recursively. */
function withStaticImports(start: string[]): Set<string> {
  const seen = new Set<string>();
  const todo = [...start];
  while (todo.length) {
    const file = todo.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(join(dist, file), 'utf8');
    for (const m of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w${},\s*]+from\s*)?["']\.\/([\w.-]+\.js)["']/g)) todo.push(`assets/${m[1]}`);
  }
  return seen;
}

function measureJavaScript() {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const entry = [...html.matchAll(/<script[^>]+type="module"[^>]+src="\/([^"]+)"/g)].map((m) => m[1]!);
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+)"/g)].map((m) => m[1]!);
  const initial = new Set([...entry, ...preloads]);
  const landing = readdirSync(join(dist, 'assets')).filter((f) => /^landing-page-.*\.js$/.test(f)).map((f) => `assets/${f}`);
  const route = withStaticImports([...initial, ...landing]);
  return {
    entryGzipKb: gzipKb(initial),
    entryFiles: [...initial],
    landingRouteGzipKb: gzipKb(route),
    landingRouteFiles: route.size,
  };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitFor(url: string, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s`);
}

async function startServer(): Promise<{ url: string; stop(): void }> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'mealwise-bench-landing-'));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, APP_URL: url, LOG_LEVEL: 'warn', NODE_ENV: 'development' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`${url}/api/health`, 180_000);
  return {
    url,
    stop() {
      child.kill();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Headless Chromium with a DevTools port, read from its own announcement. */
async function startChromium(): Promise<{ port: number; process: ChildProcess }> {
  const child = spawn(CHROMIUM, ['--headless', '--no-sandbox', '--disable-gpu', '--remote-debugging-port=0', '--no-first-run', '--disable-dev-shm-usage', 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let text = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(text);
      if (match) resolve(Number(match[1]));
    });
    child.on('exit', (code) => reject(new Error(`chromium exited (${code}): ${text.slice(-500)}`)));
  });
  return { port, process: child };
}

type LighthouseRun = (url: string, flags: Record<string, unknown>) => Promise<{ lhr: LighthouseResult } | undefined>;
interface LighthouseResult {
  lighthouseVersion: string;
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { score: number | null; numericValue?: number; title: string }>;
}

async function loadLighthouse(): Promise<LighthouseRun | null> {
  for (const specifier of ['lighthouse', process.env.LIGHTHOUSE_PATH && pathToFileURL(process.env.LIGHTHOUSE_PATH).href]) {
    if (!specifier) continue;
    try {
      const mod = (await import(specifier)) as { default: LighthouseRun };
      return mod.default;
    } catch {
      // not installed here
    }
  }
  return null;
}

async function runLighthouse(run: LighthouseRun, url: string, runs: number, saveTo: string | undefined) {
  const chromium = await startChromium();
  try {
    const results: LighthouseResult[] = [];
    for (let i = 0; i < runs; i++) {
      const answer = await run(url, { port: chromium.port, onlyCategories: ['performance', 'accessibility'], logLevel: 'error', output: 'json' });
      if (answer) results.push(answer.lhr);
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const score = (name: string) => median(results.map((r) => Math.round((r.categories[name]?.score ?? 0) * 100)));
    const metric = (id: string) => median(results.map((r) => Math.round(r.audits[id]?.numericValue ?? 0)));
    const last = results.at(-1);
    if (saveTo && last) writeFileSync(saveTo, JSON.stringify(last));
    const failing = last ? Object.entries(last.audits).filter(([, a]) => a.score !== null && a.score < 0.9).map(([id]) => id) : [];
    return {
      version: last?.lighthouseVersion,
      runs: results.length,
      performance: score('performance'),
      accessibility: score('accessibility'),
      metricsMs: { fcp: metric('first-contentful-paint'), lcp: metric('largest-contentful-paint'), tbt: metric('total-blocking-time'), si: metric('speed-index') },
      cls: median(results.map((r) => r.audits['cumulative-layout-shift']?.numericValue ?? 0)),
      auditsBelow90: failing,
    };
  } finally {
    chromium.process.kill();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { runs: { type: 'string', default: '3' }, lhr: { type: 'string' }, url: { type: 'string' }, 'as-built': { type: 'boolean' } },
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
    console.warn('Lighthouse skipped: the npm package `lighthouse` is not installed. Install it with: npm install --no-save lighthouse');
    report.lighthouse = { skipped: 'lighthouse not installed' };
  } else if (!existsSync(CHROMIUM)) {
    console.warn(`Lighthouse skipped: no Chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH).`);
    report.lighthouse = { skipped: 'chromium not found' };
  } else if (values.url) {
    report.lighthouse = { url: values.url, ...(await runLighthouse(lighthouse, values.url, Number(values.runs) || 1, values.lhr)) };
  } else {
    const server = await startServer();
    try {
      report.lighthouse = { url: `${server.url}/`, ...(await runLighthouse(lighthouse, `${server.url}/`, Number(values.runs) || 1, values.lhr)) };
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
