import { describe, expect, it } from 'vitest';
import { messagesPath, selectedFromSearch } from './messages-path';

const ID = '00000000-0000-4000-8000-000000000002';

describe('the /messages address', () => {
  it('names the person by id, with their username as a hint', () => {
    expect(messagesPath()).toBe('/messages');
    expect(messagesPath({ id: ID, userName: 'grace' })).toBe(`/messages?user=${ID}&name=grace`);
    expect(messagesPath({ id: ID, userName: null })).toBe(`/messages?user=${ID}`);
    expect(messagesPath({ id: ID, userName: 'a&b' })).toBe(`/messages?user=${ID}&name=a%26b`);
  });

  it('reads back whom it names', () => {
    const roundTrip = new URL(messagesPath({ id: ID, userName: 'a&b' }), 'http://plaza.test').searchParams;
    expect(selectedFromSearch(roundTrip)).toEqual({ id: ID, userName: 'a&b' });
    expect(selectedFromSearch(new URLSearchParams(`user=${ID}&name=a%26b`))).toEqual({ id: ID, userName: 'a&b' });
    expect(selectedFromSearch(new URLSearchParams(`user=${ID}`))).toEqual({ id: ID, userName: null });
    expect(selectedFromSearch(new URLSearchParams(`user=${ID}&name=`))).toEqual({ id: ID, userName: null });
    expect(selectedFromSearch(new URLSearchParams('user='))).toBeNull();
    expect(selectedFromSearch(new URLSearchParams(''))).toBeNull();
  });
});
