import * as api from '@plaza/contract/api';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeyOf } from '../../api/hooks';
import { stubApi } from '../../testing/fake-api';
import { renderApp } from '../../testing/render-app';
import { SidebarNav } from './SidebarNav';

const UNREAD = `GET ${api.chat.unreadCounts.path}`;
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the Messages entry', () => {
  it.each([false, true])('shows the unread direct messages of all conversations (compact: %s)', async (compact) => {
    stubApi({
      [UNREAD]: () => ({
        body: [
          { userId: uuid(2), count: 2 },
          { userId: uuid(3), count: 1 },
        ],
      }),
    });
    renderApp(<SidebarNav compact={compact} />, { path: '/' });
    // The link's own name carries the count; no aria-label on a plain span or badge.
    const messages = await screen.findByRole('link', { name: /^Messages ?, 3 unread$/ });
    expect(messages).toHaveTextContent('3');
    expect(messages.querySelector('[aria-label]')).toBeNull();
    expect(screen.getByRole('link', { name: 'Contacts' })).toBeInTheDocument();
  });

  it('shows no badge when everything is read', async () => {
    stubApi({ [UNREAD]: () => ({ body: [] }) });
    const { client } = renderApp(<SidebarNav compact={false} />, { path: '/' });
    const key = queryKeyOf(api.chat.unreadCounts, {});
    await waitFor(() => expect(client.getQueryState(key)?.status).toBe('success'));
    expect(screen.getByRole('link', { name: 'Messages' })).toBeInTheDocument();
    expect(screen.queryByText(/unread/)).not.toBeInTheDocument();
  });
});
