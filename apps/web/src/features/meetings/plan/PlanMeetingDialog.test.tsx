import { MEETING, MEMBERSHIP_PLANS } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../state/session';
import { failure, stubApi, type FakeAnswer, type FakeCall } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { stubFontFaceSet } from '../../../testing/stub-fonts';
import { testUser } from '../../../testing/users';
import { PlanMeetingDialog } from './PlanMeetingDialog';
import { aMeeting, meetingId, savedConfig } from '../testing/meeting-fixture';

const CONFIG = `GET ${api.meetings.userConfig.path}`;
const CREATE = `POST ${api.meetings.create.path}`;
const SEARCH = `GET ${api.user.search.path}`;
const CHANNELS = `GET ${api.userChannels.listAll.path}`;

const saved = savedConfig;

const person = (n: number) => ({
  id: meetingId(100 + n),
  fullName: `Guest ${n}`,
  userName: `guest${n}`,
  displayPhoto: null,
  invited: false,
  isInContact: false,
  contactUserId: null,
});

const createdFrom = (body: Record<string, unknown>) => aMeeting({ title: String(body.title) });

function stubServer(create?: FakeAnswer, more: Record<string, FakeAnswer> = {}): FakeCall[] {
  return stubApi({
    ...more,
    [CONFIG]: () => ({ body: saved }),
    [CHANNELS]: () => ({ body: [] }),
    [SEARCH]: () => ({ body: { data: [person(1), person(2)], total: 2, limit: 6, skip: 0 } }),
    [CREATE]:
      create ??
      ((call) => ({
        body: {
          meeting: createdFrom(call.body as Record<string, unknown>),
          meetingUrl: 'http://plaza.test/meeting/standup-abc123',
        },
      })),
  });
}

const posts = (calls: FakeCall[]) => calls.filter((c) => `${c.method} ${c.path}` === CREATE);
const goButton = () => screen.getByRole('button', { name: /^(Go|Creating…)$/ });

async function open(type: 'planned' | 'webinar' = 'planned') {
  const onClose = vi.fn();
  renderApp(<PlanMeetingDialog type={type} onClose={onClose} />);
  await screen.findByRole('tab', { name: 'Details' });
  return { onClose };
}

function typeTitle(text: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: text } });
}

beforeEach(() => {
  stubFontFaceSet();
  useSessionStore.getState().signedIn(testUser);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the Plan a meeting dialog', () => {
  it('asks for the saved settings once it opens and shows the four tabs, counted from Details', async () => {
    const calls = stubServer();
    await open();
    expect(calls.filter((c) => `${c.method} ${c.path}` === CONFIG)).toHaveLength(1);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Details', 'Invite', 'Privacy', 'More']);
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('tab', { name: 'Invite' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
  });

  it('blocks a title over 64 with the contract’s message, from any tab, and sends nothing', async () => {
    const calls = stubServer();
    await open();
    typeTitle('x'.repeat(MEETING.titleMax + 1));
    fireEvent.click(screen.getByRole('tab', { name: 'More' }));
    fireEvent.click(goButton());
    expect(
      await screen.findByText(`Title: Please enter up to ${MEETING.titleMax} characters long`),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    expect(posts(calls)).toHaveLength(0);
  });

  it('offers start and end pickers with half-hour times once planned for later, and a time zone', async () => {
    stubServer();
    await open();
    expect(screen.queryByLabelText('Start date')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('switch', { name: /^Plan for later/ }));
    const startDay = screen.getByLabelText('Start date') as HTMLInputElement;
    expect(startDay.value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(startDay.min).toBe(startDay.value);
    expect((screen.getByRole('combobox', { name: 'Start time' }) as HTMLInputElement).value).toMatch(/^\d{2}:(00|30)$/);
    expect((screen.getByRole('combobox', { name: 'End time' }) as HTMLInputElement).value).toMatch(/^\d{2}:(00|30)$/);
    expect((screen.getByRole('combobox', { name: 'Time zone' }) as HTMLInputElement).value).toBe(
      Intl.DateTimeFormat().resolvedOptions().timeZone,
    );
    fireEvent.click(screen.getByRole('switch', { name: /^Plan for later/ }));
    expect(screen.queryByLabelText('Start date')).not.toBeInTheDocument();
  });

  it('creates at once when the settings are the saved ones, and opens the meeting in a new tab', async () => {
    const opened = vi.spyOn(window, 'open').mockImplementation(() => null);
    const calls = stubServer();
    const { onClose } = await open('webinar');
    typeTitle('Standup');
    fireEvent.click(goButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posts(calls)).toHaveLength(1);
    expect(posts(calls)[0]?.body).toMatchObject({
      title: 'Standup',
      type: 'webinar',
      saveConfig: false,
      planForLater: false,
    });
    expect(opened).toHaveBeenCalledWith('http://plaza.test/meeting/standup-abc123', '_blank', 'noopener,noreferrer');
    expect(screen.queryByText('Save these settings for your next meetings?')).not.toBeInTheDocument();
  });

  it('shows the save step only when privacy or settings differ, with Back, and sends saveConfig as chosen', async () => {
    vi.spyOn(window, 'open').mockImplementation(() => null);
    const calls = stubServer();
    const { onClose } = await open();
    typeTitle('Standup');
    fireEvent.click(screen.getByRole('tab', { name: 'Privacy' }));
    fireEvent.click(screen.getByRole('switch', { name: /^Record/ }));
    fireEvent.click(screen.getByRole('switch', { name: /^Live stream/ }));
    expect(screen.getByRole('switch', { name: /^Record/ })).not.toBeChecked();
    fireEvent.click(goButton());
    expect(await screen.findByText('Save these settings for your next meetings?')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Settings that differ' })).getByText(/Live stream/),
    ).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);

    // Back to More, where the same settings again mean no save step.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('tab', { name: 'More' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByRole('tab', { name: 'Privacy' }));
    fireEvent.click(screen.getByRole('switch', { name: /^Live stream/ }));
    fireEvent.click(screen.getByRole('tab', { name: 'More' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Raise hand' }));
    fireEvent.click(goButton());
    expect(await screen.findByText(/Raise hand button/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: /^Save as my default settings/ }));
    fireEvent.click(goButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posts(calls)).toHaveLength(1);
    const body = posts(calls)[0]?.body as {
      saveConfig: boolean;
      liveStream: boolean;
      config: { toolbarButtons: string[] };
    };
    expect(body.saveConfig).toBe(true);
    expect(body.liveStream).toBe(false);
    expect(body.config.toolbarButtons).not.toContain('raisehand');
  });

  it('sends one submission at a time, reading Creating… meanwhile', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    const calls = stubServer(() => ({ body: null }));
    // The create call waits until the test answers it.
    const fetchStub = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        if (init.method !== 'POST') return fetchStub(url, init);
        calls.push({
          method: 'POST',
          path: api.meetings.create.path,
          query: new URLSearchParams(),
          body: JSON.parse(String(init.body)),
        });
        const { body } = await new Promise<{ body: unknown }>((resolve) => (answer = resolve));
        return new Response(JSON.stringify(body), { status: 200 });
      }),
    );
    vi.spyOn(window, 'open').mockImplementation(() => null);
    const { onClose } = await open();
    typeTitle('Standup');
    fireEvent.click(goButton());
    fireEvent.click(goButton());
    fireEvent.submit(goButton().closest('form')!);
    await waitFor(() => expect(goButton()).toHaveTextContent('Creating…'));
    expect(goButton()).toBeDisabled();
    expect(posts(calls)).toHaveLength(1);
    act(() => answer({ body: { meeting: aMeeting({ title: 'Standup' }), meetingUrl: 'http://plaza.test/meeting/x' } }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(posts(calls)).toHaveLength(1);
  });

  it('offers recording only on a plan that includes it', async () => {
    const plan = { code: 'free', name: 'Free', limits: MEMBERSHIP_PLANS.free.limits };
    stubServer(undefined, {
      [`GET ${api.membership.user.path}`]: () => ({
        body: { plan, used: { zoneCount: 0, channelCount: 0, streamCount: 0 } },
      }),
    });
    await open();
    fireEvent.click(screen.getByRole('tab', { name: 'Privacy' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: /^Record/ })).toBeDisabled());
    expect(screen.getByText('Your membership plan does not include recording.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /^Live stream/ })).toBeEnabled();
  });

  it('shows a refusal in the dialog and keeps everything entered', async () => {
    const calls = stubServer(() => failure(403, 'INSUFFICIENT_MEMBERSHIP'));
    const { onClose } = await open();
    typeTitle('Standup');
    fireEvent.click(goButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The meeting was not created');
    expect(alert).toHaveTextContent(/membership is insufficient/);
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Standup');
    expect(goButton()).toHaveTextContent('Go');
    expect(onClose).not.toHaveBeenCalled();
    expect(posts(calls)).toHaveLength(1);
  });

  it('toasts the meeting created, with its id, when the reply has no meeting URL', async () => {
    const opened = vi.spyOn(window, 'open').mockImplementation(() => null);
    stubServer((call) => ({ body: { meeting: createdFrom(call.body as Record<string, unknown>), meetingUrl: '' } }));
    await open();
    typeTitle('Standup');
    fireEvent.click(goButton());
    expect(await screen.findByText(`Meeting created (id ${meetingId(9)})`)).toBeInTheDocument();
    expect(opened).not.toHaveBeenCalled();
  });

  it('invites from the search, leaving out those invited and oneself, and removes them', async () => {
    const calls = stubServer();
    await open();
    fireEvent.click(screen.getByRole('tab', { name: 'Invite' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Find people to invite' }), { target: { value: 'gue' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Invite Guest 1' }));
    const invited = screen.getByRole('list', { name: 'Invited' });
    expect(within(invited).getByText('Guest 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite Guest 1' })).not.toBeInTheDocument();
    await waitFor(() => {
      const searches = calls.filter((c) => `${c.method} ${c.path}` === SEARCH);
      const last = searches.at(-1)?.query;
      expect(last?.get('limit')).toBe('6');
      expect(last?.get('excludeIds')).toBe(`${person(1).id},${testUser.id}`);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Guest 1' }));
    expect(screen.queryByRole('list', { name: 'Invited' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Invite Guest 1' })).toBeInTheDocument();
  });
});
