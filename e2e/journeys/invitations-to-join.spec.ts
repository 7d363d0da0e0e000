import { expect, test, type Browser, type Locator, type Page, type TestInfo } from '@playwright/test';
import { VERIFY_SUBJECT, createMember, newUser, signIn, type NewUser } from '../support/accounts';
import { linkIn, mailbox, type Mailbox } from '../support/mailbox';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** A tab with cookies of its own: another person, or the same person in another browser. */
async function freshTab(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP });
  return context.newPage();
}

async function signedInTab(browser: Browser, user: NewUser): Promise<Page> {
  const page = await freshTab(browser);
  await signIn(page, user.userName, user.password);
  return page;
}

/** Desktop and phone shots; each size is loaded afresh (a resized shell animates its way there). */
async function screenshots(page: Page, testInfo: TestInfo, name: string, ready: Locator): Promise<void> {
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.reload();
    await expect(ready).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`${name}-${size}.png`), fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
  await page.reload();
  await expect(ready).toBeVisible();
}

const nextOf = (path: string) => `next=${encodeURIComponent(path)}`;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** From /register (with the page to come back to) through the e-mail form to the mail page. */
async function signUp(page: Page, user: NewUser, invitePath: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/register\\?${escaped(nextOf(invitePath))}$`));
  await page.getByRole('link', { name: 'Sign up with e-mail' }).click();
  await expect(page).toHaveURL(new RegExp(`/register-with-email\\?${escaped(nextOf(invitePath))}$`));
  await page.getByLabel('Full name').fill(user.fullName);
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByLabel('Confirm password').fill(user.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/verify-email-info/[0-9a-f-]{36}\\?${escaped(nextOf(invitePath))}$`));
}

/** The verification link, followed in `page`, leads to sign-in with the address filled in, then back to the invitation. */
async function verifyAndSignIn(page: Page, box: Mailbox, user: NewUser, invitePath: string): Promise<void> {
  const link = linkIn(await box.waitForMail({ to: user.email, subject: VERIFY_SUBJECT }), '/verify-email/');
  expect(link).toContain(`?${nextOf(invitePath)}`);
  await page.goto(link);
  await page.getByLabel('Username').fill(user.userName);
  await expect(page.getByText(`Username "${user.userName}" is available`)).toBeVisible();
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await expect(page.getByText('E-mail verified')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/login\\?${escaped(nextOf(invitePath))}$`));
  await expect(page.getByLabel('Email or username')).toHaveValue(user.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${escaped(invitePath)}$`));
}

const contactsList = (page: Page) => page.getByRole('list', { name: 'Contacts' });

test('an e-mail invitation to an outsider carries through sign-up and verification in another browser to one-click Accept', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const box = await mailbox();
  const alice = await createMember(page, box, 'alice');
  const kim = newUser('kim');
  const invitePath = `/invite?from=${alice.userName}`;

  await test.step('Alice invites an address with no account', async () => {
    const a = await signedInTab(browser, alice);
    await a.goto('/invite');
    await a.getByRole('textbox', { name: 'Invite by e-mail' }).fill(kim.email);
    await a.getByRole('button', { name: 'Send invitation' }).click();
    await expect(a.getByText(`We e-mailed ${kim.email} an invitation to join Plaza`)).toBeVisible();
    await a.context().close();
  });

  const k = await freshTab(browser);
  await test.step("the mail leads, signed out, to Alice's public invitation page", async () => {
    const mail = await box.waitForMail({ to: kim.email, subject: `${alice.fullName} invited you to join Plaza` });
    expect(linkIn(mail, '/invite')).toBe(invitePath);
    await k.goto(linkIn(mail, '/invite'));
    await expect(k.getByRole('heading', { level: 1, name: 'You are invited' })).toBeVisible();
    const card = k.getByRole('region', { name: 'Who invited you' });
    await expect(card.getByText(`@${alice.userName}`)).toBeVisible();
    await expect(card.getByRole('link', { name: 'I have an account' })).toHaveAttribute(
      'href',
      `/join?${nextOf(invitePath)}`,
    );
    await screenshots(k, testInfo, 'invite-landing', card.getByRole('link', { name: 'Join Plaza' }));
    await card.getByRole('link', { name: 'Join Plaza' }).click();
  });

  await test.step('signing up keeps the invitation as the page to come back to', () => signUp(k, kim, invitePath));

  const other = await freshTab(browser);
  await test.step('verifying in another browser leads to sign-in (address filled in) and back to the invitation', () =>
    verifyAndSignIn(other, box, kim, invitePath));

  await test.step("Alice's invitation waits there and is accepted in one click", async () => {
    const card = other.getByRole('region', { name: 'Who invited you' });
    await expect(card.getByText(`${alice.fullName} invited you to be contacts.`)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Decline' })).toBeEnabled();
    await screenshots(other, testInfo, 'invite-waiting', card.getByRole('button', { name: 'Accept' }));
    await card.getByRole('button', { name: 'Accept' }).click();
    await expect(other.getByText(`${alice.fullName} is now in your contacts`)).toBeVisible();
    await expect(card.getByRole('button', { name: 'In contacts' })).toBeDisabled();
    await screenshots(other, testInfo, 'invite-accepted', card.getByRole('button', { name: 'In contacts' }));
  });

  await test.step('both are contacts', async () => {
    await other.goto('/contacts');
    await expect(contactsList(other).getByText(`@${alice.userName}`)).toBeVisible();
    const a = await signedInTab(browser, alice);
    await a.goto('/contacts');
    await expect(contactsList(a).getByText(`@${kim.userName}`)).toBeVisible();
  });
});

test("someone's share link carries a newcomer through sign-up to one-click Add, which the sharer accepts", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const box = await mailbox();
  const bob = await createMember(page, box, 'bob');
  const lea = newUser('lea');
  const invitePath = `/invite?from=${bob.userName}`;

  const b = await signedInTab(browser, bob);
  await test.step('Bob finds his link on /invite', async () => {
    await b.goto('/invite');
    await expect(b.getByText(new URL(invitePath, b.url()).toString())).toBeVisible();
  });

  const l = await freshTab(browser);
  await test.step('the link, signed out, leads through sign-up and verification back to it', async () => {
    await l.goto(invitePath);
    await l.getByRole('region', { name: 'Who invited you' }).getByRole('link', { name: 'Join Plaza' }).click();
    await signUp(l, lea, invitePath);
    await verifyAndSignIn(l, box, lea, invitePath);
  });

  await test.step('one click asks Bob to be contacts', async () => {
    const card = l.getByRole('region', { name: 'Who invited you' });
    await expect(card.getByText(bob.fullName, { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Add to contacts' }).click();
    await expect(card.getByRole('button', { name: 'Invited' })).toBeDisabled();
  });

  await test.step('Bob accepts; both are contacts', async () => {
    await b.goto('/contacts');
    const invitation = b.getByRole('listitem', { name: `Invitation from ${lea.fullName}` });
    await invitation.getByRole('button', { name: 'Accept' }).click();
    await expect(contactsList(b).getByText(`@${lea.userName}`)).toBeVisible();
    await l.goto('/contacts');
    await expect(contactsList(l).getByText(`@${bob.userName}`)).toBeVisible();
  });
});
