import { errorText } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { wireErrorToasts } from '../settings/testing/render-settings';
import { InviteByEmail } from './InviteByEmail';
import { failure, fakeServer, ok } from './testing/fake-server';

const INVITE = `POST ${api.contacts.invite.path}`;

const box = () => screen.getByRole('textbox', { name: 'Invite by e-mail' });
const send = (email: string) => {
  fireEvent.change(box(), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
};

let unwire: () => void;
beforeEach(() => {
  unwire = wireErrorToasts();
  renderApp(<InviteByEmail />, { path: '/contacts' });
});
afterEach(() => {
  unwire();
  vi.unstubAllGlobals();
});

describe('inviting by e-mail', () => {
  it('checks the address with the contract’s rule before sending anything', async () => {
    const requests = fakeServer({});
    send('');
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    send('not-an-address');
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('says the invitation was sent to a member, and empties the box', async () => {
    const requests = fakeServer({ [INVITE]: ok({ success: true, invitedAs: 'contact' }) });
    send('Grace@Plaza.test');
    expect(await screen.findByText('Invitation sent to grace@plaza.test')).toBeInTheDocument();
    expect(requests.map((r) => r.body)).toEqual([{ email: 'grace@plaza.test' }]);
    expect(box()).toHaveProperty('value', '');
  });

  it('says an e-mail went to someone not on Plaza yet', async () => {
    fakeServer({ [INVITE]: ok({ success: true, invitedAs: 'email' }) });
    send('new@elsewhere.test');
    expect(await screen.findByText('We e-mailed new@elsewhere.test an invitation to join Plaza')).toBeInTheDocument();
  });

  it('shows a refusal under the field, not as a toast, and keeps the address', async () => {
    fakeServer({ [INVITE]: () => failure(400, 'CONTACT_ELIGIBILITY_ERROR') });
    send('ada@plaza.test');
    await waitFor(() => expect(box().getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(errorText('CONTACT_ELIGIBILITY_ERROR'))).toHaveLength(1);
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
    expect(box()).toHaveProperty('value', 'ada@plaza.test');
  });
});
