import { expect, test, type Browser, type Page } from '@playwright/test';
import { createMember, signIn, type NewUser } from '../support/accounts';
import { mailbox } from '../support/mailbox';
import { uploadVideo } from '../support/posts';
import { expectNoSeriousA11yViolations } from '../support/a11y';

/** A signed-in tab of its own (its own cookies), as a second person at another computer. */
async function openAs(browser: Browser, user: NewUser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, user.userName, user.password);
  return page;
}

test('contacts, presence, a mention that notifies live, and saving to a folder', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const box = await mailbox();
  const ada = await createMember(page, box, 'ada');
  const ben = await createMember(page, box, 'ben');
  const a = await openAs(browser, ada);

  await test.step('A invites B by e-mail from /contacts', async () => {
    await a.goto('/contacts');
    await expect(a.getByRole('textbox', { name: 'Invite by e-mail' })).toBeVisible();
    await expectNoSeriousA11yViolations(a, 'contacts (none yet)');
    await a.getByRole('textbox', { name: 'Invite by e-mail' }).fill(ben.email);
    await a.getByRole('button', { name: 'Send invitation' }).click();
    await expect(a.getByText(/Invitation sent/)).toBeVisible();
  });

  let b = await openAs(browser, ben);
  await test.step('B accepts the invitation; both see each other as contacts', async () => {
    await b.goto('/contacts');
    const invitation = b.getByRole('listitem', { name: `Invitation from ${ada.fullName}` });
    await invitation.getByRole('button', { name: 'Accept' }).click();
    await expect(invitation.getByRole('button', { name: 'Accepted' })).toBeDisabled();
    await expect(b.getByRole('list', { name: 'Contacts' }).getByText(`@${ada.userName}`)).toBeVisible();
    // A's list follows without a reload (contacts_changed), with B online.
    const row = a
      .getByRole('list', { name: 'Contacts' })
      .getByRole('listitem')
      .filter({ hasText: `@${ben.userName}` });
    await expect(row).toBeVisible();
    await expect(row.getByText('Online')).toBeVisible();
    await expectNoSeriousA11yViolations(a, 'contacts');
  });

  await test.step('A sees B go offline and come back online, live', async () => {
    const row = a
      .getByRole('list', { name: 'Contacts' })
      .getByRole('listitem')
      .filter({ hasText: `@${ben.userName}` });
    await b.context().close();
    await expect(row.getByText(/Last seen/)).toBeVisible();
    b = await openAs(browser, ben);
    await expect(row.getByText('Online')).toBeVisible();
  });

  const title = 'Lighthouse at dusk';
  const videoUrl = await test.step('A uploads a video', () => uploadVideo(a, title));

  await test.step("B comments on A's video mentioning A; A's badge rises without a reload", async () => {
    await a.goto(videoUrl);
    await expect(a.getByText('Still processing')).toBeHidden({ timeout: 90_000 });
    const bell = a.getByRole('button', { name: /^Notifications/ }).first();
    // B's acceptance and the finished transcode are waiting; opening and leaving the panel marks them seen.
    await expect(bell).toHaveAccessibleName(/\(2 new\)/);
    await bell.click();
    await expect(a.getByRole('link', { name: /ready to watch/ })).toBeVisible();
    await expect(a.getByRole('link', { name: /accepted your contact request/ })).toBeVisible();
    await expectNoSeriousA11yViolations(a, 'notifications');
    await a.keyboard.press('Escape');
    await expect(bell).toHaveAccessibleName('Notifications');
    await b.goto(videoUrl);
    await b.getByRole('textbox', { name: 'Add a comment' }).fill(`Beautiful light, @${ada.userName}!`);
    await b.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(b.getByRole('list', { name: 'Comments' }).getByText(/Beautiful light/)).toBeVisible();
    await expect(bell).toHaveAccessibleName(/\(1 new\)/);
    await bell.click();
    const item = a.getByRole('link', { name: /mentioned you/ });
    await expect(item).toBeVisible();
    await item.click();
    await expect(a).toHaveURL(/\/video\/[0-9a-f-]{36}\?comment=/);
    // Scoped to the comments: the notification panel may still be closing, and its row names the mention too.
    const comments = a.getByRole('list', { name: 'Comments' });
    await expect(comments.getByText(`Beautiful light, @${ada.userName}!`)).toBeVisible();
    await expect(comments.getByRole('link', { name: `@${ada.userName}`, exact: true })).toHaveAttribute(
      'href',
      `/user/${ada.userName}`,
    );
  });

  await test.step('A saves the video to a new folder and finds it in /saved-posts', async () => {
    await a.goto(videoUrl);
    await a.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(a.getByRole('button', { name: 'Create New Folder' })).toBeVisible();
    await expectNoSeriousA11yViolations(a, 'save to folder');
    await a.getByRole('button', { name: 'Create New Folder' }).click();
    await a.getByLabel('Name').fill('Evening light');
    await a.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(a.getByText(/new folder created/i)).toBeVisible();
    await a.goto('/saved-posts');
    await expect(a.getByRole('article', { name: 'Evening light' })).toBeVisible();
    await expectNoSeriousA11yViolations(a, 'saved posts (folders)');
    await a.getByRole('article', { name: 'Evening light' }).getByRole('link', { name: 'Evening light' }).click();
    await expect(a.getByRole('article', { name: title })).toBeVisible();
    await expectNoSeriousA11yViolations(a, 'saved posts (a folder)');
  });
});
