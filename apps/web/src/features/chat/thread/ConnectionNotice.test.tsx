import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSocketStore } from '../../../realtime/socket';
import { ConnectionNotice } from './ConnectionNotice';
import { renderApp } from '../../../testing/render-app';

const notice = () => screen.queryByRole('status', { name: 'Connection' });

describe('ConnectionNotice', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    useSocketStore.setState({ socket: null, connected: false });
  });

  it('says so once the socket has been down a moment, and goes when it is back', () => {
    useSocketStore.setState({ connected: false });
    renderApp(<ConnectionNotice />);
    expect(notice()).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(notice()).toHaveTextContent(/Reconnecting/);
    act(() => useSocketStore.setState({ connected: true }));
    expect(notice()).toBeNull();
    // A short drop (under the grace time) says nothing.
    act(() => useSocketStore.setState({ connected: false }));
    act(() => {
      vi.advanceTimersByTime(500);
    });
    act(() => useSocketStore.setState({ connected: true }));
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(notice()).toBeNull();
  });
});
