// The server as JavaScript for production: our own code (apps/server/src and the contract it
// imports) bundled by esbuild into apps/server/dist, every npm package left external (native and
// optional ones such as PGlite, argon2, sharp and the AWS SDK load from node_modules as they are).
// Source maps beside the files: run it with `node --enable-source-maps` so stack traces name .ts lines.
//
//   node scripts/server-build.mjs   builds when the output is missing or older than its sources
import { rmSync, renameSync, existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { newestMtime, root, step } from './setup.mjs';

export const SERVER_DIST = join(root, 'apps/server/dist');
export const SERVER_MAIN = join(SERVER_DIST, 'main.js');
/** How to run the built server: `node ...SERVER_NODE_ARGS`. */
export const SERVER_NODE_ARGS = ['--enable-source-maps', SERVER_MAIN];

const SERVER_SRC = join(root, 'apps/server/src');
// Each entry point is a program of its own; svg-rasteriser.ts runs the second beside the first.
const ENTRY_POINTS = { main: 'main.ts', 'rasterise-svg.main': 'features/photos/rasterise-svg.main.ts' };
const SOURCES = [
  'apps/server/src',
  'packages/contract/src',
  'apps/server/tsconfig.json',
  'tsconfig.base.json',
  'scripts/server-build.mjs',
];

/** Bare imports are npm packages and stay external, except our own workspaces (@plaza/*). */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@plaza/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** Builds the server into `outdir` (emptied first). */
export async function buildServer(outdir = SERVER_DIST) {
  const esbuild = await import('esbuild');
  rmSync(outdir, { recursive: true, force: true });
  try {
    await esbuild.build({
      absWorkingDir: root,
      entryPoints: Object.entries(ENTRY_POINTS).map(([out, src]) => ({ out, in: join(SERVER_SRC, src) })),
      outdir,
      bundle: true,
      // Chunks keep what the server imports on demand (the PGlite dialect) out of the start-up path.
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20.19',
      tsconfig: join(root, 'apps/server/tsconfig.json'),
      sourcemap: true,
      logLevel: 'warning',
      plugins: [externalPackages],
    });
  } finally {
    await esbuild.stop();
  }
}

/** True when the built server is missing or older than a source. */
export function serverBuildIsStale() {
  if (!existsSync(SERVER_MAIN)) return true;
  const newest = Math.max(...SOURCES.map((s) => newestMtime(join(root, s))));
  return statSync(SERVER_MAIN).mtimeMs < newest;
}

/**
 * Builds the server when stale: into a fresh folder first, then swapped in, so a server already
 * running from dist keeps its files until the last moment.
 */
export async function ensureServerBuild({ force = false } = {}) {
  if (!force && !serverBuildIsStale()) return;
  step('Building the server…');
  const fresh = `${SERVER_DIST}.building-${process.pid}`;
  try {
    await buildServer(fresh);
    rmSync(SERVER_DIST, { recursive: true, force: true });
    renameSync(fresh, SERVER_DIST);
  } finally {
    rmSync(fresh, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await ensureServerBuild({ force: process.argv.includes('--force') });
}
