import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';

// The support pages and the API reference are public: a signed-out visitor reads them. On a fresh
// installation every page first leads to /initialize-user; if this file runs alone, it sets the
// installation up with its own admin, signs out, and reads the pages as a visitor.
const admin = {
  fullName: 'Grace Hopper',
  userName: `grace_${Date.now().toString(36)}`.slice(0, 16),
  email: `grace.${Date.now().toString(36)}@plaza.test`,
  password: 'compiler-pioneer',
};

async function asSignedOutVisitor(page: Page): Promise<void> {
  await page.goto('/support');
  // The page first asks the server who is signed in; then it either shows itself or leads to the setup.
  const support = page.getByRole('heading', { level: 1, name: 'Support' });
  const setup = page.getByRole('button', { name: 'Create super admin' });
  await expect(support.or(setup)).toBeVisible();
  if (await support.isVisible()) return;
  await page.getByLabel('Full name').fill(admin.fullName);
  await page.getByLabel('Username').fill(admin.userName);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Create super admin' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.context().clearCookies();
}

const articles = [
  { path: '/support/about-us', title: 'About us', text: 'self-hostable' },
  { path: '/support/privacy-policy', title: 'Privacy policy', text: 'You must be at least 13 years old to use Plaza' },
  { path: '/support/terms-and-conditions', title: 'Terms and conditions', text: 'Acceptable use' },
  { path: '/support/faq', title: 'Frequently asked questions', text: 'What is a zone?' },
];

test.describe('support pages and API documentation', () => {
  test.beforeEach(async ({ page }) => {
    await asSignedOutVisitor(page);
  });

  test('the support page links to the four articles, each with content and a date', async ({ page }) => {
    await page.goto('/support');
    await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'support');
    for (const article of articles) {
      await page.goto('/support');
      await page.getByRole('link', { name: new RegExp(article.title) }).click();
      await expect(page).toHaveURL(new RegExp(`${article.path}$`));
      await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
      await expect(page.getByText(article.text).first()).toBeVisible();
      await expect(page.getByText(/Last updated \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
      await expectNoSeriousA11yViolations(page, `support › ${article.title}`);
    }
  });

  test('the privacy policy names the minimum age of 13', async ({ page }) => {
    await page.goto('/support/privacy-policy');
    await expect(page.getByRole('article')).toContainText('13');
    await expect(page.getByRole('article')).toContainText('You must be at least 13 years old to use Plaza');
  });

  test('the FAQ opens an answer', async ({ page }) => {
    await page.goto('/support/faq');
    await page.getByRole('button', { name: 'What is a zone?' }).click();
    await expect(page.getByText(/A zone is a community with its own address/)).toBeVisible();
  });

  test('an unknown support page is not found', async ({ page }) => {
    await page.goto('/support/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('the API documentation renders the OpenAPI document without leaving the site', async ({
    page,
    baseURL,
  }, testInfo) => {
    const external: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(baseURL ?? '') && !url.startsWith('data:') && !url.startsWith('blob:')) external.push(url);
    });
    await page.goto('/api-docs');
    await expect(page.getByRole('heading', { level: 1, name: 'API documentation' })).toBeVisible();
    await expect(page.getByText('X-Api-Key: <key>')).toBeVisible();
    const viewer = page.getByTestId('openapi-viewer');
    await expect(viewer.getByText('Plaza API').filter({ visible: true }).first()).toBeVisible({ timeout: 20_000 });
    await expect(viewer.getByText('/auth/login', { exact: true }).filter({ visible: true }).first()).toBeVisible();
    // The socket events are listed from their declarations, with the deliberate differences.
    await expect(viewer.getByText('Events a client sends').filter({ visible: true }).first()).toBeVisible();
    await expect(
      viewer.getByText('Deliberate differences from the specification (socket)').filter({ visible: true }).first(),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'API documentation');
    // The navigation names each method whole (a coloured block cut POST to POS).
    const post = viewer.getByText('POST', { exact: true }).filter({ visible: true }).first();
    await expect(post).toBeVisible();
    await expect(viewer.getByText('POS', { exact: true })).toHaveCount(0);
    await viewer.screenshot({ path: testInfo.outputPath('api-docs-methods.png') });
    for (const [name, size] of [
      ['desktop', { width: 1440, height: 900 }],
      ['phone', { width: 390, height: 844 }],
    ] as const) {
      await page.setViewportSize(size);
      const section = viewer.getByText('Events a client sends').filter({ visible: true }).first();
      // The viewer lays itself out again after a resize, which can replace the element mid-scroll.
      await expect(async () => {
        await section.scrollIntoViewIfNeeded({ timeout: 2_000 });
      }).toPass();
      await page.screenshot({ path: testInfo.outputPath(`api-docs-socket-${name}.png`) });
    }
    expect(external).toEqual([]);
  });
});
