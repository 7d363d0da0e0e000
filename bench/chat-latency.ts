// Direct-message delivery latency across two server processes: senders on one, their contacts on
// the other, a steady rate of messages; latency is the receive time minus the send time, both
// read on this process's clock.
import { connectSocket, type BenchSocket } from './chat-sockets.js';
import type { BenchServer, BenchUser } from './chat-servers.js';

export interface DeliveryPlan {
  pairs: number;
  /** Messages per second, over all pairs. */
  rate: number;
  seconds: number;
}

const ACK_TIMEOUT_MS = 10_000;
/** How long to wait after the last send for messages still on their way. */
const GRACE_MS = 5000;
const WARM_UP_PER_PAIR = 4;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

const ms = (n: number) => `${n.toFixed(1).padStart(6)} ms`;
const sleep = (time: number) => new Promise((r) => setTimeout(r, time));

interface Run {
  sentAt: number[];
  ackAt: number[];
  receivedAt: number[];
  /** Why message k was refused (or never acknowledged). */
  refused: string[];
}

function sendOne(run: Run, from: BenchSocket, to: BenchUser, k: number): void {
  run.sentAt[k] = performance.now();
  from
    .timeout(ACK_TIMEOUT_MS)
    .emitWithAck('message', { identifier: k, medium: 'direct', to: to.id, message: `bench ${k}` })
    .then(
      (ack) => {
        run.ackAt[k] = performance.now();
        if (!ack.ok) run.refused[k] = ack.error.message;
      },
      () => (run.refused[k] = 'no acknowledgement'),
    );
}

/** Sends message k at start + k / rate, catching up if a timer fires late. */
async function sendSteadily(
  run: Run,
  senders: BenchSocket[],
  receivers: BenchUser[],
  plan: DeliveryPlan,
  offset: number,
) {
  const total = plan.rate * plan.seconds;
  const interval = 1000 / plan.rate;
  const start = performance.now();
  let next = 0;
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const now = performance.now();
      while (next < total && start + next * interval <= now) {
        const pair = next % plan.pairs;
        sendOne(run, senders[pair]!, receivers[pair]!, offset + next);
        next += 1;
      }
      if (next >= total) {
        clearInterval(timer);
        resolve();
      }
    }, 1);
  });
  return (performance.now() - start) / 1000;
}

async function settle(run: Run, from: number, to: number): Promise<void> {
  const deadline = performance.now() + GRACE_MS;
  const pending = () => {
    for (let k = from; k < to; k += 1) {
      if (run.refused[k] === undefined && (run.receivedAt[k] === undefined || run.ackAt[k] === undefined)) return true;
    }
    return false;
  };
  while (pending() && performance.now() < deadline) await sleep(50);
}

/** Connects the pairs (senders to `one`, receivers to `two`), warms up, then measures. */
export async function benchDelivery(
  one: BenchServer,
  two: BenchServer,
  senders: BenchUser[],
  receivers: BenchUser[],
  plan: DeliveryPlan,
): Promise<string[]> {
  const senderSockets = await Promise.all(senders.map((u) => connectSocket(one.base, u)));
  const receiverSockets = await Promise.all(receivers.map((u) => connectSocket(two.base, u)));
  const run: Run = { sentAt: [], ackAt: [], receivedAt: [], refused: [] };
  for (const socket of receiverSockets) {
    socket.on('new_message', (m) => {
      const k = Number(/^bench (\d+)$/.exec(m.message)?.[1]);
      if (Number.isInteger(k) && run.receivedAt[k] === undefined) run.receivedAt[k] = performance.now();
    });
  }
  try {
    // Warm-up (not counted): the servers compile their code paths and fill their pools.
    const warmUp = plan.pairs * WARM_UP_PER_PAIR;
    await sendSteadily(run, senderSockets, receivers, { ...plan, seconds: warmUp / plan.rate }, 0);
    await settle(run, 0, warmUp);
    const total = plan.rate * plan.seconds;
    const took = await sendSteadily(run, senderSockets, receivers, plan, warmUp);
    await settle(run, warmUp, warmUp + total);

    const delivery: number[] = [];
    const acks: number[] = [];
    const refused = new Map<string, number>();
    let lost = 0;
    for (let k = warmUp; k < warmUp + total; k += 1) {
      if (run.receivedAt[k] === undefined && run.refused[k] === undefined) lost += 1;
      if (run.receivedAt[k] !== undefined) delivery.push(run.receivedAt[k]! - run.sentAt[k]!);
      if (run.ackAt[k] !== undefined && run.refused[k] === undefined) acks.push(run.ackAt[k]! - run.sentAt[k]!);
      const reason = run.refused[k];
      if (reason !== undefined) refused.set(reason, (refused.get(reason) ?? 0) + 1);
    }
    delivery.sort((a, b) => a - b);
    acks.sort((a, b) => a - b);
    const refusedCount = [...refused.values()].reduce((a, b) => a + b, 0);
    const lines = [
      `messages                       ${total} sent in ${took.toFixed(1)} s (${(total / took).toFixed(0)}/s), ${delivery.length} delivered, ${lost} lost (acknowledged, never received), ${refusedCount} refused`,
      `delivery latency (other proc.) p50 ${ms(percentile(delivery, 50))}  p99 ${ms(percentile(delivery, 99))}  max ${ms(delivery.at(-1) ?? NaN)}`,
      `ack latency (stored)           p50 ${ms(percentile(acks, 50))}  p99 ${ms(percentile(acks, 99))}  max ${ms(acks.at(-1) ?? NaN)}`,
    ];
    for (const [reason, count] of refused) lines.push(`refused                        ${count}: ${reason}`);
    return lines;
  } finally {
    for (const socket of [...senderSockets, ...receiverSockets]) socket.disconnect();
    // The servers mark these users offline before they are stopped.
    await sleep(1000);
  }
}
