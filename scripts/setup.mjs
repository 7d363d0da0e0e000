// Set-up shared by `npm start` and `npm test`: each step installs what is missing, or stops
// with one clear line saying what is missing and how to get it.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname.replace(/\/$/, '');

export function fail(line) {
  console.error(`\n✖ ${line}`);
  process.exit(1);
}

export function step(line) {
  console.log(`• ${line}`);
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) fail(`Could not run ${command}: ${result.error.message}`);
  return result.status ?? 1;
}

export function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    fail(
      `Plaza needs Node.js 20.19 or newer (this is ${process.versions.node}): install it from nodejs.org or your package manager.`,
    );
  }
}

/** The newest modification time under `path` (node_modules and dist left out), 0 when missing. */
export function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** npm ci when node_modules is missing or older than the lock file. */
export function ensureDependencies() {
  const marker = join(root, 'node_modules/.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  step('Installing dependencies (npm ci)…');
  if (run('npm', ['ci', '--no-audit', '--no-fund']) !== 0) {
    fail('npm ci failed: check that the npm registry is reachable, then run npm start again.');
  }
}

/**
 * Builds the web app (production mode, with .br and .gz copies of its files) when its sources, the
 * contract it imports, or this build step changed since the last build.
 */
export function ensureWebBuild({ force = false } = {}) {
  const built = join(root, 'apps/web/dist/index.html');
  // This file is a source too: a change to how the build is made (its environment) rebuilds it.
  const sources = [
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/precompress.ts',
    'packages/contract/src',
    'scripts/setup.mjs',
  ];
  const newest = Math.max(...sources.map((s) => newestMtime(join(root, s))));
  if (!force && existsSync(built) && statSync(built).mtimeMs >= newest) return;
  step('Building the web app…');
  // Always React's production build, whatever NODE_ENV the shell has (development would serve a
  // build several times larger and slower, with StrictMode's double effects).
  const env = { ...process.env, NODE_ENV: 'production' };
  if (run('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: join(root, 'apps/web'), env }) !== 0) {
    fail('The web app did not build: see the errors above.');
  }
}

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium for the browser tests; never a browser download. */
export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (!isRoot || !hasApt) {
    fail(
      `Chromium is missing at ${CHROMIUM}: install Debian's package with "sudo apt-get install chromium" (or set CHROMIUM_PATH).`,
    );
  }
  step("Installing Chromium from Debian's packages…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (
    run('apt-get', ['update', '-qq'], { env }) !== 0 ||
    run('apt-get', ['install', '-y', '-qq', 'chromium'], { env }) !== 0
  ) {
    fail('Could not install Chromium with apt-get: install the "chromium" package, then run npm test again.');
  }
}

/** ffmpeg and ffprobe as the server will run them: FFMPEG_PATH / FFPROBE_PATH, or by name on the PATH. */
const MEDIA_PROGRAMS = [
  { name: 'ffmpeg', variable: 'FFMPEG_PATH' },
  { name: 'ffprobe', variable: 'FFPROBE_PATH' },
];

function programFound(program) {
  if (program.includes('/')) return existsSync(program);
  try {
    execFileSync('sh', ['-c', 'command -v "$1"', 'sh', program], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function missingMediaProgram() {
  return MEDIA_PROGRAMS.find(({ name, variable }) => !programFound(process.env[variable] || name));
}

function ffmpegMissingLine({ name, variable }) {
  return `${name} is missing: install Debian's package with "sudo apt-get install ffmpeg" (or set ${variable}).`;
}

/**
 * Debian's ffmpeg (with ffprobe) for the media pipeline: `npm start` and `npm test` both install it
 * with apt-get when they run as root on Debian, as `npm test` does Chromium; otherwise they stop
 * with the one command to run.
 */
export function ensureFfmpeg() {
  const missing = missingMediaProgram();
  if (!missing) return;
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (!isRoot || !hasApt || process.env[missing.variable]) fail(ffmpegMissingLine(missing));
  step("Installing ffmpeg from Debian's packages…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (
    run('apt-get', ['update', '-qq'], { env }) !== 0 ||
    run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'ffmpeg'], { env }) !== 0
  ) {
    fail('Could not install ffmpeg with apt-get: install the "ffmpeg" package, then run the command again.');
  }
  const still = missingMediaProgram();
  if (still) fail(ffmpegMissingLine(still));
}

/**
 * Debian's Janus for the meeting rooms (features/meeting-room starts it on the first join): `npm test`
 * installs it with apt-get when it runs as root on Debian, as it does ffmpeg; otherwise it stops with
 * the one command to run. `npm start` runs without it: a join then answers MEETING_MEDIA_UNAVAILABLE.
 */
export function ensureJanus() {
  const program = process.env.JANUS_PATH || 'janus';
  if (programFound(program)) return;
  const line = `Janus is missing: install Debian's package with "sudo apt-get install janus" (or set JANUS_PATH).`;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get') || process.env.JANUS_PATH) fail(line);
  step("Installing Janus from Debian's packages…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (
    run('apt-get', ['update', '-qq'], { env }) !== 0 ||
    run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'janus'], { env }) !== 0
  ) {
    fail('Could not install Janus with apt-get: install the "janus" package, then run the command again.');
  }
  if (!programFound(program)) fail(line);
}

/** The veth pair ensureMediaInterface adds: both ends stay on this machine, on a private /30. */
const MEDIA_LINK = { name: 'plaza-media0', peer: 'plaza-media1', addresses: ['10.213.0.1/30', '10.213.0.2/30'] };

/**
 * Janus never gathers ICE candidates on loopback, so real meeting media need another interface with
 * an IPv4 address (a machine's or container's eth0 has one). Where there is none and we are root,
 * a veth pair whose two ends stay on this machine gives one (this kernel family may lack dummy
 * links); otherwise the media tests skip, saying why.
 */
export function ensureMediaInterface() {
  const other = Object.entries(networkInterfaces()).some(
    ([name, addresses]) => name !== 'lo' && addresses?.some((a) => a.family === 'IPv4' && !a.internal),
  );
  if (other || process.getuid?.() !== 0 || !commandExists('ip')) return;
  step(`Adding a veth pair (${MEDIA_LINK.name}) for the meeting media tests: this machine has only loopback…`);
  const ip = (...args) => run('ip', args) === 0;
  const ok =
    ip('link', 'add', MEDIA_LINK.name, 'type', 'veth', 'peer', 'name', MEDIA_LINK.peer) &&
    ip('addr', 'add', MEDIA_LINK.addresses[0], 'dev', MEDIA_LINK.name) &&
    ip('addr', 'add', MEDIA_LINK.addresses[1], 'dev', MEDIA_LINK.peer) &&
    ip('link', 'set', MEDIA_LINK.name, 'up') &&
    ip('link', 'set', MEDIA_LINK.peer, 'up');
  if (!ok) console.log('  (the veth pair could not be added: the meeting media tests will skip)');
}

export function commandExists(command) {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
