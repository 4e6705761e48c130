import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { join, relative, resolve } from 'node:path';

const root = join(import.meta.dirname, '..');
/** WEB_DIST (as the server reads it) lets parallel test runs build into folders of their own. */
const outDir = resolve(root, process.env.WEB_DIST ?? 'dist/web');
const stampFile = join(outDir, '.source-hash');
const inputs = ['web', 'domain', 'vite.config.ts', 'package-lock.json', 'tsconfig.web.json'];

function* files(path: string): Generator<string> {
  if (!existsSync(path)) return;
  if (statSync(path).isFile()) {
    yield path;
    return;
  }
  for (const name of readdirSync(path).sort()) {
    if (name.endsWith('.test.ts') || name.endsWith('.test.tsx')) continue;
    yield* files(join(path, name));
  }
}

/** A content hash of everything the web build reads. */
export function webSourceHash(): string {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of files(join(root, input))) {
      hash.update(relative(root, file));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

/** Writes .br and .gz beside every text asset, served by @fastify/static's preCompressed option. */
function precompress(dir: string): void {
  for (const file of files(dir)) {
    if (!/\.(js|css|html|svg|json|txt|map)$/.test(file) || file.endsWith('.map')) continue;
    const bytes = readFileSync(file);
    if (bytes.length < 1024) continue;
    writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  }
}

/** Builds the web app unless dist/web already holds a build of the current sources. */
export async function ensureWebBuilt(log: (line: string) => void = console.log): Promise<void> {
  const hash = webSourceHash();
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === hash) return;
  log('Building the web app...');
  const { build } = await import('vite');
  // Vite's build sets process.env.NODE_ENV to 'production'; `npm start` builds in the server's own
  // process, whose configuration must still see the environment the person gave it.
  const nodeEnv = process.env.NODE_ENV;
  try {
    await build({ configFile: join(root, 'vite.config.ts'), logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  precompress(outDir);
  writeFileSync(stampFile, hash);
}

if (import.meta.url === `file://${process.argv[1]}`) await ensureWebBuilt();
