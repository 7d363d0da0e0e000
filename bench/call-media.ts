// Call media figures in headless Chromium with its fake camera and microphone, on PostgreSQL and
// Redis (DATABASE_URL / REDIS_URL, else the CI addresses): the time from the callee's click on
// Accept to the first frame of the other side's video on each side (decoded, from the page's
// RTCPeerConnection stats, and shown, from requestVideoFrameCallback on the call's <video>), and
// the server process's CPU per active call (media go peer to peer over loopback, so it should be
// about nothing). Printed, never asserted. Traffic goes only to a server this script starts on
// loopback, on a database of its own.
import { authCookieNames } from '@plaza/contract';
import { availableParallelism, loadavg } from 'node:os';
import { chromium, type Browser, type Page } from 'playwright-core';
import {
  APP_URL,
  findBacking,
  freshDatabase,
  makeContacts,
  newJwtSecret,
  seedUsers,
  startServer,
  type BenchServer,
  type BenchUser,
} from './chat-servers.js';
import { cpuMs } from './proc-cpu.js';

/** Pairs of contacts; all of them talk at once for the CPU figure. */
const PAIRS = 3;
/** Calls timed for the first-frame figures, one after another, taking the pairs in turn. */
const CALLS = 24;
/** How long the server's CPU is read, idle and then with every pair in a call. */
const WINDOW_MS = 20_000;
const WAIT_MS = 30_000;
/** The server serves the web app at the public address the tokens name (a secure context: localhost). */
const PORT = Number(new URL(APP_URL).port);

/** The Chromium flags of the journeys (e2e/playwright.config.ts) that concern a call. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
];

/**
 * Runs in every page before the app: keeps the page's RTCPeerConnections and, once armed, notes
 * (on the machine's clock, shared by every page) when Accept is clicked and when the other side's
 * first video frame is decoded and shown.
 */
const PAGE_PROBE = `{
  const connections = [];
  const Native = window.RTCPeerConnection;
  window.RTCPeerConnection = class extends Native {
    constructor(...args) { super(...args); connections.push(this); }
  };
  const clock = () => performance.timeOrigin + performance.now();
  const marks = { accepted: null, decoded: null, shown: null };
  let timer = null;
  addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && button.textContent.trim() === 'Accept' && marks.accepted === null) marks.accepted = clock();
  }, true);
  const decodedNow = async () => {
    for (const pc of connections) {
      if (pc.connectionState === 'closed') continue;
      const stats = await pc.getStats();
      for (const report of stats.values()) {
        if (report.type === 'inbound-rtp' && report.kind === 'video' && report.framesDecoded > 0) return true;
      }
    }
    return false;
  };
  const watched = new WeakSet();
  window.__callProbe = {
    arm() {
      marks.accepted = marks.decoded = marks.shown = null;
      clearInterval(timer);
      timer = setInterval(async () => {
        if (marks.decoded === null && (await decodedNow())) marks.decoded = clock();
        for (const video of document.querySelectorAll('video[aria-label$="’s video"]')) {
          if (watched.has(video)) continue;
          watched.add(video);
          video.requestVideoFrameCallback(() => { if (marks.shown === null) marks.shown = clock(); });
        }
        if (marks.decoded !== null && marks.shown !== null) clearInterval(timer);
      }, 5);
    },
    marks: () => ({ ...marks }),
  };
}`;

interface Marks {
  accepted: number | null;
  decoded: number | null;
  shown: number | null;
}

interface Party {
  user: BenchUser;
  name: string;
  page: Page;
}

const marksOf = (page: Page) => page.evaluate<Marks>('window.__callProbe.marks()');

async function waitFor<T>(what: string, read: () => Promise<T | null>): Promise<T> {
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    const value = await read();
    if (value !== null) return value;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** A signed-in tab of `user` (the session cookie of a seeded session), showing their conversation with `other`. */
async function openTab(browser: Browser, user: BenchUser, other: BenchUser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addCookies([
    { name: authCookieNames('local').access, value: user.token, url: APP_URL, httpOnly: true, sameSite: 'Lax' },
  ]);
  await context.addInitScript({ content: PAGE_PROBE });
  const page = await context.newPage();
  await page.goto(`${APP_URL}/messages?user=${other.id}`);
  return page;
}

const callButton = (caller: Party, callee: Party) =>
  caller.page.getByRole('button', { name: `Video call ${callee.name}` });
const activeCard = (party: Party, other: Party) =>
  party.page.getByRole('dialog', { name: `Call with ${other.name}`, exact: true });

/** Places a call and has it answered; resolves once the call is up on both sides. */
async function connect(caller: Party, callee: Party): Promise<void> {
  await callButton(caller, callee).click({ timeout: WAIT_MS });
  await callee.page
    .getByRole('dialog', { name: `Incoming call from ${caller.name}`, exact: true })
    .getByRole('button', { name: 'Accept' })
    .click({ timeout: WAIT_MS });
  await activeCard(caller, callee).waitFor({ timeout: WAIT_MS });
}

async function hangUp(caller: Party, callee: Party): Promise<void> {
  await activeCard(caller, callee).getByRole('button', { name: 'Hang up' }).click();
  await activeCard(caller, callee).waitFor({ state: 'hidden', timeout: WAIT_MS });
  await activeCard(callee, caller).waitFor({ state: 'hidden', timeout: WAIT_MS });
  // The button is enabled again once the other side shows online and no call is up.
  await callButton(caller, callee).and(caller.page.locator(':enabled')).waitFor({ timeout: WAIT_MS });
}

interface Timing {
  callerDecoded: number;
  callerShown: number;
  calleeDecoded: number;
  calleeShown: number;
}

/** One call: accept → first decoded and first shown frame of the other side, on each side. */
async function timeOneCall(caller: Party, callee: Party): Promise<Timing> {
  await Promise.all([caller, callee].map((p) => p.page.evaluate('window.__callProbe.arm()')));
  await connect(caller, callee);
  const done = (m: Marks) => (m.decoded !== null && m.shown !== null ? m : null);
  const [onCaller, onCallee] = await Promise.all([
    waitFor('the caller’s first frame', async () => done(await marksOf(caller.page))),
    waitFor('the callee’s first frame', async () => done(await marksOf(callee.page))),
  ]);
  const accepted = onCallee.accepted;
  if (accepted === null) throw new Error('the click on Accept was not seen');
  await hangUp(caller, callee);
  return {
    callerDecoded: onCaller.decoded! - accepted,
    callerShown: onCaller.shown! - accepted,
    calleeDecoded: onCallee.decoded! - accepted,
    calleeShown: onCallee.shown! - accepted,
  };
}

/** CPU milliseconds the process spent per second of wall time over `WINDOW_MS`. */
async function cpuRate(pid: number): Promise<number> {
  const before = cpuMs(pid);
  const started = performance.now();
  await new Promise((r) => setTimeout(r, WINDOW_MS));
  const after = cpuMs(pid);
  if (before === null || after === null) throw new Error('the server exited');
  return ((after - before) * 1000) / (performance.now() - started);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

const line = (label: string, values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const ms = (p: number) => `${percentile(sorted, p).toFixed(0).padStart(5)} ms`;
  return `  ${label.padEnd(44)} p50 ${ms(50)}  p99 ${ms(99)}  (${sorted.length} calls)`;
};

const load = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${availableParallelism()} cores`;

async function main() {
  const backing = await findBacking();
  if ('skipped' in backing) {
    console.log(`call media: skipped: ${backing.skipped}`);
    return;
  }
  const db = await freshDatabase(backing.databaseUrl);
  const secret = newJwtSecret();
  let server: BenchServer | null = null;
  let browser: Browser | null = null;
  try {
    const users = await seedUsers(db, PAIRS * 2, secret);
    const names = new Map(
      (await db.query<{ id: string; full_name: string }>('select id, full_name from users')).map((u) => [
        u.id,
        u.full_name,
      ]),
    );
    const pairs = Array.from({ length: PAIRS }, (_, i) => [users[i]!, users[PAIRS + i]!] as [BenchUser, BenchUser]);
    await makeContacts(db, pairs);
    server = await startServer(PORT, { databaseUrl: db.url, redisUrl: backing.redisUrl }, secret, { web: true });
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    });
    const parties: [Party, Party][] = [];
    for (const [a, b] of pairs) {
      const party = async (user: BenchUser, other: BenchUser): Promise<Party> => ({
        user,
        name: names.get(user.id)!,
        page: await openTab(browser!, user, other),
      });
      parties.push([await party(a, b), await party(b, a)]);
    }
    console.log(
      `call media: ${CALLS} calls over ${PAIRS} pairs of tabs in one headless Chromium (fake devices, 320 px video), ` +
        `one server process (PostgreSQL + Redis); ${load()}`,
    );

    const timings: Timing[] = [];
    // One call first, untimed: the call feature's code is fetched the first time a call needs it.
    for (const [caller, callee] of parties) {
      await connect(caller, callee);
      await hangUp(caller, callee);
    }
    for (let i = 0; i < CALLS; i += 1) {
      const [caller, callee] = parties[i % PAIRS]!;
      timings.push(await timeOneCall(caller, callee));
    }
    const figures: [string, keyof Timing][] = [
      ['accept → first decoded frame, on the caller', 'callerDecoded'],
      ['accept → first decoded frame, on the callee', 'calleeDecoded'],
      ['accept → first frame shown, on the caller', 'callerShown'],
      ['accept → first frame shown, on the callee', 'calleeShown'],
    ];
    for (const [label, key] of figures)
      console.log(
        line(
          label,
          timings.map((t) => t[key]),
        ),
      );

    const pid = server.child.pid!;
    const idle = await cpuRate(pid);
    for (const [caller, callee] of parties) {
      await Promise.all([caller, callee].map((p) => p.page.evaluate('window.__callProbe.arm()')));
      await connect(caller, callee);
    }
    for (const [caller, callee] of parties) {
      for (const party of [caller, callee]) {
        await waitFor('video in every call', async () => ((await marksOf(party.page)).decoded !== null ? true : null));
      }
    }
    const active = await cpuRate(pid);
    for (const [caller, callee] of parties) await hangUp(caller, callee);
    const perCall = (active - idle) / PAIRS;
    console.log(
      `  server CPU: ${idle.toFixed(2)} ms/s with ${PAIRS * 2} tabs and no call, ${active.toFixed(2)} ms/s with ${PAIRS} calls up ` +
        `(${(WINDOW_MS / 1000).toFixed(0)} s each): ${perCall.toFixed(2)} ms of CPU per second per active call ` +
        `(/proc counts 10 ms ticks: ±${(10_000 / WINDOW_MS / PAIRS).toFixed(2)}); ${load()}`,
    );
  } finally {
    await browser?.close();
    await server?.stop();
    await db.drop();
  }
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
