// Many viewers of one live post, as hls.js players at the live edge: each asks for the live
// playlist through the API (the post's privacy is checked, then a redirect to the signed media
// path) every target duration, and fetches each segment it has not fetched yet. Figures only.

export interface ViewerFigures {
  viewers: number;
  seconds: number;
  requests: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  segments: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** `viewers` players of the playlist at `playlistUrl` (an API path answering with a redirect) for `seconds`. */
export async function hlsViewers(options: {
  playlistUrl: string;
  token: string;
  viewers: number;
  seconds: number;
  reloadMs: number;
}): Promise<ViewerFigures> {
  const latencies: number[] = [];
  let errors = 0;
  let segments = 0;
  const end = Date.now() + options.seconds * 1000;
  const headers = { authorization: `Bearer ${options.token}` };

  /** The body and the address it came from (after the redirect to the signed media path). */
  const timed = async (url: string, init?: RequestInit): Promise<{ url: string; body: ArrayBuffer } | null> => {
    const started = performance.now();
    try {
      const res = await fetch(url, init);
      const body = await res.arrayBuffer();
      latencies.push(performance.now() - started);
      if (!res.ok || body.byteLength === 0) {
        errors += 1;
        return null;
      }
      return { url: res.url, body };
    } catch {
      errors += 1;
      return null;
    }
  };

  async function viewer(index: number) {
    const fetched = new Set<string>();
    // Players join over the first reload interval, not all in the same millisecond.
    await sleep((index / options.viewers) * options.reloadMs);
    while (Date.now() < end) {
      const started = Date.now();
      const playlist = await timed(options.playlistUrl, { headers });
      if (playlist) {
        // Segments resolve against the signed playlist's address, as a player resolves them.
        const base = playlist.url;
        const text = new TextDecoder().decode(playlist.body);
        const names = text.split('\n').filter((line) => /^live_\d+\.ts$/.test(line.trim()));
        // At the live edge: the last three segments (hls.js liveSyncDurationCount 3), each once.
        for (const name of names.slice(-3)) {
          if (fetched.has(name)) continue;
          fetched.add(name);
          const segment = await timed(new URL(name, base).toString());
          if (segment) segments += 1;
        }
      }
      await sleep(Math.max(0, options.reloadMs - (Date.now() - started)));
    }
  }

  const started = performance.now();
  await Promise.all(Array.from({ length: options.viewers }, (_, i) => viewer(i)));
  const seconds = (performance.now() - started) / 1000;
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    viewers: options.viewers,
    seconds,
    requests: latencies.length + errors,
    perSecond: (latencies.length + errors) / seconds,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    errors,
    segments,
  };
}
