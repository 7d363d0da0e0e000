import { describe, expect, it } from 'vitest';
import { BOB, ME, aMessage, pageOf } from '../testing/chat-fixture';
import {
  confirmed,
  emptyThread,
  failedSend,
  received,
  updated,
  withNewestPage,
  withOlderPage,
  withPending,
  withoutFailed,
  type ThreadData,
} from './thread-state';
import type { ComposerDraft, PendingMessage } from './thread-types';

const texts = (data: ThreadData) => data.messages.map((m) => `${m.status}:${m.message}`);
const ids = (data: ThreadData) => data.messages.map((m) => (m.status === 'sent' ? m.id : m.identifier));
const draft = (message: string): ComposerDraft => ({ message, parent: null, attachments: [] });
const pending = (identifier: number, message: string): PendingMessage => ({
  status: 'sending',
  identifier,
  message,
  createdBy: ME,
  createdOn: new Date(Date.UTC(2026, 2, 1, 11)).toISOString(),
  parent: null,
  attachments: [],
});
/** The server's copy of a message I sent: under the server's identifier, never the tab's temporary one. */
const mine = (minute: number, message: string) => aMessage(minute, { createdBy: ME, to: BOB.id, message });

describe('history pages', () => {
  it('show the newest page oldest first, and say whether older exists', () => {
    const [a, b, c] = [aMessage(1), aMessage(2), aMessage(3)];
    const data = withNewestPage(emptyThread, pageOf([a, b, c], true));
    expect(ids(data)).toEqual([a.id, b.id, c.id]);
    expect(data.hasOlder).toBe(true);
  });

  it('put older pages above, without repeating a message already shown', () => {
    const [a, b, c, d] = [aMessage(1), aMessage(2), aMessage(3), aMessage(4)];
    const first = withNewestPage(emptyThread, pageOf([c, d], true));
    const data = withOlderPage(first, pageOf([a, b, c], false));
    expect(ids(data)).toEqual([a.id, b.id, c.id, d.id]);
    expect(data.hasOlder).toBe(false);
  });

  it('after a reconnect add what was missed, refresh copies, keep older history and pending ones last', () => {
    const [a, b, c, d] = [aMessage(1), aMessage(2), aMessage(3), aMessage(4)];
    let data = withNewestPage(emptyThread, pageOf([a, b], true));
    data = withPending(data, pending(7, 'on its way'));
    const bEdited = { ...b, message: 'changed', edited: true };
    data = withNewestPage(data, pageOf([bEdited, c, d], true));
    expect(texts(data)).toEqual([
      'sent:Message at 1',
      'sent:changed',
      'sent:Message at 3',
      'sent:Message at 4',
      'sending:on its way',
    ]);
    expect(data.hasOlder).toBe(true);
  });

  it('replace the history when more was missed than a page holds', () => {
    const [a, b, y, z] = [aMessage(1), aMessage(2), aMessage(50), aMessage(51)];
    const data = withNewestPage(withNewestPage(emptyThread, pageOf([a, b])), pageOf([y, z], true));
    expect(ids(data)).toEqual([y.id, z.id]);
    expect(data.hasOlder).toBe(true);
  });

  it('keep a pending message after the page: its copy comes with the acknowledgement', () => {
    const data = withNewestPage(withPending(emptyThread, pending(7, 'hi')), pageOf([aMessage(5)]));
    expect(texts(data)).toEqual(['sent:Message at 5', 'sending:hi']);
  });
});

describe('sending', () => {
  const start = withNewestPage(emptyThread, pageOf([aMessage(1)]));

  it('shows a pending message at once, then swaps it for the server copy', () => {
    const sending = withPending(start, pending(7, 'hello'));
    expect(texts(sending)).toEqual(['sent:Message at 1', 'sending:hello']);
    const done = confirmed(sending, 7, mine(5, 'hello'));
    expect(texts(done)).toEqual(['sent:Message at 1', 'sent:hello']);
  });

  it('never shows a message twice when its copy (a catch-up) comes before or after the acknowledgement', () => {
    const copy = mine(5, 'hello');
    const sending = withPending(start, pending(7, 'hello'));
    const echoFirst = confirmed(received(sending, copy), 7, copy);
    const ackFirst = received(confirmed(sending, 7, copy), copy);
    expect(texts(echoFirst)).toEqual(['sent:Message at 1', 'sent:hello']);
    expect(texts(ackFirst)).toEqual(['sent:Message at 1', 'sent:hello']);
  });

  it('keeps other pending messages in order when one is confirmed', () => {
    let data = withPending(withPending(start, pending(7, 'one')), pending(8, 'two'));
    data = confirmed(data, 8, mine(5, 'two'));
    expect(texts(data)).toEqual(['sent:Message at 1', 'sent:two', 'sending:one']);
  });

  it('does not take a new message for our pending one', () => {
    const other = aMessage(5, { message: 'from Bob' });
    const data = received(withPending(start, pending(7, 'mine')), other);
    expect(texts(data)).toEqual(['sent:Message at 1', 'sent:from Bob', 'sending:mine']);
  });

  it('removes a failed one and keeps its draft', () => {
    const sending = withPending(start, pending(7, 'lost'));
    const failure = { identifier: 7, draft: draft('lost'), error: 'No' };
    const data = failedSend(sending, failure);
    expect(texts(data)).toEqual(['sent:Message at 1']);
    expect(data.failed).toEqual(failure);
    expect(withoutFailed(data).failed).toBeNull();
  });

  it('does not call a send failed that is no longer pending (the conversation was loaded afresh)', () => {
    const data = failedSend(start, { identifier: 7, draft: draft('stored'), error: 'No' });
    expect(data).toBe(start);
    expect(data.failed).toBeNull();
  });
});

describe('live events', () => {
  it('append a new message once, by id', () => {
    const m = aMessage(2);
    const once = received(withNewestPage(emptyThread, pageOf([aMessage(1)])), m);
    expect(received(once, m)).toBe(once);
    expect(ids(once).filter((id) => id === m.id)).toHaveLength(1);
  });

  it('replace an edited message by id', () => {
    const m = aMessage(1);
    const data = updated(withNewestPage(emptyThread, pageOf([m])), { ...m, message: 'better', edited: true });
    expect(data.messages[0]).toMatchObject({ id: m.id, message: 'better', edited: true, status: 'sent' });
  });

  it('show a deleted message with its text and attachments cleared, and replies quote it as deleted', () => {
    const m = aMessage(1, { attachments: [{ name: 'a'.repeat(32) + '.webp' }] });
    const parent = { id: m.id, identifier: m.id, message: m.message, createdBy: BOB, deleted: false };
    const reply = aMessage(2, { createdBy: ME, to: BOB.id, parent });
    const start = withPending(withNewestPage(emptyThread, pageOf([m, reply])), { ...pending(7, 'x'), parent });
    const data = updated(start, { ...m, message: 'still here', deleted: true });
    expect(data.messages[0]).toMatchObject({ id: m.id, message: '', attachments: [], deleted: true });
    expect(data.messages[1]?.parent).toEqual({ ...parent, message: '', deleted: true });
    expect(data.messages[2]?.parent).toEqual({ ...parent, message: '', deleted: true });
  });

  it('ignore an update of a message not shown', () => {
    const start = withNewestPage(emptyThread, pageOf([aMessage(1)]));
    expect(updated(start, aMessage(2))).toBe(start);
  });
});
