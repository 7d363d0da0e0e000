import { existsSync } from 'node:fs';
import { mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** What the generated configuration needs: where to write it, the port and the secrets only Plaza knows. */
export interface JanusSetup {
  /** A folder of this server process's own (its temporary folder), emptied first. */
  dir: string;
  /** The WebSocket transport's loopback port. */
  port: number;
  /** Every Janus API request must carry it (api_secret): only Plaza drives this Janus. */
  apiSecret: string;
  /** Creating and destroying VideoRoom rooms must carry it (admin_key). */
  adminKey: string;
}

/** Where distributions put Janus's plugins and transports (Debian: the multiarch lib folder). */
function systemLibDirs(): string[] {
  const arch = { x64: 'x86_64', arm64: 'aarch64' }[process.arch as string] ?? process.arch;
  return [`/usr/lib/${arch}-linux-gnu/janus`, '/usr/lib/janus', '/usr/local/lib/janus', '/opt/janus/lib/janus'];
}

/** The folder holding Janus's plugins and transports, or null when Janus is not installed there. */
export function janusLibDir(): string | null {
  return systemLibDirs().find((dir) => existsSync(join(dir, 'plugins', 'libjanus_videoroom.so'))) ?? null;
}

/**
 * Writes a configuration in which Janus loads only the VideoRoom plugin and the WebSocket transport
 * (on loopback, no admin API, no HTTP): its plugin and transport folders hold a link to those two
 * libraries alone, so nothing else of the installed package is loaded. Answers the main file.
 */
export async function writeJanusConfig(setup: JanusSetup, libDir: string): Promise<string> {
  const { dir } = setup;
  await rm(dir, { recursive: true, force: true });
  for (const sub of ['plugins', 'transports', 'events', 'loggers']) await mkdir(join(dir, sub), { recursive: true });
  await symlink(join(libDir, 'plugins', 'libjanus_videoroom.so'), join(dir, 'plugins', 'libjanus_videoroom.so'));
  await symlink(
    join(libDir, 'transports', 'libjanus_websockets.so'),
    join(dir, 'transports', 'libjanus_websockets.so'),
  );
  const main = join(dir, 'janus.jcfg');
  await writeFile(
    main,
    `general: {
  configs_folder = "${dir}"
  plugins_folder = "${join(dir, 'plugins')}"
  transports_folder = "${join(dir, 'transports')}"
  events_folder = "${join(dir, 'events')}"
  loggers_folder = "${join(dir, 'loggers')}"
  debug_level = 3
  debug_colors = false
  server_name = "Plaza"
  session_timeout = 60
  api_secret = "${setup.apiSecret}"
  token_auth = false
}
certificates: {}
media: {}
nat: {
  ice_ignore_list = "vmnet"
  ignore_mdns = true
}
plugins: {}
transports: {}
events: {
  broadcast = false
}
loggers: {}
`,
    { mode: 0o600 },
  );
  await writeFile(
    join(dir, 'janus.transport.websockets.jcfg'),
    `general: {
  json = "compact"
  ws = true
  ws_port = ${setup.port}
  ws_ip = "127.0.0.1"
  wss = false
  ws_logging = "err"
}
admin: {
  admin_ws = false
  admin_wss = false
}
cors: {}
certificates: {}
`,
    { mode: 0o600 },
  );
  await writeFile(
    join(dir, 'janus.plugin.videoroom.jcfg'),
    `general: {
  admin_key = "${setup.adminKey}"
  lock_rtp_forward = true
}
`,
    { mode: 0o600 },
  );
  return main;
}
