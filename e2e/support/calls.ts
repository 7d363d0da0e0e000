import { expect, type Browser, type BrowserContextOptions, type Locator, type Page } from '@playwright/test';
import { signIn, type NewUser } from './accounts';

export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 390, height: 844 };

/** A tab of its own (a fresh context) in `browser`, signed in as `user`; `init` runs in every page first. */
export async function openAs(
  browser: Browser,
  user: NewUser,
  { init, ...options }: BrowserContextOptions & { init?: string } = {},
): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP, ...options });
  if (init) await context.addInitScript({ content: init });
  const page = await context.newPage();
  await signIn(page, user.userName, user.password);
  return page;
}

/**
 * With PLAZA_SHOTS_DIR set, a screenshot of what `page` shows at desktop and phone size, as
 * `<dir>/<name>-desktop.png` and `<dir>/<name>-phone.png` (for review).
 */
export async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.PLAZA_SHOTS_DIR;
  if (!dir) return;
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    // Two frames: the layout has followed the new size.
    await page.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');
    await page.screenshot({ path: `${dir}/${name}-${size}.png` });
  }
  await page.setViewportSize(DESKTOP);
}

/** A call card or dialog by its accessible name. */
export const card = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });

/** Frames of the other side's video decoded so far (inbound-rtp), as the call's video element shows it. */
export const framesDecoded = async (video: Locator) => Number((await video.getAttribute('data-frames-decoded')) ?? 0);

/** `a` invites `bUser` from their profile and `b` accepts from `aUser`'s: they are contacts. */
export async function becomeContacts(a: Page, aUser: NewUser, b: Page, bUser: NewUser): Promise<void> {
  await a.goto(`/user/${bUser.userName}`);
  await a.getByRole('button', { name: 'Invite' }).click();
  await expect(a.getByRole('main').getByRole('button', { name: 'Invited' })).toBeDisabled();
  await b.goto(`/user/${aUser.userName}`);
  await b.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(b.getByRole('button', { name: 'Remove contact' })).toBeVisible();
}

/** `page` opens its conversation with `other` from their profile (its header has the call button). */
export async function openConversation(page: Page, other: NewUser): Promise<void> {
  await page.goto(`/user/${other.userName}`);
  await page.getByRole('link', { name: 'Message', exact: true }).click();
  await expect(page.getByRole('heading', { name: other.fullName })).toBeVisible();
}
