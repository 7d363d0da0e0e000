import { expect, type Page } from '@playwright/test';
import { testVideo } from './videos';

/** Uploads a short video from the add-content dialog and opens its page; returns the page's URL. */
export async function uploadVideo(page: Page, title: string): Promise<string> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Add content' }).first().click();
  await page
    .getByRole('dialog', { name: 'Add content' })
    .getByRole('button', { name: /^Upload Share/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Upload a video' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.locator('input[type="file"]').setInputFiles(testVideo(4));
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog.getByText('Uploaded — processing…')).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await page.getByRole('article', { name: title }).getByRole('link', { name: title }).first().click();
  await expect(page).toHaveURL(/\/video\/[0-9a-f-]{36}$/);
  return page.url();
}
