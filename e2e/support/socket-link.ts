import type { Page, WebSocketRoute } from '@playwright/test';

/**
 * Puts the page's realtime socket behind a switch: `cut()` drops it and fails every reconnection
 * attempt (WebSocket and HTTP long-polling alike), as when the server cannot be reached;
 * `restore()` lets the page's own retries get through again. Call before the page opens its
 * socket (before signing in).
 */
export async function switchableSocket(page: Page) {
  let reachable = true;
  const open = new Set<WebSocketRoute>();
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    if (reachable) {
      ws.connectToServer();
      open.add(ws);
      return;
    }
    // A bare close would leave the client waiting for a handshake; a frame that is not an
    // Engine.IO packet fails the attempt the way a refused connection does, so the client retries.
    ws.send('unreachable');
    void ws.close({ code: 1001 });
  });
  await page.route(/\/socket\.io\//, (route) => (reachable ? route.continue() : route.abort('connectionrefused')));
  return {
    async cut(): Promise<void> {
      reachable = false;
      await Promise.all([...open].map((ws) => ws.close({ code: 1001 }).catch(() => undefined)));
      open.clear();
    },
    restore(): void {
      reachable = true;
    },
  };
}
