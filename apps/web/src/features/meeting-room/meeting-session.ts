import {
  describeErrorReply,
  errorText,
  isSocketError,
  type ErrorCode,
  type MeetingParticipant,
  type MeetingRoom,
  type ServerToClientEvents,
} from '@plaza/contract';
import type { PlazaSocket } from '../../realtime/socket';

/** How long an acknowledged room event may take (Janus starts on a meeting's first join: about a second). */
const ASK_TIMEOUT_MS = 20_000;
/** The longest wait for ICE gathering before an offer or answer is sent whole (host candidates: milliseconds). */
const GATHER_TIMEOUT_MS = 2_000;
/** How often the received feeds' stats are read (frames decoded, who is speaking). */
const STATS_EVERY_MS = 1_000;
/** The audio level (0..1) above which a participant counts as speaking. */
const SPEAKING_LEVEL = 0.02;

export type Answer<T> = { ok: true; value: T } | { ok: false; code: ErrorCode | null; text: string };

/** One remote participant as the room shows them. */
export interface RemoteTile {
  participant: MeetingParticipant;
  stream: MediaStream | null;
  framesDecoded: number;
  speaking: boolean;
}

export type ClosedReason = 'ended' | 'removed' | 'replaced' | 'media_lost' | 'left';

export interface MeetingState {
  room: MeetingRoom | null;
  remotes: RemoteTile[];
  micOn: boolean;
  cameraOn: boolean;
  sharing: boolean;
  closed: ClosedReason | null;
  /** The host asked everyone to mute (shown once). */
  mutedByHost: boolean;
}

type Listener = () => void;

/**
 * One tab's part in a meeting room: the socket signalling with Plaza (which relays to Janus), the
 * publishing connection and one receiving connection per participant's feed. Screens read its
 * state through `subscribe`/`state` (useSyncExternalStore).
 */
export class MeetingSession {
  private current: MeetingState = {
    room: null,
    remotes: [],
    micOn: true,
    cameraOn: true,
    sharing: false,
    closed: null,
    mutedByHost: false,
  };
  private readonly listeners = new Set<Listener>();
  private publisher: RTCPeerConnection | null = null;
  private readonly receivers = new Map<number, RTCPeerConnection>();
  private screen: MediaStream | null = null;
  private readonly off: (() => void)[] = [];
  private statsTimer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly socket: PlazaSocket,
    readonly local: MediaStream | null,
  ) {
    this.current.micOn = (local?.getAudioTracks().length ?? 0) > 0 && local!.getAudioTracks()[0]!.enabled;
    this.current.cameraOn = (local?.getVideoTracks().length ?? 0) > 0 && local!.getVideoTracks()[0]!.enabled;
  }

  subscribe = (listener: Listener) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  state = () => this.current;

  async join(slug: string, join: string | undefined): Promise<Answer<MeetingRoom>> {
    this.listen();
    const answer = await this.ask<MeetingRoom>('meeting_join', join ? { slug, join } : { slug });
    if (!answer.ok) return answer;
    this.set({ room: answer.value, remotes: answer.value.participants.map(tileOf) });
    // Receiving the others does not wait for this tab's own publishing.
    for (const p of answer.value.participants) if (p.feed !== null) void this.receive(p.feed);
    if (answer.value.you.canPublish && this.local && this.local.getTracks().length > 0) {
      const published = await this.publish();
      if (!published.ok) return published;
    }
    this.statsTimer = setInterval(() => void this.readStats(), STATS_EVERY_MS);
    return answer;
  }

  toggleMic(): void {
    const on = !this.current.micOn;
    for (const track of this.local?.getAudioTracks() ?? []) track.enabled = on;
    this.set({ micOn: on, mutedByHost: false });
  }

  toggleCamera(): void {
    const on = !this.current.cameraOn;
    for (const track of this.local?.getVideoTracks() ?? []) track.enabled = on;
    this.set({ cameraOn: on });
  }

  /** Shares the screen in place of the camera, until stopped here or by the browser's own bar. */
  async toggleScreen(): Promise<void> {
    const sender = this.publisher?.getSenders().find((s) => s.track?.kind === 'video');
    if (!sender) return;
    if (this.screen) {
      for (const track of this.screen.getTracks()) track.stop();
      this.screen = null;
      await sender.replaceTrack(this.local?.getVideoTracks()[0] ?? null);
      this.set({ sharing: false });
      return;
    }
    try {
      this.screen = await navigator.mediaDevices.getDisplayMedia({ video: true });
    } catch {
      return;
    }
    const track = this.screen.getVideoTracks()[0];
    if (!track) return;
    track.addEventListener('ended', () => void (this.screen && this.toggleScreen()));
    await sender.replaceTrack(track);
    this.set({ sharing: true });
  }

  muteAll(): Promise<Answer<void>> {
    return this.ask('meeting_mute_all');
  }

  remove(userId: string): Promise<Answer<void>> {
    return this.ask('meeting_remove', { userId });
  }

  async end(): Promise<Answer<void>> {
    const answer = await this.ask<void>('meeting_end');
    if (answer.ok) this.close('ended');
    return answer;
  }

  leave(): void {
    if (!this.current.closed && this.current.room) this.socket.emit('meeting_leave');
    this.close('left');
  }

  private async publish(): Promise<Answer<unknown>> {
    const pc = new RTCPeerConnection();
    this.publisher = pc;
    for (const track of this.local?.getTracks() ?? []) pc.addTransceiver(track, { direction: 'sendonly' });
    await pc.setLocalDescription(await pc.createOffer());
    await gathered(pc);
    const answer = await this.ask<{ feed: number; answer: RTCSessionDescriptionInit }>('meeting_publish', {
      offer: { type: 'offer', sdp: pc.localDescription?.sdp ?? '' },
    });
    if (answer.ok) await pc.setRemoteDescription(answer.value.answer);
    return answer;
  }

  private async receive(feed: number): Promise<void> {
    this.receivers.get(feed)?.close();
    const pc = new RTCPeerConnection();
    this.receivers.set(feed, pc);
    const stream = new MediaStream();
    pc.addEventListener('track', (event) => {
      stream.addTrack(event.track);
      this.updateTile(feed, { stream });
    });
    const sub = await this.ask<{ feed: number; offer: RTCSessionDescriptionInit }>('meeting_subscribe', { feed });
    if (!sub.ok || this.receivers.get(feed) !== pc) return;
    await pc.setRemoteDescription(sub.value.offer);
    await pc.setLocalDescription(await pc.createAnswer());
    await gathered(pc);
    await this.ask('meeting_subscribe_answer', {
      feed,
      answer: { type: 'answer', sdp: pc.localDescription?.sdp ?? '' },
    });
  }

  private listen(): void {
    const on = <E extends keyof ServerToClientEvents>(event: E, handler: ServerToClientEvents[E]) => {
      const socket = this.socket as unknown as {
        on(e: string, h: unknown): void;
        off(e: string, h: unknown): void;
      };
      socket.on(event, handler);
      this.off.push(() => socket.off(event, handler));
    };
    on('meeting_participant_joined', ({ participant }) => {
      const others = this.current.remotes.filter((t) => t.participant.user.id !== participant.user.id);
      this.set({ remotes: [...others, tileOf(participant)] });
    });
    on('meeting_participant_updated', ({ participant }) => {
      const known = this.current.remotes.some((t) => t.participant.user.id === participant.user.id);
      const remotes = known
        ? this.current.remotes.map((t) => (t.participant.user.id === participant.user.id ? { ...t, participant } : t))
        : [...this.current.remotes, tileOf(participant)];
      this.set({ remotes });
      if (participant.feed !== null) void this.receive(participant.feed);
    });
    on('meeting_participant_left', ({ userId }) => {
      const gone = this.current.remotes.find((t) => t.participant.user.id === userId);
      const feed = gone?.participant.feed;
      if (feed != null) {
        this.receivers.get(feed)?.close();
        this.receivers.delete(feed);
      }
      this.set({ remotes: this.current.remotes.filter((t) => t !== gone) });
    });
    on('meeting_muted', () => {
      for (const track of this.local?.getAudioTracks() ?? []) track.enabled = false;
      this.set({ micOn: false, mutedByHost: true });
    });
    on('meeting_removed', ({ reason }) => this.close(reason));
    on('meeting_ended', () => this.close('ended'));
  }

  private close(reason: ClosedReason): void {
    if (this.current.closed) return;
    for (const stop of this.off.splice(0)) stop();
    if (this.statsTimer) clearInterval(this.statsTimer);
    this.publisher?.close();
    for (const pc of this.receivers.values()) pc.close();
    this.receivers.clear();
    for (const track of [...(this.local?.getTracks() ?? []), ...(this.screen?.getTracks() ?? [])]) track.stop();
    this.set({ closed: reason });
  }

  private async readStats(): Promise<void> {
    for (const [feed, pc] of this.receivers) {
      let frames = 0;
      let level = 0;
      for (const report of (await pc.getStats()).values()) {
        const r = report as { type: string; kind?: string; framesDecoded?: number; audioLevel?: number };
        if (r.type !== 'inbound-rtp') continue;
        if (r.kind === 'video') frames += r.framesDecoded ?? 0;
        if (r.kind === 'audio') level = Math.max(level, r.audioLevel ?? 0);
      }
      this.updateTile(feed, { framesDecoded: frames, speaking: level > SPEAKING_LEVEL });
    }
  }

  private updateTile(feed: number, change: Partial<RemoteTile>): void {
    const tile = this.current.remotes.find((t) => t.participant.feed === feed);
    if (!tile) return;
    const same = Object.entries(change).every(([k, v]) => tile[k as keyof RemoteTile] === v);
    if (same) return;
    this.set({ remotes: this.current.remotes.map((t) => (t === tile ? { ...t, ...change } : t)) });
  }

  private set(change: Partial<MeetingState>): void {
    this.current = { ...this.current, ...change };
    for (const listener of this.listeners) listener();
  }

  /** An acknowledged room event: its result, or the refusal's code and text. */
  private ask<T>(event: string, payload?: unknown): Promise<Answer<T>> {
    if (!this.socket.connected) return Promise.resolve(failure('SERVER_UNREACHABLE'));
    const timed = this.socket.timeout(ASK_TIMEOUT_MS) as unknown as {
      emit(event: string, ...args: unknown[]): void;
    };
    return new Promise((resolve) => {
      const done = (error: Error | null, reply?: unknown) => {
        if (error) resolve(failure('SERVER_UNREACHABLE'));
        else if (isSocketError(reply)) {
          const code = typeof reply.message === 'string' ? (reply.message as ErrorCode) : null;
          resolve({ ok: false, code, text: describeErrorReply(reply.statusCode, reply).text });
        } else resolve({ ok: true, value: reply as T });
      };
      if (payload === undefined) timed.emit(event, done);
      else timed.emit(event, payload, done);
    });
  }
}

function failure(code: ErrorCode): { ok: false; code: ErrorCode; text: string } {
  return { ok: false, code, text: errorText(code) };
}

function tileOf(participant: MeetingParticipant): RemoteTile {
  return { participant, stream: null, framesDecoded: 0, speaking: false };
}

/** Waits for ICE gathering to finish (or GATHER_TIMEOUT_MS): the description then carries every candidate. */
function gathered(pc: RTCPeerConnection): Promise<void> {
  if (pc.iceGatheringState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, GATHER_TIMEOUT_MS);
    pc.addEventListener('icegatheringstatechange', () => {
      if (pc.iceGatheringState === 'complete') {
        clearTimeout(timer);
        resolve();
      }
    });
  });
}
