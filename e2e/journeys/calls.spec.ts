import { expect, test } from '../support/test';
import { createMember } from '../support/accounts';
import { mailbox } from '../support/mailbox';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { becomeContacts, card, framesDecoded, openAs, openConversation, shoot } from '../support/calls';

// The browser's fake camera and microphone (e2e/playwright.config.ts) stand in for real devices.

test('a video call between contacts: ringing, accepted with video both ways, kept across a reload, hung up; then a declined call', async ({
  page,
  browser,
}) => {
  test.setTimeout(360_000);
  const box = await mailbox();
  const ada = await createMember(page, box, 'callada');
  const ben = await createMember(page, box, 'callben');
  const a = await openAs(browser, ada);
  const b = await openAs(browser, ben);

  await test.step('they become contacts; A opens their conversation and sees B online', async () => {
    await becomeContacts(a, ada, b, ben);
    await openConversation(a, ben);
    await expect(a.getByText('Online')).toBeVisible();
    await b.goto('/contacts');
  });

  const callBen = a.getByRole('button', { name: `Video call ${ben.fullName}` });

  await test.step('A calls B: A sees the outgoing card, B the incoming one', async () => {
    await expect(callBen).toBeEnabled();
    await callBen.click();
    await expect(card(a, `Calling ${ben.fullName}`)).toBeVisible();
    await expect(card(b, `Incoming call from ${ada.fullName}`)).toBeVisible();
    await expect(callBen).toBeDisabled();
    await expectNoSeriousA11yViolations(a, 'outgoing call');
    await expectNoSeriousA11yViolations(b, 'incoming call');
    await shoot(a, 'calls-outgoing');
    await shoot(b, 'calls-incoming');
  });

  await test.step('B accepts: both see the other’s video playing', async () => {
    await card(b, `Incoming call from ${ada.fullName}`).getByRole('button', { name: 'Accept' }).click();
    const onA = card(a, `Call with ${ben.fullName}`);
    const onB = card(b, `Call with ${ada.fullName}`);
    await expect(onA).toBeVisible();
    await expect(onB).toBeVisible();
    await expect(card(a, `Calling ${ben.fullName}`)).toBeHidden();
    await expect
      .poll(() => framesDecoded(onA.getByLabel(`${ben.fullName}’s video`)), { timeout: 30_000 })
      .toBeGreaterThan(0);
    await expect
      .poll(() => framesDecoded(onB.getByLabel(`${ada.fullName}’s video`)), { timeout: 30_000 })
      .toBeGreaterThan(0);
    await expect(onA.getByText(/^\d+:\d\d$/)).toBeVisible();
    await expectNoSeriousA11yViolations(a, 'active call card');
    await shoot(a, 'calls-active');
  });

  await test.step('A opens the video dialog with the device settings, and goes back to the card', async () => {
    await card(a, `Call with ${ben.fullName}`).getByRole('button', { name: 'Open video and settings' }).click();
    const dialog = a.getByRole('dialog', { name: `Video call with ${ben.fullName}` });
    await expect(dialog.getByLabel('Camera', { exact: true })).toBeVisible();
    await expect(dialog.getByLabel('Microphone', { exact: true })).toBeVisible();
    await expect
      .poll(() => framesDecoded(dialog.getByLabel(`${ben.fullName}’s video`)), { timeout: 30_000 })
      .toBeGreaterThan(0);
    await dialog.getByRole('button', { name: 'Mute microphone' }).click();
    await expect(dialog.getByRole('button', { name: 'Mute microphone' })).toHaveAttribute('aria-pressed', 'true');
    await expectNoSeriousA11yViolations(a, 'call dialog');
    await shoot(a, 'calls-dialog');
    await dialog.getByRole('button', { name: 'Back to the small call card' }).click();
    await expect(card(a, `Call with ${ben.fullName}`)).toBeVisible();
  });

  await test.step('A reloads mid-call: the call comes back on A’s tab with video both ways again', async () => {
    await a.reload();
    const onA = card(a, `Call with ${ben.fullName}`);
    await expect(onA).toBeVisible();
    await expect
      .poll(() => framesDecoded(onA.getByLabel(`${ben.fullName}’s video`)), { timeout: 30_000 })
      .toBeGreaterThan(0);
    await expect
      .poll(() => framesDecoded(card(b, `Call with ${ada.fullName}`).getByLabel(`${ada.fullName}’s video`)), {
        timeout: 30_000,
      })
      .toBeGreaterThan(0);
  });

  await test.step('B hangs up: both are back to no call', async () => {
    await card(b, `Call with ${ada.fullName}`).getByRole('button', { name: 'Hang up' }).click();
    await expect(card(b, `Call with ${ada.fullName}`)).toBeHidden();
    await expect(card(a, `Call with ${ben.fullName}`)).toBeHidden();
    await expect(a.getByText(`Call with ${ben.fullName} ended.`)).toBeVisible();
    await expect(callBen).toBeEnabled();
  });

  await test.step('A calls again; B reloads and it still rings; B declines: A is told, both are back to no call', async () => {
    await callBen.click();
    const incoming = card(b, `Incoming call from ${ada.fullName}`);
    await expect(incoming).toBeVisible();
    await b.reload();
    await expect(incoming).toBeVisible();
    await incoming.getByRole('button', { name: 'Decline' }).click();
    await expect(incoming).toBeHidden();
    await expect(a.getByText(`${ben.fullName} declined the call.`)).toBeVisible();
    await expect(card(a, `Calling ${ben.fullName}`)).toBeHidden();
    await expect(callBen).toBeEnabled();
  });

  await test.step('with B offline the call button is disabled and says why', async () => {
    await b.context().close();
    await expect(callBen).toBeDisabled();
    // The tooltip sits on the disabled button's wrapper (a toast may still cover the spot for a pointer).
    await callBen.locator('..').dispatchEvent('mouseenter');
    await expect(a.getByRole('tooltip')).toHaveText(`${ben.fullName} is offline`);
  });
});
