import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import Janode, { type Jsep } from 'janode';
import VideoRoom, { type VideoRoomHandle } from 'janode/plugins/videoroom';
import { AppError } from '../../http/app-error.js';
import type { JanusLink, JanusProcess } from './janus-process.js';

/** VideoRoom's error code when the room holds as many publishers as it may. */
const TOO_MANY_PUBLISHERS = 432;
/** Janus ids are 64-bit; JSON numbers are exact to 2^53. */
const ID_MAX = 2 ** 48;

/** A VideoRoom in the running Janus. */
export interface JanusRoom {
  id: number;
  link: JanusLink;
}

/** A participant's connection with Janus: their publisher or one subscription. */
export type MediaHandle = VideoRoomHandle;

/**
 * The VideoRoom operations the meeting room makes, over janode. Every failure of Janus itself
 * (gone, not answering) is MEETING_MEDIA_UNAVAILABLE; the caller's mistakes have their own codes.
 */
export class JanusRooms {
  /** One handle per running Janus creates and destroys rooms (with the admin key). */
  private control: { generation: number; handle: Promise<VideoRoomHandle> } | null = null;

  constructor(
    private readonly janus: JanusProcess,
    private readonly log: FastifyBaseLogger,
  ) {}

  async create(description: string, maxPublishers: number): Promise<JanusRoom> {
    const link = await this.janus.link();
    const control = await this.controlHandle(link);
    const id = randomInt(1, ID_MAX);
    await this.unavailableOnFailure(
      control.create({
        room: id,
        description: description.slice(0, 64),
        max_publishers: maxPublishers,
        permanent: false,
        is_private: true,
        admin_key: link.adminKey,
        notify_joining: false,
      }),
    );
    return { id, link };
  }

  async destroy(room: JanusRoom): Promise<void> {
    if (room.link.generation !== this.control?.generation) return;
    const control = await this.controlHandle(room.link);
    await control.destroy({ room: room.id }).catch(() => undefined);
  }

  /** Publishes an offer as a new feed; answers the handle, the feed and Janus's answer. */
  async publish(
    room: JanusRoom,
    display: string,
    offer: Jsep,
  ): Promise<{ handle: MediaHandle; feed: number; answer: Jsep }> {
    const handle = await this.attach(room);
    const feed = randomInt(1, ID_MAX);
    try {
      const joined = await handle.joinConfigurePublisher({ room: room.id, feed, display, jsep: offer });
      if (!joined.jsep) throw new Error('janus gave no answer');
      return { handle, feed, answer: joined.jsep };
    } catch (error) {
      await release(handle);
      if (janusCode(error) === TOO_MANY_PUBLISHERS) throw new AppError('MEETING_FULL');
      throw unavailable(error, this.log);
    }
  }

  /** A new offer of an existing publisher (a track added or replaced). */
  async republish(handle: MediaHandle, offer: Jsep): Promise<Jsep> {
    const configured = await this.unavailableOnFailure(handle.configure({ jsep: offer }));
    if (!configured.jsep) throw new AppError('MEETING_MEDIA_UNAVAILABLE');
    return configured.jsep;
  }

  /** Subscribes to a feed; answers the handle and Janus's offer. */
  async subscribe(room: JanusRoom, feed: number): Promise<{ handle: MediaHandle; offer: Jsep }> {
    const handle = await this.attach(room);
    try {
      const joined = await handle.joinSubscriber({ room: room.id, feed });
      if (!joined.jsep) throw new Error('janus gave no offer');
      return { handle, offer: joined.jsep };
    } catch (error) {
      await release(handle);
      throw unavailable(error, this.log);
    }
  }

  async start(handle: MediaHandle, answer: Jsep): Promise<void> {
    await this.unavailableOnFailure(handle.start({ jsep: answer }));
  }

  private async unavailableOnFailure<T>(work: Promise<T>): Promise<T> {
    try {
      return await work;
    } catch (error) {
      throw unavailable(error, this.log);
    }
  }

  private async attach(room: JanusRoom): Promise<MediaHandle> {
    return this.unavailableOnFailure(room.link.session.attach(VideoRoom));
  }

  private controlHandle(link: JanusLink): Promise<VideoRoomHandle> {
    if (this.control?.generation !== link.generation) {
      const handle = this.unavailableOnFailure(link.session.attach(VideoRoom));
      this.control = { generation: link.generation, handle };
      handle.catch(() => {
        if (this.control?.handle === handle) this.control = null;
      });
    }
    return this.control.handle;
  }
}

/** Runs once the handle's WebRTC connection is up (ICE and DTLS done: media can flow). */
export function onMediaUp(handle: MediaHandle, run: () => void): void {
  handle.once(Janode.EVENT.HANDLE_WEBRTCUP, run);
}

/** Lets go of a handle (Janus hangs up its connection); one already gone is fine. */
export async function release(handle: MediaHandle): Promise<void> {
  await handle.detach().catch(() => undefined);
}

function janusCode(error: unknown): number | null {
  const code = (error as { _code?: unknown } | null)?._code;
  return typeof code === 'number' ? code : null;
}

/** Janus failed us: logged with its reason, answered as MEETING_MEDIA_UNAVAILABLE. */
function unavailable(error: unknown, log: FastifyBaseLogger): AppError {
  if (error instanceof AppError) return error;
  log.warn({ err: error }, 'janus refused a request');
  return new AppError('MEETING_MEDIA_UNAVAILABLE');
}
