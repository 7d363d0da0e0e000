import { networkInterfaces } from 'node:os';
import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's Chromium, as the journeys run it. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Why real media cannot flow here, or null when they can: Janus never gathers ICE candidates on
 * loopback, so the machine needs another interface with an IPv4 address (CI's eth0, or the veth
 * pair scripts/test.mjs sets up as root when there is none).
 */
export function mediaUnavailableReason(): string | null {
  const other = Object.entries(networkInterfaces()).some(
    ([name, addresses]) => name !== 'lo' && addresses?.some((a) => a.family === 'IPv4' && !a.internal),
  );
  return other
    ? null
    : 'no network interface but loopback has an IPv4 address, and Janus never gathers ICE candidates on loopback: run as root through npm test (it adds a veth pair), or add an interface';
}

export interface Described {
  type: 'offer' | 'answer';
  sdp: string;
}

/**
 * Runs in the page: one RTCPeerConnection publishing Chromium's fake camera and microphone, and one
 * per feed received. Offers and answers are sent whole, once ICE gathering is complete (host
 * candidates on this machine take milliseconds), so no candidate needs trickling.
 */
const PEER_SCRIPT = `(() => {
  const gathered = (pc) => pc.iceGatheringState === 'complete' ? Promise.resolve() : new Promise((resolve) => {
    pc.addEventListener('icegatheringstatechange', () => { if (pc.iceGatheringState === 'complete') resolve(); });
  });
  const subs = new Map();
  let publisher = null;
  window.__peer = {
    async offer() {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true, video: { width: 320, height: 240 } });
      publisher = new RTCPeerConnection();
      for (const track of stream.getTracks()) publisher.addTransceiver(track, { direction: 'sendonly', streams: [stream] });
      await publisher.setLocalDescription(await publisher.createOffer());
      await gathered(publisher);
      return { type: 'offer', sdp: publisher.localDescription.sdp };
    },
    async published(answer) { await publisher.setRemoteDescription(answer); },
    async answer(feed, offer) {
      const pc = new RTCPeerConnection();
      subs.set(feed, pc);
      await pc.setRemoteDescription(offer);
      await pc.setLocalDescription(await pc.createAnswer());
      await gathered(pc);
      return { type: 'answer', sdp: pc.localDescription.sdp };
    },
    async framesDecoded(feed) {
      const pc = subs.get(feed);
      if (!pc) return 0;
      let frames = 0;
      for (const report of (await pc.getStats()).values()) {
        if (report.type === 'inbound-rtp' && report.kind === 'video') frames += report.framesDecoded ?? 0;
      }
      return frames;
    },
  };
})()`;

/** A Chromium page acting as one participant's browser (the signalling goes through the test's socket). */
export class BrowserPeer {
  private constructor(readonly page: Page) {}

  static async open(browser: Browser, origin: string): Promise<BrowserPeer> {
    const context = await browser.newContext();
    await context.grantPermissions(['camera', 'microphone'], { origin });
    const page = await context.newPage();
    // Loopback is a secure context, where the camera may be opened.
    await page.goto(`${origin}/v1/health`);
    await page.evaluate(PEER_SCRIPT);
    return new BrowserPeer(page);
  }

  offer(): Promise<Described> {
    return this.page.evaluate(() => (globalThis as unknown as PeerWindow).__peer.offer());
  }

  published(answer: Described): Promise<void> {
    return this.page.evaluate((a) => (globalThis as unknown as PeerWindow).__peer.published(a), answer);
  }

  answer(feed: number, offer: Described): Promise<Described> {
    return this.page.evaluate(([f, o]) => (globalThis as unknown as PeerWindow).__peer.answer(f, o), [
      feed,
      offer,
    ] as const);
  }

  framesDecoded(feed: number): Promise<number> {
    return this.page.evaluate((f) => (globalThis as unknown as PeerWindow).__peer.framesDecoded(f), feed);
  }
}

interface PeerWindow {
  __peer: {
    offer(): Promise<Described>;
    published(answer: Described): Promise<void>;
    answer(feed: number, offer: Described): Promise<Described>;
    framesDecoded(feed: number): Promise<number>;
  };
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  });
}
