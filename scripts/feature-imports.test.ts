import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { findFeatureCycles, measureFeatureBoundaries, type FeatureImport } from './feature-imports';

const root = resolve(import.meta.dirname, '..');

describe('web feature boundaries (decision 035)', () => {
  it('no feature reaches past another one’s api.ts and public/, and features import each other in no cycle', () => {
    const result = measureFeatureBoundaries(root);
    expect(result.privateImports.map((entry) => `${entry.from} -> ${entry.to}`)).toEqual([]);
    expect(result.cycles).toEqual([]);
    expect(result.crossing).toBeGreaterThan(0); // the scan does find the public imports
  });

  it('finds a cycle through several features, once', () => {
    const edge = (fromFeature: string, toFeature: string): FeatureImport => ({
      from: `web/features/${fromFeature}/x.ts`,
      to: `web/features/${toFeature}/api.ts`,
      fromFeature,
      toFeature,
    });
    const cycles = findFeatureCycles([edge('a', 'b'), edge('b', 'c'), edge('c', 'a'), edge('c', 'd')]);
    expect(cycles).toEqual([['a', 'b', 'c']]);
    expect(findFeatureCycles([edge('a', 'b'), edge('b', 'c')])).toEqual([]);
  });

  it('ESLint refuses a private import of another feature and a feature import from web/lib', async () => {
    const eslint = new ESLint({ cwd: root });
    const lint = async (file: string, code: string) =>
      (await eslint.lintText(code, { filePath: resolve(root, file) }))[0]!.messages
        .filter((message) => message.ruleId === 'mealwise/feature-boundaries')
        .map((message) => message.message);

    const reaching = await lint(
      'web/features/dashboard/components/x.tsx',
      "export { openUpgrade } from '../../billing/components/upgrade-dialog';\n",
    );
    expect(reaching).toEqual([expect.stringContaining('features/dashboard may import features/billing only through')]);
    const lazy = await lint(
      'web/features/landing/x.ts',
      "export const load = () => import('../pantry/components/build-dialog');\n",
    );
    expect(lazy).toHaveLength(1);
    const shared = await lint('web/lib/x.ts', "export { weekPlanQuery } from '../features/meal-plan/api';\n");
    expect(shared).toEqual([expect.stringContaining('web/lib/ is shared by every feature')]);

    expect(await lint('web/features/dashboard/x.ts', "export { weekPlanQuery } from '../meal-plan/api';\n")).toEqual(
      [],
    );
    expect(
      await lint(
        'web/features/dashboard/components/x.tsx',
        "export { UpgradePrompt } from '../../billing/public/upgrade-prompt';\n",
      ),
    ).toEqual([]);
    expect(
      await lint('web/features/recipes/pages/x.tsx', "export { RecipeCard } from '../public/recipe-card';\n"),
    ).toEqual([]);
  }, 60_000); // ESLint loads its plugins first: seconds on a busy machine
});
