import type { Page } from '@playwright/test';
import { API_VERSION } from '@plaza/contract';

/**
 * Runs `load` (a page load) and counts the API calls the page sends, as "METHOD /path?query", until the calls to `lastPaths` (contract paths) have been answered and the page has then
 * been quiet for a moment: a duplicate (a second effect, a re-ask when the socket connects) would
 * come within it.
 */
export async function countApiCalls(
  page: Page,
  load: () => Promise<unknown>,
  lastPaths: string[],
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const prefix = `/${API_VERSION}/`;
  const listener = (request: { url(): string; method(): string }) => {
    const { pathname, search } = new URL(request.url());
    if (!pathname.startsWith(prefix)) return;
    const key = `${request.method()} ${pathname}${search}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  };
  page.on('request', listener);
  const answered = Promise.all(
    lastPaths.map((path) => page.waitForResponse((r) => new URL(r.url()).pathname === `${prefix}${path.slice(1)}`)),
  );
  await load();
  await answered;
  await page.waitForTimeout(1500);
  page.off('request', listener);
  return counts;
}

/** The calls of `counts` sent more than once, with how many times ({} when each went once). */
export function sentMoreThanOnce(counts: Map<string, number>): Record<string, number> {
  return Object.fromEntries([...counts].filter(([, n]) => n > 1));
}
