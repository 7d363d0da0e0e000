// The parts of node-media-server 4 (CommonJS, no types of its own) the RTMP ingest uses. Its own
// server class would also start an HTTP server, a JSON store in ./data and a process.exit on a busy
// port, so Plaza runs its RTMP sessions on a socket server of its own.

declare module 'node-media-server/src/session/rtmp_session.js' {
  import type { Socket } from 'node:net';

  interface BroadcastServer {
    /** How long a publish survives its publisher (30 s by default, for a reconnect). */
    publishGraceMs: number;
    /** The players, by session id. */
    subscribers: Map<string, RtmpSession>;
  }

  class RtmpSession {
    constructor(socket: Socket);
    readonly id: string;
    /** `<address>:<port>` of the peer. */
    readonly ip: string;
    readonly streamApp: string;
    readonly streamName: string;
    readonly streamPath: string;
    /** Set once its publish was accepted. */
    readonly isPublisher: boolean;
    broadcast: BroadcastServer;
    run(): void;
    close(): void;
  }
  export = RtmpSession;
}

declare module 'node-media-server/src/core/context.js' {
  import type { EventEmitter } from 'node:events';
  import type RtmpSession from 'node-media-server/src/session/rtmp_session.js';

  const Context: {
    sessions: Map<string, RtmpSession>;
    broadcasts: Map<string, RtmpSession['broadcast']>;
    eventEmitter: EventEmitter;
  };
  export = Context;
}

declare module 'node-media-server/src/core/logger.js' {
  const logger: { level: string; log(message: string, level?: string): void };
  export = logger;
}
