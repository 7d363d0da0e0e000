import type {
  CallUser,
  MeetingParticipant,
  MeetingPublished,
  MeetingRole,
  MeetingRoom,
  MeetingSubscription,
  PayloadOf,
  ClientEvents,
} from '@plaza/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../../http/actor.js';
import { emitEvent } from '../../realtime/emit.js';
import { meetingRoom } from '../../realtime/rooms.js';
import type { PlazaIo, PlazaSocket } from '../../realtime/socket-types.js';
import { onMediaUp, release, type JanusRoom, type JanusRooms, type MediaHandle } from './janus-rooms.js';
import type { AdmittedMeeting, MeetingAccessPort } from './meeting-admission.js';

interface Participant {
  user: CallUser;
  role: MeetingRole;
  socketId: string;
  feed: number | null;
  /** Whether the feed's media reach Janus: only then may others subscribe (Janus refuses a feed not yet up). */
  live: boolean;
  publisher: MediaHandle | null;
  /** This participant's subscriptions, by the feed they receive. */
  subscriptions: Map<number, MediaHandle>;
}

interface Room {
  meeting: AdmittedMeeting;
  janus: JanusRoom;
  participants: Map<string, Participant>;
}

export interface MeetingRoomDeps {
  io: PlazaIo;
  access: MeetingAccessPort;
  media: JanusRooms;
  /** Records the end of the meeting (meetings' service: status ended, its listeners told). */
  endMeeting(actor: Actor, slug: string): Promise<unknown>;
  /** How many may publish in a meeting: the meeting creator's plan (meetingMaxParticipants). */
  publishersCap(creatorId: string): Promise<number>;
  log: FastifyBaseLogger;
}

/**
 * The meeting rooms of this process: who is in each, what they publish and receive. Plaza owns
 * admission and signalling; Janus (one VideoRoom per meeting, created on the first join and
 * destroyed with the last leave or the end) only forwards media.
 */
export class MeetingRoomService {
  private readonly rooms = new Map<string, Promise<Room>>();
  /** Which room each socket is in (a socket is in one room at a time). */
  private readonly socketRooms = new Map<string, { slug: string; userId: string }>();

  constructor(private readonly deps: MeetingRoomDeps) {}

  async join(socket: PlazaSocket, actor: Actor, input: PayloadOf<ClientEvents['meeting_join']>): Promise<MeetingRoom> {
    const userId = actor.user.id;
    const admission = await this.deps.access.forUser(input.slug, userId, input.join);
    if (!admission || admission.meeting.status === 'ended') throw new AppError('MEETING_NOT_FOUND');
    const { meeting, role } = admission;
    await this.leave(socket);
    const room = await this.room(meeting);
    const previous = room.participants.get(userId);
    const me: Participant = {
      user: { id: userId, name: actor.user.full_name, avatar: actor.user.display_photo },
      role,
      socketId: socket.id,
      feed: null,
      live: false,
      publisher: null,
      subscriptions: new Map(),
    };
    room.participants.set(userId, me);
    if (previous) {
      // Joined from another tab: that tab is out, the room (never empty meanwhile) stays.
      this.closeFor(previous, meeting.slug, 'meeting_removed', 'replaced');
      await this.retire(room, previous);
    }
    this.socketRooms.set(socket.id, { slug: meeting.slug, userId });
    await socket.join(meetingRoom(meeting.slug));
    emitEvent(socket.to(meetingRoom(meeting.slug)), 'meeting_participant_joined', {
      slug: meeting.slug,
      participant: view(me),
    });
    return {
      slug: meeting.slug,
      title: meeting.title,
      type: meeting.type,
      you: view(me),
      participants: [...room.participants.values()].filter((p) => p !== me).map(view),
    };
  }

  async publish(socket: PlazaSocket, offer: { type: 'offer'; sdp: string }): Promise<MeetingPublished> {
    const { room, me } = await this.mine(socket);
    if (me.role === 'attendee') throw new AppError('NOT_AUTHORIZED');
    if (me.publisher && me.feed !== null) {
      const answer = await this.deps.media.republish(me.publisher, offer);
      return { feed: me.feed, answer: { type: 'answer', sdp: answer.sdp } };
    }
    const published = await this.deps.media.publish(room.janus, me.user.id, offer);
    if (room.participants.get(me.user.id) !== me) {
      // Left (or was removed) while Janus answered.
      await release(published.handle);
      throw new AppError('MEETING_NOT_JOINED');
    }
    me.publisher = published.handle;
    me.feed = published.feed;
    // The others hear of the feed once its media flow (the browser applies the answer first).
    onMediaUp(published.handle, () => {
      if (room.participants.get(me.user.id) !== me || me.publisher !== published.handle) return;
      me.live = true;
      emitEvent(this.deps.io.to(meetingRoom(room.meeting.slug)).except(me.socketId), 'meeting_participant_updated', {
        slug: room.meeting.slug,
        participant: view(me),
      });
    });
    return { feed: published.feed, answer: { type: 'answer', sdp: published.answer.sdp } };
  }

  async subscribe(socket: PlazaSocket, feed: number): Promise<MeetingSubscription> {
    const { room, me } = await this.mine(socket);
    const source = [...room.participants.values()].find((p) => p.feed === feed && p.live && p !== me);
    if (!source) throw new AppError('MEETING_FEED_NOT_FOUND');
    const old = me.subscriptions.get(feed);
    me.subscriptions.delete(feed);
    if (old) await release(old);
    const { handle, offer } = await this.deps.media.subscribe(room.janus, feed);
    if (room.participants.get(me.user.id) !== me) {
      await release(handle);
      throw new AppError('MEETING_NOT_JOINED');
    }
    me.subscriptions.set(feed, handle);
    return { feed, offer: { type: 'offer', sdp: offer.sdp } };
  }

  async subscribeAnswer(socket: PlazaSocket, feed: number, answer: { type: 'answer'; sdp: string }): Promise<void> {
    const { me } = await this.mine(socket);
    const handle = me.subscriptions.get(feed);
    if (!handle) throw new AppError('MEETING_FEED_NOT_FOUND');
    await this.deps.media.start(handle, answer);
  }

  async trickle(socket: PlazaSocket, input: PayloadOf<ClientEvents['meeting_trickle']>): Promise<void> {
    const { me } = await this.mine(socket);
    const handle = input.feed === undefined ? me.publisher : me.subscriptions.get(input.feed);
    if (!handle) throw new AppError('MEETING_FEED_NOT_FOUND');
    // A candidate Janus refuses (its connection already gone) changes nothing for the browser.
    if (input.candidate === null) await handle.trickleComplete().catch(() => undefined);
    else await handle.trickle(input.candidate).catch(() => undefined);
  }

  /** Leaves the room this socket is in, if any. */
  async leave(socket: PlazaSocket): Promise<void> {
    const entry = this.socketRooms.get(socket.id);
    if (!entry) return;
    this.socketRooms.delete(socket.id);
    await socket.leave(meetingRoom(entry.slug));
    const room = await this.rooms.get(entry.slug)?.catch(() => null);
    const me = room?.participants.get(entry.userId);
    if (room && me?.socketId === socket.id) await this.drop(room, me);
  }

  async muteAll(socket: PlazaSocket): Promise<void> {
    const { room, me } = await this.hosting(socket);
    emitEvent(socket.to(meetingRoom(room.meeting.slug)), 'meeting_muted', { slug: room.meeting.slug, by: me.user });
  }

  async remove(socket: PlazaSocket, userId: string): Promise<void> {
    const { room, me } = await this.hosting(socket);
    const target = room.participants.get(userId);
    if (!target || target === me) throw new AppError('USER_NOT_FOUND');
    this.closeFor(target, room.meeting.slug, 'meeting_removed', 'removed');
    await this.drop(room, target);
  }

  /** The host ends the meeting: everyone else hears it, the room closes and the meeting is over. */
  async end(socket: PlazaSocket, actor: Actor): Promise<void> {
    const { room, me } = await this.hosting(socket);
    await this.close(room, 'ended', me);
    await this.deps.endMeeting(actor, room.meeting.slug);
  }

  /** The meeting ended elsewhere (POST /meeting/{slug}/end): its room closes, everyone told. */
  ended(slug: string): void {
    const pending = this.rooms.get(slug);
    void pending
      ?.then(async (room) => {
        if (this.rooms.get(slug) === pending) await this.close(room, 'ended');
      })
      .catch((error: unknown) => this.deps.log.warn({ err: error }, 'meeting room not closed'));
  }

  /** Janus went away: every room of that instance is gone; their participants are told to join again. */
  mediaLost(generation: number): void {
    for (const [slug, pending] of this.rooms) {
      void pending
        .then(async (room) => {
          if (room.janus.link.generation === generation && this.rooms.get(slug) === pending) {
            await this.close(room, 'media_lost');
          }
        })
        .catch(() => undefined);
    }
  }

  /** Closes every room (shutdown). */
  async closeAll(): Promise<void> {
    const rooms = await Promise.all([...this.rooms.values()].map((r) => r.catch(() => null)));
    await Promise.all(rooms.map((room) => room && this.close(room, 'media_lost')));
  }

  /** Closes a room: everyone in it (but `by`, the host who ended it: they have the acknowledgement) is told. */
  private async close(room: Room, reason: 'ended' | 'media_lost', by?: Participant): Promise<void> {
    const slug = room.meeting.slug;
    this.rooms.delete(slug);
    const everyone = [...room.participants.values()];
    room.participants.clear();
    for (const p of everyone) {
      if (p !== by) this.closeFor(p, slug, reason === 'ended' ? 'meeting_ended' : 'meeting_removed', reason);
      this.socketRooms.delete(p.socketId);
    }
    this.deps.io.in(meetingRoom(slug)).socketsLeave(meetingRoom(slug));
    await Promise.all(everyone.map((p) => releaseAll(p)));
    await this.deps.media.destroy(room.janus);
  }

  /** Tells one participant's tab their room closed (the host's own tab has its acknowledgement). */
  private closeFor(
    p: Participant,
    slug: string,
    event: 'meeting_removed' | 'meeting_ended',
    reason: 'ended' | 'removed' | 'replaced' | 'media_lost',
  ): void {
    const socket = this.deps.io.sockets.sockets.get(p.socketId);
    if (!socket) return;
    this.socketRooms.delete(p.socketId);
    void socket.leave(meetingRoom(slug));
    emitEvent(socket, event, { slug, reason });
  }

  /** Takes a participant out: their media let go, the others told, the room closed with its last one. */
  private async drop(room: Room, p: Participant): Promise<void> {
    if (room.participants.get(p.user.id) !== p) return;
    room.participants.delete(p.user.id);
    const slug = room.meeting.slug;
    emitEvent(this.deps.io.to(meetingRoom(slug)).except(p.socketId), 'meeting_participant_left', {
      slug,
      userId: p.user.id,
    });
    await this.retire(room, p);
    if (room.participants.size === 0 && this.rooms.has(slug)) {
      this.rooms.delete(slug);
      await this.deps.media.destroy(room.janus);
    }
  }

  /** Lets go of a participant's media and of everyone's subscriptions to their feed. */
  private async retire(room: Room, p: Participant): Promise<void> {
    const released: Promise<void>[] = [releaseAll(p)];
    if (p.feed !== null) {
      for (const other of room.participants.values()) {
        const sub = other.subscriptions.get(p.feed);
        other.subscriptions.delete(p.feed);
        if (sub) released.push(release(sub));
      }
    }
    await Promise.all(released);
  }

  private room(meeting: AdmittedMeeting): Promise<Room> {
    let pending = this.rooms.get(meeting.slug);
    if (!pending) {
      pending = this.openRoom(meeting);
      this.rooms.set(meeting.slug, pending);
      const opened = pending;
      opened.catch(() => {
        if (this.rooms.get(meeting.slug) === opened) this.rooms.delete(meeting.slug);
      });
    }
    return pending;
  }

  private async openRoom(meeting: AdmittedMeeting): Promise<Room> {
    const cap = await this.deps.publishersCap(meeting.creator.id);
    const janus = await this.deps.media.create(meeting.title, cap);
    this.deps.log.info({ slug: meeting.slug, room: janus.id, cap }, 'meeting room opened');
    return { meeting, janus, participants: new Map() };
  }

  private async mine(socket: PlazaSocket): Promise<{ room: Room; me: Participant }> {
    const entry = this.socketRooms.get(socket.id);
    const room = entry ? await this.rooms.get(entry.slug)?.catch(() => null) : null;
    const me = entry && room?.participants.get(entry.userId);
    if (!room || !me || me.socketId !== socket.id) throw new AppError('MEETING_NOT_JOINED');
    return { room, me };
  }

  private async hosting(socket: PlazaSocket): Promise<{ room: Room; me: Participant }> {
    const mine = await this.mine(socket);
    if (mine.me.role !== 'host') throw new AppError('NOT_AUTHORIZED');
    return mine;
  }
}

function view(p: Participant): MeetingParticipant {
  return { user: p.user, role: p.role, feed: p.live ? p.feed : null, canPublish: p.role !== 'attendee' };
}

async function releaseAll(p: Participant): Promise<void> {
  const handles = [...p.subscriptions.values(), ...(p.publisher ? [p.publisher] : [])];
  p.subscriptions.clear();
  p.publisher = null;
  await Promise.all(handles.map(release));
}
