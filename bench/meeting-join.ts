// Meeting room figures in headless Chromium with its fake camera and microphone, through the Janus
// the server starts on a meeting's first join, on PostgreSQL and Redis (DATABASE_URL / REDIS_URL,
// else the CI addresses): the time from a third member's click on Join meeting to the first frame
// decoded of the others' video (RTCPeerConnection stats), and Janus's CPU per forwarded stream with
// three members in the room (each receives the other two: six forwarded audio+video feeds).
// Printed, never asserted.
import { API_VERSION, api, authCookieNames } from '@plaza/contract';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { chromium, type Browser, type Page } from 'playwright-core';
import {
  APP_URL,
  findBacking,
  freshDatabase,
  newJwtSecret,
  seedUsers,
  startServer,
  type BenchUser,
} from './chat-servers.js';
import { cpuMs } from './proc-cpu.js';

const ROUNDS = 5;
const WINDOW_MS = 10_000;
const WAIT_MS = 30_000;
const PORT = Number(new URL(APP_URL).port);
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
];

/** In every page: keeps its RTCPeerConnections; notes the click on Join meeting and the first remote frame. */
const PAGE_PROBE = `{
  const connections = [];
  const Native = window.RTCPeerConnection;
  window.RTCPeerConnection = class extends Native {
    constructor(...args) { super(...args); connections.push(this); }
  };
  const clock = () => performance.timeOrigin + performance.now();
  const marks = { clicked: null, decoded: null };
  addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && button.textContent.trim() === 'Join meeting' && marks.clicked === null) {
      marks.clicked = clock();
      const timer = setInterval(async () => {
        for (const pc of connections) {
          if (pc.connectionState === 'closed') continue;
          for (const r of (await pc.getStats()).values()) {
            if (r.type === 'inbound-rtp' && r.kind === 'video' && r.framesDecoded > 0) {
              marks.decoded = clock();
              clearInterval(timer);
              return;
            }
          }
        }
      }, 20);
    }
  }, true);
  window.__meetingProbe = marks;
}`;

interface Marks {
  clicked: number | null;
  decoded: number | null;
}

async function openTab(browser: Browser, user: BenchUser, slug: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addCookies([
    { name: authCookieNames('local').access, value: user.token, url: APP_URL, httpOnly: true, sameSite: 'Lax' },
  ]);
  await context.addInitScript({ content: PAGE_PROBE });
  const page = await context.newPage();
  await page.goto(`${APP_URL}/meeting/${slug}`);
  await page.getByRole('button', { name: 'Join meeting' }).waitFor({ timeout: WAIT_MS });
  return page;
}

async function createMeeting(host: BenchUser, title: string): Promise<string> {
  const res = await fetch(`${APP_URL}/${API_VERSION}${api.meetings.create.path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: APP_URL,
      Cookie: `${authCookieNames('local').access}=${host.token}`,
    },
    body: JSON.stringify({ title, type: 'instant', public: true }),
  });
  if (!res.ok) throw new Error(`meeting create: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { meeting: { slug: string } }).meeting.slug;
}

async function joined(page: Page): Promise<Marks> {
  await page.getByRole('button', { name: 'Join meeting' }).click();
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const marks = (await page.evaluate('window.__meetingProbe')) as Marks;
    if (marks.decoded !== null) return marks;
    if (Date.now() > deadline) throw new Error('no remote frame decoded in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The server's janus child (setpriv execs it in place), by its parent. */
function janusPid(serverPid: number): number | null {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (name === 'janus' && ppid === serverPid) return Number(entry);
    } catch {
      // gone meanwhile
    }
  }
  return null;
}

const load = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${availableParallelism()} cores`;

async function main() {
  const backing = await findBacking();
  if ('skipped' in backing) {
    console.log(`meeting join: skipped: ${backing.skipped}`);
    return;
  }
  const db = await freshDatabase(backing.databaseUrl);
  const secret = newJwtSecret();
  const server = await startServer(PORT, { databaseUrl: db.url, redisUrl: backing.redisUrl }, secret, { web: true });
  let browser: Browser | null = null;
  try {
    const users = await seedUsers(db, 3, secret);
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    });
    const times: number[] = [];
    let perStream: string | null = null;
    for (let round = 0; round < ROUNDS; round += 1) {
      const slug = await createMeeting(users[0]!, `Bench ${round}`);
      const pages = await Promise.all(users.map((u) => openTab(browser!, u, slug)));
      // The first member alone decodes nothing: they join, then the second decodes them.
      await pages[0]!.getByRole('button', { name: 'Join meeting' }).click();
      await pages[0]!.getByRole('button', { name: 'Leave' }).waitFor({ timeout: WAIT_MS });
      await joined(pages[1]!);
      const third = await joined(pages[2]!);
      // The first round includes starting Janus on the first join: kept apart from the others.
      if (round > 0) times.push(third.decoded! - third.clicked!);
      else
        console.log(
          `  first round (Janus already up after the first join): ${(third.decoded! - third.clicked!).toFixed(0)} ms`,
        );
      if (round === ROUNDS - 1) {
        const pid = janusPid(server.child.pid!);
        if (pid !== null) {
          const before = cpuMs(pid)!;
          await new Promise((r) => setTimeout(r, WINDOW_MS));
          const spent = cpuMs(pid)! - before;
          const streams = 6;
          perStream =
            `Janus CPU with 3 members (6 forwarded audio+video feeds): ${(spent / (WINDOW_MS / 1000)).toFixed(1)} ms/s, ` +
            `${((spent / WINDOW_MS / streams) * 100).toFixed(2)} % of a core per forwarded feed (±${(1000 / WINDOW_MS / streams).toFixed(2)} %)`;
        }
      }
      await Promise.all(pages.map((p) => p.context().close()));
    }
    times.sort((a, b) => a - b);
    const p50 = times[Math.floor(times.length / 2)]!;
    console.log(
      `meeting join: click Join meeting → first remote frame decoded, third member of three: p50 ${p50.toFixed(0)} ms, ` +
        `min ${times[0]!.toFixed(0)}, max ${times.at(-1)!.toFixed(0)} over ${times.length} rounds; ${load()}`,
    );
    if (perStream) console.log(`  ${perStream}; ${load()}`);
  } finally {
    await browser?.close();
    await server.stop();
    await db.drop();
  }
}

await main();
