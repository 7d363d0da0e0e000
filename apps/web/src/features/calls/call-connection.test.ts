import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlazaSocket } from '../../realtime/socket';
import { CallConnection, type LinkState } from './call-connection';
import { aCall, alan } from './testing/call-fixture';

const RESTART_AFTER_MS = 2000;
const RECOVER_MS = 15_000;

interface FakeTransceiver {
  receiver: { track: { kind: string } };
  currentDirection: RTCRtpTransceiverDirection | null;
}

/** The part of RTCPeerConnection a call uses; the test moves its connection state. */
class FakePeerConnection {
  static last: FakePeerConnection;
  connectionState: RTCPeerConnectionState = 'new';
  localDescription: RTCSessionDescriptionInit | null = null;
  transceivers: FakeTransceiver[] = [];
  readonly offers: (RTCOfferOptions | undefined)[] = [];
  onconnectionstatechange: (() => void) | null = null;
  ontrack: unknown = null;
  onicecandidate: unknown = null;

  constructor() {
    FakePeerConnection.last = this;
  }
  addTrack() {}
  addTransceiver() {}
  getTransceivers() {
    return this.transceivers;
  }
  createOffer(options?: RTCOfferOptions) {
    this.offers.push(options);
    return Promise.resolve({ type: 'offer' as const, sdp: `offer ${this.offers.length}` });
  }
  setLocalDescription(description: RTCSessionDescriptionInit) {
    this.localDescription = description;
    return Promise.resolve();
  }
  close() {}
  /** The browser reports a new connection state. */
  move(state: RTCPeerConnectionState) {
    this.connectionState = state;
    this.onconnectionstatechange?.();
  }
}

let links: LinkState[];
let emit: ReturnType<typeof vi.fn>;

function connect(caller: boolean): { connection: CallConnection; pc: FakePeerConnection } {
  emit = vi.fn();
  const socket = { connected: true, emit } as unknown as PlazaSocket;
  const connection = new CallConnection({
    call: aCall(alan, 'active', { caller }),
    iceServers: [],
    socket,
    local: { getTracks: () => [] } as unknown as MediaStream,
    onRemote: () => undefined,
    onLink: (state) => links.push(state),
    recoverMs: RECOVER_MS,
    restartAfterMs: RESTART_AFTER_MS,
  });
  return { connection, pc: FakePeerConnection.last };
}

/** The offers sent as call_signal, by whether they restart ICE. */
const restarts = (pc: FakePeerConnection) => pc.offers.filter((options) => options?.iceRestart).length;

beforeEach(() => {
  links = [];
  vi.useFakeTimers();
  vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('CallConnection when the media path breaks', () => {
  it('the caller restarts ICE once the path has been down a moment, and the call goes on when it is back', async () => {
    const { connection, pc } = connect(true);
    pc.move('connected');
    pc.move('disconnected');
    expect(links.at(-1)).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(RESTART_AFTER_MS - 1);
    expect(restarts(pc)).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(restarts(pc)).toBe(1);
    expect(emit).toHaveBeenCalledWith('call_signal', {
      userId: alan.id,
      description: { type: 'offer', sdp: 'offer 1' },
    });
    pc.move('connected');
    await vi.advanceTimersByTimeAsync(RECOVER_MS * 2);
    expect(links.at(-1)).toBe('connected');
    expect(links).not.toContain('lost');
    connection.close();
  });

  it('restarts at once when the path failed, and only once; not back in time, the call is lost', async () => {
    const { pc } = connect(true);
    pc.move('connected');
    pc.move('failed');
    await vi.advanceTimersByTimeAsync(0);
    expect(restarts(pc)).toBe(1);
    pc.move('disconnected');
    pc.move('failed');
    await vi.advanceTimersByTimeAsync(RECOVER_MS - 1);
    expect(restarts(pc)).toBe(1);
    expect(links).not.toContain('lost');
    await vi.advanceTimersByTimeAsync(1);
    expect(links.at(-1)).toBe('lost');
  });

  it('gives a later break its own restart once the first one came back', async () => {
    const { pc } = connect(true);
    pc.move('connected');
    pc.move('failed');
    pc.move('connected');
    pc.move('disconnected');
    await vi.advanceTimersByTimeAsync(RESTART_AFTER_MS);
    expect(restarts(pc)).toBe(2);
  });

  it('the callee waits for the caller’s new offer and never offers itself', async () => {
    const { pc } = connect(false);
    pc.move('connected');
    pc.move('failed');
    await vi.advanceTimersByTimeAsync(RECOVER_MS);
    expect(pc.offers).toEqual([]);
    expect(links.at(-1)).toBe('lost');
  });

  it('stops its timers when the call is closed', async () => {
    const { connection, pc } = connect(true);
    pc.move('connected');
    pc.move('disconnected');
    connection.close();
    await vi.advanceTimersByTimeAsync(RECOVER_MS);
    expect(pc.offers).toEqual([]);
    expect(links).not.toContain('lost');
  });
});

describe('CallConnection.remoteSendsVideo', () => {
  const video = (currentDirection: RTCRtpTransceiverDirection | null): FakeTransceiver => ({
    receiver: { track: { kind: 'video' } },
    currentDirection,
  });

  it('is unknown until the negotiation settled, then says whether the other side sends video', () => {
    const { pc, connection } = connect(true);
    pc.transceivers = [video(null)];
    expect(connection.remoteSendsVideo()).toBeNull();
    pc.transceivers = [video('sendonly')];
    expect(connection.remoteSendsVideo()).toBe(false);
    pc.transceivers = [video('sendrecv')];
    expect(connection.remoteSendsVideo()).toBe(true);
    // A side sending nothing itself keeps a receive-only transceiver of its own that never settles.
    pc.transceivers = [video(null), video('recvonly')];
    expect(connection.remoteSendsVideo()).toBe(true);
  });
});
