import { createConnection, createServer, type AddressInfo, type Socket } from 'node:net';

export interface StallingProxy {
  port: number;
  /** Stops passing bytes either way, as a server that hangs would (connections stay open). */
  stall(): void;
  /** Passes on what was held back, and everything after. */
  resume(): void;
  close(): Promise<void>;
}

/** A TCP proxy to `host:port` that can stall: a hung server, made on cue without touching it. */
export async function startStallingProxy(host: string, port: number): Promise<StallingProxy> {
  let stalled = false;
  const held: (() => void)[] = [];
  const sockets = new Set<Socket>();

  const relay = (from: Socket, to: Socket) => {
    from.on('data', (chunk: Buffer) => {
      if (stalled) held.push(() => to.write(chunk));
      else to.write(chunk);
    });
    from.on('close', () => to.destroy());
    from.on('error', () => to.destroy());
  };

  const server = createServer((client) => {
    const upstream = createConnection({ host, port });
    sockets.add(client).add(upstream);
    relay(client, upstream);
    relay(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    stall() {
      stalled = true;
    },
    resume() {
      stalled = false;
      for (const send of held.splice(0)) send();
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
