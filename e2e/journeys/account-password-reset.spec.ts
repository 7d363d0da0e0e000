import { expect, test } from '../support/test';
import { RESET_SUBJECT, createMember, signOut, submitSignIn } from '../support/accounts';
import { linkIn, mailbox, type Mailbox } from '../support/mailbox';

let mail: Mailbox;
test.beforeAll(async () => {
  mail = await mailbox();
});

test('forgot password: the mailed link sets a new password and signs in', async ({ page }) => {
  const user = await createMember(page, mail, 'reset');
  const newPassword = `${user.password}-new`;

  await test.step('asking for a link answers the same for any address', async () => {
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Password reset link sent')).toBeVisible();
    await expect(page.getByText('If an account exists for that address, a reset link is on its way.')).toBeVisible();
  });

  await test.step('the link leads to a form that checks the confirmation', async () => {
    const received = await mail.waitForMail({ to: user.email, subject: RESET_SUBJECT });
    await page.goto(linkIn(received, '/reset-password/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await page.getByLabel('New password').fill(newPassword);
    await page.getByLabel('Confirm password').fill(`${newPassword}!`);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
  });

  await test.step('a new password signs the user in', async () => {
    await page.getByLabel('Confirm password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Password reset successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Account menu' }).first()).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Account menu' }).first()).toBeVisible();
  });

  await test.step('the old password no longer signs in; the new one does', async () => {
    await signOut(page);
    await submitSignIn(page, user.email, user.password);
    await expect(page.getByText('Invalid username or password.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
