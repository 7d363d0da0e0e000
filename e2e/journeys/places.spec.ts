import { expect, test, type Page } from '@playwright/test';
import { createMember, signIn } from '../support/accounts';
import { mailbox } from '../support/mailbox';
import { appURL, zoneURL } from '../support/sites';
import { testImage } from '../support/videos';
import { openCreateChannel, openCreateZone } from '../support/zones';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** The page at desktop and phone sizes, saved beside the run's results for a look. */
async function screenshots(page: Page, name: string, outputPath: (name: string) => string): Promise<void> {
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    // Let the layout settle (drawers, the banner's photo) before the picture.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.screenshot({ path: outputPath(`${name}-${size}.png`), fullPage: size === 'phone' });
  }
  await page.setViewportSize(DESKTOP);
}

/** Uploads a photo in one section of Settings › Channel (Display photo or Background photo). */
async function uploadPhoto(page: Page, section: 'Display photo' | 'Background photo') {
  // Settings › Channel has the display photo's form first, then the background's.
  const input = page.locator('input[type="file"]').nth(section === 'Display photo' ? 0 : 1);
  await input.setInputFiles(testImage());
  const upload = page.getByRole('button', { name: `Upload ${section.toLowerCase()}` });
  await upload.click();
  await expect(page.getByText(`${section} updated`)).toBeVisible();
}

test('places: a channel and a zone have pages with their banner, members and a way to leave; Coming soon', async ({
  page,
  browser,
}, testInfo) => {
  // Two new members, photos and two sites: longer than the default minute.
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  const box = await mailbox();
  const owner = await createMember(page, box, 'harbour');
  const guestContext = await browser.newContext({ viewport: DESKTOP });
  const guest = await guestContext.newPage();
  const member = await createMember(guest, box, 'ferry');
  await signIn(page, owner.userName, owner.password);
  const zone = `Harbour ${owner.userName.slice(-5)}`;
  const channel = 'Night Ferries';
  let subdomain = '';

  await test.step('the owner makes a zone and a channel with a description and photos', async () => {
    const dialog = await openCreateZone(page);
    await dialog.getByLabel('Zone name').fill(zone);
    subdomain = await dialog.getByLabel('Zone address').inputValue();
    await dialog.getByLabel('Description').fill('Boats, tides and the people who wait for them.');
    await dialog.getByRole('button', { name: 'Create zone' }).click();
    await expect(page.getByText('Zone created')).toBeVisible();
    const create = await openCreateChannel(page);
    await create.getByLabel('Channel name').fill(channel);
    await create
      .getByLabel('Description')
      .fill('Crossings after dark, filmed from the deck: lights, fog and the long way home.');
    await create.getByRole('button', { name: 'Create channel' }).click();
    await expect(page.getByText('Channel created')).toBeVisible();
    await page.goto('/settings/channel');
    await expect(page.getByRole('heading', { name: channel })).toBeVisible();
    await uploadPhoto(page, 'Display photo');
    await uploadPhoto(page, 'Background photo');
  });

  await test.step('a member follows the channel and opens it from Home: banner, description, Zone › Channel', async () => {
    await signIn(guest, member.userName, member.password);
    await guest.goto('/channels');
    await guest
      .getByRole('button', { name: `Follow ${channel}` })
      .first()
      .click();
    await expect(guest.getByRole('button', { name: `Following: ${channel}` }).first()).toBeVisible();
    await guest.goto('/');
    await guest.getByRole('navigation', { name: 'Your channels' }).getByRole('button', { name: channel }).click();
    await expect(guest).toHaveURL(/\/\?channel=[0-9a-f-]{36}$/);
    await expect(guest.getByRole('heading', { level: 1, name: channel })).toBeVisible();
    const banner = guest.getByRole('img', { name: `Background photo of ${channel}` });
    await expect(banner).toHaveAttribute('data-background', /^[a-f0-9]{32}\.webp$/);
    await expect(guest.getByText('Crossings after dark, filmed from the deck')).toBeVisible();
    await expect(guest.getByText('2 followers')).toBeVisible();
    const crumbs = guest.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: zone })).toHaveAttribute('href', zoneURL(subdomain));
    await expect(crumbs.getByText(channel)).toHaveAttribute('aria-current', 'page');
  });

  await test.step("the right panel lists the channel's followers", async () => {
    const followers = guest.getByRole('complementary').getByRole('region', { name: 'Followers' });
    await expect(followers.getByRole('listitem').filter({ hasText: owner.fullName })).toContainText('Owner');
    await expect(followers.getByRole('listitem').filter({ hasText: member.fullName })).toContainText('Member');
    await screenshots(guest, 'channel-page', (name) => testInfo.outputPath(name));
  });

  await test.step('the owner is told why they cannot unfollow their own channel', async () => {
    await page.goto(zoneURL(subdomain));
    await page.getByRole('navigation', { name: 'Your channels' }).getByRole('button', { name: channel }).click();
    await page
      .getByRole('main')
      .getByRole('button', { name: `Following: ${channel}` })
      .click();
    await expect(page.getByRole('menuitem', { name: 'Unfollow channel' })).toBeDisabled();
    await expect(page.getByRole('note')).toContainText('You own this channel');
    await page.keyboard.press('Escape');
  });

  await test.step('the member unfollows through the Following menu, confirming first', async () => {
    await guest
      .getByRole('main')
      .getByRole('button', { name: `Following: ${channel}` })
      .click();
    await guest.getByRole('menuitem', { name: 'Unfollow channel' }).click();
    const confirm = guest.getByRole('dialog', { name: 'Are you sure' });
    await expect(confirm).toContainText(`You stop following ${channel}`);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(guest.getByText('Channel unfollowed')).toBeVisible();
    await expect(guest.getByRole('main').getByRole('button', { name: `Follow ${channel}` })).toBeVisible();
  });

  await test.step("the zone's page: banner, description, counts and its members", async () => {
    await guest.goto(zoneURL(subdomain));
    await expect(guest.getByRole('heading', { level: 1, name: zone })).toBeVisible();
    await expect(guest.getByRole('img', { name: `Banner of ${zone}` })).toBeVisible();
    await expect(guest.getByText('Boats, tides and the people who wait for them.')).toBeVisible();
    await expect(guest.getByText('2 members · 1 channel')).toBeVisible();
    const members = guest.getByRole('complementary').getByRole('region', { name: 'Members' });
    await expect(members.getByRole('listitem').filter({ hasText: owner.fullName })).toContainText('Owner');
    await expect(members.getByRole('listitem').filter({ hasText: member.fullName })).toContainText('Member');
    await screenshots(guest, 'zone-page', (name) => testInfo.outputPath(name));
  });

  await test.step('Distribute opens the Coming soon screen, and Back returns to the tiles', async () => {
    await guest.getByRole('button', { name: 'Add content' }).first().click();
    const dialog = guest.getByRole('dialog', { name: 'Add content' });
    await dialog.getByRole('button', { name: /^Distribute .* Soon$/ }).click();
    await expect(dialog.getByText('Distribute is coming soon')).toBeVisible();
    await screenshots(guest, 'coming-soon', (name) => testInfo.outputPath(name));
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(dialog.getByRole('button', { name: /^AI .* Soon$/ })).toBeVisible();
    await guest.keyboard.press('Escape');
  });

  await test.step('the member leaves the zone through the Joined menu and returns to the main site', async () => {
    await guest
      .getByRole('main')
      .getByRole('button', { name: `Joined: ${zone}` })
      .click();
    await guest.getByRole('menuitem', { name: 'Leave zone' }).click();
    const confirm = guest.getByRole('dialog', { name: 'Are you sure' });
    await expect(confirm).toContainText(`You stop being a member of ${zone}`);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(guest.getByText('Zone left')).toBeVisible();
    await expect(guest).toHaveURL(`${appURL}/`);
  });

  await guestContext.close();
});
