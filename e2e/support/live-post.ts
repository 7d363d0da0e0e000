import type { BrowserContext } from '@playwright/test';
import { API_VERSION, api } from '@plaza/contract';

/**
 * Nothing can go live yet (live ingest is issue 22), and the post page shows the live chat only for
 * a live post (spec 02 §2). This makes the context's pages read every post as live, so the live
 * room's chat and watch counts, which run on the real server and sockets, can be walked. Remove it
 * when a journey can start a real stream. (Patched in the page: the test domain does not resolve
 * outside the browser, so Playwright's own route.fetch cannot reach the server.)
 */
export async function readPostsAsLive(context: BrowserContext): Promise<void> {
  const detail = `/${API_VERSION}${api.posts.detail.path.replace(':postId', '[^/?]+')}(\\?|$)`;
  await context.addInitScript((pattern) => {
    const original = globalThis.fetch.bind(globalThis);
    globalThis.fetch = async (input, init) => {
      const response = await original(input, init);
      const url = input instanceof Request ? input.url : String(input);
      if (!response.ok || !new RegExp(pattern).test(new URL(url, 'http://relative.invalid').pathname)) return response;
      const post = (await response.json()) as Record<string, unknown>;
      return Response.json({ ...post, streaming: true }, { status: response.status });
    };
  }, detail);
}
