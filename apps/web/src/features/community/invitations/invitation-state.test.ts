import type { Invitation } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { afterResponse, invitationText } from './invitation-state';

const inviter = { id: '0b9f5c1e-6a51-4c1e-9d8e-2f1f3a4b5c6d', fullName: 'Ada', userName: 'ada', displayPhoto: null };
const zone = { id: '1b9f5c1e-6a51-4c1e-9d8e-2f1f3a4b5c6d', name: 'Tea house', subdomain: 'tea-house' };

function invitation(id: string, extra: Partial<Invitation> = {}): Invitation {
  return {
    id,
    type: 'ZONE',
    createdBy: inviter,
    zone,
    channel: null,
    response: null,
    createdOn: '2025-01-01T10:00:00.000Z',
    ...extra,
  };
}

describe('afterResponse', () => {
  const list = [invitation('a'), invitation('b'), invitation('c')];

  it('removes a rejected invitation', () => {
    expect(afterResponse(list, invitation('b', { response: 'REJECTED' })).map((i) => i.id)).toEqual(['a', 'c']);
  });

  it('keeps an accepted invitation in place, with its response', () => {
    const next = afterResponse(list, invitation('b', { response: 'ACCEPTED' }));
    expect(next.map((i) => [i.id, i.response])).toEqual([
      ['a', null],
      ['b', 'ACCEPTED'],
      ['c', null],
    ]);
  });
});

describe('invitationText', () => {
  it('names the zone or channel', () => {
    expect(invitationText(invitation('a'))).toEqual({ lead: 'invited you to the zone', target: 'Tea house' });
    const channel = { id: zone.id, name: 'Green', zoneId: zone.id };
    expect(invitationText(invitation('b', { type: 'CHANNEL', zone: null, channel }))).toEqual({
      lead: 'invited you to the channel',
      target: 'Green',
    });
  });

  it('words a contact request', () => {
    expect(invitationText(invitation('c', { type: 'CONTACT', zone: null }))).toEqual({
      lead: 'wants to add you as a contact',
      target: null,
    });
  });
});
