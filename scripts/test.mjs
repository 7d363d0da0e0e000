// npm test: every layer — contract, server and web unit tests; the API tests on the embedded
// database and again on PostgreSQL when DATABASE_URL is set; the browser journeys in Chromium.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  checkNode,
  ensureChromium,
  ensureDependencies,
  ensureFfmpeg,
  ensureJanus,
  ensureMediaInterface,
  ensureWebBuild,
  fail,
  root,
  run,
  step,
} from './setup.mjs';

checkNode();
ensureDependencies();
ensureChromium();
ensureFfmpeg();
ensureJanus();
ensureMediaInterface();
ensureWebBuild();

const reports = join(root, '.test-data/reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const { DATABASE_URL, ...baseEnv } = process.env;
const started = Date.now();
const layers = [];

function vitest(name, args, env) {
  step(name);
  const output = join(reports, `${layers.length}.json`);
  const status = run(
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${output}`, ...args],
    { env },
  );
  layers.push({ name, status, count: () => countVitest(output) });
}

function countVitest(file) {
  if (!existsSync(file)) return { passed: 0, failed: 0, skipped: 0 };
  const r = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests };
}

function countPlaywright(file) {
  if (!existsSync(file)) return { passed: 0, failed: 0, skipped: 0 };
  const s = JSON.parse(readFileSync(file, 'utf8')).stats;
  return { passed: s.expected + s.flaky, failed: s.unexpected, skipped: s.skipped };
}

vitest('Unit and API tests (embedded PGlite)', [], baseEnv);
if (DATABASE_URL) {
  vitest('API tests on PostgreSQL', ['--project', 'server'], { ...baseEnv, DATABASE_URL });
} else {
  console.log('  (DATABASE_URL is not set: the PostgreSQL pass of the API tests is not run)');
}

step('Browser journeys (Playwright in Chromium)');
const pwReport = join(reports, 'playwright.json');
const pwStatus = run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'], {
  env: { ...baseEnv, PLAYWRIGHT_JSON_OUTPUT_NAME: pwReport },
});
layers.push({ name: 'Browser journeys', status: pwStatus, count: () => countPlaywright(pwReport) });

let passed = 0;
let failed = 0;
let skipped = 0;
console.log('\nSummary');
for (const layer of layers) {
  const c = layer.count();
  passed += c.passed;
  failed += c.failed;
  skipped += c.skipped;
  const mark = layer.status === 0 ? '✔' : '✖';
  console.log(
    `  ${mark} ${layer.name}: ${c.passed} passed, ${c.failed} failed${c.skipped ? `, ${c.skipped} skipped` : ''}`,
  );
}
console.log(`  in ${Math.round((Date.now() - started) / 1000)} s\n`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
if (layers.some((l) => l.status !== 0)) fail('Some tests failed: see above.');
