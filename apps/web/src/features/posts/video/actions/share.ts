/** What sharing did, for the page to say. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

interface ShareDeps {
  share?: (data: ShareData) => Promise<void>;
  writeText?: (text: string) => Promise<void>;
}

/**
 * The system share sheet where there is one (phones), else the address to the clipboard. Closing
 * the share sheet is not a failure.
 */
export async function sharePage(data: { title: string; url: string }, deps: ShareDeps): Promise<ShareOutcome> {
  if (deps.share) {
    try {
      await deps.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  if (!deps.writeText) return 'failed';
  try {
    await deps.writeText(data.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}

/** The browser's share and clipboard, where it has them. */
export function browserShareDeps(): ShareDeps {
  const nav = globalThis.navigator;
  return {
    share: typeof nav.share === 'function' ? (data) => nav.share(data) : undefined,
    writeText: nav.clipboard ? (text) => nav.clipboard.writeText(text) : undefined,
  };
}
