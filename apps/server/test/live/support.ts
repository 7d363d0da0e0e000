import { spawn, type ChildProcess } from 'node:child_process';
import { LIVE, api } from '@plaza/contract';
import type { TestClient } from '../support/client.js';

/** What ffmpeg publishes, as OBS would with a 2 s keyframe interval: a test pattern and a tone. */
export function publisherArgs(port: number, streamKey: string): string[] {
  return [
    ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-re'],
    ...['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=30', '-f', 'lavfi', '-i', 'sine'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-pix_fmt', 'yuv420p', '-g', '60'],
    ...['-c:a', 'aac', '-f', 'flv', `rtmp://127.0.0.1:${port}/${LIVE.rtmpApp}/${streamKey}`],
  ];
}

export interface RunningPublisher {
  /** Resolves with ffmpeg's exit code once it ended. */
  exited: Promise<number | null>;
  /** Stops publishing as OBS's "Stop Streaming" does, and waits for ffmpeg to end. */
  stop(): Promise<number | null>;
}

const running = new Set<ChildProcess>();

/** ffmpeg publishing to the ingest until stopped (or refused). */
export function startPublisher(port: number, streamKey: string): RunningPublisher {
  const child = spawn('ffmpeg', publisherArgs(port, streamKey), { stdio: ['ignore', 'ignore', 'ignore'] });
  running.add(child);
  const exited = new Promise<number | null>((resolve) => {
    child.once('close', (code) => {
      running.delete(child);
      resolve(code);
    });
  });
  return {
    exited,
    stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
      return exited;
    },
  };
}

/** Kills every publisher a test left running (afterEach). */
export async function killPublishers(): Promise<void> {
  const left = [...running];
  for (const child of left) child.kill('SIGKILL');
  await Promise.all(left.map((child) => new Promise((resolve) => child.once('close', resolve))));
}

/** A new stream key of the caller's, through the API. */
export async function newKey(client: TestClient): Promise<string> {
  const res = await client.call(api.streaming.regenerateKey);
  if (res.status !== 200) throw new Error(`regenerate key failed: ${JSON.stringify(res.body)}`);
  return res.body.streamKey;
}
