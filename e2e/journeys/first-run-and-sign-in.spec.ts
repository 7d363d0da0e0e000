import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';

const admin = {
  fullName: 'Ada Lovelace',
  userName: 'ada_admin',
  email: 'ada@plaza.test',
  password: 'analytical-engine',
};

test('first run, session, sign out and sign in again', async ({ page }) => {
  await test.step('a fresh install sends every page to the first-run setup', async () => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/initialize-user$/);
    await expectNoSeriousA11yViolations(page, 'first-run setup');
    await page.goto('/');
    await expect(page).toHaveURL(/\/initialize-user$/);
    // Support and API docs lead back here too until setup is done, so the screen offers no links.
    await expect(page.getByRole('heading', { level: 1, name: 'Set up Plaza' })).toBeVisible();
    await expect(page.getByRole('link')).toHaveCount(0);
  });

  await test.step('the first account is created, signed in and shown the shell', async () => {
    await page.getByLabel('Full name').fill(admin.fullName);
    await page.getByLabel('Username').fill(admin.userName);
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'Create super admin' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Home' }).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'home signed in');
  });

  await test.step('a reload keeps the session', async () => {
    await page.reload();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Messages' }).first()).toBeVisible();
  });

  await test.step('setup is done: /initialize-user now leads away from itself', async () => {
    await page.goto('/initialize-user');
    await expect(page).not.toHaveURL(/initialize-user/);
  });

  await test.step('sign out clears the session', async () => {
    await page.getByRole('button', { name: 'Account menu' }).first().click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const cookies = await page.context().cookies();
    expect(cookies.filter((c) => c.name.startsWith('PLAZA_'))).toEqual([]);
  });

  await test.step('an authenticated page sends a signed-out visitor to /join', async () => {
    await page.goto('/contacts');
    await expect(page).toHaveURL(/\/join/);
  });

  await test.step('a wrong password shows the toast', async () => {
    await page.getByLabel('Email or username').fill(admin.userName);
    await page.getByLabel('Password').fill('not-my-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Invalid username or password.')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'sign in');
    await expect(page.getByLabel('Email or username')).toHaveValue(admin.userName);
  });

  await test.step('signing in by username returns to the requested page', async () => {
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/contacts$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'contacts (empty)');
  });

  await test.step('an unknown page offers the way home to a signed-in user', async () => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test('an unknown page offers sign-in to a visitor', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
});
