// An ESLint rule of our own (no plugin package needed) keeping the web app's layers (decision 035):
// - a file of web/features/<a>/ imports another feature <b> only through web/features/<b>/api.ts or a
//   file of web/features/<b>/public/ (no reaching into its components, stores or hooks);
// - web/lib/ and web/components/ (shared by all features) import no feature and not web/app/.
// Relative imports are resolved against the file, so depth and spelling do not matter. Cycles between
// features are checked by scripts/feature-imports.test.ts (a rule sees one file at a time).
import { dirname, relative, resolve, sep } from 'node:path';

const WEB = resolve(import.meta.dirname, '..', 'web');

/** 'features/recipes/components/x' for a path under web/, or null outside it. */
function webPath(file) {
  const path = relative(WEB, file);
  return path.startsWith('..') ? null : path.split(sep).join('/');
}

function check(context, node, specifier) {
  if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
  const from = webPath(context.filename);
  const to = webPath(resolve(dirname(context.filename), specifier));
  if (!from || !to) return;
  const [fromTop, fromFeature] = from.split('/');
  const [toTop, toFeature, ...rest] = to.split('/');
  if ((fromTop === 'lib' || fromTop === 'components') && (toTop === 'features' || toTop === 'app')) {
    context.report({ node, messageId: 'shared', data: { layer: fromTop, target: `${toTop}/` } });
    return;
  }
  if (fromTop !== 'features' || toTop !== 'features' || fromFeature === toFeature) return;
  const inside = rest.join('/');
  if (inside === 'api' || inside === 'api.ts' || rest[0] === 'public') return;
  context.report({ node, messageId: 'feature', data: { from: fromFeature, to: toFeature } });
}

export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature imports another only through its api.ts or public/ (decision 035).' },
    messages: {
      feature:
        'features/{{from}} may import features/{{to}} only through its api.ts or public/ (decision 035); move what both use to web/lib/, web/components/ or features/{{to}}/public/.',
      shared: 'web/{{layer}}/ is shared by every feature: it may not import web/{{target}} (decision 035).',
    },
    schema: [],
  },
  create(context) {
    const source = (node) => check(context, node.source, node.source?.value);
    return {
      ImportDeclaration: source,
      ExportNamedDeclaration: (node) => node.source && source(node),
      ExportAllDeclaration: source,
      ImportExpression: source,
    };
  },
};
