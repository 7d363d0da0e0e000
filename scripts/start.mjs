// npm start: the whole product on http://localhost:8000 with embedded defaults.
import { spawn } from 'node:child_process';
import { checkNode, ensureDependencies, ensureFfmpeg, ensureWebBuild, root } from './setup.mjs';

checkNode();
ensureFfmpeg();
ensureDependencies();
ensureWebBuild();

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
