import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { featureBoundaries } from './scripts/eslint-feature-boundaries.js';

const nodeBuiltins = ['node:*', 'fs', 'path', 'crypto', 'os', 'child_process', 'http', 'https', 'net', 'url'];
/** Decision 001: relative imports carry no extension. */
const extensionless = { group: ['**/*.ts', '**/*.tsx'], message: 'Import without the .ts extension (decision 001).' };

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'data/',
      'node_modules/',
      'server/db/migrations/',
      'web/public/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // `import { type A } from 'x'` keeps x (and all it loads, e.g. zod) in the bundle: decision 034.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      'no-console': 'off',
      'no-restricted-imports': ['error', { patterns: [extensionless] }],
    },
  },
  {
    files: ['server/**', 'scripts/**', 'bench/**', 'e2e/**', '*.config.*'],
    languageOptions: { globals: globals.node },
  },
  {
    // domain/ is pure: no I/O, no Node or DOM APIs, no imports from the server or the web app.
    files: ['domain/**'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '**/web/**'], message: 'domain/ may not import server/ or web/.' },
            { group: nodeBuiltins, message: 'domain/ is pure: no Node APIs.' },
            extensionless,
          ],
          paths: ['react', 'drizzle-orm', 'fastify', 'pg', '@electric-sql/pglite'].map((name) => ({
            name,
            message: 'domain/ imports only zod and other domain/ files.',
          })),
        },
      ],
      'no-restricted-globals': ['error', 'fetch', 'window', 'document', 'localStorage', 'process', 'require'],
    },
  },
  {
    files: ['web/**'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, mealwise: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'mealwise/feature-boundaries': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'], message: 'web/ never imports server/: share through domain/.' },
            { group: nodeBuiltins, message: 'web/ runs in the browser: no Node APIs.' },
            extensionless,
          ],
        },
      ],
    },
  },
);
