import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { useCallInbox } from './call-inbox';
import { CallButton } from './CallButton';

const grace = { id: '00000000-0000-4000-8000-000000000001', fullName: 'Grace Hopper', displayPhoto: null };

afterEach(() => useCallInbox.setState({ wanted: false, queue: [], busy: false }));

describe('CallButton', () => {
  it('asks for the call feature and hands it the contact to dial', () => {
    renderApp(<CallButton user={grace} online />);
    fireEvent.click(screen.getByRole('button', { name: 'Video call Grace Hopper' }));
    expect(useCallInbox.getState()).toMatchObject({
      wanted: true,
      queue: [{ type: 'dial', user: { id: grace.id, name: 'Grace Hopper', avatar: null } }],
    });
  });

  it('is disabled while the contact is offline, and says why', async () => {
    renderApp(<CallButton user={grace} online={false} variant="button" />);
    const button = screen.getByRole('button', { name: 'Video call Grace Hopper' });
    expect(button).toBeDisabled();
    fireEvent.mouseEnter(button.parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Grace Hopper is offline');
    expect(useCallInbox.getState().queue).toEqual([]);
  });

  it('is disabled during a call', () => {
    useCallInbox.setState({ busy: true });
    renderApp(<CallButton user={grace} online />);
    expect(screen.getByRole('button', { name: 'Video call Grace Hopper' })).toBeDisabled();
  });
});
