import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { createMember, signIn } from '../support/accounts';
import { playerState } from '../support/autoplay';
import { mailbox } from '../support/mailbox';
import { testVideo } from '../support/videos';
import { expectNoSeriousA11yViolations } from '../support/a11y';

const TITLE = 'Harbour sunrise timelapse';
const NEW_TITLE = 'Harbour sunrise, edited';

/** Reads the upload progress bar's percentages until the upload completes. */
async function watchProgress(page: Page): Promise<number[]> {
  const seen: number[] = [];
  const bar = page.getByRole('progressbar', { name: 'Upload progress' });
  const done = page.getByText('Uploaded — processing…');
  while (!(await done.isVisible())) {
    const value = await bar.getAttribute('aria-valuenow', { timeout: 200 }).catch(() => null);
    if (value !== null && seen.at(-1) !== Number(value)) seen.push(Number(value));
    await page.waitForTimeout(50);
  }
  return seen;
}

test('video posts: upload with progress, processing, playback, like, feed, search, edit and delete', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const file = testVideo(6);
  const box = await mailbox();
  const author = await createMember(page, box, 'film');
  await signIn(page, author.userName, author.password);

  await test.step('upload from the add-content dialog: the progress bar moves', async () => {
    await page.getByRole('button', { name: 'Add content' }).first().click();
    const tiles = page.getByRole('dialog', { name: 'Add content' });
    // AI is marked Soon and only opens the Coming soon screen (places.spec.ts walks through it).
    await expect(tiles.getByRole('button', { name: /^AI .* Soon$/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'add content dialog');
    await tiles.getByRole('button', { name: /^Upload Share/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload a video' });
    await expect(dialog.getByRole('button', { name: 'Upload', exact: true })).toBeDisabled();
    await dialog.getByLabel('Title').fill(TITLE);
    await dialog.getByLabel('Description').fill('Filmed from the pier. Thanks @nobody, see https://example.org');
    await dialog.locator('input[type="file"]').setInputFiles(file);
    await expectNoSeriousA11yViolations(page, 'upload dialog');
    // A slow uplink, so the progress can be seen as it moves.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 150 * 1024,
    });
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    const percents = await watchProgress(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    expect(percents.filter((p) => p > 0 && p < 100).length).toBeGreaterThanOrEqual(2);
    // The first press uploaded; the second closes.
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('article', { name: TITLE })).toBeVisible();
  });

  await test.step('it processes, then plays in /video/{id} (HLS) and time advances', async () => {
    await page.getByRole('article', { name: TITLE }).getByRole('link', { name: TITLE }).first().click();
    await expect(page).toHaveURL(/\/video\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(page.getByText('Still processing')).toBeHidden({ timeout: 90_000 });
    const video = page.locator('video');
    await expect
      .poll(() => video.evaluate((v) => Number(Reflect.get(v, 'currentTime'))), { timeout: 30_000 })
      .toBeGreaterThan(1);
    expect((await playerState(video)).paused).toBe(false);
    await expect(page.getByRole('link', { name: 'https://example.org' })).toHaveAttribute('rel', /noopener/);
    await expectNoSeriousA11yViolations(page, 'video post');
    // A recorded video: its comments come right after the description, with no live chat.
    await expect(page.getByRole('heading', { name: 'Live chat' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: /comments?$/i })).toBeVisible();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: testInfo.outputPath('video-desktop.png') });
  });

  await test.step('a click on the picture pauses, another plays', async () => {
    const video = page.getByLabel(`Video: ${TITLE}`);
    // Looping from the start, playing: the short clip may have ended meanwhile on a busy machine.
    await video.evaluate((v) => {
      Reflect.set(v, 'loop', true);
      Reflect.set(v, 'currentTime', 0);
      return (Reflect.get(v, 'play') as () => Promise<void>).call(v);
    });
    await expect.poll(async () => (await playerState(video)).paused).toBe(false);
    await video.click({ position: { x: 200, y: 100 } });
    await expect.poll(async () => (await playerState(video)).paused).toBe(true);
    // Two clicks in quick succession are the browser's double click: full screen.
    await page.waitForTimeout(800);
    await video.click({ position: { x: 200, y: 100 } });
    await expect.poll(async () => (await playerState(video)).paused).toBe(false);
  });

  await test.step('like it', async () => {
    await page.getByRole('button', { name: 'Like: 0', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Like: 1', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Like: 1', exact: true })).toHaveAttribute('aria-pressed', 'true');
  });

  await test.step('it is in the feed, and search finds it by a word prefix', async () => {
    await page.goto('/');
    await expect(page.getByRole('article', { name: TITLE })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'home feed');
    await page.goto('/search/post/harb');
    await expect(page.getByRole('list', { name: 'Videos found' }).getByRole('article', { name: TITLE })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'search');
  });

  await test.step('the author edits the title, then deletes the video', async () => {
    await page.getByRole('list', { name: 'Videos found' }).getByRole('link', { name: TITLE }).first().click();
    await page.getByRole('button', { name: 'Video settings' }).click();
    const drawer = page.getByRole('dialog', { name: 'Video settings' });
    await expect(drawer.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page, 'video settings drawer');
    await drawer.getByLabel('Title').fill(NEW_TITLE);
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Changes saved')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: NEW_TITLE })).toBeVisible();

    await page.getByRole('button', { name: 'Video settings' }).click();
    await page.getByRole('dialog', { name: 'Video settings' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/$/);
    // Other journeys may have posted too, so the proof that it is gone is a search that finds nothing.
    await page.goto('/search/post/harb');
    await expect(page.getByText('Nothing found for “harb”.')).toBeVisible();
    await expect(page.getByRole('article', { name: NEW_TITLE })).toHaveCount(0);
  });
});
