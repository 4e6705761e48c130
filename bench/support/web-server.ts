// What the web benchmarks share: the built server on a free port with a fresh data folder, a headless
// Chromium with a DevTools port, and Lighthouse (the npm package, run against that Chromium).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = join(import.meta.dirname, '..', '..');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export async function waitFor(url: string, ms: number): Promise<void> {
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

/**
 * The server in its own process; `env` adds settings (DATABASE_URL for a PostgreSQL catalogue), `cwd` runs
 * another checkout's server (to measure before and after a change on the same data).
 */
export async function startServer(
  env: Record<string, string> = {},
  cwd = root,
): Promise<{ url: string; dataDir: string; stop(): void }> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'mealwise-bench-landing-'));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_URL: url,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`${url}/api/health`, 180_000);
  return {
    url,
    dataDir,
    stop() {
      child.kill();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Headless Chromium with a DevTools port, read from its own announcement. */
export async function startChromium(): Promise<{ port: number; process: ChildProcess }> {
  const child = spawn(
    CHROMIUM,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--remote-debugging-port=0',
      '--no-first-run',
      '--disable-dev-shm-usage',
      'about:blank',
    ],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
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

export type LighthouseRun = (
  url: string,
  flags: Record<string, unknown>,
) => Promise<{ lhr: LighthouseResult } | undefined>;
export interface LighthouseResult {
  lighthouseVersion: string;
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { score: number | null; numericValue?: number; title: string }>;
}

export async function loadLighthouse(): Promise<LighthouseRun | null> {
  for (const specifier of [
    'lighthouse',
    process.env.LIGHTHOUSE_PATH && pathToFileURL(process.env.LIGHTHOUSE_PATH).href,
  ]) {
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

export async function runLighthouse(
  run: LighthouseRun,
  url: string,
  runs: number,
  saveTo: string | undefined,
  extraHeaders?: Record<string, string>,
) {
  const chromium = await startChromium();
  try {
    const results: LighthouseResult[] = [];
    for (let i = 0; i < runs; i++) {
      const answer = await run(url, {
        port: chromium.port,
        onlyCategories: ['performance', 'accessibility'],
        logLevel: 'error',
        output: 'json',
        ...(extraHeaders ? { extraHeaders } : {}),
      });
      if (answer) results.push(answer.lhr);
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const score = (name: string) => median(results.map((r) => Math.round((r.categories[name]?.score ?? 0) * 100)));
    const metric = (id: string) => median(results.map((r) => Math.round(r.audits[id]?.numericValue ?? 0)));
    const last = results.at(-1);
    if (saveTo && last) writeFileSync(saveTo, JSON.stringify(last));
    const failing = last
      ? Object.entries(last.audits)
          .filter(([, a]) => a.score !== null && a.score < 0.9)
          .map(([id]) => id)
      : [];
    return {
      version: last?.lighthouseVersion,
      runs: results.length,
      performance: score('performance'),
      accessibility: score('accessibility'),
      metricsMs: {
        fcp: metric('first-contentful-paint'),
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
        si: metric('speed-index'),
      },
      cls: median(results.map((r) => r.audits['cumulative-layout-shift']?.numericValue ?? 0)),
      auditsBelow90: failing,
    };
  } finally {
    chromium.process.kill();
  }
}
