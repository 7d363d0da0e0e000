import { api } from '@plaza/contract';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { id } from '../../contacts/testing/fixtures';
import { fakeServer, ok, paged } from '../../contacts/testing/fake-server';
import { renderApp } from '../../../testing/render-app';
import { wireErrorToasts } from '../../settings/testing/render-settings';
import { ContactSuggestions } from './ContactSuggestions';

let unwire: () => void;
beforeEach(() => (unwire = wireErrorToasts()));
afterEach(() => {
  unwire();
  vi.unstubAllGlobals();
});

describe('contacts to add', () => {
  it('invites the person on Add, and the button turns into a disabled Invited', async () => {
    const grace = { userId: id(2), fullName: 'Grace Hopper', userName: 'grace', displayPhoto: null };
    const requests = fakeServer({
      [`GET ${api.suggestions.contacts.path}`]: ok(paged([grace])),
      [`POST ${api.contacts.invite.path}`]: ok({ success: true, invitedAs: 'contact' }),
    });
    renderApp(<ContactSuggestions />, { path: '/' });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Grace Hopper' }));
    expect(await screen.findByRole('button', { name: 'Invited' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Invitation sent to Grace Hopper')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([{ userId: grace.userId }]);
  });

  it('counts an invitation already sent as Invited', async () => {
    fakeServer({
      [`GET ${api.suggestions.contacts.path}`]: ok(
        paged([{ userId: id(3), fullName: 'Alan', userName: 'alan', displayPhoto: null }]),
      ),
      [`POST ${api.contacts.invite.path}`]: () => ({
        status: 409,
        body: { statusCode: 409, message: 'INVITATION_ALREADY_SENT_FOR_USER', error: 'x' },
      }),
    });
    renderApp(<ContactSuggestions />, { path: '/' });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Alan' }));
    expect(await screen.findByRole('button', { name: 'Invited' })).toHaveProperty('disabled', true);
  });
});
