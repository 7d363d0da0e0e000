import { CHAT, directRoomName, LISTS, type ChatMessage } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { insertPost } from '../support/posts.js';
import { useTestServer } from '../support/server.js';
import {
  chatPeople,
  chatService,
  chatSnapshot,
  history,
  NOBODY,
  sendDirect,
  sendToPost,
  setSentAt,
  type ChatUser,
} from './support.js';
import { actorWithId } from '../support/actor.js';

const server = useTestServer();

const texts = (data: ChatMessage[]) => data.map((m) => m.message);
const summary = (person: ChatUser) => ({
  id: person.user.id,
  fullName: person.user.full_name,
  userName: person.user.user_name,
  displayPhoto: null,
});

/** Ada and Bob write `count` messages, alternating, 'm1' oldest. */
async function conversation(count: number) {
  const world = await chatPeople(server);
  const { ada, bob } = world;
  const sent: ChatMessage[] = [];
  for (let i = 1; i <= count; i++) {
    sent.push(await sendDirect(server, i % 2 ? ada : bob, i % 2 ? bob : ada, `m${i}`));
  }
  return { ...world, sent };
}

describe('GET /chat/list/messages/:medium/:id', () => {
  it('answers both parties the same conversation, newest first, with authors and quoted parents', async () => {
    const { ada, bob, sent } = await conversation(3);
    const reply = await sendDirect(server, bob, ada, 'answer', { parentId: sent[0]!.id });

    const fromBob = await history(bob.client, 'direct', ada.user.id);
    expect(fromBob.status).toBe(200);
    expect(fromBob.body).toMatchObject({ limit: LISTS.chatMessageDefault, hasMore: false });
    expect(texts(fromBob.body.data)).toEqual(['answer', 'm3', 'm2', 'm1']);
    expect(fromBob.body.data[0]).toEqual({
      id: reply.id,
      identifier: reply.id,
      message: 'answer',
      createdBy: summary(bob),
      createdOn: reply.createdOn,
      updatedOn: reply.updatedOn,
      medium: 'direct',
      roomName: directRoomName(ada.user.id, bob.user.id),
      to: ada.user.id,
      parent: { id: sent[0]!.id, identifier: sent[0]!.id, message: 'm1', createdBy: summary(ada), deleted: false },
      attachments: [],
      kind: 'text',
      edited: false,
      deleted: false,
    });
    expect(fromBob.body.data[1]).toMatchObject({ createdBy: summary(ada), to: bob.user.id, parent: null });
    // The send's reply is the history's copy, with the tab's identifier.
    expect({ ...fromBob.body.data[0]!, identifier: reply.identifier }).toEqual(reply);

    const fromAda = await history(ada.client, 'direct', bob.user.id);
    expect(fromAda.body).toEqual(fromBob.body);
  });

  it('pages by lastDate, telling whether more remain', async () => {
    const { ada, bob } = await conversation(5);
    const first = await history(ada.client, 'direct', bob.user.id, { limit: 2 });
    expect(texts(first.body.data)).toEqual(['m5', 'm4']);
    expect(first.body).toMatchObject({ limit: 2, hasMore: true });

    const second = await history(ada.client, 'direct', bob.user.id, {
      limit: 2,
      lastDate: first.body.data[1]!.createdOn,
    });
    expect(texts(second.body.data)).toEqual(['m3', 'm2']);
    expect(second.body.hasMore).toBe(true);

    const last = await history(ada.client, 'direct', bob.user.id, {
      limit: 2,
      lastDate: second.body.data[1]!.createdOn,
    });
    expect(texts(last.body.data)).toEqual(['m1']);
    expect(last.body.hasMore).toBe(false);

    // Exactly the rest: no more after it.
    const exact = await history(bob.client, 'direct', ada.user.id, {
      limit: 3,
      lastDate: first.body.data[1]!.createdOn,
    });
    expect(texts(exact.body.data)).toEqual(['m3', 'm2', 'm1']);
    expect(exact.body.hasMore).toBe(false);
    // A lastDate in another offset names the same moment.
    const shifted = new Date(first.body.data[1]!.createdOn).getTime() + 2 * 3600_000;
    const offset = new Date(shifted).toISOString().replace('Z', '+02:00');
    const sameMoment = await history(bob.client, 'direct', ada.user.id, { limit: 3, lastDate: offset });
    expect(texts(sameMoment.body.data)).toEqual(['m3', 'm2', 'm1']);
  });

  it('gives every message of a room its own moment, after the room’s latest, so cursors never skip one', async () => {
    const { ada, bob } = await chatPeople(server);
    const burst = await Promise.all(Array.from({ length: 6 }, (_, i) => sendDirect(server, ada, bob, `burst ${i}`)));
    expect(new Set(burst.map((m) => m.createdOn)).size).toBe(6);
    // A message stamped ahead of this clock (another process's) still comes before the next one.
    const ahead = new Date(Date.now() + 3600_000);
    await setSentAt(server, burst[0]!.id, ahead);
    const next = await sendDirect(server, bob, ada, 'after the future');
    expect(new Date(next.createdOn).getTime()).toBe(ahead.getTime() + 1);

    const seen: string[] = [];
    let lastDate: string | undefined;
    for (;;) {
      const res = await history(bob.client, 'direct', ada.user.id, { limit: 2, ...(lastDate ? { lastDate } : {}) });
      seen.push(...res.body.data.map((m) => m.id));
      if (!res.body.hasMore) break;
      lastDate = res.body.data.at(-1)!.createdOn;
    }
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
    expect(seen.slice(0, 2)).toEqual([next.id, burst[0]!.id]);
  });

  it('shows attachments in their order, and a deleted message and its quote without text or images', async () => {
    const { ada, bob, sent } = await conversation(2);
    const [m1, m2] = sent as [ChatMessage, ChatMessage];
    const names = ['b'.repeat(32), 'a'.repeat(32), 'c'.repeat(32)].map((n) => `${n}.webp`);
    await server.db
      .insertInto('chat_attachments')
      .values(names.map((name, position) => ({ name, uploaded_by: ada.user.id, message_id: m1.id, position })))
      .execute();
    await server.db
      .insertInto('chat_attachments')
      .values({ name: `${'d'.repeat(32)}.webp`, uploaded_by: bob.user.id, message_id: m2.id })
      .execute();
    const reply = await sendDirect(server, bob, ada, 'about m1', { parentId: m1.id });

    const before = await history(bob.client, 'direct', ada.user.id);
    expect(before.body.data.find((m) => m.id === m1.id)!.attachments).toEqual(names.map((name) => ({ name })));
    expect(before.body.data.find((m) => m.id === m2.id)!.attachments).toEqual([{ name: `${'d'.repeat(32)}.webp` }]);

    const service = chatService(server);
    await service.remove(actorWithId(ada.user.id), { id: m1.id, medium: 'direct', to: bob.user.id });
    await service.edit(actorWithId(bob.user.id), { id: m2.id, message: 'm2, edited' });
    const after = await history(bob.client, 'direct', ada.user.id);
    expect(after.body.data.map((m) => [m.message, m.deleted, m.edited, m.attachments.length])).toEqual([
      ['about m1', false, false, 0],
      ['m2, edited', false, true, 1],
      ['', true, false, 0],
    ]);
    expect(after.body.data[0]!.id).toBe(reply.id);
    expect(after.body.data[0]!.parent).toEqual({
      id: m1.id,
      identifier: m1.id,
      message: '',
      createdBy: summary(ada),
      deleted: true,
    });
  });

  it('answers a third user only their own (empty) conversations with either party', async () => {
    const { ada, bob, cyd } = await conversation(3);
    for (const other of [ada, bob]) {
      const res = await history(cyd.client, 'direct', other.user.id);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ data: [], limit: LISTS.chatMessageDefault, hasMore: false });
    }
    expect((await history(ada.client, 'direct', bob.user.id)).body.data).toHaveLength(3);
  });

  it('keeps the history readable after the contact ends', async () => {
    const { ada, bob } = await conversation(2);
    await server.db.deleteFrom('contacts').execute();
    expect(texts((await history(bob.client, 'direct', ada.user.id)).body.data)).toEqual(['m2', 'm1']);
  });

  it('answers a post room to everyone who can see the post, and POST_NOT_FOUND to others', async () => {
    const { ada, bob, dan } = await chatPeople(server);
    const post = await insertPost(server, ada.user.id);
    const hidden = await insertPost(server, ada.user.id, { public: false });
    await sendToPost(server, ada, post.id, 'welcome');
    await sendToPost(server, dan, post.id, 'hello from a stranger');
    await sendToPost(server, ada, hidden.id, 'only me');

    const res = await history(bob.client, 'post', post.id);
    expect(res.status).toBe(200);
    expect(texts(res.body.data)).toEqual(['hello from a stranger', 'welcome']);
    expect(res.body.data[0]).toMatchObject({ medium: 'post', to: post.id, roomName: `post_${post.id}` });

    const refused = await history(bob.client, 'post', hidden.id);
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ message: 'POST_NOT_FOUND', error: 'Post not found or unauthorized.' });
    expect(refused.body).not.toHaveProperty('data');
    expect(texts((await history(ada.client, 'post', hidden.id)).body.data)).toEqual(['only me']);
    expect((await history(bob.client, 'post', NOBODY)).body).toMatchObject({ message: 'POST_NOT_FOUND' });
  });

  it('answers USER_NOT_FOUND for a user who does not exist', async () => {
    const { ada } = await chatPeople(server);
    const res = await history(ada.client, 'direct', NOBODY);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ message: 'USER_NOT_FOUND', error: 'User not found.' });
  });

  it('answers 401 signed out, writing and showing nothing', async () => {
    const { ada, bob } = await conversation(2);
    const before = await chatSnapshot(server);
    const res = await history(server.client(), 'direct', bob.user.id);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ message: 'NOT_SIGNED_IN' });
    expect(JSON.stringify(res.body)).not.toContain('m1');
    expect(await chatSnapshot(server)).toEqual(before);
    expect(ada.user.id).toBeTruthy();
  });

  const LAST_DATE_RANGE = 'Last date must be a date between 1970-01-01 and 9999-12-31';

  it('answers 400 with the exact messages for a bad medium, id, limit or lastDate', async () => {
    const { ada, bob } = await conversation(1);
    const before = await chatSnapshot(server);
    const cases: [string, string, Record<string, string | number>, string[]][] = [
      ['fax', bob.user.id, {}, ['Medium must be one of direct, post']],
      ['direct', 'bob', {}, ['Id must be a valid id']],
      ['direct', bob.user.id, { limit: 0 }, ['This field must be bigger than or equal to 1']],
      [
        'direct',
        bob.user.id,
        { limit: CHAT.historyMax + 1 },
        [`This field must be smaller than or equal to ${CHAT.historyMax}`],
      ],
      ['direct', bob.user.id, { limit: 'many' }, ['Limit must be a number']],
      ['direct', bob.user.id, { lastDate: 'yesterday' }, ['Last date must be a date']],
      // PostgreSQL knows no year 0: this was a 500.
      ['direct', bob.user.id, { lastDate: '0000-01-01T00:00:00Z' }, [LAST_DATE_RANGE]],
      ['direct', bob.user.id, { lastDate: '1969-12-31T23:59:59Z' }, [LAST_DATE_RANGE]],
    ];
    for (const [medium, id, query, messages] of cases) {
      const res = await history(ada.client, medium as 'direct', id, query as { limit?: number });
      expect(res.status, JSON.stringify([medium, id, query])).toBe(400);
      expect(res.body, JSON.stringify([medium, id, query])).toEqual({
        statusCode: 400,
        message: messages,
        error: 'Bad Request',
      });
    }
    // The largest page is allowed, and an empty lastDate means "from the newest".
    const largest = await history(ada.client, 'direct', bob.user.id, { limit: CHAT.historyMax, lastDate: '' });
    expect(largest.status).toBe(200);
    expect(texts(largest.body.data)).toEqual(['m1']);
    expect(await chatSnapshot(server)).toEqual(before);
  });
});
