import { expect, test } from '@playwright/test';
import { createMember, signIn } from '../support/accounts';
import { mailbox } from '../support/mailbox';
import { appURL, zoneURL } from '../support/sites';
import { openCreateZone } from '../support/zones';
import { expectNoSeriousA11yViolations } from '../support/a11y';

test('zone settings: the owner edits the description, changes a permission, adds and removes a role and deletes the zone', async ({
  page,
}) => {
  const owner = await createMember(page, await mailbox(), 'zset');
  await signIn(page, owner.userName, owner.password);
  const name = `Kahve ${owner.userName.slice(-6)}`;
  let subdomain = '';

  await test.step('create a zone to look after', async () => {
    const dialog = await openCreateZone(page);
    await dialog.getByLabel('Zone name').fill(name);
    subdomain = await dialog.getByLabel('Zone address').inputValue();
    await dialog.getByRole('button', { name: 'Create zone' }).click();
    await expect(page.getByText('Zone created')).toBeVisible();
  });

  await page.goto('/settings/zone');
  await expect(page.getByRole('heading', { level: 1, name: 'Zone' })).toBeVisible();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await expectNoSeriousA11yViolations(page, 'settings › zone');

  await test.step('Save waits for a change, then sends it', async () => {
    await expect(save).toBeDisabled();
    await page.getByLabel('Description').fill('Türk kahvesi, slowly.');
    await expect(save).toBeEnabled();
    await save.click();
    await expect(page.getByText('Changes saved')).toBeVisible();
    await expect(save).toBeDisabled();
    await page.reload();
    await expect(page.getByLabel('Description')).toHaveValue('Türk kahvesi, slowly.');
  });

  await test.step('a MODERATOR permission is changed in the matrix; OWNER is locked', async () => {
    await page.getByRole('tab', { name: 'Permissions' }).click();
    await expect(page.getByRole('checkbox', { name: 'OWNER: Delete the zone' })).toBeDisabled();
    const moderatorDelete = page.getByRole('checkbox', { name: 'MODERATOR: Delete the zone' });
    await expect(moderatorDelete).not.toBeChecked();
    await expectNoSeriousA11yViolations(page, 'settings › zone permissions');
    const saveModerator = page.getByRole('button', { name: 'Save MODERATOR permissions' });
    await expect(saveModerator).toBeDisabled();
    await moderatorDelete.check();
    await saveModerator.click();
    await expect(page.getByText('Changes saved').first()).toBeVisible();
    await expect(saveModerator).toBeDisabled();
    await page.reload();
    await page.getByRole('tab', { name: 'Permissions' }).click();
    await expect(page.getByRole('checkbox', { name: 'MODERATOR: Delete the zone' })).toBeChecked();
  });

  await test.step('a custom role EDITOR is added as a column, then removed after confirmation', async () => {
    await page.getByLabel('Role code').fill('editor');
    await page.getByRole('button', { name: 'Add role' }).click();
    await expect(page.getByText('Role EDITOR added')).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'EDITOR' })).toBeVisible();
    const editorInvite = page.getByRole('checkbox', { name: 'EDITOR: Invite people' });
    await expect(editorInvite).not.toBeChecked();
    await editorInvite.check();
    await page.getByRole('button', { name: 'Save EDITOR permissions' }).click();
    await page.reload();
    await page.getByRole('tab', { name: 'Permissions' }).click();
    await expect(page.getByRole('checkbox', { name: 'EDITOR: Invite people' })).toBeChecked();
    await page.getByRole('button', { name: 'Remove role EDITOR' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Are you sure')).toBeVisible();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Role EDITOR removed')).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'EDITOR' })).toHaveCount(0);
  });

  await test.step("deleting the zone from its own site asks first, then returns to the main site's home", async () => {
    await page.goto(zoneURL(subdomain, '/settings/zone'));
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await page.getByRole('button', { name: 'Delete zone' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Are you sure')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Delete zone' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Zone deleted')).toBeVisible();
    await expect(page).toHaveURL(`${appURL}/`);
  });

  await test.step('the zone is gone from the settings page', async () => {
    await page.goto('/settings/zone');
    await expect(page.getByText('No zone yet')).toBeVisible();
  });
});
