import type { Call, CallSignalEvent, IceServer } from '@plaza/contract';
import type { PlazaSocket } from '../../realtime/socket';

/** A candidate as call_signal carries it. */
function candidateOf(candidate: RTCIceCandidate): NonNullable<CallSignalEvent['candidate']> {
  const { sdpMid, sdpMLineIndex, usernameFragment } = candidate;
  return { candidate: candidate.candidate, sdpMid, sdpMLineIndex, usernameFragment };
}

/** What the connection looks like to the user. */
export type LinkState = 'connecting' | 'connected' | 'reconnecting' | 'lost';

interface ConnectionOptions {
  call: Call;
  iceServers: IceServer[];
  socket: PlazaSocket;
  local: MediaStream;
  onRemote: (stream: MediaStream) => void;
  onLink: (state: LinkState) => void;
  /** How long a broken connection may take to come back (its ICE restart included) before the call is lost. */
  recoverMs: number;
  /** How long the connection may stay broken before the caller restarts ICE (at once when it failed). */
  restartAfterMs: number;
}

/**
 * One call's RTCPeerConnection, caller-offers: the caller makes the offer, the callee answers;
 * descriptions and candidates go as call_signal. When the media path breaks ('disconnected' for
 * `restartAfterMs`, or 'failed'), the caller restarts ICE once; a connection not back within
 * `recoverMs` of breaking is lost. Once it is back, a later break gets its own restart.
 */
export class CallConnection {
  readonly pc: RTCPeerConnection;
  private readonly pending: RTCIceCandidateInit[] = [];
  private restarted = false;
  private restartTimer: ReturnType<typeof setTimeout> | undefined;
  private lostTimer: ReturnType<typeof setTimeout> | undefined;
  private closed = false;

  constructor(private readonly options: ConnectionOptions) {
    const { iceServers, local } = options;
    this.pc = new RTCPeerConnection({ iceServers });
    const kinds = new Set(local.getTracks().map((track) => track.kind));
    local.getTracks().forEach((track) => this.pc.addTrack(track, local));
    // Receive what this side cannot send (no camera, permission refused).
    for (const kind of ['audio', 'video'] as const) {
      if (!kinds.has(kind)) this.pc.addTransceiver(kind, { direction: 'recvonly' });
    }
    this.pc.ontrack = (event) => options.onRemote(event.streams[0] ?? new MediaStream([event.track]));
    this.pc.onicecandidate = (event) => this.send({ candidate: event.candidate ? candidateOf(event.candidate) : null });
    this.pc.onconnectionstatechange = () => this.linkChanged();
  }

  /** The caller offers once the call is answered. */
  async start(): Promise<void> {
    if (this.options.call.caller) await this.offer(false);
  }

  async signal(signal: CallSignalEvent): Promise<void> {
    if (this.closed) return;
    const { description, candidate } = signal;
    if (description) {
      await this.pc.setRemoteDescription(description);
      for (const queued of this.pending.splice(0)) await this.pc.addIceCandidate(queued);
      if (description.type === 'offer') {
        await this.pc.setLocalDescription(await this.pc.createAnswer());
        this.sendDescription();
      }
    } else if (candidate !== undefined) {
      const init = candidate ?? undefined;
      if (!this.pc.remoteDescription && init) this.pending.push(init);
      else await this.pc.addIceCandidate(init);
    }
  }

  /** Replaces what is sent of one kind (another camera or microphone), or sends nothing of it. */
  async replaceTrack(kind: 'audio' | 'video', track: MediaStreamTrack | null): Promise<void> {
    const sender = this.pc.getSenders().find((s) => s.track?.kind === kind);
    await sender?.replaceTrack(track);
  }

  /** Video frames decoded from the other side so far (inbound-rtp), the proof that their video plays. */
  async framesDecoded(): Promise<number> {
    const stats = await this.pc.getStats();
    let frames = 0;
    stats.forEach((report: { type?: string; kind?: string; framesDecoded?: number }) => {
      if (report.type === 'inbound-rtp' && report.kind === 'video') frames += report.framesDecoded ?? 0;
    });
    return frames;
  }

  /**
   * Whether the other side sends video, as the negotiation settled it (null before it has): a side
   * without a camera, or refused one, answers or offers its video as receive-only.
   */
  remoteSendsVideo(): boolean | null {
    const video = this.pc
      .getTransceivers()
      .filter((t) => t.receiver.track.kind === 'video' && t.currentDirection !== null);
    if (!video.length) return null;
    return video.some((t) => t.currentDirection === 'sendrecv' || t.currentDirection === 'recvonly');
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.restartTimer);
    clearTimeout(this.lostTimer);
    this.pc.ontrack = null;
    this.pc.onicecandidate = null;
    this.pc.onconnectionstatechange = null;
    this.pc.close();
  }

  private async offer(iceRestart: boolean): Promise<void> {
    await this.pc.setLocalDescription(await this.pc.createOffer({ iceRestart }));
    this.sendDescription();
  }

  private linkChanged(): void {
    const state = this.pc.connectionState;
    if (state === 'connected') {
      clearTimeout(this.restartTimer);
      clearTimeout(this.lostTimer);
      this.restartTimer = this.lostTimer = undefined;
      this.restarted = false;
      this.options.onLink('connected');
    } else if (state === 'disconnected' || state === 'failed') {
      this.options.onLink('reconnecting');
      if (state === 'failed') this.restartIce();
      else this.restartTimer ??= setTimeout(() => this.restartIce(), this.options.restartAfterMs);
      this.lostTimer ??= setTimeout(() => this.lose(), this.options.recoverMs);
    }
  }

  /** The caller's one ICE restart for this break (the callee answers the new offer). */
  private restartIce(): void {
    clearTimeout(this.restartTimer);
    if (this.restarted || this.closed || !this.options.call.caller) return;
    this.restarted = true;
    void this.offer(true).catch(() => this.lose());
  }

  private lose(): void {
    if (this.closed) return;
    this.options.onLink('lost');
  }

  private sendDescription(): void {
    const description = this.pc.localDescription;
    if (description) this.send({ description: { type: description.type, sdp: description.sdp } });
  }

  private send(signal: Pick<CallSignalEvent, 'description' | 'candidate'>): void {
    if (this.closed || !this.options.socket.connected) return;
    this.options.socket.emit('call_signal', { userId: this.options.call.userId, ...signal });
  }
}
