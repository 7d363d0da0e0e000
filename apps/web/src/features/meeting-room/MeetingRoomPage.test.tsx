import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, stubApi } from '../../testing/fake-api';
import { renderApp } from '../../testing/render-app';
import { PATHS } from '../../routing/paths';
import { MeetingRoomPage } from './MeetingRoomPage';

afterEach(() => vi.unstubAllGlobals());

describe('the meeting room page', () => {
  it('says only "not found" for a meeting the member may not see, and offers no lobby', async () => {
    const requests = stubApi({ 'GET /meeting/abc123': () => failure(404, 'MEETING_NOT_FOUND') });
    renderApp(<MeetingRoomPage />, { path: '/meeting/abc123', pattern: PATHS.meeting });
    expect(await screen.findByRole('heading', { name: 'Meeting not found' })).toBeInTheDocument();
    expect(screen.getByText(/does not exist, or you are not invited to it/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join meeting' })).toBeNull();
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /meeting/abc123']);
  });
});
