import { type Invitation, type InvitationResponse } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aContactInvitation, me } from '../../contacts/testing/fixtures';
import { fakeServer, ok, paged, type Request } from '../../contacts/testing/fake-server';
import { renderApp } from '../../../testing/render-app';
import { wireErrorToasts } from '../../settings/testing/render-settings';
import { InvitationList } from './InvitationList';

const INVITATIONS = `GET ${api.userCommunity.invitations.path}`;
const RESPOND = `POST ${api.contacts.respond.path}`;
const CONTACTS_KEY = ['GET', api.contacts.list.path, { userName: me.userName }, 'pages'];

let unwire: () => void;
beforeEach(() => (unwire = wireErrorToasts()));
afterEach(() => {
  unwire();
  vi.unstubAllGlobals();
});

function serve() {
  const invitation = aContactInvitation(2, 'Grace Hopper');
  // As the server keeps it: rejecting removes the invitation, accepting stores the response.
  let stored: Invitation[] = [invitation];
  const requests = fakeServer({
    [INVITATIONS]: () => ok(paged(stored))(),
    [RESPOND]: (r) => {
      const { status } = r.body as { status: InvitationResponse };
      const answered = { ...invitation, response: status };
      stored = status === 'REJECTED' ? [] : [answered];
      return { body: answered };
    },
  });
  const { client } = renderApp(<InvitationList />, { path: '/contacts' });
  // A contact list loaded earlier, to see that accepting marks it for reloading.
  client.setQueryData(CONTACTS_KEY, { pages: [], pageParams: [] });
  return { invitation, requests, client };
}

const responses = (requests: Request[]) => requests.filter((r) => `${r.method} ${r.path}` === RESPOND);

describe('a contact invitation', () => {
  it('is accepted through the contacts call, then shows a disabled Accepted', async () => {
    const { invitation, requests, client } = serve();
    const row = await screen.findByRole('listitem', { name: 'Invitation from Grace Hopper' });
    expect(client.getQueryState(CONTACTS_KEY)?.isInvalidated).toBe(false);
    expect(within(row).getByText('wants to add you as a contact')).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: 'Accept' }));
    expect(await within(row).findByRole('button', { name: 'Accepted' })).toHaveProperty('disabled', true);
    expect(responses(requests).map((r) => r.body)).toEqual([
      { contactInvitationId: invitation.id, status: 'ACCEPTED' },
    ]);
    expect(await screen.findByText('Invitation accepted')).toBeInTheDocument();
    expect(client.getQueryState(CONTACTS_KEY)?.isInvalidated).toBe(true);
  });

  it('is removed from the list when rejected', async () => {
    const { invitation, requests } = serve();
    const row = await screen.findByRole('listitem', { name: 'Invitation from Grace Hopper' });
    fireEvent.click(within(row).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Invitation from Grace Hopper' })).not.toBeInTheDocument(),
    );
    expect(responses(requests).map((r) => r.body)).toEqual([
      { contactInvitationId: invitation.id, status: 'REJECTED' },
    ]);
  });
});
