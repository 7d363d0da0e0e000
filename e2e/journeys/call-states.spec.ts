import type { Browser, BrowserServer, Locator, Page, TestInfo } from '@playwright/test';
import { expect, test } from '../support/test';
import { createMember } from '../support/accounts';
import { mailbox } from '../support/mailbox';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { becomeContacts, card, framesDecoded, openAs, openConversation, shoot } from '../support/calls';

// The call's states other than the happy path (issue 21), each in a Chromium of its own launched the
// way that state comes about: camera and microphone refused, no devices at all, and the other side's
// machine dropping off the network mid-call (its whole browser stopped with SIGSTOP, then resumed).

const FAKE_DEVICES = '--use-fake-device-for-media-stream';
const GRANT_WITHOUT_ASKING = '--use-fake-ui-for-media-stream';

/** The journeys' Chromium (e2e/playwright.config.ts), less the flags in `drop`, plus those in `add`. */
function chromiumOptions(info: TestInfo, { drop = [], add = [] }: { drop?: string[]; add?: string[] } = {}) {
  const launch = info.project.use.launchOptions ?? {};
  return {
    executablePath: launch.executablePath,
    args: [...(launch.args ?? []).filter((arg) => !drop.includes(arg)), ...add],
  };
}

/** Counts the ICE restarts the page's connections offer (createOffer with iceRestart). */
const ICE_RESTART_PROBE = `{
  const createOffer = RTCPeerConnection.prototype.createOffer;
  window.__iceRestarts = 0;
  RTCPeerConnection.prototype.createOffer = function (options) {
    if (options && options.iceRestart) window.__iceRestarts += 1;
    return createOffer.call(this, options);
  };
}`;
const iceRestarts = (page: Page) => page.evaluate<number>('window.__iceRestarts');

/** SIGSTOP or SIGCONT to the process group of a browser this test launched (its leader's id). */
function signalBrowser(server: BrowserServer, signal: 'SIGSTOP' | 'SIGCONT'): void {
  const pid = server.process().pid;
  if (!pid) throw new Error('the browser has no process id');
  process.kill(-pid, signal);
}

const TIMER = /^\d+:\d\d$/;
const RECONNECTING = 'Connection lost, reconnecting…';

test('call states in Chromium: camera refused, no devices, a dropped connection that comes back, one that ends', async ({
  page,
  browser,
  playwright,
}, info) => {
  test.setTimeout(420_000);
  const box = await mailbox();
  const ada = await createMember(page, box, 'stateada');
  const ben = await createMember(page, box, 'stateben');
  const a = await openAs(browser, ada, { init: ICE_RESTART_PROBE });
  const callBen = a.getByRole('button', { name: `Video call ${ben.fullName}` });
  const onA = card(a, `Call with ${ben.fullName}`);
  const onB = (b: Page) => card(b, `Call with ${ada.fullName}`);
  const alert = (onCard: Locator) => onCard.getByRole('alert');
  const launched: Browser[] = [];
  const launch = async (options: { drop?: string[]; add?: string[] }) => {
    const opened = await playwright.chromium.launch(chromiumOptions(info, options));
    launched.push(opened);
    return opened;
  };

  /** A calls B (whose tab must be open), B accepts; the call is up on both sides. */
  async function callAndAccept(b: Page): Promise<void> {
    await expect(callBen).toBeEnabled();
    await callBen.click();
    await card(b, `Incoming call from ${ada.fullName}`).getByRole('button', { name: 'Accept' }).click();
    await expect(onA).toBeVisible();
    await expect(onB(b)).toBeVisible();
  }

  async function hangUp(from: Page, b: Page): Promise<void> {
    await (from === a ? onA : onB(b)).getByRole('button', { name: 'Hang up' }).click();
    await expect(onA).toBeHidden();
    await expect(onB(b)).toBeHidden();
  }

  /** B sees A's video even when B sends none. */
  async function bSeesA(b: Page): Promise<void> {
    await expect
      .poll(() => framesDecoded(onB(b).getByLabel(`${ada.fullName}’s video`)), { timeout: 30_000 })
      .toBeGreaterThan(0);
  }

  try {
    await test.step('B’s browser refuses camera and microphone: B answers, is told why A cannot see or hear them, still sees A', async () => {
      const refusing = await launch({ drop: [GRANT_WITHOUT_ASKING], add: ['--deny-permission-prompts'] });
      const b = await openAs(refusing, ben);
      await becomeContacts(a, ada, b, ben);
      await openConversation(a, ben);
      await callAndAccept(b);
      await expect(alert(onB(b))).toHaveText(
        'Plaza may not use your camera or microphone. Allow them in your browser’s site settings, then call again; the other side cannot see or hear you.',
      );
      await expect(onB(b).getByRole('button', { name: 'Mute microphone' })).toBeDisabled();
      await expect(onB(b).getByRole('button', { name: 'Turn camera off' })).toBeDisabled();
      await bSeesA(b);
      await expect(
        onA.getByText(`No video from ${ben.fullName}: their camera is missing or not allowed.`),
      ).toBeVisible();
      await expect(onA.getByRole('alert')).toHaveCount(0);
      await expectNoSeriousA11yViolations(b, 'call with permission refused');
      await shoot(b, 'call-states-denied');
      await shoot(a, 'call-states-peer-sends-no-video');
      await hangUp(a, b);
      await refusing.close();
    });

    await test.step('B’s browser has no camera or microphone: B answers and is told so, and the dialog’s pickers say none was found', async () => {
      const deviceless = await launch({ drop: [FAKE_DEVICES] });
      const b = await openAs(deviceless, ben);
      await callAndAccept(b);
      await expect(alert(onB(b))).toHaveText(
        'No camera or microphone was found: the other side cannot see or hear you.',
      );
      await bSeesA(b);
      await expect(
        onA.getByText(`No video from ${ben.fullName}: their camera is missing or not allowed.`),
      ).toBeVisible();
      await shoot(b, 'call-states-no-device');
      await onB(b).getByRole('button', { name: 'Open video and settings' }).click();
      const dialog = card(b, `Video call with ${ada.fullName}`);
      await expect(dialog.getByLabel('Camera', { exact: true })).toHaveAttribute('placeholder', 'No camera found');
      await expect(dialog.getByLabel('Camera', { exact: true })).toBeDisabled();
      await expect(dialog.getByText('No camera: nothing to preview.')).toBeVisible();
      await expect(dialog.getByRole('alert')).toHaveText(
        'No camera or microphone was found: the other side cannot see or hear you.',
      );
      await expectNoSeriousA11yViolations(b, 'call dialog without devices');
      await shoot(b, 'call-states-no-device-dialog');
      await dialog.getByRole('button', { name: 'Hang up' }).click();
      await expect(onA).toBeHidden();
      await expect(dialog).toBeHidden();
      await deviceless.close();
    });

    await test.step('B’s machine drops off mid-call: A shows it reconnecting and restarts ICE; B comes back and the call goes on; B drops again and A ends the call saying why', async () => {
      const server = await playwright.chromium.launchServer(chromiumOptions(info));
      const frozen = { server, stopped: false };
      try {
        const remote = await playwright.chromium.connect(server.wsEndpoint());
        const b = await openAs(remote, ben);
        await callAndAccept(b);
        const bOnA = onA.getByLabel(`${ben.fullName}’s video`);
        await expect.poll(() => framesDecoded(bOnA), { timeout: 30_000 }).toBeGreaterThan(0);
        await bSeesA(b);

        signalBrowser(server, 'SIGSTOP');
        frozen.stopped = true;
        await expect(onA.getByText(RECONNECTING)).toBeVisible({ timeout: 30_000 });
        // Over the last frame of B's video, which stands still.
        await expect(onA.getByText('Reconnecting…', { exact: true })).toBeVisible();
        await shoot(a, 'call-states-reconnecting');
        await expect.poll(() => iceRestarts(a), { timeout: 15_000 }).toBeGreaterThan(0);
        signalBrowser(server, 'SIGCONT');
        frozen.stopped = false;
        await expect(onA.getByText(TIMER)).toBeVisible({ timeout: 30_000 });
        await expect(onA.getByText('Reconnecting…', { exact: true })).toBeHidden();
        const before = await framesDecoded(bOnA);
        await expect.poll(() => framesDecoded(bOnA), { timeout: 15_000 }).toBeGreaterThan(before);
        await expect(onB(b).getByText(TIMER)).toBeVisible();

        signalBrowser(server, 'SIGSTOP');
        frozen.stopped = true;
        await expect(onA.getByText(RECONNECTING)).toBeVisible({ timeout: 30_000 });
        // The grace (CALL.disconnectGraceMs, 15 s) runs from the break, which Chromium notices within about 10 s.
        await expect(onA).toBeHidden({ timeout: 45_000 });
        await expect(a.getByText(`The connection to ${ben.fullName} was lost and the call ended.`)).toBeVisible();
        await shoot(a, 'call-states-lost');
        signalBrowser(server, 'SIGCONT');
        frozen.stopped = false;
        await expect(onB(b)).toBeHidden({ timeout: 30_000 });
        // Ben hears that the call was lost, not that Ada hung up.
        await expect(b.getByText(`The call with ${ada.fullName} was lost.`)).toBeVisible();
        await expect(callBen).toBeEnabled();
      } finally {
        if (frozen.stopped) signalBrowser(server, 'SIGCONT');
        await server.close();
      }
    });
  } finally {
    await Promise.all(launched.map((opened) => opened.close()));
  }
});
