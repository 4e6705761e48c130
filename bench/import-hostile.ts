/**
 * How long the importer takes on pages built to be slow (bench/support/hostile-pages.ts), at the size the fetch
 * allows (2 MB; 2,040 KB leaves room for the request around it): in this process, beside the parse alone (the floor
 * every reader pays), and over HTTP, where a hostile page and another person's plain page are imported at the same
 * time through the worker pool, and the server's event loop's longest hold meanwhile.
 *
 * Run: npx tsx bench/import-hostile.ts [--kb 2040] [--http-only] [--http-shapes a,b,c]
 * The issue's bar: no page takes more than 2 s (the reference pages' slowest: bench/import-accuracy.ts).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { parse } from 'node-html-parser';
import { user } from '../server/db/schema';
import { runSeeds } from '../server/db/seed/run-seeds';
import { extractRecipe } from '../server/modules/recipes/import/extract-recipe';
import { foodsSeed } from '../server/modules/recipes/catalogue.seed';
import { openDatabase } from '../server/db/client';
import { migrateUnderLock } from '../server/db/startup';
import { buildUser, ORIGIN } from '../server/test/factories';
import { startBenchApp } from './support/bench-app';
import { hostilePages, PLAIN_PAGE } from './support/hostile-pages';

const { values } = parseArgs({
  options: {
    kb: { type: 'string', default: '2040' },
    'http-only': { type: 'boolean', default: false },
    'http-shapes': {
      type: 'string',
      default:
        'nestedParagraphs,nestedMicrodata,methodHeadingsAfterData,headingsAndParagraphs,dataAndListsAlike,dataOfThousandsOfLines',
    },
  },
});
const pages = hostilePages(Number(values.kb) * 1024);
const ms = (from: number) => Math.round(performance.now() - from);

function inProcess() {
  return Object.entries(pages).map(([shape, html]) => {
    let started = performance.now();
    parse(html, { comment: false });
    const parseMs = ms(started);
    started = performance.now();
    const draft = extractRecipe(html, 'https://example.com/page');
    return { shape, kb: Math.round(html.length / 1024), parseMs, importMs: ms(started), recipe: draft !== null };
  });
}

async function overHttp(shapes: string[]) {
  const database = await openDatabase({ kind: 'pglite' });
  await migrateUnderLock(database);
  await runSeeds(database.db, { info: () => undefined }, [foodsSeed]);
  const { app, config, close } = await startBenchApp(database, 'import', { LOG_LEVEL: 'silent' });
  try {
    const person = await buildUser(app);
    await database.db
      .update(user)
      .set({ plan: 'plus', planExpiresAt: new Date(Date.now() + 86_400_000) })
      .where(eq(user.id, person.id));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const post = async (html: string) => {
      const started = performance.now();
      const res = await fetch(`${origin}/api/recipes/import`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: person.cookie, origin: ORIGIN },
        body: JSON.stringify({ url: 'https://example.com/page', html }),
      });
      await res.arrayBuffer();
      return { status: res.status, ms: ms(started) };
    };
    await post(PLAIN_PAGE); // loads the worker's code
    const plainAlone = [await post(PLAIN_PAGE), await post(PLAIN_PAGE), await post(PLAIN_PAGE)];
    const rows = [];
    for (const shape of shapes) {
      const html = pages[shape];
      if (html === undefined) throw new Error(`no shape ${shape}`);
      // the server runs in this process: its event loop's longest hold while the page is imported (a client here
      // would be held with it, so it is measured from inside)
      const loop = monitorEventLoopDelay({ resolution: 10 });
      loop.enable();
      const hostile = post(html);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const plain = await post(PLAIN_PAGE); // another person's import while the hostile page is read
      const answered = await hostile;
      loop.disable();
      rows.push({ shape, hostile: answered, plainMeanwhile: plain, longestLoopHoldMs: Math.round(loop.max / 1e6) });
    }
    return { workerThreads: config.WORKER_THREADS, plainAlone, rows };
  } finally {
    await close();
    await database.close();
  }
}

const local = values['http-only'] ? null : inProcess();
const http = await overHttp(values['http-shapes'].split(','));
console.log(
  JSON.stringify(
    {
      benchmark: 'import of hostile pages',
      pageKb: Number(values.kb),
      inProcess: local && {
        slowest: local.reduce((a, b) => (b.importMs > a.importMs ? b : a)),
        over2s: local.filter((row) => row.importMs > 2000).map((row) => row.shape),
        rows: local,
      },
      overHttp: http,
    },
    null,
    2,
  ),
);
