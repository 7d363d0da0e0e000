import { test as base, type BrowserContext } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Every journey also fails when the product answered a browser with a 5xx, or when the web app read
 * a reply that its contract refuses (both reach the user as "Something went wrong on our side").
 * Contexts a journey opens itself (browser.newContext) are watched too.
 */
export const test = base.extend<{ serverFaults: void }>({
  serverFaults: [
    async ({ browser, context }, use) => {
      const faults: string[] = [];
      const watch = (watched: BrowserContext) => {
        watched.on('response', (response) => {
          if (response.status() >= 500)
            faults.push(`${response.status()} ${response.request().method()} ${response.url()}`);
        });
        watched.on('console', (message) => {
          if (message.type() === 'error' && message.text().startsWith('Unexpected reply')) faults.push(message.text());
        });
      };
      watch(context);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const opened = await newContext(...args);
        watch(opened);
        return opened;
      };
      await use();
      browser.newContext = newContext;
      base.expect(faults, 'server errors or refused replies seen by the browser').toEqual([]);
    },
    { auto: true },
  ],
});
