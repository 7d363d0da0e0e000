import type { ChildProcess } from 'node:child_process';

export interface TopologyProcess {
  name: string;
  child: ChildProcess;
  /** Where it listens (nginx: the proxy's port). */
  port: number;
  /** What the process printed so far. */
  output(): string;
}

export interface Topology {
  /** The proxy: every request of the test goes through it. */
  url: string;
  dataDir: string;
  api: [TopologyProcess, TopologyProcess];
  worker: TopologyProcess;
  proxy: TopologyProcess;
  stop(): Promise<void>;
}

export function ensureNginx(): string;
export function nginxConfig(listenPort: number, appPorts: number[], workDir: string): Promise<string>;
export function startTopology(options?: {
  port?: number;
  env?: Record<string, string>;
  startTimeoutMs?: number;
}): Promise<Topology>;
export function startFakeS3(
  port: number,
  directory: string,
): Promise<{ env: Record<string, string>; close(): Promise<void> }>;
