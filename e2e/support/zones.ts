import { expect, type Locator, type Page } from '@playwright/test';

/** Opens the sidebar's zone selector (the account menu) and returns its dropdown. */
export async function openZoneMenu(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Account menu' }).first().click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

/** Opens the create zone dialog from the zone menu. */
export async function openCreateZone(page: Page): Promise<Locator> {
  const menu = await openZoneMenu(page);
  await menu.getByRole('menuitem', { name: 'Create zone' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create zone' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Opens the create channel dialog from the zone menu. */
export async function openCreateChannel(page: Page): Promise<Locator> {
  const menu = await openZoneMenu(page);
  await menu.getByRole('menuitem', { name: 'Create channel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create channel' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Picks an option of a Mantine select (a combobox that opens a listbox). */
export async function choose(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The invitations block (the first one: the contacts page lists it beside the right panel's). */
export function invitationsBlock(page: Page): Locator {
  return page.getByRole('region', { name: 'Invitations' }).first();
}
