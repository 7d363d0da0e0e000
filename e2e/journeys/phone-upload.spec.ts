import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { createMember, submitSignIn } from '../support/accounts';
import { playerState, refuseSoundWithoutGesture } from '../support/autoplay';
import { mailbox } from '../support/mailbox';
import { testVideo } from '../support/videos';

const ZONE = 'Pier Club';
const CHANNEL = 'Sunrises';
const TITLE = 'Low tide at the pier';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** Taps a Mantine select open and taps one of its options; the list must stay inside the screen. */
async function tapOption(page: Page, select: Locator, option: string): Promise<void> {
  await select.tap();
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  const box = await listbox.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  await page.getByRole('option', { name: option, exact: true }).tap();
  await expect(select).toHaveValue(option);
}

test('on a phone: create a zone and channel, upload into the channel by touch, and it autoplays muted', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const box = await mailbox();
  const author = await createMember(page, box, 'phone');
  await submitSignIn(page, author.userName, author.password);
  await expect(page).toHaveURL(/\/$/);

  const openZoneMenu = async () => {
    const accountMenu = page.getByRole('button', { name: 'Account menu' }).first();
    if (!(await accountMenu.isVisible())) await page.getByRole('button', { name: /^Open navigation/ }).tap();
    await accountMenu.tap();
    return page.getByRole('menu');
  };

  await test.step('create a zone and a channel in it, choosing the zone by touch', async () => {
    await (await openZoneMenu()).getByRole('menuitem', { name: 'Create zone' }).tap();
    let dialog = page.getByRole('dialog', { name: 'Create zone' });
    await dialog.getByLabel('Zone name').fill(ZONE);
    await dialog.getByRole('button', { name: 'Create zone' }).tap();
    await expect(page.getByText('Zone created')).toBeVisible();
    await (await openZoneMenu()).getByRole('menuitem', { name: 'Create channel' }).tap();
    dialog = page.getByRole('dialog', { name: 'Create channel' });
    await tapOption(page, dialog.getByRole('combobox', { name: 'Zone' }), ZONE);
    await dialog.getByLabel('Channel name').fill(CHANNEL);
    await dialog.getByRole('button', { name: 'Create channel' }).tap();
    await expect(page.getByText('Channel created')).toBeVisible();
  });

  await test.step('upload: the channel picker opens inside the screen and a channel is chosen by a tap', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Add content' }).first().tap();
    await page
      .getByRole('dialog', { name: 'Add content' })
      .getByRole('button', { name: /^Upload Share/ })
      .tap();
    const dialog = page.getByRole('dialog', { name: 'Upload a video' });
    const before = await dialog.boundingBox();
    const picker = dialog.getByRole('combobox', { name: 'Channel' });
    await picker.tap();
    await expect(page.getByRole('listbox')).toBeVisible();
    // The dialog stays where it was, inside the screen.
    await page.waitForTimeout(300);
    expect(await dialog.boundingBox()).toEqual(before);
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await page.screenshot({ path: testInfo.outputPath('upload-phone-channel-open.png') });
    await page.getByRole('option', { name: CHANNEL, exact: true }).tap();
    await expect(picker).toHaveValue(CHANNEL);

    // The title stops at the limit as it is typed.
    const title = dialog.getByLabel('Title');
    await title.fill('x'.repeat(80));
    await expect(title).toHaveValue('x'.repeat(64));
    await expect(dialog.getByText('64/64')).toBeVisible();
    await title.fill(TITLE);
    await dialog.locator('input[type="file"]').setInputFiles(testVideo(8));
    await dialog.getByRole('button', { name: 'Upload', exact: true }).tap();
    await expect(dialog.getByText('Uploaded — processing…')).toBeVisible({ timeout: 30_000 });
    await dialog.getByRole('button', { name: 'Close', exact: true }).tap();
    await expect(dialog).toBeHidden();
  });

  await test.step('opened in a new tab, without a tap, it autoplays muted and offers to unmute', async () => {
    await page.getByRole('article', { name: TITLE }).getByRole('link', { name: TITLE }).first().tap();
    await expect(page).toHaveURL(/\/video\/[0-9a-f-]{36}$/);
    const tab = await page.context().newPage();
    await refuseSoundWithoutGesture(tab);
    await tab.goto(page.url());
    await page.close();
    const video = tab.getByLabel(`Video: ${TITLE}`);
    const start = (await playerState(video)).time;
    await expect.poll(async () => (await playerState(video)).time, { timeout: 30_000 }).toBeGreaterThan(start + 1);
    expect(await playerState(video)).toMatchObject({ paused: false, muted: true });
    // A recorded video: no live chat between the video and its comments.
    await expect(tab.getByRole('heading', { name: 'Live chat' })).toHaveCount(0);
    await expect(tab.getByRole('region', { name: /comments?$/i })).toBeVisible();
    await tab.screenshot({ path: testInfo.outputPath('video-phone.png'), fullPage: true });
    await tab.getByRole('button', { name: 'Tap to unmute' }).tap();
    await expect(tab.getByRole('button', { name: 'Tap to unmute' })).toBeHidden();
    expect((await playerState(video)).muted).toBe(false);
  });
});
