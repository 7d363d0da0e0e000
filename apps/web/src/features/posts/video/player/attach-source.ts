import { LIVE_SYNC_SEGMENTS } from './live-edge';

const HLS_MIME = 'application/vnd.apple.mpegurl';

/**
 * Loads a source into the video element and returns how to let go of it. HLS plays through
 * hls.js (loaded on demand, so other pages do not carry it) where Media Source Extensions exist,
 * else natively (Safari, iOS); other sources are plain files the element streams with Range requests.
 * A live starts at the live edge (hls.js's default for a playlist without an end, named here).
 */
export async function attachSource(
  video: HTMLVideoElement,
  source: { kind: 'hls' | 'original'; url: string; live?: boolean },
  onFatal: () => void,
): Promise<() => void> {
  if (source.kind !== 'hls') return attachFile(video, source.url);
  const { default: Hls } = await import('hls.js');
  if (!Hls.isSupported()) {
    if (video.canPlayType(HLS_MIME)) return attachFile(video, source.url);
    onFatal();
    return () => undefined;
  }
  const hls = new Hls(
    source.live ? { enableWorker: true, liveSyncDurationCount: LIVE_SYNC_SEGMENTS } : { enableWorker: true },
  );
  let retries = 0;
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (!data.fatal) return;
    // hls.js's documented recovery, a couple of times: reload, or rebuild the media buffer.
    if (data.type === Hls.ErrorTypes.NETWORK_ERROR && retries++ < 2) hls.startLoad();
    else if (data.type === Hls.ErrorTypes.MEDIA_ERROR && retries++ < 2) hls.recoverMediaError();
    else {
      hls.destroy();
      onFatal();
    }
  });
  hls.loadSource(source.url);
  hls.attachMedia(video);
  return () => hls.destroy();
}

function attachFile(video: HTMLVideoElement, url: string): () => void {
  video.src = url;
  return () => {
    video.removeAttribute('src');
    video.load();
  };
}

/**
 * Autoplay (spec 02 §2). A browser that refuses sound without a gesture may still play muted:
 * try that, and say so through `onMuted` so the page can offer to unmute.
 */
export async function startPlaying(video: HTMLVideoElement, onMuted: () => void): Promise<void> {
  try {
    await video.play();
  } catch (error) {
    if (!(error instanceof DOMException) || error.name !== 'NotAllowedError') return;
    video.muted = true;
    onMuted();
    await video.play().catch(() => undefined);
  }
}

/** Plays a paused video and pauses a playing one (a click on the picture, Space or K). */
export function togglePlayback(video: HTMLVideoElement): void {
  if (video.paused || video.ended) void video.play().catch(() => undefined);
  else video.pause();
}
