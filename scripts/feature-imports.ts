/**
 * The web app's feature boundaries, measured (issue 22, decision 035).
 *
 * Reads every import (static, `export ... from`, and lazy `import('...')`) of the files under
 * web/features/, resolves the relative ones, and reports:
 * - crossing: imports from one feature into another (any file);
 * - private: those of them that reach past the other feature's `api.ts` and `public/` folder;
 * - cycles: cycles in the graph "feature A imports feature B".
 * `npx tsx scripts/feature-imports.ts` prints the figures as JSON; `--list` adds each import.
 * scripts/feature-imports.test.ts keeps private imports and cycles at zero.
 */
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join, dirname, resolve, relative, sep } from 'node:path';

export interface FeatureImport {
  from: string;
  to: string;
  fromFeature: string;
  toFeature: string;
}

const IMPORT_PATTERN = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)'([^']+)'/gm;
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx', ''];

function listSourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return listSourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

function resolveImport(fromFile: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(fromFile), specifier);
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The feature a file belongs to (`web/features/<name>/...`), or null outside web/features/. */
function featureOf(featuresDir: string, file: string): string | null {
  const path = relative(featuresDir, file);
  if (path.startsWith('..')) return null;
  return path.split(sep)[0] ?? null;
}

/** Every import from one feature into another. Tests are included: they are code a newcomer reads too. */
export function listFeatureImports(root: string): FeatureImport[] {
  const featuresDir = join(root, 'web', 'features');
  const found: FeatureImport[] = [];
  for (const file of listSourceFiles(featuresDir)) {
    const fromFeature = featureOf(featuresDir, file)!;
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(IMPORT_PATTERN)) {
      const target = resolveImport(file, match[1]!);
      if (!target) continue;
      const toFeature = featureOf(featuresDir, target);
      if (!toFeature || toFeature === fromFeature) continue;
      found.push({ from: relative(root, file), to: relative(root, target), fromFeature, toFeature });
    }
  }
  return found;
}

/**
 * A feature's public surface: its server calls and hooks in `api.ts`, and the files of its `public/` folder
 * (the components and hooks other features show or call). No barrel re-exports them (decision 035).
 */
export function isPublicImport(entry: FeatureImport): boolean {
  const path = entry.to.split(sep).join('/');
  const feature = `web/features/${entry.toFeature}/`;
  return path === `${feature}api.ts` || path.startsWith(`${feature}public/`);
}

/** Each cycle of the feature graph once, as the list of features along it (depth-first, Tarjan-free). */
export function findFeatureCycles(imports: FeatureImport[]): string[][] {
  const edges = new Map<string, Set<string>>();
  for (const entry of imports) {
    if (!edges.has(entry.fromFeature)) edges.set(entry.fromFeature, new Set());
    edges.get(entry.fromFeature)!.add(entry.toFeature);
  }
  const cycles = new Map<string, string[]>();
  const visit = (node: string, path: string[]) => {
    for (const next of edges.get(node) ?? []) {
      const at = path.indexOf(next);
      if (at >= 0) {
        const cycle = path.slice(at);
        const start = cycle.indexOf([...cycle].sort()[0]!);
        const rotated = [...cycle.slice(start), ...cycle.slice(0, start)];
        cycles.set(rotated.join(' -> '), rotated);
      } else if (path.length < 12) {
        visit(next, [...path, next]);
      }
    }
  };
  for (const node of edges.keys()) visit(node, [node]);
  return [...cycles.values()];
}

export function measureFeatureBoundaries(root: string) {
  const imports = listFeatureImports(root);
  const privateImports = imports.filter((entry) => !isPublicImport(entry));
  return {
    crossing: imports.length,
    private: privateImports.length,
    cycles: findFeatureCycles(imports).map((cycle) => cycle.join(' -> ')),
    imports,
    privateImports,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
  const result = measureFeatureBoundaries(root);
  const list = process.argv.includes('--list');
  const line = (entry: FeatureImport) => `${entry.from} -> ${entry.to}`;
  console.log(
    JSON.stringify(
      {
        crossing: result.crossing,
        private: result.private,
        cycles: result.cycles,
        ...(list
          ? {
              privateImports: result.privateImports.map(line),
              publicImports: result.imports.filter(isPublicImport).map(line),
            }
          : {}),
      },
      null,
      2,
    ),
  );
}
