import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { LIVE } from '@plaza/contract';
import type { FastifyBaseLogger } from 'fastify';
import Context from 'node-media-server/src/core/context.js';
import nmsLogger from 'node-media-server/src/core/logger.js';
import RtmpSession from 'node-media-server/src/session/rtmp_session.js';

/** A publisher on the RTMP port: the stream key it named, and how to end it. */
export interface Publisher {
  id: string;
  streamKey: string;
  /** Closes the publisher's connection. */
  refuse(): void;
}

export interface IngestHandlers {
  /** A publisher connected to `/live/<key>`; the key is not checked yet. */
  onPublish(publisher: Publisher): void;
  /** That publisher left (at once: the publish grace is off). */
  onPublishEnd(publisherId: string): void;
}

/** The address the packagers read a live from: its post's slug, never the member's key. */
export const PACKAGER_APP = 'packager';

const STREAM_PATH = /\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+/g;

function fromLoopback(session: RtmpSession): boolean {
  return /^(127\.|::1:|::ffff:127\.)/.test(session.ip);
}

/**
 * node-media-server's log lines name stream paths, which hold members' keys: they go to the
 * server's log at debug level with the stream name blanked.
 */
function quietNodeMediaServer(log: FastifyBaseLogger): void {
  nmsLogger.log = (message: string, level = 'info') => {
    const line = message.replace(STREAM_PATH, (path) => `${path.slice(0, path.lastIndexOf('/'))}/…`);
    if (level === 'error' || level === 'warn') log.warn({ module: 'rtmp' }, line);
    else log.debug({ module: 'rtmp' }, line);
  };
}

/**
 * RTMP ingest with node-media-server 4's sessions on a socket server of Plaza's own (errors are
 * ours to report, port 0 picks a free port). Publishing is allowed only to `/live/<key>`, playing
 * only from this machine (the packagers), and under an alias named after the post: the key stays
 * out of ffmpeg's arguments and of every log line.
 */
export class RtmpIngest {
  private readonly server: Server;
  private readonly sockets = new Set<Socket>();
  /** This server's sessions: node-media-server's events are process-wide, another ingest's are not ours. */
  private readonly sessions = new Set<string>();
  private readonly aliases = new Map<string, string>();

  constructor(
    private readonly handlers: IngestHandlers,
    private readonly log: FastifyBaseLogger,
  ) {
    quietNodeMediaServer(log);
    this.server = createServer((socket) => this.accept(socket));
    Context.eventEmitter.on('prePublish', this.prePublish);
    Context.eventEmitter.on('donePublish', this.donePublish);
    Context.eventEmitter.on('prePlay', this.prePlay);
  }

  async listen(port: number, host: string): Promise<number> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, host, () => {
        this.server.off('error', reject);
        resolve();
      });
    });
    return (this.server.address() as AddressInfo).port;
  }

  /** Where a packager reads the live published by `publisherId`, once it is published. */
  packagerPath(publisherId: string, slug: string): string {
    const session = Context.sessions.get(publisherId);
    if (!session) throw new Error(`no RTMP session ${publisherId}`);
    const alias = `/${PACKAGER_APP}/${slug}`;
    Context.broadcasts.set(alias, session.broadcast);
    this.aliases.set(publisherId, alias);
    return alias;
  }

  async close(): Promise<void> {
    Context.eventEmitter.off('prePublish', this.prePublish);
    Context.eventEmitter.off('donePublish', this.donePublish);
    Context.eventEmitter.off('prePlay', this.prePlay);
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(socket: Socket): void {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    const session = new RtmpSession(socket);
    session.run();
    Context.sessions.set(session.id, session);
    this.sessions.add(session.id);
    // A publisher's end is announced after its socket closed: its id is forgotten then.
    socket.on('close', () => {
      if (!session.isPublisher) this.sessions.delete(session.id);
    });
  }

  private readonly prePublish = (session: RtmpSession): void => {
    if (!this.sessions.has(session.id)) return;
    // Ends the live the moment its publisher leaves, not 30 s later (a resumed live is a new one).
    session.broadcast.publishGraceMs = 0;
    if (session.streamApp !== LIVE.rtmpApp) {
      session.close();
      return;
    }
    this.handlers.onPublish({ id: session.id, streamKey: session.streamName, refuse: () => session.close() });
  };

  private readonly donePublish = (session: RtmpSession): void => {
    if (!this.sessions.delete(session.id)) return;
    // Players stay connected when the publisher goes; the packager's ffmpeg, blocked reading, would
    // not act on SIGINT. At the end of its input it writes the last segment and ENDLIST.
    for (const player of session.broadcast.subscribers.values()) player.close();
    const alias = this.aliases.get(session.id);
    if (alias) {
      Context.broadcasts.delete(alias);
      this.aliases.delete(session.id);
    }
    if (session.streamApp === LIVE.rtmpApp) this.handlers.onPublishEnd(session.id);
  };

  private readonly prePlay = (session: RtmpSession): void => {
    if (!this.sessions.has(session.id)) return;
    if (session.streamApp !== PACKAGER_APP || !fromLoopback(session)) {
      this.log.info({ module: 'rtmp' }, 'refused an RTMP player');
      session.close();
    }
  };
}
