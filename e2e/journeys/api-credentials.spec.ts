import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { admin, ensureInitialized, signIn } from '../support/accounts';
import { directURL } from '../support/sites';
import { expectNoSeriousA11yViolations } from '../support/a11y';

// Signs in as the super admin of first-run-and-sign-in.spec.ts (the `first-run` project runs first);
// run alone on a fresh installation, ensureInitialized creates that admin first.

interface Pair {
  apiKey: string;
  apiSecret: string;
}

async function shownPair(page: Page): Promise<Pair> {
  const key = page.getByLabel('API key', { exact: true });
  await expect(key).toHaveValue(/^pk_/);
  return {
    apiKey: await key.inputValue(),
    apiSecret: await page.getByLabel('API secret', { exact: true }).inputValue(),
  };
}

/** A program's call: no cookies, only the two headers. */
function retrieveAs(request: APIRequestContext, pair: Pair) {
  return request.post('/v1/auth/retrieve', { headers: { 'X-Api-Key': pair.apiKey, 'X-Api-Secret': pair.apiSecret } });
}

test('API management: see the key and secret, use them, regenerate them', async ({ page, playwright }) => {
  // A separate context keeps the program's calls free of the browser's session cookies. It runs in
  // Node, which cannot resolve the browser's test domain, so it calls the server directly.
  const program = await playwright.request.newContext({ baseURL: directURL });
  await ensureInitialized(page);
  await signIn(page, admin.userName, admin.password);

  let first: Pair = { apiKey: '', apiSecret: '' };
  await test.step('the settings page shows the key and the masked secret', async () => {
    await page.goto('/settings/apiManagement');
    await expect(page.getByRole('heading', { level: 1, name: 'API management' })).toBeVisible();
    first = await shownPair(page);
    expect(first.apiSecret).toMatch(/^sk_/);
    const secret = page.getByLabel('API secret', { exact: true });
    await expect(secret).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show API secret' }).click();
    await expect(secret).toHaveAttribute('type', 'text');
    await expect(page.getByLabel('Example request')).toContainText(`X-Api-Key: ${first.apiKey}`);
    await expectNoSeriousA11yViolations(page, 'settings › API management');
  });

  await test.step('a program calling with the pair acts as the user', async () => {
    const res = await retrieveAs(program, first);
    expect(res.status()).toBe(200);
    expect((await res.json()).userName).toBe(admin.userName);
  });

  let second: Pair = { apiKey: '', apiSecret: '' };
  await test.step('regenerating asks first, then shows a new pair', async () => {
    await page.getByRole('button', { name: 'Regenerate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Regenerate' }).click();
    await expect(page.getByText('A new API key and secret were generated.')).toBeVisible();
    await expect(page.getByLabel('API key', { exact: true })).not.toHaveValue(first.apiKey);
    second = await shownPair(page);
    expect(second.apiSecret).not.toBe(first.apiSecret);
  });

  await test.step('the old pair stops working at once; the new one works', async () => {
    const old = await retrieveAs(program, first);
    expect(old.status()).toBe(401);
    expect((await old.json()).message).toBe('INVALID_AUTH_CLIENT_CREDENTIALS');
    const fresh = await retrieveAs(program, second);
    expect(fresh.status()).toBe(200);
    expect((await fresh.json()).userName).toBe(admin.userName);
  });

  await test.step('a reload shows the same new pair', async () => {
    await page.reload();
    expect(await shownPair(page)).toEqual(second);
  });

  await program.dispose();
});
