import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';

// `npm start` as a newcomer runs it: no data directory and no built web app. The build runs in the
// server's own process, so this is where what the build leaves behind (NODE_ENV) would break the boot.
const root = join(import.meta.dirname, '..');
const scratch = mkdtempSync(join(tmpdir(), 'mealwise-start-'));
const webDist = `dist/web-start-test-${process.pid}`;
afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
  rmSync(join(root, webDist), { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

it('builds, migrates, seeds and serves from an empty data directory', { timeout: 240_000 }, async () => {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: join(scratch, 'data'),
    WEB_DIST: webDist,
    LOG_LEVEL: 'warn',
  };
  delete env.NODE_ENV; // vitest sets 'test'; a newcomer's shell has none
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  try {
    const base = `http://127.0.0.1:${port}`;
    let health: Response | null = null;
    for (let i = 0; i < 400 && !health?.ok && child.exitCode === null; i++) {
      health = await fetch(`${base}/api/health`).catch(() => null);
      if (!health?.ok) await new Promise((r) => setTimeout(r, 500));
    }
    expect(stderr).not.toMatch(/Invalid configuration/);
    expect(health?.ok).toBe(true);
    expect((await fetch(`${base}/`)).status).toBe(200);
    const search = (await (await fetch(`${base}/api/recipes/search?q=paneer`)).json()) as { total: number };
    expect(search.total).toBeGreaterThan(0);
  } finally {
    child.kill('SIGTERM');
  }
});
