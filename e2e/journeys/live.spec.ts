import { spawn, type ChildProcess } from 'node:child_process';
import { type Page, type TestInfo } from '@playwright/test';
import { LIVE } from '@plaza/contract';
import { expect, test } from '../support/test';
import { createMember, signIn } from '../support/accounts';
import { playerState } from '../support/autoplay';
import { mailbox } from '../support/mailbox';
import { expectNoSeriousA11yViolations } from '../support/a11y';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const TITLE = 'Evening session';
/** ffmpeg encodes and the server packages beside the browsers on a busy 2-core machine. */
const LIVE_WAIT = { timeout: 90_000 };

/** A screenshot at desktop and phone sizes, then back to the desktop. */
async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}-desktop.png`) });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: testInfo.outputPath(`${name}-phone.png`), fullPage: true });
  await page.setViewportSize(DESKTOP);
}

/**
 * ffmpeg publishing a test pattern and a tone, as OBS would with a 2 s keyframe interval. The RTMP URL
 * is the one the Streaming page shows, at this machine's address (Node does not resolve the test domain).
 */
function publish(rtmpUrl: string, streamKey: string): ChildProcess {
  const url = new URL(rtmpUrl);
  const target = `rtmp://127.0.0.1:${url.port}${url.pathname}/${streamKey}`;
  return spawn(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-re'],
      ...['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=30', '-f', 'lavfi', '-i', 'sine=frequency=440'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-pix_fmt', 'yuv420p', '-g', '60'],
      ...['-c:a', 'aac', '-f', 'flv', target],
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
}

/** Stops publishing as OBS's Stop Streaming does, and waits for ffmpeg to end. */
function stop(publisher: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (publisher.exitCode !== null || publisher.signalCode !== null) return resolve();
    publisher.once('close', () => resolve());
    publisher.kill('SIGINT');
  });
}

test('going live: a stream key on the Streaming page, Go live, ffmpeg publishes, another member watches until the end', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const box = await mailbox();
  const streamer = await createMember(page, box, 'livesam');
  const viewer = await createMember(page, box, 'liveviv');
  let publisher: ChildProcess | undefined;
  try {
    await page.setViewportSize(DESKTOP);
    await signIn(page, streamer.userName, streamer.password);

    let rtmpUrl = '';
    let streamKey = '';
    await test.step('Settings › Streaming: the RTMP URL, a stream key made and shown once, OBS settings', async () => {
      await page.goto('/settings');
      await page.getByRole('link', { name: /^Streaming/ }).click();
      await expect(page).toHaveURL(/\/settings\/streaming$/);
      await expect(page.getByText('You have no stream key yet.', { exact: false })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'OBS settings for low latency' })).toBeVisible();
      await expect(page.getByText(`${LIVE.keyframeIntervalSeconds} s`, { exact: true })).toBeVisible();
      rtmpUrl = await page.getByLabel('RTMP URL', { exact: true }).inputValue();
      expect(rtmpUrl).toMatch(new RegExp(`^rtmp://plaza\\.test:\\d+/${LIVE.rtmpApp}$`));
      await shoot(page, testInfo, 'streaming-settings-empty');
      await page.getByRole('button', { name: 'Generate stream key' }).click();
      const key = page.getByLabel('Stream key', { exact: true });
      await expect(key).toHaveAttribute('type', 'password');
      streamKey = await key.inputValue();
      expect(streamKey).toMatch(LIVE.streamKeyPattern);
      await expect(page.getByText(/shown only this once/)).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'streaming settings with a new key');
      await shoot(page, testInfo, 'streaming-settings-key');
      // Shown once: coming back, the page says a key exists and offers to replace it.
      await page.reload();
      await expect(page.getByText(/You have a stream key/)).toBeVisible();
      await expect(page.getByLabel('Stream key', { exact: true })).toHaveCount(0);
      await page.getByRole('button', { name: 'Regenerate' }).click();
      await expect(page.getByText(/An encoder using the current key is refused from now on/)).toBeVisible();
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    const dialog = page.getByRole('dialog', { name: 'Go live' });
    await test.step('Go live from Add content: the post is prepared and waits for the stream', async () => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Add content' }).first().click();
      await page
        .getByRole('dialog', { name: 'Add content' })
        .getByRole('button', { name: /^Go live Stream live/ })
        .click();
      await expect(dialog.getByRole('button', { name: 'Prepare live' })).toBeDisabled();
      await dialog.getByLabel('Title').fill(TITLE);
      await dialog.getByLabel('Description').fill('Chords, questions and a test pattern.');
      await expectNoSeriousA11yViolations(page, 'go live dialog');
      await shoot(page, testInfo, 'go-live-form');
      await dialog.getByRole('button', { name: 'Prepare live' }).click();
      await expect(dialog.getByText('Waiting for your stream…')).toBeVisible();
      await expect(dialog.getByLabel('RTMP URL', { exact: true })).toHaveValue(rtmpUrl);
      await expect(dialog.getByText(/Use your stream key/)).toBeVisible();
      await shoot(page, testInfo, 'go-live-waiting');
    });

    await test.step('ffmpeg publishes to the key: the dialog turns live', async () => {
      publisher = publish(rtmpUrl, streamKey);
      await expect(dialog.getByText('You are live')).toBeVisible(LIVE_WAIT);
      await shoot(page, testInfo, 'go-live-live');
    });
    const href = await dialog.getByRole('link', { name: 'Watch your live' }).getAttribute('href');
    expect(href).toMatch(/^\/video\/[0-9a-f-]{36}$/);

    const watcher = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    await signIn(watcher, viewer.userName, viewer.password);
    const video = watcher.getByLabel(`Video: ${TITLE}`);
    await test.step('another member watches: it plays muted at the live edge, Live, 1 viewer, the live chat', async () => {
      await watcher.goto(href!);
      await expect(watcher.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
      await expect(watcher.getByText('Live', { exact: true })).toBeVisible();
      await expect(watcher.getByText('1 viewer', { exact: true })).toBeVisible();
      // Once on the page: not again under the title nor in the chat's header.
      await expect(watcher.getByText(/^1 (viewer|watching)$/)).toHaveCount(1);
      await expect(watcher.getByRole('heading', { name: 'Live chat' })).toBeVisible();
      await expect(watcher.getByRole('button', { name: 'Tap to unmute' })).toBeVisible();
      await expect.poll(async () => (await playerState(video)).time, LIVE_WAIT).toBeGreaterThan(1);
      const { time, muted } = await playerState(video);
      expect(muted).toBe(true);
      await expect.poll(async () => (await playerState(video)).time, LIVE_WAIT).toBeGreaterThan(time + 1);
      await expect(watcher.getByRole('button', { name: 'Jump to live' })).toHaveCount(0);
      await expectNoSeriousA11yViolations(watcher, 'a live video page');
      await shoot(watcher, testInfo, 'live-watch');
    });

    await test.step('the streamer stops: the viewer hears the end at once', async () => {
      await stop(publisher!);
      await expect(watcher.getByText('The live has ended')).toBeVisible(LIVE_WAIT);
      await expect(watcher.getByText('1 viewer', { exact: true })).toHaveCount(0);
      await expect(watcher.getByRole('heading', { name: 'Live chat' })).toHaveCount(0);
      await shoot(watcher, testInfo, 'live-ended');
    });

    await test.step('once the recording is transcoded, the normal player shows it', async () => {
      await expect(video).toBeVisible({ timeout: 120_000 });
      await expect(watcher.getByText('The live has ended')).toHaveCount(0);
      await expect(watcher.getByText('Live', { exact: true })).toHaveCount(0);
      // Watching the live was a view. (The next-to-watch cards, links, may show other videos' views.)
      const outsideLinks = watcher.locator('xpath=//*[not(ancestor::a)]');
      await expect(watcher.getByText('1 view', { exact: true }).and(outsideLinks)).toBeVisible();
    });
  } finally {
    if (publisher) await stop(publisher);
  }
});
