import type { Page, WebSocketRoute } from '@playwright/test';

/**
 * Puts the page's realtime socket behind a switch: `cut()` drops it and refuses reconnections
 * (WebSocket and HTTP long-polling alike), as when the server cannot be reached; `restore()` lets
 * the page reconnect. Call before the page opens its socket (before signing in).
 */
export async function switchableSocket(page: Page) {
  let reachable = true;
  const open = new Set<WebSocketRoute>();
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    if (!reachable) return void ws.close({ code: 1001 });
    ws.connectToServer();
    open.add(ws);
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
