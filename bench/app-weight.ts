// What the browser loads for the signed-in app beside the landing page, at phone size (390 x 844). Prints JSON.
// Each page is opened in a fresh browser context (an empty cache, as on a first visit) of Debian's Chromium
// driven by Playwright, as a visitor (/) or as a signed-in cook (/dashboard, its search and its meal plan),
// and every response is counted until the network has been quiet for 500 ms: response bodies as served
// (compressed) by kind, and all bytes with the headers, and the JavaScript and CSS the targets are about. Then Lighthouse mobile on each page
// (the signed-in ones with the session cookie) when the `lighthouse` package and Chromium are there.
// Targets (issue 22): landing <= 150 KB and dashboard <= 170 KB of JS + CSS, gzip as served; Lighthouse >= 95.
// Usage: npx tsx bench/app-weight.ts [--runs 1] [--no-lighthouse] [--files] [--save DIR] [--pages landing,dashboard]
// (--pages weighs only the pages named; --files lists each JS and CSS
// file a page loaded with its size as served, largest first: what to look at when a figure grows; --save writes each
// page's last Lighthouse report to DIR/<page>.json, for its diagnostics)
import { existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Cookie } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../e2e/support/chromium';
import { ensureWebBuilt } from '../scripts/build-web';
import { CHROMIUM, loadLighthouse, runLighthouse, startServer } from './support/web-server';

const TARGETS = { jsCssKb: { landing: 150, dashboard: 170 }, lighthouse: 95 };
const PAGES = [
  { name: 'landing', path: '/', signedIn: false },
  { name: 'dashboard', path: '/dashboard', signedIn: true },
  { name: 'search', path: '/dashboard/search', signedIn: true },
  { name: 'meal plan', path: '/dashboard/meal-plan', signedIn: true },
];
const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

/** A confirmed account: sign-up, then the link of the confirmation mail the development server wrote. */
async function signedInCookie(base: string, dataDir: string): Promise<Cookie[]> {
  const legal = (await (await fetch(`${base}/api/legal?region=US`)).json()) as {
    id: number;
    isRequiredForSignup: boolean;
  }[];
  const email = `weight-${Date.now()}@example.com`;
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({
      name: 'Meera Iyer',
      email,
      password: 'Saffron-2024',
      consents: legal.filter((i) => i.isRequiredForSignup).map((i) => i.id),
      callbackURL: '/dashboard',
    }),
  });
  if (!signUp.ok) throw new Error(`sign-up: ${signUp.status} ${await signUp.text()}`);
  const mailDir = join(dataDir, 'mail');
  let link: string | undefined;
  for (let i = 0; i < 50 && !link; i += 1) {
    for (const file of existsSync(mailDir) ? readdirSync(mailDir) : []) {
      const mail = JSON.parse(readFileSync(join(mailDir, file), 'utf8')) as { to: string; text: string };
      if (mail.to === email) link = /https?:\/\/\S+/.exec(mail.text)?.[0];
    }
    if (!link) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (!link) throw new Error('no confirmation mail');
  const confirmed = await fetch(link, { redirect: 'manual' });
  const url = new URL(base);
  return confirmed.headers.getSetCookie().map((header) => {
    const [pair] = header.split(';');
    const at = pair!.indexOf('=');
    return {
      name: pair!.slice(0, at),
      value: pair!.slice(at + 1),
      domain: url.hostname,
      path: '/',
      expires: -1,
      httpOnly: true,
      secure: false,
      sameSite: 'Lax' as const,
    };
  });
}

async function weigh(browser: Browser, url: string, cookies: Cookie[]) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  if (cookies.length) await context.addCookies(cookies);
  const page = await context.newPage();
  const byKind: Record<string, { files: number; bytes: number }> = {};
  let headerBytes = 0;
  const files: { file: string; kb: number }[] = [];
  const pending: Promise<void>[] = [];
  let inFlight = 0;
  let lastActivity = performance.now();
  page.on('request', () => {
    inFlight += 1;
    lastActivity = performance.now();
  });
  page.on('requestfailed', () => {
    inFlight -= 1;
    lastActivity = performance.now();
  });
  page.on('requestfinished', (request) => {
    inFlight -= 1;
    lastActivity = performance.now();
    pending.push(
      request.sizes().then(
        (sizes) => {
          const kind = request.resourceType();
          const entry = (byKind[kind] ??= { files: 0, bytes: 0 });
          entry.files += 1;
          entry.bytes += sizes.responseBodySize;
          headerBytes += sizes.responseHeadersSize;
          if (kind === 'script' || kind === 'stylesheet')
            files.push({ file: new URL(request.url()).pathname, kb: kb(sizes.responseBodySize) });
        },
        () => undefined,
      ),
    );
  });
  const started = performance.now();
  await page.goto(url, { waitUntil: 'networkidle' });
  // On a busy machine the first bundle can run for longer than the 500 ms 'networkidle' waits, which then
  // fires before the page has asked for its code and data: wait for the page's heading, then for 500 ms
  // without a request of its own.
  await page.locator('h1').first().waitFor({ state: 'attached', timeout: 60_000 });
  while (inFlight > 0 || performance.now() - lastActivity < 500) await page.waitForTimeout(100);
  const settledMs = Math.round(performance.now() - started);
  await Promise.all(pending);
  const landedOn = new URL(page.url()).pathname;
  await context.close();
  const bytesOf = (...kinds: string[]) => kinds.reduce((sum, k) => sum + (byKind[k]?.bytes ?? 0), 0);
  return {
    landedOn,
    settledMs,
    jsCssKb: kb(bytesOf('script', 'stylesheet')),
    jsKb: kb(bytesOf('script')),
    cssKb: kb(bytesOf('stylesheet')),
    /** Everything: bodies as served and the response headers. */
    allKb: kb(Object.values(byKind).reduce((sum, e) => sum + e.bytes, headerBytes)),
    byKind: Object.fromEntries(Object.entries(byKind).map(([k, e]) => [k, { files: e.files, kb: kb(e.bytes) }])),
    jsCssFiles: files.sort((a, b) => b.kb - a.kb),
  };
}

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '1' },
      'no-lighthouse': { type: 'boolean' },
      files: { type: 'boolean' },
      save: { type: 'string' },
      pages: { type: 'string' },
    },
  });
  const only = values.pages?.split(',').map((name) => name.trim());
  await ensureWebBuilt(() => undefined);
  const executablePath = findChromium();
  if (!executablePath) {
    console.log(
      JSON.stringify({
        benchmark: 'app weight',
        notices: ['no Chromium (apt-get install chromium, or set CHROMIUM_PATH): skipped'],
      }),
    );
    return;
  }
  if (values.save) mkdirSync(values.save, { recursive: true });
  const server = await startServer();
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const cookies = await signedInCookie(server.url, server.dataDir);
    const pages: Record<string, unknown>[] = [];
    const lighthouse = values['no-lighthouse'] || !existsSync(CHROMIUM) ? null : await loadLighthouse();
    for (const { name, path, signedIn } of PAGES.filter((p) => !only || only.includes(p.name))) {
      const url = `${server.url}${path}`;
      const { jsCssFiles, ...weight } = await weigh(browser, url, signedIn ? cookies : []);
      if (weight.landedOn !== path) throw new Error(`${path} went to ${weight.landedOn}: not signed in?`);
      const cookieHeader = signedIn ? { Cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') } : undefined;
      const scores = lighthouse
        ? await runLighthouse(
            lighthouse,
            url,
            Number(values.runs) || 1,
            values.save && join(values.save, `${name.replace(' ', '-')}.json`),
            cookieHeader,
          )
        : { skipped: 'lighthouse not installed or --no-lighthouse' };
      pages.push({ name, path, ...weight, lighthouse: scores, ...(values.files ? { jsCssFiles } : {}) });
    }
    const jsCss = (name: string) => (pages.find((p) => p.name === name)?.jsCssKb as number | undefined) ?? 0;
    console.log(
      JSON.stringify(
        {
          benchmark: 'app weight',
          targets: TARGETS,
          machine: { cores: availableParallelism(), loadAverage1m: Math.round(loadavg()[0]! * 10) / 10 },
          pages,
          meetsTargets: {
            landing: jsCss('landing') <= TARGETS.jsCssKb.landing,
            dashboard: jsCss('dashboard') <= TARGETS.jsCssKb.dashboard,
          },
        },
        null,
        2,
      ),
    );
  } finally {
    await browser.close();
    server.stop();
  }
}

await main();
