import { type Browser, type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { createMember, signIn, type NewUser } from '../support/accounts';
import { readPostsAsLive } from '../support/live-post';
import { mailbox } from '../support/mailbox';
import { uploadVideo } from '../support/posts';
import { switchableSocket } from '../support/socket-link';
import { testImage } from '../support/videos';
import { expectNoSeriousA11yViolations } from '../support/a11y';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** A signed-in tab of its own (its own cookies), as a second person at another computer. */
async function openAs(browser: Browser, user: NewUser, beforeSignIn?: (page: Page) => Promise<void>): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await beforeSignIn?.(page);
  await signIn(page, user.userName, user.password);
  return page;
}

const log = (page: Page) => page.getByRole('log', { name: 'Messages' });
const messageWith = (page: Page, text: string | RegExp): Locator =>
  log(page).getByRole('article').filter({ hasText: text });
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });

async function send(page: Page, text: string): Promise<void> {
  await composer(page).fill(text);
  await composer(page).press('Enter');
  await expect(composer(page)).toHaveValue('');
}

async function openActions(page: Page, message: Locator): Promise<void> {
  await message.hover();
  await message.getByRole('button', { name: 'Message actions' }).click();
}

test('a conversation both ways: typing, an image, a reply, an edit, a delete, unread counts, and a failed send sent again', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const box = await mailbox();
  const ada = await createMember(page, box, 'chatada');
  const ben = await createMember(page, box, 'chatben');
  let link: Awaited<ReturnType<typeof switchableSocket>> | undefined;
  const a = await openAs(browser, ada, async (p) => {
    link = await switchableSocket(p);
  });
  const b = await openAs(browser, ben);

  await test.step('they become contacts from each other’s profiles', async () => {
    await a.goto(`/user/${ben.userName}`);
    await a.getByRole('button', { name: 'Invite' }).click();
    await expect(a.getByRole('main').getByRole('button', { name: 'Invited' })).toBeDisabled();
    await expectNoSeriousA11yViolations(a, 'profile of another member');
    await b.goto(`/user/${ada.userName}`);
    await b.getByRole('button', { name: 'Accept invitation' }).click();
    await expect(b.getByRole('button', { name: 'Remove contact' })).toBeVisible();
  });

  await test.step('B opens the conversation from A’s profile; A from /messages', async () => {
    await b.getByRole('link', { name: 'Message', exact: true }).click();
    await expect(b).toHaveURL(/\/messages\?user=[0-9a-f-]{36}/);
    await expect(b.getByRole('heading', { name: ada.fullName })).toBeVisible();
    await expect(b.getByText('No messages yet. Say hello!')).toBeVisible();
    await a.goto('/messages');
    await a.getByRole('link', { name: new RegExp(ben.fullName) }).click();
    await expect(a.getByRole('heading', { name: ben.fullName })).toBeVisible();
    await expect(a.getByText('Online')).toBeVisible();
    await expectNoSeriousA11yViolations(a, 'messages (a conversation)');
  });

  await test.step('A types (B sees it) and sends with Enter; Shift+Enter makes a new line', async () => {
    await expect(a.getByRole('button', { name: 'Send message' })).toBeDisabled();
    await composer(a).pressSequentially('Hello Ben', { delay: 120 });
    await expect(b.getByText(`${ada.fullName} is typing…`)).toBeVisible();
    await expect(b.getByText('typing…', { exact: true })).toBeVisible();
    await composer(a).press('Shift+Enter');
    await composer(a).pressSequentially('Second line');
    await composer(a).press('Enter');
    await expect(composer(a)).toHaveValue('');
    await expect(messageWith(a, 'Hello Ben')).toHaveCount(1);
    await expect(messageWith(b, 'Hello Ben')).toContainText('Second line');
    await expect(log(b).getByText('Today')).toBeVisible();
    await expect(b.getByText(`${ada.fullName} is typing…`)).toBeHidden();
  });

  await test.step('B replies to the message, quoting it', async () => {
    await openActions(b, messageWith(b, 'Hello Ben'));
    await b.getByRole('menuitem', { name: 'Reply' }).click();
    await expect(b.getByText(`Replying to ${ada.fullName}`)).toBeVisible();
    await send(b, 'Hi Ada! Good to hear from you.');
    const reply = messageWith(a, 'Good to hear from you');
    await expect(reply).toBeVisible();
    await expect(reply).toContainText('Hello Ben');
  });

  await test.step('A sends an image; B sees it', async () => {
    await a.locator('input[type="file"]').setInputFiles(testImage());
    await expect(a.getByRole('button', { name: 'Send message' })).toBeEnabled();
    await composer(a).fill('The view from here');
    await a.getByRole('button', { name: 'Send message' }).click();
    const image = messageWith(b, 'The view from here').getByRole('img', { name: 'Attachment' });
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
      .toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(b, 'messages (with a reply and an image)');
  });

  await test.step('A edits a message and deletes another; B sees both', async () => {
    await send(a, 'Lunch at noon?');
    await openActions(a, messageWith(a, 'Lunch at noon?'));
    await a.getByRole('menuitem', { name: 'Edit' }).click();
    await expect(composer(a)).toHaveValue('Lunch at noon?');
    await composer(a).fill('Lunch at one?');
    await composer(a).press('Enter');
    await expect(messageWith(b, 'Lunch at one?')).toContainText('edited');

    await openActions(a, messageWith(a, 'The view from here'));
    await a.getByRole('menuitem', { name: 'Delete' }).click();
    await a.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(messageWith(b, 'This message was deleted')).toBeVisible();
    await expect(messageWith(b, 'The view from here')).toHaveCount(0);
    // Only your own messages can be edited or deleted.
    await openActions(a, messageWith(a, 'Good to hear from you'));
    await expect(a.getByRole('menuitem', { name: 'Reply' })).toBeVisible();
    await expect(a.getByRole('menuitem', { name: 'Edit' })).toHaveCount(0);
    await a.keyboard.press('Escape');
  });

  await test.step('a message while B is elsewhere shows as unread until B opens it', async () => {
    await b.goto('/contacts');
    await send(a, 'Are you there?');
    const nav = b.getByRole('link', { name: /^Messages/ }).first();
    await expect(nav).toHaveAccessibleName(/1 unread/);
    await nav.click();
    const row = b.getByRole('link', { name: new RegExp(ada.fullName) });
    await expect(row.getByLabel('1 unread')).toBeVisible();
    await expect(row).toContainText('Are you there?');
    await expectNoSeriousA11yViolations(b, 'messages (list with unread)');
    await row.click();
    await expect(messageWith(b, 'Are you there?')).toBeVisible();
    await expect(row.getByLabel('1 unread')).toBeHidden();
    await expect(nav).not.toHaveAccessibleName(/unread/);
  });

  await test.step('with the server unreachable a send fails, keeps its draft, and is sent again', async () => {
    await link!.cut();
    await composer(a).fill('Sent while the line was down');
    await composer(a).press('Enter');
    await expect(a.getByText('Not sent')).toBeVisible();
    await expect(composer(a)).toHaveValue('Sent while the line was down');
    await expect(messageWith(a, 'Sent while the line was down')).toHaveCount(0);
    await expect(a.getByRole('status', { name: 'Connection' })).toContainText('Reconnecting');
    link!.restore();
    await expect(a.getByRole('status', { name: 'Connection' })).toBeHidden({ timeout: 20_000 });
    await a.getByRole('button', { name: 'Send again' }).click();
    await expect(messageWith(b, 'Sent while the line was down')).toBeVisible();
    await expect(a.getByText('Not sent')).toBeHidden();
    await expect(messageWith(a, 'Sent while the line was down')).toHaveCount(1);
  });
});

test('the live chat of a video: who is watching, and messages to everyone there', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const box = await mailbox();
  const cleo = await createMember(page, box, 'livecleo');
  const dev = await createMember(page, box, 'livedev');
  const c = await openAs(browser, cleo, async (p) => {
    await p.setViewportSize(DESKTOP);
    await readPostsAsLive(p.context());
  });
  const videoUrl = await uploadVideo(c, 'Lanterns on the river');
  const chat = (p: Page) => p.getByRole('region', { name: 'Live chat' });
  // How many watch is shown once, on the live player's badge.
  const viewers = (p: Page, count: string) => p.getByText(count, { exact: true });
  await expect(viewers(c, '1 viewer')).toBeVisible();

  await test.step('on a desktop the chat takes the side panels’ place, full height', async () => {
    await expect(c.getByRole('complementary').getByRole('region', { name: 'Live chat' })).toBeVisible();
    await expect(c.getByRole('heading', { name: 'Invitations' })).toHaveCount(0);
    const box = await chat(c).boundingBox();
    expect(box!.height).toBeGreaterThan(DESKTOP.height - 10);
    expect(box!.x).toBeGreaterThan(DESKTOP.width / 2);
    await expect(chat(c).getByRole('textbox', { name: 'Message' })).toBeInViewport();
    await c.screenshot({ path: testInfo.outputPath('live-chat-desktop.png') });
  });

  const d = await openAs(browser, dev, (p) => readPostsAsLive(p.context()));
  await d.setViewportSize(PHONE);
  await d.goto(videoUrl);
  await expect(viewers(c, '2 viewers')).toBeVisible();

  await test.step('on a phone the chat comes under the player, the page’s width', async () => {
    await expect(d.getByRole('complementary')).toBeHidden();
    const player = await d.getByLabel('Video: Lanterns on the river').boundingBox();
    await chat(d).scrollIntoViewIfNeeded();
    const box = await chat(d).boundingBox();
    expect(box!.y).toBeGreaterThan(player!.y + player!.height);
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    expect(box!.height).toBeLessThanOrEqual(PHONE.height);
    await expectNoSeriousA11yViolations(d, 'video post with live chat, phone');
    await d.screenshot({ path: testInfo.outputPath('live-chat-phone.png') });
  });

  await chat(d).getByRole('textbox', { name: 'Message' }).fill('Lovely lights');
  await chat(d).getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(messageWith(c, 'Lovely lights')).toContainText(dev.fullName);
  await expectNoSeriousA11yViolations(c, 'video post with live chat');

  await d.context().close();
  await expect(viewers(c, '1 viewer')).toBeVisible();
});
