import { SUBDOMAIN_HEADER } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { call } from '../../../../api/client';
import { urlFor } from '../../../../api/request';
import { selectedSubdomain } from '../../../../state/zone';
import type { SegmentEnd, WatchedSegment } from './watch-tracker';

/**
 * Sends one watched stretch for a post; resolves to the post's views count after it, or null when
 * the report could not be made (progress is best effort: no toast, nothing to retry).
 *
 * On leaving the page the request must outlive it. navigator.sendBeacon cannot set the
 * App-Subdomain header a zone site sends with every call, so the report goes with `fetch` and
 * `keepalive` to the contract's path, with the same cookies and Origin as any other call.
 */
export async function sendProgress(postId: string, segment: WatchedSegment, end: SegmentEnd): Promise<number | null> {
  const body = { postId, ...segment };
  if (end !== 'leave') {
    const reply = await call(api.posts.viewStats, { body }, { toast: false }).catch(() => null);
    return reply?.viewsCount ?? null;
  }
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  const subdomain = selectedSubdomain();
  if (subdomain) headers[SUBDOMAIN_HEADER] = subdomain;
  await globalThis
    .fetch(urlFor(api.posts.viewStats, {}), {
      method: api.posts.viewStats.method,
      headers,
      body: JSON.stringify(body),
      credentials: 'include',
      keepalive: true,
    })
    .catch(() => undefined);
  return null;
}
