/**
 * Import direction rules (ARCHITECTURE.md), checked by `npm run lint`.
 *
 * Web (apps/web/src), bottom up: lib, routing, state, api, realtime, components, forms, testing,
 * features, app. A folder imports only folders below it, so the top-level folders form no cycle;
 * a feature reaches another feature only through that feature's index.ts.
 */
const web = 'apps/web/src';
const layers = ['lib', 'routing', 'state', 'api', 'realtime', 'components', 'forms', 'testing', 'features', 'app'];

/** Tests and their helpers may use other features' fixtures (`testing/` folders), which stay out of index.ts. */
const testCode = ['\\.test\\.tsx?$', '/testing/'];

const testFile = '\\.test\\.tsx?$';

/** Tests of a lower layer may use the shared fixtures in testing/, but nothing above it. */
const layerRules = layers.slice(0, -1).flatMap((layer, index) => {
  const above = layers.slice(index + 1);
  const rule = {
    name: `web-${layer}-imports-only-lower-layers`,
    comment: `apps/web/src/${layer} imports only ${layers.slice(0, index).join(', ') || 'packages'}.`,
    severity: 'error',
  };
  const production = { path: `^${web}/${layer}/`, pathNot: testFile };
  return [
    { ...rule, from: production, to: { path: `^${web}/(${above.join('|')})/` } },
    {
      ...rule,
      from: { path: `^${web}/${layer}/.*${testFile}` },
      to: { path: `^${web}/(${above.filter((name) => name !== 'testing').join('|')})/` },
    },
  ];
});

export default {
  forbidden: [
    ...layerRules,
    {
      name: 'web-feature-through-index',
      comment: "A feature imports another feature only through that feature's index.ts.",
      severity: 'error',
      from: { path: `^${web}/features/([^/]+)/`, pathNot: testCode },
      to: {
        path: `^${web}/features/[^/]+/`,
        pathNot: [`^${web}/features/$1/`, `^${web}/features/[^/]+/index\\.ts$`],
      },
    },
    {
      name: 'web-feature-internals-only-from-tests',
      comment: "Only tests reach past a feature's index.ts, and then only into its testing/ fixtures.",
      severity: 'error',
      from: { path: testCode.map((pattern) => `^${web}/features/([^/]+)/.*${pattern}`) },
      to: {
        path: `^${web}/features/[^/]+/`,
        pathNot: [`^${web}/features/$1/`, `^${web}/features/[^/]+/(index\\.ts$|.*testing/)`],
      },
    },
    {
      name: 'web-main-only-app',
      severity: 'error',
      from: { path: `^${web}/main\\.tsx$` },
      to: { path: `^${web}/(?!app/)` },
    },
    {
      name: 'server-lower-layers-not-features',
      comment: 'lib, db, config and http serve the features; they never import one.',
      severity: 'error',
      from: { path: '^apps/server/src/(lib|db|config|http)/' },
      to: { path: '^apps/server/src/features/' },
    },
    {
      name: 'server-features-not-entry',
      comment: 'app.ts assembles the features and main.ts starts it; no feature imports either.',
      severity: 'error',
      from: { path: '^apps/server/src/features/' },
      to: { path: '^apps/server/src/(app|main)\\.ts$' },
    },
    {
      name: 'server-no-cycles',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { circular: true },
    },
    {
      name: 'contract-not-apps',
      comment: 'The contract is shared by both ends and knows neither.',
      severity: 'error',
      from: { path: '^packages/contract/' },
      to: { path: '^(apps|e2e)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    // Type-only imports count: they tie the layers together as much as value imports do.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
