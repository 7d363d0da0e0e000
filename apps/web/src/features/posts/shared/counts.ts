const whole = new Intl.NumberFormat('en');
const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });

/** 1234 → '1.2K', for tight places such as list items. */
export function compactCount(count: number): string {
  return compact.format(count);
}

/** '1 view', '1,234 views'. */
export function viewsLabel(count: number, format: (n: number) => string = (n) => whole.format(n)): string {
  return `${format(count)} ${count === 1 ? 'view' : 'views'}`;
}

/**
 * The live viewer count (spec 02 §2: the singular at 1 or fewer): '0 watching', '1 watching',
 * '12 watching'; `title` spells the count out for the tooltip and screen readers.
 */
export function watchingLabel(count: number): { label: string; title: string } {
  return { label: `${whole.format(count)} watching`, title: `${viewersLabel(count)} watching now` };
}

/** The live player's count (spec 02 §2: the singular at 1 or fewer): '1 viewer', '12 viewers'. */
export function viewersLabel(count: number): string {
  return `${whole.format(count)} ${count <= 1 ? 'viewer' : 'viewers'}`;
}

/** The label under a video: its views, or for a live post its viewers. */
export function audienceLabel(post: {
  streaming: boolean;
  postReaction: { viewsCount: number; liveStreamViewersCount: number };
}): string {
  return post.streaming
    ? watchingLabel(post.postReaction.liveStreamViewersCount).label
    : viewsLabel(post.postReaction.viewsCount);
}

/** A video's length as a player shows it: '0:07', '4:05', '1:02:03'. */
export function formatDuration(seconds: number | null): string | null {
  if (seconds === null || !Number.isFinite(seconds) || seconds < 0) return null;
  const total = Math.round(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
