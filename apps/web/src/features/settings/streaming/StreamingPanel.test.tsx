import * as api from '@plaza/contract/api';
import type { StreamingSettings } from '@plaza/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSettings, stubApi } from '../testing/render-settings';
import { StreamingPanel } from './StreamingPanel';

afterEach(() => {
  vi.unstubAllGlobals();
});

const SETTINGS = `${api.streaming.settings.method} ${api.streaming.settings.path}`;
const REGENERATE = `${api.streaming.regenerateKey.method} ${api.streaming.regenerateKey.path}`;
const rtmpUrl = 'rtmp://plaza.test:1935/live';
const key = `live_${'k'.repeat(43)}`;
const settings = (over: Partial<StreamingSettings> = {}): StreamingSettings => ({
  rtmpUrl,
  hasStreamKey: false,
  keyframeIntervalSeconds: 2,
  livePostId: null,
  ...over,
});

function renderPanel() {
  renderSettings(<StreamingPanel />, { pathname: '/settings/streaming' });
}

const keyInput = () => screen.getByLabelText('Stream key') as HTMLInputElement;

describe('Settings › Streaming', () => {
  it('shows the RTMP URL and the OBS settings, and generates a first key without asking, shown once', async () => {
    let hasKey = false;
    const sent = stubApi({
      [SETTINGS]: () => ({ body: settings({ hasStreamKey: hasKey }) }),
      [REGENERATE]: () => {
        hasKey = true;
        return { body: { rtmpUrl, streamKey: key } };
      },
    });
    renderPanel();
    expect(screen.getByRole('status', { name: 'Loading streaming settings' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue(rtmpUrl)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy RTMP URL' })).toBeInTheDocument();
    expect(screen.getByText('2 s')).toBeInTheDocument();
    expect(screen.getByText(/You have no stream key yet/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Generate stream key' }));
    await waitFor(() => expect(keyInput().value).toBe(key));
    expect(keyInput().type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show Stream key' }));
    expect(keyInput().type).toBe('text');
    expect(screen.getByRole('button', { name: 'Copy Stream key' })).toBeInTheDocument();
    expect(screen.getByText(/it is shown only this once/)).toBeInTheDocument();
    expect(sent.filter((r) => `${r.method} ${r.path}` === REGENERATE)).toHaveLength(1);
  });

  it('asks before replacing an existing key, and does nothing when cancelled', async () => {
    const sent = stubApi({ [SETTINGS]: settings({ hasStreamKey: true }), [REGENERATE]: { rtmpUrl, streamKey: key } });
    renderPanel();
    expect(await screen.findByText(/You have a stream key/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Stream key')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Regenerate' }));
    expect(await screen.findByText(/An encoder using the current key is refused from now on/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText(/An encoder using the current key/)).not.toBeInTheDocument());
    expect(sent.some((r) => r.method === 'POST')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Regenerate' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Regenerate' }));
    await waitFor(() => expect(keyInput().value).toBe(key));
  });

  it('links to the live that is on now', async () => {
    const livePostId = '3f1c2a52-8a4e-4c5b-9a57-2d5d8c1e0b11';
    stubApi({ [SETTINGS]: settings({ hasStreamKey: true, livePostId }) });
    renderPanel();
    expect(await screen.findByText('You are live now')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open your live' })).toHaveAttribute('href', `/video/${livePostId}`);
  });

  it('shows an error with Try again', async () => {
    let fail = true;
    stubApi({
      [SETTINGS]: () =>
        fail
          ? { status: 500, body: { statusCode: 500, message: 'INTERNAL_ERROR', error: 'Something went wrong' } }
          : { body: settings() },
    });
    renderPanel();
    expect(await screen.findByText('Your streaming settings could not be loaded')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByDisplayValue(rtmpUrl)).toBeInTheDocument();
  });
});
