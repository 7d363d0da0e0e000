// npm start: the whole product on http://localhost:8000 with embedded defaults.
import { spawn } from 'node:child_process';
import { SERVER_NODE_ARGS, ensureServerBuild } from './server-build.mjs';
import { checkNode, ensureDependencies, ensureFfmpeg, ensureWebBuild, root } from './setup.mjs';

checkNode();
ensureFfmpeg();
ensureDependencies();
ensureWebBuild();
// The server runs as JavaScript built once (again only when its sources changed), not through tsx.
await ensureServerBuild();

const server = spawn(process.execPath, SERVER_NODE_ARGS, { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
