import { errorText } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { id } from '../../contacts/testing/fixtures';
import { failure, fakeServer, ok, paged } from '../../contacts/testing/fake-server';
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
    const grace = { userId: id(2), fullName: 'Grace Hopper', userName: 'grace', displayPhoto: null, invited: false };
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

  it('shows a disabled Invited for someone the server says is invited already', async () => {
    const requests = fakeServer({
      [`GET ${api.suggestions.contacts.path}`]: ok(
        paged([
          { userId: id(4), fullName: 'Edsger', userName: 'edsger', displayPhoto: null, invited: true },
          { userId: id(5), fullName: 'Barbara', userName: 'barbara', displayPhoto: null, invited: false },
        ]),
      ),
    });
    renderApp(<ContactSuggestions />, { path: '/' });
    expect(await screen.findByRole('button', { name: 'Add Barbara' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Invited' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add Edsger' })).not.toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('counts an invitation already sent as Invited, without an error toast', async () => {
    fakeServer({
      [`GET ${api.suggestions.contacts.path}`]: ok(
        paged([{ userId: id(3), fullName: 'Alan', userName: 'alan', displayPhoto: null, invited: false }]),
      ),
      [`POST ${api.contacts.invite.path}`]: () => failure(409, 'INVITATION_ALREADY_SENT_FOR_USER'),
    });
    renderApp(<ContactSuggestions />, { path: '/' });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Alan' }));
    expect(await screen.findByRole('button', { name: 'Invited' })).toHaveProperty('disabled', true);
    expect(screen.queryByText(errorText('INVITATION_ALREADY_SENT_FOR_USER'))).not.toBeInTheDocument();
  });

  it('still says why another refusal happened', async () => {
    fakeServer({
      [`GET ${api.suggestions.contacts.path}`]: ok(
        paged([{ userId: id(6), fullName: 'Niklaus', userName: 'niklaus', displayPhoto: null, invited: false }]),
      ),
      [`POST ${api.contacts.invite.path}`]: () => failure(403, 'USER_BLOCKED_YOU'),
    });
    renderApp(<ContactSuggestions />, { path: '/' });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Niklaus' }));
    expect(await screen.findByText(errorText('USER_BLOCKED_YOU'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Niklaus' })).toBeEnabled();
  });
});
