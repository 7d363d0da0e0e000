import { expect, test } from '../support/test';
import {
  VERIFY_SUBJECT,
  admin,
  ensureInitialized,
  newUser,
  registerWithEmail,
  signIn,
  signOut,
} from '../support/accounts';
import { linkIn, mailbox, type Mailbox } from '../support/mailbox';

let mail: Mailbox;
test.beforeAll(async () => {
  mail = await mailbox();
});

test('the super admin finds a new member on Outgoing mail, resends their mail, verifies them by hand, and they sign in', async ({
  page,
}, testInfo) => {
  const member = newUser('omail');
  await ensureInitialized(page);
  await registerWithEmail(page, member);
  const firstMail = await mail.waitForMail({ to: member.email, subject: VERIFY_SUBJECT });

  await test.step('the super admin opens Settings › Outgoing mail', async () => {
    await signIn(page, admin.userName, admin.password);
    await page.goto('/settings');
    await page.getByRole('link', { name: /Outgoing mail/ }).click();
    await expect(page).toHaveURL(/\/settings\/outgoing-mail$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Outgoing mail' })).toBeVisible();
    // The journeys run with an SMTP server, so no "not configured" banner.
    await expect(page.getByText('Mail is sent through your SMTP server')).toBeVisible();
    await expect(page.getByText('SMTP is not configured')).toHaveCount(0);
  });

  const row = page.getByRole('listitem', { name: member.fullName });

  await test.step('the new member waits there, and their verification mail can be sent again', async () => {
    await expect(row.getByText(member.email)).toBeVisible();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: testInfo.outputPath('outgoing-mail-desktop.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(row.getByRole('button', { name: 'Verify by hand' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('outgoing-mail-phone.png'), fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.reload();

    await row.getByRole('button', { name: 'Resend verification mail' }).click();
    await expect(page.getByText(`Verification mail sent to ${member.email}`)).toBeVisible();
    const second = await mail.waitForMail({ to: member.email, subject: VERIFY_SUBJECT, count: 2 });
    expect(linkIn(second, '/verify-email/')).not.toBe(linkIn(firstMail, '/verify-email/'));
  });

  await test.step('verifying by hand asks first, then takes the member off the list', async () => {
    await row.getByRole('button', { name: 'Verify by hand' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure' });
    await expect(dialog.getByText(`Verify ${member.fullName} (${member.email}) by hand?`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText(`${member.email} is verified.`)).toBeVisible();
    await expect(row).toHaveCount(0);
    await signOut(page);
  });

  await test.step('the member signs in with their e-mail and password; the page is not theirs to see', async () => {
    await signIn(page, member.email, member.password);
    await page.goto('/settings');
    await expect(page.getByRole('link', { name: /Personal settings/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Outgoing mail/ })).toHaveCount(0);
    await page.goto('/settings/outgoing-mail');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});
