import { API_VERSION, api } from '@plaza/contract';
import type { Page } from '@playwright/test';
import { createMember, type NewUser } from '../support/accounts';
import { framesDecoded, openAs, shoot } from '../support/calls';
import { mailbox } from '../support/mailbox';
import { expect, test } from '../support/test';

// Three members meet through Plaza's Janus (started by the server on the first join); the
// browsers' fake cameras (e2e/playwright.config.ts) send the video each one decodes of the others.

/** Meet now through the API, from the host's page (its cookies and origin; Node cannot resolve the test domain). */
async function createPublicMeeting(host: Page, title: string): Promise<string> {
  const path = `/${API_VERSION}${api.meetings.create.path}`;
  const reply = await host.evaluate(
    async ({ path, title }) => {
      const res = await fetch(path, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ title, type: 'instant', public: true }),
      });
      return { status: res.status, body: (await res.json()) as { meeting?: { slug: string } } };
    },
    { path, title },
  );
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.meeting?.slug ?? '';
}

const videoOf = (page: Page, user: NewUser) =>
  page.getByRole('region', { name: 'Participants’ videos' }).getByLabel(`Video of ${user.fullName}`);

test('three members meet: each decodes the other two, the host mutes everyone and ends the meeting', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const box = await mailbox();
  const members = [
    await createMember(page, box, 'meetada'),
    await createMember(page, box, 'meetben'),
    await createMember(page, box, 'meetcyd'),
  ];
  const tabs = await Promise.all(members.map((m) => openAs(browser, m)));
  const [host, ...guests] = tabs as [Page, Page, Page];
  const slug = await createPublicMeeting(host, 'Design review');

  await test.step('everyone passes the lobby (camera preview, device pickers) and joins', async () => {
    for (const [i, tab] of tabs.entries()) {
      await tab.goto(`/meeting/${slug}`);
      await expect(tab.getByRole('heading', { name: 'Design review' })).toBeVisible();
      await expect(tab.getByLabel('Your camera (preview)')).toBeVisible();
      await expect(tab.getByRole('combobox', { name: 'Camera' })).toBeVisible();
      if (i === 0) await shoot(tab, 'meeting-lobby');
      await tab.getByRole('button', { name: 'Join meeting' }).click();
      await expect(tab.getByRole('button', { name: 'Leave' })).toBeVisible({ timeout: 30_000 });
    }
  });

  await test.step('each decodes frames of the other two', async () => {
    for (const [i, tab] of tabs.entries()) {
      for (const [j, other] of members.entries()) {
        if (i === j) continue;
        await expect.poll(() => framesDecoded(videoOf(tab, other)), { timeout: 30_000 }).toBeGreaterThan(0);
      }
    }
    await expect(host.getByRole('list', { name: 'Participants' }).getByRole('listitem')).toHaveCount(3);
    await shoot(host, 'meeting-room');
  });

  await test.step('the host mutes everyone: the others’ microphones go off', async () => {
    await host.getByRole('button', { name: 'Host actions' }).click();
    await host.getByRole('menuitem', { name: 'Mute everyone' }).click();
    for (const guest of guests) {
      await expect(guest.getByText('The host muted everyone.', { exact: false })).toBeVisible();
      await expect(guest.getByRole('button', { name: 'Unmute' })).toBeVisible();
    }
  });

  await test.step('the host ends the meeting for all', async () => {
    await host.getByRole('button', { name: 'Host actions' }).click();
    await host.getByRole('menuitem', { name: 'End meeting for all' }).click();
    for (const tab of tabs) await expect(tab.getByRole('heading', { name: 'The meeting has ended' })).toBeVisible();
    await shoot(guests[0], 'meeting-ended');
    // Back at the address, the meeting says it is over.
    await guests[1].reload();
    await expect(guests[1].getByRole('heading', { name: 'The meeting has ended' })).toBeVisible();
  });
});
