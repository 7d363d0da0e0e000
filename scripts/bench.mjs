// npm run bench: prints speed figures (see bench/). Never part of npm test.
import { checkNode, ensureDependencies, ensureWebBuild, root, run } from './setup.mjs';

checkNode();
ensureDependencies();
ensureWebBuild();
const bench = (file) => run(process.execPath, ['--import', 'tsx', file], { cwd: root });
// Every step runs even when one fails; the exit status is the first failure's.
const statuses = [
  'bench/auth.bench.ts',
  'bench/upload.ts',
  'bench/chat.ts',
  'bench/jobs.ts',
  'bench/web.ts',
  'bench/scale.ts',
].map(bench);
process.exit(statuses.find((status) => status !== 0) ?? 0);
