import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aContact } from '../features/contacts/testing/fixtures';
import { SelectedContact } from '../features/contacts/SelectedContact';
import { renderApp } from '../testing/render-app';
import { ProfileActions } from '../features/profile/header/ProfileActions';
import { ALAN, aRelation } from '../features/profile/testing/profile-fixture';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Message buttons', () => {
  it('on the chosen contact, open the conversation with them', async () => {
    const grace = aContact(2, { fullName: 'Grace Hopper', userName: 'grace' });
    const { router } = renderApp(<SelectedContact contact={grace} onRemoved={() => undefined} />, {
      path: '/contacts',
    });
    const link = within(screen.getByRole('region', { name: 'Contact Grace Hopper' })).getByRole('link', {
      name: 'Message',
    });
    const expected = `/messages?user=${grace.contactUser.id}&name=grace`;
    expect(link.getAttribute('href')).toBe(expected);
    await act(async () => fireEvent.click(link));
    expect(router.state.location.pathname + router.state.location.search).toBe(expected);
  });

  it('on a contact’s profile, open the conversation with them; not for anyone else', () => {
    const props = { user: ALAN, userName: 'alan' };
    renderApp(<ProfileActions {...props} relation={aRelation({ isInContact: true })} />, { path: '/user/alan' });
    expect(screen.getByRole('link', { name: 'Message' }).getAttribute('href')).toBe(
      `/messages?user=${ALAN.id}&name=alan`,
    );
    cleanup();
    for (const relation of [
      aRelation(),
      aRelation({ invited: true }),
      aRelation({ blocked: true }),
      aRelation({ self: true }),
    ]) {
      renderApp(<ProfileActions {...props} relation={relation} />, { path: '/user/alan' });
      expect(screen.queryByRole('link', { name: 'Message' })).not.toBeInTheDocument();
      cleanup();
    }
  });
});
