import { type Browser, type Page, type TestInfo } from '@playwright/test';
import { expect, test } from '../support/test';
import { createMember, signIn, type NewUser } from '../support/accounts';
import { mailbox } from '../support/mailbox';
import { expectNoSeriousA11yViolations } from '../support/a11y';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const TITLE = 'Design review';
const ROOM_URL = /\/meeting\/[^/?]+(\?.*)?$/;

/** A screenshot at desktop and phone sizes, then back to the desktop. */
async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}-desktop.png`) });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: testInfo.outputPath(`${name}-phone.png`) });
  await page.setViewportSize(DESKTOP);
}

/** A signed-in tab of its own (its own cookies), as a second person at another computer. */
async function openAs(browser: Browser, user: NewUser): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await signIn(page, user.userName, user.password);
  return page;
}

/**
 * Waits for the tab an action opens, checks it is a meeting room and closes it; returns its address.
 * Opened without an opener, the tab is the context's new page rather than this page's popup.
 */
async function roomOpenedBy(page: Page, action: () => Promise<void>): Promise<string> {
  const [popup] = await Promise.all([page.context().waitForEvent('page', { timeout: 15_000 }), action()]);
  await popup.waitForURL(ROOM_URL);
  const url = popup.url();
  await popup.close();
  return url;
}

test('meetings: plan one through the four tabs inviting a member, save the settings, the invitee sees it; Meet now', async ({
  page,
  browser,
}, testInfo) => {
  const box = await mailbox();
  const host = await createMember(page, box, 'meethost');
  const guest = await createMember(page, box, 'meetguest');
  await page.setViewportSize(DESKTOP);
  await signIn(page, host.userName, host.password);
  const dialog = page.getByRole('dialog', { name: 'Plan a meeting' });

  await test.step('Add content › Plan a meeting: Details, planned for later', async () => {
    await page.getByRole('button', { name: 'Add content' }).first().click();
    const chooser = page.getByRole('dialog', { name: 'Add content' });
    await expect(chooser.getByRole('button', { name: /^Webinar / })).toBeVisible();
    await shoot(page, testInfo, 'add-content');
    await chooser.getByRole('button', { name: /^Plan a meeting / }).click();
    await expect(dialog.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    await dialog.getByRole('textbox', { name: 'Title' }).fill(TITLE);
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Walk through the new meetings screens.');
    await dialog.getByRole('switch', { name: /^Plan for later/ }).check();
    await expect(dialog.getByRole('combobox', { name: 'Start time' })).toHaveValue(/^\d{2}:(00|30)$/);
    await expectNoSeriousA11yViolations(page, 'plan meeting: details');
    await shoot(page, testInfo, 'plan-details');
  });

  await test.step('Invite: find the other member and add them', async () => {
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('searchbox', { name: 'Find people to invite' }).fill(guest.userName);
    await dialog.getByRole('button', { name: `Invite ${guest.fullName}` }).click();
    await expect(dialog.getByRole('list', { name: 'Invited' }).getByText(guest.fullName)).toBeVisible();
    await expect(dialog.getByRole('button', { name: `Invite ${guest.fullName}` })).toHaveCount(0);
    await shoot(page, testInfo, 'plan-invite');
  });

  await test.step('Privacy: live stream (a free plan may not record); More: no raise hand, a 6-hour link', async () => {
    await dialog.getByRole('tab', { name: 'Privacy' }).click();
    await dialog.getByRole('switch', { name: /^Live stream/ }).check();
    await shoot(page, testInfo, 'plan-privacy');
    await dialog.getByRole('tab', { name: 'More' }).click();
    await dialog.getByRole('checkbox', { name: 'Raise hand' }).uncheck();
    await dialog.getByRole('combobox', { name: 'Meeting link expiry' }).click();
    await page.getByRole('option', { name: '6 hours' }).click();
    await expectNoSeriousA11yViolations(page, 'plan meeting: more');
    await shoot(page, testInfo, 'plan-more');
  });

  await test.step('Go asks to save the settings as the default; saved, the meeting opens in a new tab', async () => {
    await dialog.getByRole('button', { name: 'Go' }).click();
    await expect(dialog.getByText('Save these settings for your next meetings?')).toBeVisible();
    await expect(dialog.getByRole('list', { name: 'Settings that differ' })).toContainText('Raise hand button');
    await dialog.getByRole('checkbox', { name: /^Save as my default settings/ }).check();
    await expectNoSeriousA11yViolations(page, 'plan meeting: save step');
    await shoot(page, testInfo, 'plan-save-step');
    await roomOpenedBy(page, () => dialog.getByRole('button', { name: 'Go' }).click());
    await expect(dialog).toHaveCount(0);
  });

  await test.step('The next plan starts from the saved settings', async () => {
    await page.getByRole('link', { name: 'Meetings' }).first().click();
    await page.getByRole('button', { name: 'Plan a meeting' }).click();
    await dialog.getByRole('tab', { name: 'Privacy' }).click();
    await expect(dialog.getByRole('switch', { name: /^Live stream/ })).toBeChecked();
    await dialog.getByRole('tab', { name: 'More' }).click();
    await expect(dialog.getByRole('checkbox', { name: 'Raise hand' })).not.toBeChecked();
    await expect(dialog.getByRole('combobox', { name: 'Meeting link expiry' })).toHaveValue('6 hours');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  await test.step('Meet now from the sidebar opens the room and offers a link to share', async () => {
    const url = await roomOpenedBy(page, () => page.getByRole('button', { name: 'Meet now' }).first().click());
    const meetNow = page.getByRole('dialog', { name: 'Meet now' });
    await expect(meetNow.getByText(/has started/)).toBeVisible();
    const link = await meetNow.getByRole('textbox', { name: 'Link to share' }).inputValue();
    expect(link).toContain(new URL(url).pathname);
    expect(link).toContain('join=');
    await expectNoSeriousA11yViolations(page, 'meet now');
    await shoot(page, testInfo, 'meet-now');
    await page.keyboard.press('Escape');
  });

  await test.step('The invitee finds it on /meetings and in the notifications', async () => {
    const other = await openAs(browser, guest);
    await other.goto('/meetings');
    const row = other.getByRole('listitem').filter({ hasText: TITLE });
    await expect(row).toBeVisible();
    await expect(row).toContainText(`Hosted by ${host.fullName}`);
    await expect(row.getByRole('link', { name: `Join ${TITLE}` })).toHaveAttribute('href', ROOM_URL);
    await expectNoSeriousA11yViolations(other, 'meetings page');
    await shoot(other, testInfo, 'meetings-upcoming');
    const bell = other.getByRole('button', { name: /^Notifications/ }).first();
    await bell.click();
    await expect(other.getByRole('link', { name: new RegExp(`invited you to the meeting “${TITLE}”`) })).toBeVisible();
    await other.context().close();
  });
});
