// npm run bench: prints speed figures (see bench/). Never part of npm test.
import { checkNode, ensureDependencies, ensureWebBuild, root, run } from './setup.mjs';

checkNode();
ensureDependencies();
ensureWebBuild();
const status = run(process.execPath, ['--import', 'tsx', 'bench/auth.bench.ts'], { cwd: root });
process.exit(run(process.execPath, ['--import', 'tsx', 'bench/upload.ts'], { cwd: root }) || status);
