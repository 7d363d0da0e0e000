import { API_VERSION } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiManagementPanel } from './ApiManagementPanel';
import { renderApp } from '../../../testing/render-app';

const first = { apiKey: 'pk_11111111111111111111111111111111', apiSecret: 'sk_first-secret' };
const second = { apiKey: 'pk_22222222222222222222222222222222', apiSecret: 'sk_second-secret' };
const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

function renderPanel() {
  renderApp(<ApiManagementPanel />);
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Settings › API management', () => {
  it('shows a loader, then the key and the masked secret, which can be revealed', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderPanel();
    expect(screen.getByRole('status', { name: 'Loading API credentials' })).toBeInTheDocument();
    answer(reply(200, first));
    await screen.findByDisplayValue(first.apiKey);
    expect(input('API secret').value).toBe(first.apiSecret);
    expect(input('API secret').type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show API secret' }));
    expect(input('API secret').type).toBe('text');
    expect(screen.getByRole('button', { name: 'Copy API key' })).toBeInTheDocument();
    expect(screen.getByLabelText('Example request')).toHaveTextContent(`X-Api-Key: ${first.apiKey}`);
  });

  it('regenerates after confirmation and shows the new pair', async () => {
    const generate = api.apiCredentials.generate;
    const fetch = vi.fn(async (url: string, init: RequestInit) =>
      init.method === generate.method && url === `/${API_VERSION}${generate.path}`
        ? reply(200, second)
        : reply(200, first),
    );
    vi.stubGlobal('fetch', fetch);
    renderPanel();
    await screen.findByDisplayValue(first.apiKey);
    fireEvent.click(screen.getByRole('button', { name: 'Regenerate' }));
    expect(await screen.findByText('Are you sure')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Regenerate' }));
    await screen.findByDisplayValue(second.apiKey);
    expect(input('API secret').value).toBe(second.apiSecret);
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const fetch = vi.fn(async () => reply(200, first));
    vi.stubGlobal('fetch', fetch);
    renderPanel();
    await screen.findByDisplayValue(first.apiKey);
    fireEvent.click(screen.getByRole('button', { name: 'Regenerate' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Are you sure')).not.toBeInTheDocument());
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('shows an error with a way to try again', async () => {
    const fetch = vi.fn(async () => reply(500, { statusCode: 500, message: 'INTERNAL_ERROR', error: 'x' }));
    vi.stubGlobal('fetch', fetch);
    renderPanel();
    expect(await screen.findByText('Your API credentials could not be loaded')).toBeInTheDocument();
    fetch.mockResolvedValueOnce(reply(200, first));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByDisplayValue(first.apiKey);
  });
});
