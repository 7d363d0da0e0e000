// npm run dev: the API with reload on change, and Vite with hot module replacement, together.
import { spawn } from 'node:child_process';
import { checkNode, ensureDependencies, root } from './setup.mjs';

checkNode();
ensureDependencies();

const VITE_ORIGIN = 'http://localhost:5173';
const env = { ...process.env, TRUSTED_ORIGINS: [process.env.TRUSTED_ORIGINS, VITE_ORIGIN].filter(Boolean).join(',') };
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env,
  }),
  spawn('npx', ['vite', '--port', '5173', '--strictPort'], { cwd: `${root}/apps/web`, stdio: 'inherit', env }),
];
console.log(`Open ${VITE_ORIGIN} (the API runs on http://localhost:${process.env.PORT ?? 8000}).`);
const stop = (signal) => children.forEach((child) => child.kill(signal));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
for (const child of children) child.on('exit', (code) => (stop('SIGTERM'), process.exit(code ?? 0)));
