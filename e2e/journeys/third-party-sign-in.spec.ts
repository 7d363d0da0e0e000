import { ERRORS, messages } from '@plaza/contract';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { admin, ensureInitialized, newUser, signOut } from '../support/accounts';
import { TAMPERED_PREFIX, oidcAccount } from '../support/oidc-accounts';

/** The test provider's development login form: any login name, any password. */
async function signInAtProvider(page: Page, login: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Sign-in' })).toBeVisible();
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('any-password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

async function expectSignedIn(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Account menu' }).first()).toBeVisible();
}

test('a new Google user chooses a username and is signed in; next time Google and Apple sign them straight in', async ({
  page,
}) => {
  const { userName } = newUser('oidc');
  const login = `grace${userName.slice(5)}`;
  const account = oidcAccount(login);
  await ensureInitialized(page);

  await test.step('/login offers the configured providers and a wallet', async () => {
    await page.goto('/login');
    await expect(page.getByRole('link', { name: 'Continue with Google' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue with Apple' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeVisible();
  });

  await test.step('Google (the loopback provider) hands a new user to /complete-profile', async () => {
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await signInAtProvider(page, login);
    await expect(page).toHaveURL(/\/complete-profile\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Complete your profile' })).toBeVisible();
    await expect(page.getByText(account.email)).toBeVisible();
  });

  await test.step('the username follows the same rules and availability check as e-mail sign-up', async () => {
    const field = page.getByLabel('Username');
    await field.fill(admin.userName);
    await expect(page.getByText(messages.userNameNotAvailable(admin.userName))).toBeVisible();
    await expect(page.getByRole('button', { name: 'Finish signing up' })).toBeDisabled();
    await field.fill(userName);
    await expect(page.getByText(messages.userNameAvailable(userName))).toBeVisible();
    await page.getByRole('button', { name: 'Finish signing up' }).click();
    await expectSignedIn(page);
  });

  await test.step('the account is theirs: their profile shows the name the provider vouched for', async () => {
    await page.goto(`/user/${userName}`);
    await expect(page.getByRole('heading', { name: account.name })).toBeVisible();
  });

  await test.step('a returning user is signed straight in by Google, on the page they asked for', async () => {
    await signOut(page);
    await page.goto('/contacts');
    await expect(page).toHaveURL(/\/join\?next=%2Fcontacts$/);
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await expect(page).toHaveURL(/\/contacts$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
  });

  await test.step("Apple's form_post reply signs in the same provider-verified address", async () => {
    await signOut(page);
    await page.getByRole('link', { name: 'Continue with Apple' }).click();
    await expectSignedIn(page);
    await page.goto(`/user/${userName}`);
    await expect(page.getByRole('heading', { name: account.name })).toBeVisible();
  });
});

test('an ID token altered after signing is refused: back to /login with the error, nobody signed in', async ({
  page,
}) => {
  await ensureInitialized(page);
  await page.goto('/register');
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await signInAtProvider(page, `${TAMPERED_PREFIX}_mallory`);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(ERRORS.THIRD_PARTY_AUTH_ERROR.text)).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  await page.goto('/contacts');
  await expect(page).toHaveURL(/\/join\?next=%2Fcontacts$/);
});
