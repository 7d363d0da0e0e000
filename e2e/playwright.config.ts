import { mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { HOST_RESOLVER_RULES, OIDC_CLIENT, appURL, directURL, E2E_PORT, oidcIssuer } from './support/sites';

const root = resolve(import.meta.dirname, '..');
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2525);
// The product runs at a test domain so that its zone sites (<subdomain>.plaza.test) are reachable.
export const baseURL = appURL;

// Every run starts the product on a fresh DATA_DIR, as a new user on a fresh machine would.
// Workers load this file again; the environment variable keeps them from wiping the directory.
if (!process.env.PLAZA_E2E_DATA_DIR) {
  process.env.PLAZA_E2E_DATA_DIR = resolve(root, '.test-data/e2e');
  rmSync(process.env.PLAZA_E2E_DATA_DIR, { recursive: true, force: true });
  mkdirSync(process.env.PLAZA_E2E_DATA_DIR, { recursive: true });
}
const dataDir = process.env.PLAZA_E2E_DATA_DIR;
// The mails of the run, kept by its one SMTP server (support/global-setup.ts) and read by every worker.
if (!process.env.PLAZA_E2E_MAIL_DIR) {
  process.env.PLAZA_E2E_MAIL_DIR = resolve(root, '.test-data/e2e-mail');
  rmSync(process.env.PLAZA_E2E_MAIL_DIR, { recursive: true, force: true });
  mkdirSync(process.env.PLAZA_E2E_MAIL_DIR, { recursive: true });
}

export default defineConfig({
  testDir: resolve(import.meta.dirname, 'journeys'),
  globalSetup: resolve(import.meta.dirname, 'support/global-setup.ts'),
  outputDir: resolve(root, 'test-results'),
  // Two files at once against the one server: every journey makes its own members, zones and
  // posts (newUser's random names), and the super admin is only read. A file's tests stay in order.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // A journey's whole walk: zone settings took 66 s at load 10 on 2 cores (24 s idle); longer walks set their own.
  timeout: 180_000,
  expect: { timeout: 10_000 },
  // The first-run journey needs the fresh installation, so it runs before every other journey
  // (which may create the same admin themselves when run alone).
  projects: [
    { name: 'first-run', testMatch: /first-run-and-sign-in\.spec\.ts$/ },
    { name: 'journeys', testIgnore: /first-run-and-sign-in\.spec\.ts$/, dependencies: ['first-run'] },
  ],
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        `--host-resolver-rules=${HOST_RESOLVER_RULES}`,
        // Calls (issue 21): a fake camera and microphone, granted without asking; the camera needs a
        // secure context, which the test domain on plain HTTP is not (https is in production).
        `--unsafely-treat-insecure-origin-as-secure=${appURL}`,
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
      ],
    },
  },
  webServer: [
    {
      // A real OpenID provider on loopback, standing in for Google and Apple (issue 8).
      command: `"${process.execPath}" --import tsx e2e/support/oidc-provider-main.ts`,
      cwd: root,
      url: `${oidcIssuer}/.well-known/openid-configuration`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The server as production runs it: built to JavaScript (again only when its sources changed).
      command: `"${process.execPath}" scripts/server-build.mjs && "${process.execPath}" --enable-source-maps apps/server/dist/main.js`,
      cwd: root,
      // Node cannot resolve the test domain: the start-up check asks the loopback address.
      url: `${directURL}/v1/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(E2E_PORT),
        APP_URL: baseURL,
        DATA_DIR: dataDir,
        APP_ENV: 'e2e',
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        // One process on the embedded database, which refuses a shared Redis (CI sets REDIS_URL).
        REDIS_URL: '',
        // RTMP ingest on a free port, so runs beside another server never collide on 1935.
        RTMP_PORT: '0',
        // A stopped stream ends its live 2 s later instead of LIVE.resumeWindowSeconds (a publisher may come back).
        LIVE_RESUME_SECONDS: '2',
        // Every member of every journey signs up from this one address: more than the 30 an hour one
        // address may make in production.
        SIGNUPS_PER_ADDRESS_HOUR: '500',
        // Mail goes to the SMTP server the journeys run (e2e/support/mailbox.ts); the server's mail
        // queue retries, so a mail sent before that server listens arrives later.
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_FROM: 'Plaza <no-reply@plaza.test>',
        GOOGLE_ISSUER: oidcIssuer,
        GOOGLE_CLIENT_ID: OIDC_CLIENT.id,
        GOOGLE_CLIENT_SECRET: OIDC_CLIENT.secret,
        APPLE_ISSUER: oidcIssuer,
        APPLE_CLIENT_ID: OIDC_CLIENT.id,
        APPLE_CLIENT_SECRET: OIDC_CLIENT.secret,
      },
    },
  ],
});
