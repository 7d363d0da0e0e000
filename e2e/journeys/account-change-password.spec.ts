import { expect, test } from '@playwright/test';
import { createMember, signIn, signOut, submitSignIn } from '../support/accounts';
import { mailbox, type Mailbox } from '../support/mailbox';
import { expectNoSeriousA11yViolations } from '../support/a11y';

let mail: Mailbox;
test.beforeAll(async () => {
  mail = await mailbox();
});

test('change the password in settings, then sign in with the new one', async ({ page }) => {
  const user = await createMember(page, mail, 'chpw');
  const newPassword = `${user.password}-changed`;
  await signIn(page, user.userName, user.password);

  await test.step('the settings search finds the password page', async () => {
    await page.goto('/settings');
    await expect(page.getByLabel('Search settings')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'settings');
    await page.getByLabel('Search settings').fill('zzz');
    await expect(page.getByText('No settings match "zzz"')).toBeVisible();
    await page.getByLabel('Search settings').fill('PASS');
    await expect(page.getByRole('link', { name: /API management/ })).toHaveCount(0);
    await page.getByRole('link', { name: /Password/ }).click();
    await expect(page).toHaveURL(/\/settings\/password-settings$/);
  });

  const save = page.getByRole('button', { name: 'Change password' });

  await test.step('submit waits for all three fields; the server checks the current password', async () => {
    await expect(save).toBeDisabled();
    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
    await expect(save).toBeDisabled();
    await page.getByLabel('Confirm new password').fill(`${newPassword}x`);
    await save.click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await page.getByLabel('Confirm new password').fill(newPassword);
    await save.click();
    await expect(page.getByText('Current password is not correct.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toHaveValue(newPassword);
    await expectNoSeriousA11yViolations(page, 'settings › password (errors shown)');
  });

  await test.step('the right current password changes it and empties the form', async () => {
    await page.getByLabel('Current password').fill(user.password);
    await save.click();
    await expect(page.getByText('Password changed')).toBeVisible();
    await expect(page.getByLabel('Current password')).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toHaveValue('');
    await expect(save).toBeDisabled();
  });

  await test.step('after signing out only the new password signs in', async () => {
    await signOut(page);
    await submitSignIn(page, user.userName, user.password);
    await expect(page.getByText('Invalid username or password.')).toBeVisible();
    await signIn(page, user.userName, newPassword);
  });
});
