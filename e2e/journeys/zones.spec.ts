import { expect, test } from '../support/test';
import { createMember, signIn } from '../support/accounts';
import { linkIn, mailbox } from '../support/mailbox';
import { appURL, zoneURL } from '../support/sites';
import { choose, openCreateChannel, openCreateZone, openZoneMenu } from '../support/zones';
import { expectNoSeriousA11yViolations } from '../support/a11y';

const ZONE = { name: 'İstanbul Çay Evi', subdomain: 'istanbul-cay-evi' };
const CHANNEL = 'Demlik';

test('zones: create one, open its site, create a channel, invite someone, change their role', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const box = await mailbox();
  const owner = await createMember(page, box, 'owner');
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  const invitee = await createMember(guest, box, 'tea');
  await signIn(page, owner.userName, owner.password);

  await test.step('create the zone: the address is derived from the name', async () => {
    const dialog = await openCreateZone(page);
    await dialog.getByLabel('Zone name').fill(ZONE.name);
    await expect(dialog.getByLabel('Zone address')).toHaveValue(ZONE.subdomain);
    await dialog.getByLabel('Description').fill('Tea, simit and long talks.');
    await expectNoSeriousA11yViolations(page, 'create zone dialog');
    await dialog.getByRole('button', { name: 'Create zone' }).click();
    await expect(page.getByText('Zone created')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  await test.step('a taken address shows on the name field, without a toast', async () => {
    const dialog = await openCreateZone(page);
    await dialog.getByLabel('Zone name').fill(ZONE.name);
    await dialog.getByRole('button', { name: 'Create zone' }).click();
    await expect(dialog.getByText('This zone address is already taken.')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'already taken' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  await test.step("the zone menu leads to the zone's own site, still signed in, with the zone selected", async () => {
    const menu = await openZoneMenu(page);
    await menu.getByRole('menuitem', { name: ZONE.name }).click();
    await expect(page).toHaveURL(zoneURL(ZONE.subdomain));
    await expect(page.getByRole('button', { name: 'Account menu' }).first()).toContainText(ZONE.name);
    await expect(page.getByRole('heading', { level: 1, name: ZONE.name })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'zone site home');
  });

  await test.step('create a channel in the selected zone', async () => {
    const dialog = await openCreateChannel(page);
    await expect(dialog.getByRole('combobox', { name: 'Zone' })).toHaveValue(ZONE.name);
    await dialog.getByLabel('Channel name').fill(CHANNEL);
    await dialog.getByRole('button', { name: 'Create channel' }).click();
    await expect(page.getByText('Channel created')).toBeVisible();
    await page.goto(zoneURL(ZONE.subdomain, '/channels'));
    await expect(page.getByRole('list', { name: 'Channels' }).getByText(CHANNEL)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'channel list');
  });

  await test.step('choosing yourself on the zone site goes back to the main site', async () => {
    const menu = await openZoneMenu(page);
    await menu.getByRole('menuitem', { name: owner.fullName }).click();
    await expect(page).toHaveURL(`${appURL}/`);
    await expect(page.getByRole('button', { name: 'Account menu' }).first()).toContainText('Personal');
  });

  await test.step('invite the second user by e-mail from the zone settings', async () => {
    await page.goto(zoneURL(ZONE.subdomain, '/settings/zone'));
    await page.getByRole('textbox', { name: 'Invite by e-mail' }).fill(invitee.email);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByRole('textbox', { name: 'Invite by e-mail' })).toHaveValue('');
    await expectNoSeriousA11yViolations(page, 'zone settings');
  });

  await test.step('the invitee follows the mail signed out, signs in and accepts in one click', async () => {
    const mail = await box.waitForMail({ to: invitee.email, subject: new RegExp(ZONE.name) });
    const link = linkIn(mail, '/invite');
    expect(link).toMatch(/^\/invite\?invitation=[0-9a-f-]{36}$/);
    await guestContext.clearCookies();
    await guest.goto(link);
    for (const [size, viewport] of [
      ['phone', { width: 390, height: 844 }],
      ['desktop', { width: 1440, height: 900 }],
    ] as const) {
      await guest.setViewportSize(viewport);
      await expect(guest.getByRole('link', { name: 'I have an account' })).toBeVisible();
      await guest.screenshot({ path: testInfo.outputPath(`invitation-signed-out-${size}.png`) });
    }
    await expectNoSeriousA11yViolations(guest, 'invitation page, signed out');
    await guest.getByRole('link', { name: 'I have an account' }).click();
    await guest.getByLabel('Email or username').fill(invitee.userName);
    await guest.getByRole('textbox', { name: 'Password', exact: true }).fill(invitee.password);
    await guest.getByRole('button', { name: 'Sign in' }).click();
    await expect(guest).toHaveURL((url) => `${url.pathname}${url.search}` === link);
    const invitation = guest
      .getByRole('region', { name: 'Your invitation' })
      .getByRole('listitem', { name: `Invitation from ${owner.fullName}` });
    await expect(invitation).toContainText(ZONE.name);
    await expectNoSeriousA11yViolations(guest, 'invitation page');
    await guest.screenshot({ path: testInfo.outputPath('invitation-signed-in-desktop.png') });
    await invitation.getByRole('button', { name: 'Accept' }).click();
    await expect(invitation.getByRole('button', { name: 'Accepted' })).toBeDisabled();
    const menu = await openZoneMenu(guest);
    await expect(menu.getByRole('menuitem', { name: ZONE.name })).toBeVisible();
    await guestContext.close();
  });

  await test.step("the owner changes the new member's role, confirming first", async () => {
    await page.reload();
    await page.getByRole('tab', { name: 'Members' }).click();
    const role = page.getByRole('combobox', { name: `Role of ${invitee.fullName}` });
    await expect(role).toHaveValue('USER');
    await choose(page, role, 'MODERATOR');
    const confirm = page.getByRole('dialog', { name: 'Are you sure' });
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(role).toHaveValue('MODERATOR');
    await expectNoSeriousA11yViolations(page, 'zone members');
  });

  await test.step('an unknown zone address lands on /zone-not-found', async () => {
    await page.goto(zoneURL('no-such-zone-here'));
    await expect(page).toHaveURL(/\/zone-not-found$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Zone not found' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'zone not found');
  });
});
