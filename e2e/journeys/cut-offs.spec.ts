import { API_VERSION, api } from '@plaza/contract';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createMember, signIn } from '../support/accounts';
import { mailbox } from '../support/mailbox';
import { openCreateZone } from '../support/zones';

// Text that was cut off at one size or the other (issue 19): each is looked at on a desktop and a phone.
const SIZES = [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const;

/** Whether an element shows all of its content: nothing clipped at its right edge. */
async function showsWhole(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element as unknown as { scrollWidth: number; clientWidth: number };
    return box.scrollWidth <= box.clientWidth + 1;
  });
}

async function shoot(page: Page, name: string, file: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${file}-${name}.png`) });
}

test('nothing is cut off on a desktop or a phone', async ({ page }) => {
  test.setTimeout(120_000);
  const member = await createMember(page, await mailbox(), 'cut');
  await signIn(page, member.userName, member.password);
  await test.step('a zone to look at the permissions of', async () => {
    const dialog = await openCreateZone(page);
    await dialog.getByLabel('Zone name').fill(`Cut ${member.userName.slice(-6)}`);
    await dialog.getByRole('button', { name: 'Create zone' }).click();
    await expect(page.getByText('Zone created')).toBeVisible();
  });
  // More notifications than the badge counts: it shows 9+.
  await page.route(`**/${API_VERSION}${api.notifications.counts.path}`, (route) =>
    route.fulfill({ json: { unviewedCount: 12, unreadCount: 12 } }),
  );

  for (const [name, size] of SIZES) {
    await page.setViewportSize(size);

    await test.step(`${name}: the notification badge reads 9+`, async () => {
      await page.goto('/');
      await expect(page.getByRole('button', { name: 'Notifications (12 new)' }).first()).toBeVisible();
      const badge = page.getByText('9+', { exact: true }).filter({ visible: true }).first();
      await expect(badge).toBeVisible();
      expect(await showsWhole(badge)).toBe(true);
      await badge.screenshot({ path: test.info().outputPath(`badge-${name}.png`) });
      await shoot(page, name, 'home');
    });

    await test.step(`${name}: contacts (empty state, invite link, people found) wrap whole words`, async () => {
      await page.goto('/contacts');
      const search = page.getByRole('searchbox', { name: 'Find people' });
      await expect(search).toHaveAttribute('placeholder', 'Name or username');
      const link = page.getByText(/\/invite\?from=/);
      await expect(link).toBeVisible();
      expect(await showsWhole(link)).toBe(true);
      await shoot(page, name, 'contacts-empty');
      await search.fill('Grace');
      await expect(page.getByRole('list', { name: 'People found' })).toBeVisible();
      await shoot(page, name, 'people-found');
    });

    await test.step(`${name}: Create New Folder shows whole`, async () => {
      await page.goto('/saved-posts');
      const create = page.getByRole('button', { name: 'Create New Folder' });
      await expect(create).toBeVisible();
      expect(await showsWhole(create.locator('.mantine-Button-label'))).toBe(true);
      await shoot(page, name, 'saved-posts');
    });

    await test.step(`${name}: the permission matrix says when roles are past the edge`, async () => {
      await page.goto('/settings/zone');
      await page.getByRole('tab', { name: 'Permissions' }).click();
      await expect(page.getByRole('table', { name: 'Permissions' })).toBeVisible();
      const hint = page.getByText('Scroll sideways to see every role');
      if (name === 'phone') await expect(hint).toBeVisible();
      else await expect(hint).toBeHidden();
      await shoot(page, name, 'zone-permissions');
    });
  }
});
