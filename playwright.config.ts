import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './e2e/support/chromium';

// The built server on a free port with a temporary data directory. The main process picks both and
// workers inherit them through the environment.
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'mealwise-e2e-'));
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

// A second app, whose photo analysis goes to a stand-in vision provider, for the photo journeys:
// started unless the run names spec files and none of them needs it.
const specArgs = process.argv.filter((a) => /\.spec\.ts/.test(a));
const withVision = !specArgs.length || specArgs.some((a) => a.includes('pantry-photos'));
if (withVision) {
  process.env.E2E_VISION_PORT ??= String(await freePort());
  process.env.E2E_FAKE_VISION_PORT ??= String(await freePort());
  process.env.E2E_VISION_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'mealwise-e2e-vision-'));
  process.env.E2E_VISION_BASE_URL = `http://127.0.0.1:${process.env.E2E_VISION_PORT}`;
}

// A third app with Premium on sale (PREMIUM_ON_SALE), for the Premium journeys: started unless the run names
// spec files and none of them needs it.
const withPremium = !specArgs.length || specArgs.some((a) => a.includes('premium'));
if (withPremium) {
  process.env.E2E_PREMIUM_PORT ??= String(await freePort());
  process.env.E2E_PREMIUM_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'mealwise-e2e-premium-'));
  process.env.E2E_PREMIUM_BASE_URL = `http://127.0.0.1:${process.env.E2E_PREMIUM_PORT}`;
}

function appServer(url: string, dataDir: string, env: Record<string, string> = {}) {
  return {
    command: 'npx tsx scripts/build-web.ts && npx tsx server/main.ts',
    url: `${url}/api/health`,
    reuseExistingServer: false,
    // Build + seed take ~40 s on a quiet 2-core machine and past 120 s when several engineers share it.
    timeout: 300_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: new URL(url).port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: process.env.WEB_DIST ?? 'dist/web',
      APP_URL: url,
      LOG_LEVEL: 'warn',
      // Journeys sign many people up from one address; the limits themselves are tested in the API tests.
      AUTH_RATE_LIMIT: 'false',
      // The import journey serves its recipe pages from a local server (private networks stay refused).
      IMPORT_ALLOW_LOOPBACK: 'true',
      ...env,
    },
  };
}

function visionServers() {
  const fake = `http://127.0.0.1:${process.env.E2E_FAKE_VISION_PORT}`;
  return [
    {
      command: 'npx tsx e2e/support/fake-vision.ts',
      url: `${fake}/health`,
      reuseExistingServer: false,
      env: { FAKE_VISION_PORT: process.env.E2E_FAKE_VISION_PORT! },
    },
    // Built after the first app has built the web (the build is shared and skipped when current).
    appServer(process.env.E2E_VISION_BASE_URL!, process.env.E2E_VISION_DATA_DIR!, {
      VISION_API_URL: `${fake}/v1/chat/completions`,
      VISION_MODEL: 'e2e-vision',
    }),
  ];
}

const chromium = findChromium();
if (!chromium) {
  if (process.env.CI === 'true')
    throw new Error(
      'Chromium not found (install Debian chromium or set CHROMIUM_PATH); CI may not skip browser tests.',
    );
  console.warn('Browser tests skipped: no chromium on PATH and no CHROMIUM_PATH (apt-get install chromium).');
}

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI === 'true' ? 1 : 0,
  // A journey is many steps and full-page screenshots. On a 2-core CI machine, with two journeys and three app
  // servers at once, the longest (sign up and confirm, pay for Plus) took 31-40 s; CI machines also run up to three
  // times slower than that from one run to the next (Playwright 13 to 39 min for the same tests), and the sign-up
  // journey (12 s quiet) once ran out of 60 s. The limits only bound a failure: a passing journey does not wait.
  timeout: process.env.CI === 'true' ? 120_000 : 30_000,
  expect: { timeout: process.env.CI === 'true' ? 15_000 : 7_000 },
  reporter: process.env.CI === 'true' ? [['list']] : [['list']],
  // Runs with a build folder of their own (WEB_DIST) also keep their own artefacts, so parallel runs don't clean each other's.
  outputDir: process.env.WEB_DIST ? `test-results/${basename(process.env.WEB_DIST)}` : 'test-results/e2e',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromium, args: CHROMIUM_ARGS },
  },
  projects: chromium
    ? [
        {
          name: 'phone',
          // A Pixel 7 at 390 CSS px, drawn at one device pixel per CSS pixel: Chromium without a GPU rasterises
          // the Pixel's 2.625 in software, and a full-page shot of the landing page (18,304 px tall at 2.625)
          // took 15-26 s on a 2-core machine, past a journey's 30 s; at 1 it takes under 3 s. Layout, touch and
          // the mobile user agent are the Pixel's.
          use: {
            ...devices['Pixel 7'],
            viewport: { width: 390, height: 844 },
            deviceScaleFactor: 1,
            defaultBrowserType: 'chromium',
          },
        },
        { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
        // The tablet layout (768 to 1023 px) for journeys tagged @tablet.
        { name: 'tablet', grep: /@tablet/, use: { viewport: { width: 800, height: 1100 } } },
      ]
    : [],
  webServer: chromium
    ? [
        appServer(baseURL, process.env.E2E_DATA_DIR!),
        ...(withVision ? visionServers() : []),
        ...(withPremium
          ? [
              appServer(process.env.E2E_PREMIUM_BASE_URL!, process.env.E2E_PREMIUM_DATA_DIR!, {
                PREMIUM_ON_SALE: 'true',
              }),
            ]
          : []),
      ]
    : undefined,
});
