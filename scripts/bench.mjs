// npm run bench: prints speed figures (see bench/). Never part of npm test.
import { ensureServerBuild } from './server-build.mjs';
import { checkNode, ensureDependencies, ensureWebBuild, root, run } from './setup.mjs';

checkNode();
ensureDependencies();
ensureWebBuild();
// The benches measure the server as production runs it: the built JavaScript.
await ensureServerBuild();
const bench = (file) => run(process.execPath, ['--import', 'tsx', file], { cwd: root });
// Every step runs even when one fails; the exit status is the first failure's.
const statuses = [
  'bench/auth.bench.ts',
  'bench/upload.ts',
  'bench/live.ts',
  'bench/s3-move.ts',
  'bench/chat.ts',
  'bench/calls.ts',
  'bench/call-media.ts',
  'bench/meeting-join.ts',
  'bench/jobs.ts',
  'bench/web.ts',
  'bench/scale.ts',
  'bench/presence-failover.ts',
  'bench/reads.ts',
  'bench/search.ts',
  'bench/cold-start.ts',
].map(bench);
process.exit(statuses.find((status) => status !== 0) ?? 0);
