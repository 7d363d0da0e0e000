import { expect, test } from '@playwright/test';
import {
  VERIFY_SUBJECT,
  admin,
  ensureInitialized,
  newUser,
  registerWithEmail,
  signIn,
  submitSignIn,
} from '../support/accounts';
import { linkIn, mailbox, type Mailbox } from '../support/mailbox';
import { expectNoSeriousA11yViolations } from '../support/a11y';

let mail: Mailbox;
test.beforeAll(async () => {
  mail = await mailbox();
});

test('sign up with e-mail, verify from the mail choosing a username, then sign in', async ({ page }) => {
  const user = newUser('reg');
  await ensureInitialized(page);

  await test.step('/register offers e-mail sign-up beside the configured providers and a wallet', async () => {
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Continue with (Google|Apple)$/ })).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'register');
    await page.getByRole('link', { name: 'Sign up with e-mail' }).click();
    await expect(page).toHaveURL(/\/register-with-email$/);
  });

  await test.step('the form checks what is typed with the server words, keeping the values', async () => {
    await page.getByLabel('Full name').fill(user.fullName);
    await page.getByLabel('Email').fill('not-an-address');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
    await page.getByLabel('Confirm password').fill(`${user.password}x`);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Invalid email')).toBeVisible();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await expect(page.getByLabel('Full name')).toHaveValue(user.fullName);
    await expectNoSeriousA11yViolations(page, 'register with e-mail (errors shown)');
  });

  await test.step('an address already registered is refused with the policy toast', async () => {
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Confirm password').fill(user.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Specified email address already registered!')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(admin.email);
  });

  const id = await test.step('signing up leads to the page about the mail that was sent', async () => {
    const userId = await registerWithEmail(page, user);
    await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'check your e-mail');
    return userId;
  });

  await test.step('the mail can be sent again', async () => {
    await page.getByRole('button', { name: 'Resend e-mail' }).click();
    await expect(page.getByText('Verification e-mail sent')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resend e-mail' })).toBeEnabled();
  });

  await test.step('signing in before verifying leads back to the verification info page', async () => {
    await submitSignIn(page, user.email, user.password);
    await expect(page).toHaveURL(new RegExp(`/verify-email-info/${id}$`));
  });

  await test.step('the link of the mail asks for a username and says which are taken', async () => {
    // The resend replaced the first link, so the second mail is the one that works.
    const received = await mail.waitForMail({ to: user.email, subject: VERIFY_SUBJECT, count: 2 });
    expect(received.from).toBe('no-reply@plaza.test');
    await page.goto(linkIn(received, '/verify-email/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Verify your e-mail' })).toBeVisible();
    await page.getByLabel('Username').fill(admin.userName);
    await expect(page.getByText(`Username "${admin.userName}" is not available`)).toBeVisible();
    await page.getByLabel('Username').fill(user.userName);
    await expect(page.getByText(`Username "${user.userName}" is available`)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'verify e-mail');
  });

  await test.step('verifying leads to sign-in with the address filled in; the new username works too', async () => {
    await page.getByRole('button', { name: 'Verify and continue' }).click();
    await expect(page.getByText('E-mail verified')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Email or username')).toHaveValue(user.email);
    await signIn(page, user.userName, user.password);
  });
});

test('a used or unknown verification link explains itself and offers sign-in', async ({ page }) => {
  await ensureInitialized(page);
  await page.goto('/verify-email/not-a-real-token');
  await page.getByLabel('Username').fill('someone_new');
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await expect(page.getByText('This verification link is invalid or has expired.')).toBeVisible();
  await expect(page.getByText('This link cannot be used')).toBeVisible();
  await page.getByRole('alert').getByRole('link', { name: 'sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
