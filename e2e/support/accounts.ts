import { expect, type Page } from '@playwright/test';
import { linkIn, type Mailbox } from './mailbox';

/** The super admin of first-run-and-sign-in.spec.ts; created here if that spec has not run. */
export const admin = {
  fullName: 'Ada Lovelace',
  userName: 'ada_admin',
  email: 'ada@plaza.test',
  password: 'analytical-engine',
};

export interface NewUser {
  fullName: string;
  userName: string;
  email: string;
  password: string;
}

/** A user no other test (or earlier run on the same data) has taken. */
export function newUser(prefix: string): NewUser {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.slice(-8);
  const userName = `${prefix}_${tag}`.slice(0, 16);
  return { fullName: `Grace ${prefix}`, userName, email: `${userName}@plaza.test`, password: `pw-${tag}-secret` };
}

/** On a fresh installation every page leads to first-run setup: create the admin, then sign out. */
export async function ensureInitialized(page: Page): Promise<void> {
  await page.goto('/login');
  // /login shows its URL before the session is known; the heading tells which page it became.
  const heading = page.getByRole('heading', { level: 1, name: /^(Welcome back|Set up Plaza)$/ });
  if ((await heading.textContent()) !== 'Set up Plaza') return;
  await page.getByLabel('Full name').fill(admin.fullName);
  await page.getByLabel('Username').fill(admin.userName);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Create super admin' }).click();
  await expect(page).toHaveURL(/\/$/);
  await signOut(page);
}

/** Fills the sign-in form (the caller checks where it leads). */
export async function submitSignIn(page: Page, emailOrUserName: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email or username').fill(emailOrUserName);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function signIn(page: Page, emailOrUserName: string, password: string): Promise<void> {
  await submitSignIn(page, emailOrUserName, password);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Account menu' }).first()).toBeVisible();
}

export async function signOut(page: Page): Promise<void> {
  const accountMenu = page.getByRole('button', { name: 'Account menu' }).first();
  const openNavigation = page.getByRole('button', { name: /^Open navigation/ });
  // On a phone the menu is in the navigation drawer.
  await expect(accountMenu.or(openNavigation).first()).toBeVisible();
  if (!(await accountMenu.isVisible())) await openNavigation.click();
  await accountMenu.click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** /register-with-email; returns the id of the new account from /verify-email-info/{id}. */
export async function registerWithEmail(page: Page, user: NewUser): Promise<string> {
  await page.goto('/register-with-email');
  await page.getByLabel('Full name').fill(user.fullName);
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByLabel('Confirm password').fill(user.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/verify-email-info\/[0-9a-f-]{36}$/);
  return new URL(page.url()).pathname.split('/').pop()!;
}

export const VERIFY_SUBJECT = 'Verify your e-mail address for Plaza';
export const RESET_SUBJECT = 'Reset your Plaza password';

/** Opens the link of the verification mail and chooses the username. */
export async function verifyFromMail(page: Page, mailbox: Mailbox, user: NewUser): Promise<void> {
  const mail = await mailbox.waitForMail({ to: user.email, subject: VERIFY_SUBJECT });
  await page.goto(linkIn(mail, '/verify-email/'));
  await page.getByLabel('Username').fill(user.userName);
  await expect(page.getByText(`Username "${user.userName}" is available`)).toBeVisible();
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await expect(page.getByText('E-mail verified')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
}

/** A signed-out, verified member with a password, made through the product's own pages. */
export async function createMember(page: Page, mailbox: Mailbox, prefix: string): Promise<NewUser> {
  const user = newUser(prefix);
  await ensureInitialized(page);
  await registerWithEmail(page, user);
  await verifyFromMail(page, mailbox, user);
  return user;
}
