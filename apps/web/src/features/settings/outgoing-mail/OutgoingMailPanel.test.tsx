import { LISTS, buildPath, type OutboxMail, type UnverifiedUser } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SettingsSubPage } from '../SettingsSubPage';
import { me, renderSettings, stubApi } from '../testing/render-settings';

const outboxPath = `GET ${api.outgoingMail.outbox.path}`;
const membersPath = `GET ${api.outgoingMail.unverifiedUsers.path}`;
const page = <T,>(data: T[], extra: object = {}, total = data.length) => ({
  data,
  total,
  limit: LISTS.memberPage,
  skip: 0,
  ...extra,
});

const mail = (overrides: Partial<OutboxMail> = {}): OutboxMail => ({
  id: crypto.randomUUID(),
  to: 'kay@example.com',
  subject: 'Verify your e-mail address for Plaza',
  text: 'Hello Kay,\n\nVerify my e-mail address: http://plaza.test/verify-email/tok_EN-1\n\nBye',
  html: '<p>Hello</p>',
  createdOn: new Date(Date.now() - 5 * 60_000).toISOString(),
  ...overrides,
});

const member = (overrides: Partial<UnverifiedUser> = {}): UnverifiedUser => ({
  id: crypto.randomUUID(),
  fullName: 'Kay Smith',
  email: 'kay@example.com',
  signIn: 'password',
  createdOn: '2026-03-04T09:00:00.000Z',
  ...overrides,
});

const show = (user = me) =>
  renderSettings(
    <Routes>
      <Route path="/settings/:page" element={<SettingsSubPage />} />
    </Routes>,
    { pathname: '/settings/outgoing-mail' },
    user,
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Settings › Outgoing mail', () => {
  it('says SMTP is not configured and how to set it, when it is not', async () => {
    stubApi({ [outboxPath]: page([], { smtpConfigured: false }), [membersPath]: page([]) });
    show();
    const banner = (await screen.findByText('SMTP is not configured')).closest('[role="alert"]') as HTMLElement;
    expect(within(banner).getByText(/SMTP_URL=smtp:\/\/user:pass@mail\.example\.com:587/)).toBeInTheDocument();
    expect(within(banner).getByText(/“Outgoing mail” in the README/)).toBeInTheDocument();
    expect(screen.getByText('No mail kept')).toBeInTheDocument();
    expect(screen.getByText('Everyone is verified')).toBeInTheDocument();
  });

  it('shows no such banner when SMTP is configured', async () => {
    stubApi({ [outboxPath]: page([], { smtpConfigured: true }), [membersPath]: page([]) });
    show();
    expect(await screen.findByText('Mail is sent through your SMTP server')).toBeInTheDocument();
    expect(screen.queryByText('SMTP is not configured')).not.toBeInTheDocument();
    expect(screen.getByText('Mail goes out through your SMTP server.')).toBeInTheDocument();
  });

  it('lists the outbox: subject, recipient and when, the text on demand with its link clickable', async () => {
    stubApi({ [outboxPath]: page([mail()], { smtpConfigured: false }), [membersPath]: page([]) });
    show();
    const row = within(await screen.findByRole('listitem', { name: 'Verify your e-mail address for Plaza' }));
    expect(row.getByText('To kay@example.com')).toBeInTheDocument();
    expect(row.getByText('5 minutes ago')).toBeInTheDocument();
    expect(row.queryByRole('link')).not.toBeInTheDocument();
    fireEvent.click(row.getByRole('button', { name: 'Show text' }));
    const link = row.getByRole('link', { name: 'http://plaza.test/verify-email/tok_EN-1' });
    expect(link.getAttribute('href')).toBe('http://plaza.test/verify-email/tok_EN-1');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(row.getByText(/Hello Kay,/)).toBeInTheDocument();
    fireEvent.click(row.getByRole('button', { name: 'Hide text' }));
    expect(row.queryByRole('link')).not.toBeInTheDocument();
  });

  it('resends a member’s verification mail and reads both lists again', async () => {
    const kay = member();
    let mails: OutboxMail[] = [];
    const resendPath = `POST ${buildPath(api.outgoingMail.resendVerification.path, { id: kay.id })}`;
    const sent = stubApi({
      [outboxPath]: () => ({ body: page(mails, { smtpConfigured: false }) }),
      [membersPath]: page([kay]),
      [resendPath]: () => {
        mails = [mail()];
        return { body: { success: true } };
      },
    });
    show();
    const row = within(await screen.findByRole('listitem', { name: 'Kay Smith' }));
    expect(row.getByText('kay@example.com')).toBeInTheDocument();
    expect(row.getByText('Signed up on 04/03/2026')).toBeInTheDocument();
    fireEvent.click(row.getByRole('button', { name: 'Resend verification mail' }));
    expect(await screen.findByText('Verification mail sent to kay@example.com')).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'Verify your e-mail address for Plaza' })).toBeInTheDocument();
    expect(sent.map((r) => `${r.method} ${r.path}`)).toContain(resendPath);
  });

  it('verifies a member by hand only after the confirm dialog, then takes them off the list', async () => {
    const kay = member();
    let waiting = [kay];
    const verifyPath = `POST ${buildPath(api.outgoingMail.verifyByHand.path, { id: kay.id })}`;
    const sent = stubApi({
      [outboxPath]: page([], { smtpConfigured: false }),
      [membersPath]: () => ({ body: page(waiting) }),
      [verifyPath]: () => {
        waiting = [];
        return { body: { id: kay.id, email: kay.email, userName: 'kay_smith' } };
      },
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Verify by hand' }));
    expect(await screen.findByText('Are you sure')).toBeInTheDocument();
    expect(screen.getByText(/Do this only when you know the address is theirs/)).toBeInTheDocument();
    expect(sent.map((r) => r.method)).not.toContain('POST');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(sent.map((r) => `${r.method} ${r.path}`)).toContain(verifyPath));
    expect(
      await screen.findByText(/kay@example.com is verified\. They can sign in now \(username kay_smith\)/),
    ).toBeInTheDocument();
    expect(await screen.findByText('Everyone is verified')).toBeInTheDocument();
  });

  it('shows each list’s error with Try again', async () => {
    let broken = true;
    const failure = { status: 500, body: { statusCode: 500, message: 'INTERNAL_ERROR', error: 'x' } };
    stubApi({
      [outboxPath]: () => (broken ? failure : { body: page([], { smtpConfigured: true }) }),
      [membersPath]: () => (broken ? failure : { body: page([]) }),
    });
    show();
    expect(await screen.findByText('The outbox could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('The members could not be loaded')).toBeInTheDocument();
    broken = false;
    for (const retry of screen.getAllByRole('button', { name: 'Try again' })) fireEvent.click(retry);
    expect(await screen.findByText('No mail kept')).toBeInTheDocument();
    expect(await screen.findByText('Everyone is verified')).toBeInTheDocument();
  });

  it('shows loading placeholders while the lists load', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    show();
    expect(await screen.findByRole('status', { name: 'Loading the outbox' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading members to verify' })).toBeInTheDocument();
  });

  it('loads more mail with the count already loaded as skip', async () => {
    const first = Array.from({ length: LISTS.memberPage }, (_, i) => mail({ subject: `Mail ${i}` }));
    let calls = 0;
    stubApi({
      [outboxPath]: () => ({
        body:
          calls++ === 0
            ? page(first, { smtpConfigured: false }, 11)
            : page([mail({ subject: 'The last one' })], { smtpConfigured: false }, 11),
      }),
      [membersPath]: page([]),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('listitem', { name: 'The last one' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const skips = vi
      .mocked(globalThis.fetch)
      .mock.calls.map(([url]) => new URL(String(url), 'http://plaza.test'))
      .filter((url) => url.pathname.endsWith(api.outgoingMail.outbox.path))
      .map((url) => url.searchParams.get('skip'));
    expect(skips).toEqual(['0', String(LISTS.memberPage)]);
  });

  it('is a page the super admin only: anyone else gets Page not found and nothing is asked of the server', async () => {
    const sent = stubApi({});
    show({ ...me, isSuperAdmin: false });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByText('Outbox')).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
