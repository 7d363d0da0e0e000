import { WALLET, walletMessages } from '@plaza/contract';
import { expect, test } from '../support/test';
import { VERIFY_SUBJECT, ensureInitialized, newUser, signOut } from '../support/accounts';
import { linkIn, mailbox, type Mailbox } from '../support/mailbox';
import { installTestWallet } from '../support/test-wallet';

let mail: Mailbox;
test.beforeAll(async () => {
  mail = await mailbox();
});

test('without a wallet extension, Connect wallet opens the download page and says so', async ({ page, context }) => {
  await ensureInitialized(page);
  // No internet here: the download page is answered locally; its address is what matters.
  await context.route(`${WALLET.downloadUrl}**`, (route) => route.fulfill({ body: 'MetaMask download' }));
  await page.goto('/login');
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  expect((await popup).url()).toBe(WALLET.downloadUrl);
  await expect(page.getByText(walletMessages.notFound)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a new wallet signs up with name and e-mail, verifies, then signs in with a signature alone', async ({ page }) => {
  const user = newUser('wallet');
  await ensureInitialized(page);
  const wallet = await installTestWallet(page);

  await test.step('a refused connection or signature says why and stays on /login', async () => {
    await page.goto('/login');
    wallet.setMode('rejectConnect');
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    await expect(
      page.getByText(walletMessages.withReason(walletMessages.connectError, 'User rejected the request.')),
    ).toBeVisible();
    wallet.setMode('rejectSign');
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    await expect(
      page.getByText(walletMessages.withReason(walletMessages.signError, 'User rejected the request.')),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step('an unknown wallet is sent to /metamask-register with its signature, without a toast', async () => {
    wallet.setMode('approve');
    await page.reload();
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    await expect(page).toHaveURL(/\/metamask-register\?walletAddress=0x[0-9a-f]{40}&signature=0x[0-9a-f]{130}$/i);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(new URL(page.url()).searchParams.get('walletAddress')?.toLowerCase()).toBe(wallet.address.toLowerCase());
  });

  await test.step('name and e-mail create the account; the verification page follows', async () => {
    await page.getByLabel('Full name').fill(user.fullName);
    await page.getByLabel('Email').fill('not-an-address');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Invalid email')).toBeVisible();
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/verify-email-info\/[0-9a-f-]{36}$/);
  });

  await test.step('before the address is verified, the wallet leads to the verification page', async () => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    await expect(page).toHaveURL(/\/verify-email-info\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
  });

  await test.step('the mailed link chooses the username', async () => {
    const message = await mail.waitForMail({ to: user.email, subject: VERIFY_SUBJECT });
    await page.goto(linkIn(message, '/verify-email/'));
    await page.getByLabel('Username').fill(user.userName);
    await expect(page.getByText(`Username "${user.userName}" is available`)).toBeVisible();
    await page.getByRole('button', { name: 'Verify and continue' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step('now the wallet alone signs in, and again after signing out', async () => {
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Account menu' }).first()).toBeVisible();
    await signOut(page);
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto(`/user/${user.userName}`);
    await expect(page.getByRole('heading', { name: user.fullName })).toBeVisible();
  });
});
