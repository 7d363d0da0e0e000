import { ERRORS } from '@plaza/contract';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';

const admin = {
  fullName: 'Ada Lovelace',
  userName: 'ada_admin',
  email: 'ada@plaza.test',
  password: 'analytical-engine',
};

/** A 64×64 blue PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAn0lEQVRoge2SQQkAQRDDqqQ6T2JkrYh7hIFCBKSh6cdpoht0A9ArdhfiLtENugHoFbsLcZfoBt0A9IrdhbhLdINuAHrF7kLcJbpBNwC9Ynch7hLdoBuAXrG7EHeJbtANQK/YXYi7RDfoBqBX7C7EXaIbdAPQK3YX4i7RDboB6BW7C3GX6AbdAPSK3YW4S3SDbgB6xe5C3CW6QTcAveIfHn1w4Ty4UmDiAAAAAElFTkSuQmCC',
  'base64',
);

/** Journeys share one server: create the admin if this runs first, else sign in as them. */
async function signIn(page: Page) {
  await page.goto('/login');
  await expect(page).toHaveURL(/\/(login|initialize-user)$/);
  if (page.url().endsWith('/initialize-user')) {
    await page.getByLabel('Full name').fill(admin.fullName);
    await page.getByLabel('Username').fill(admin.userName);
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'Create super admin' }).click();
  } else {
    await page.getByLabel('Email or username').fill(admin.userName);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
  await expect(page).toHaveURL(/\/$/);
}

test('personal settings: change the full name and upload a display photo', async ({ page }) => {
  await signIn(page);
  await page.goto('/settings/personal-settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Personal settings' })).toBeVisible();
  const fullName = page.getByLabel('Full name');
  const save = page.getByRole('button', { name: 'Save' });
  const original = await fullName.inputValue();

  await test.step('save stays disabled until a value changes, then saves', async () => {
    await expect(page.getByLabel('Email')).toHaveValue(admin.email);
    await expect(page.getByText(/Member since \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
    await expect(save).toBeDisabled();
    await expectNoSeriousA11yViolations(page, 'settings › personal settings');
    await fullName.fill('Augusta Ada King');
    await expect(save).toBeEnabled();
    await save.click();
    await expect(page.getByText('Changes saved')).toBeVisible();
    await expect(save).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Account menu' }).first()).toContainText('Augusta Ada King');
  });

  await test.step('a file that is not a photo inside is refused before any preview', async () => {
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('these are notes') });
    await expect(page.getByText(ERRORS.INVALID_IMAGE_FORMAT.text)).toBeVisible();
    await expect(page.getByRole('img', { name: 'Preview of the new photo' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Upload photo' })).toBeDisabled();
  });

  await test.step('a chosen photo is previewed, uploaded and shown in the sidebar', async () => {
    const upload = page.getByRole('button', { name: 'Upload photo' });
    await expect(upload).toBeDisabled();
    await page.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: 'Preview of the new photo' })).toBeVisible();
    await expect(upload).toBeEnabled();
    await expectNoSeriousA11yViolations(page, 'settings › personal settings (photo preview)');
    await upload.click();
    await expect(page.getByText('Display photo updated')).toBeVisible();
    const avatar = page.getByRole('button', { name: 'Account menu' }).first().locator('img');
    await expect(avatar).toHaveAttribute('src', /^\/v1\/user\/display-photo\/[a-f0-9]{32}\.webp$/);
    await expect.poll(() => avatar.evaluate((img) => Number(Reflect.get(img, 'naturalWidth')))).toBeGreaterThan(0);
  });

  await test.step('the name is put back for the journeys that follow', async () => {
    await fullName.fill(original);
    await save.click();
    await expect(page.getByText('Changes saved').first()).toBeVisible();
  });
});
