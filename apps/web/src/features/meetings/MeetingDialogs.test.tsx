import * as api from '@plaza/contract/api';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../testing/fake-api';
import { renderApp } from '../../testing/render-app';
import { stubFontFaceSet } from '../../testing/stub-fonts';
import { MeetingDialogs } from './MeetingDialogs';
import { openPlanMeeting } from './meeting-dialogs-store';
import { savedConfig } from './testing/meeting-fixture';

afterEach(() => vi.unstubAllGlobals());

describe('the meeting layers', () => {
  it('open the Plan dialog with the kind preset, asking for the saved settings only then, and close', async () => {
    stubFontFaceSet();
    const calls = stubApi({
      [`GET ${api.meetings.userConfig.path}`]: () => ({ body: savedConfig }),
      [`GET ${api.userChannels.listAll.path}`]: () => ({ body: [] }),
    });
    renderApp(<MeetingDialogs />);
    expect(calls).toHaveLength(0);
    act(() => openPlanMeeting('studio'));
    expect(
      await screen.findByRole('dialog', { name: 'Plan a streaming studio' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await screen.findByRole('tab', { name: 'Details' });
    expect(calls.map((c) => c.path)).toContain(api.meetings.userConfig.path);
    fireEvent.click(screen.getByRole('button', { name: 'Close dialog' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
