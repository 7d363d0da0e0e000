import { CHAT, type ChatConversation } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../support/channels.js';
import { useTestServer } from '../support/server.js';
import {
  block,
  chatPeople,
  chatService,
  chatSnapshot,
  conversations,
  makeContacts,
  markRead,
  sendDirect,
} from './support.js';
import { actorWithId } from '../support/actor.js';

const server = useTestServer();

const names = (data: ChatConversation[]) => data.map((c) => c.user.fullName);

/**
 * Ada's world: contacts Bob, Cyd, Abe and Zed; Eve, a former contact she has messages with; Dan,
 * a stranger. Ada wrote to Bob first, then Eve wrote to her, then Cyd did (the newest).
 */
async function adaWorld() {
  const people = await chatPeople(server);
  const { ada, bob, cyd } = people;
  const abe = await signedInUser(server, 'Abe');
  const zed = await signedInUser(server, 'Zed');
  const eve = await signedInUser(server, 'Eve');
  await makeContacts(server, ada.user.id, abe.user.id);
  await makeContacts(server, ada.user.id, zed.user.id);
  await makeContacts(server, ada.user.id, eve.user.id);
  const toBob = await sendDirect(server, ada, bob, 'Hello Bob');
  await sendDirect(server, eve, ada, 'Hi from Eve');
  const fromEve = await sendDirect(server, eve, ada, 'Again from Eve');
  await server.db
    .deleteFrom('contacts')
    .where((eb) => eb.or([eb('user_id', '=', eve.user.id), eb('contact_user_id', '=', eve.user.id)]))
    .execute();
  const fromCyd = await sendDirect(server, cyd, ada, 'Newest, from Cyd');
  return { ...people, abe, zed, eve, toBob, fromEve, fromCyd };
}

describe('GET /chat/conversations', () => {
  it('lists contacts and correspondents, latest message first, then by name, with previews and unread counts', async () => {
    const { ada, bob, eve, toBob, fromEve, fromCyd } = await adaWorld();
    const lastOnline = new Date('2024-05-01T10:00:00.000Z');
    await server.db.updateTable('users').set({ last_online_at: lastOnline }).where('id', '=', bob.user.id).execute();

    const res = await conversations(ada.client);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 5, limit: CHAT.conversationsPage, skip: 0 });
    expect(names(res.body.data)).toEqual(['Cyd', 'Eve', 'Bob', 'Abe', 'Zed']);
    const [cydRow, eveRow, bobRow, abeRow] = res.body.data;
    expect(cydRow).toMatchObject({
      lastMessage: {
        id: fromCyd.id,
        preview: 'Newest, from Cyd',
        createdOn: fromCyd.createdOn,
        fromMe: false,
        deleted: false,
        attachmentCount: 0,
      },
      unreadCount: 1,
      canMessage: true,
      lastOnlineDate: null,
    });
    expect(eveRow).toMatchObject({
      user: { id: eve.user.id, fullName: 'Eve', userName: eve.user.user_name, displayPhoto: null },
      lastMessage: { id: fromEve.id, preview: 'Again from Eve', fromMe: false },
      unreadCount: 2,
      canMessage: false,
    });
    expect(bobRow).toEqual({
      user: { id: bob.user.id, fullName: 'Bob', userName: bob.user.user_name, displayPhoto: null },
      lastMessage: {
        id: toBob.id,
        preview: 'Hello Bob',
        createdOn: toBob.createdOn,
        fromMe: true,
        deleted: false,
        attachmentCount: 0,
      },
      unreadCount: 0,
      canMessage: true,
      lastOnlineDate: lastOnline.toISOString(),
    });
    expect(abeRow).toMatchObject({ lastMessage: null, unreadCount: 0, canMessage: true });

    // Bob's side of the same conversation.
    const fromBob = await conversations(bob.client);
    expect(names(fromBob.body.data)).toEqual(['Ada', 'Cyd']);
    expect(fromBob.body.data[0]).toMatchObject({ lastMessage: { id: toBob.id, fromMe: false }, unreadCount: 1 });
  });

  it('follows reads, new messages, deletions and attachments', async () => {
    const { ada, bob, cyd } = await adaWorld();
    await markRead(ada.client, cyd.user.id);
    const long = 'é'.repeat(CHAT.previewMax + 30);
    const latest = await sendDirect(server, bob, ada, long);
    await server.db
      .insertInto('chat_attachments')
      .values(
        [0, 1].map((position) => ({
          name: `${String(position).repeat(32)}.webp`,
          uploaded_by: bob.user.id,
          message_id: latest.id,
          position,
        })),
      )
      .execute();

    let data = (await conversations(ada.client)).body.data;
    expect(names(data).slice(0, 2)).toEqual(['Bob', 'Cyd']);
    expect(data[0]!.lastMessage).toMatchObject({ preview: 'é'.repeat(CHAT.previewMax), attachmentCount: 2 });
    expect(data[0]!.unreadCount).toBe(1);
    expect(data[1]!.unreadCount).toBe(0);

    await chatService(server).remove(actorWithId(bob.user.id), { id: latest.id, medium: 'direct', to: ada.user.id });
    data = (await conversations(ada.client)).body.data;
    expect(data[0]!.lastMessage).toEqual({
      id: latest.id,
      preview: '',
      createdOn: latest.createdOn,
      fromMe: false,
      deleted: true,
      attachmentCount: 0,
    });
    expect(data[0]!.unreadCount).toBe(0);
  });

  it('shows a former contact or one who blocked the caller as not messageable, and no strangers', async () => {
    const { ada, bob, cyd, dan } = await adaWorld();
    await server.db
      .deleteFrom('contacts')
      .where((eb) => eb.or([eb('user_id', '=', bob.user.id), eb('contact_user_id', '=', bob.user.id)]))
      .execute();
    await block(server, cyd.user.id, ada.user.id);
    // Reading a conversation with no messages does not make a conversation.
    await markRead(ada.client, dan.user.id);

    const data = (await conversations(ada.client)).body.data;
    expect(names(data)).toEqual(['Cyd', 'Eve', 'Bob', 'Abe', 'Zed']);
    expect(data.map((c) => [c.user.fullName, c.canMessage])).toEqual([
      ['Cyd', false],
      ['Eve', false],
      ['Bob', false],
      ['Abe', true],
      ['Zed', true],
    ]);
    expect(names((await conversations(dan.client)).body.data)).toEqual([]);
  });

  it('narrows by full name or username, with % and _ taken literally', async () => {
    const { ada, bob } = await adaWorld();
    const percent = await signedInUser(server, '100% Real');
    await makeContacts(server, ada.user.id, percent.user.id);

    expect(names((await conversations(ada.client, { search: 'cy' })).body.data)).toEqual(['Cyd']);
    expect(names((await conversations(ada.client, { search: ' ZE ' })).body.data)).toEqual(['Zed']);
    const byUserName = await conversations(ada.client, { search: bob.user.user_name!.toUpperCase() });
    expect(names(byUserName.body.data)).toEqual(['Bob']);
    expect(byUserName.body.total).toBe(1);
    expect(names((await conversations(ada.client, { search: '%' })).body.data)).toEqual(['100% Real']);
    // Taken as a pattern, '_' would match any character and '0_' would find '100% Real'.
    expect((await conversations(ada.client, { search: '0_' })).body.total).toBe(0);
    expect((await conversations(ada.client, { search: 'nobody here' })).body).toMatchObject({ data: [], total: 0 });
  });

  it('pages with limit and skip, the total counting every match', async () => {
    const { ada } = await adaWorld();
    const first = await conversations(ada.client, { limit: 2 });
    expect(first.body).toMatchObject({ total: 5, limit: 2, skip: 0 });
    expect(names(first.body.data)).toEqual(['Cyd', 'Eve']);
    const second = await conversations(ada.client, { limit: 2, skip: 2 });
    expect(names(second.body.data)).toEqual(['Bob', 'Abe']);
    const last = await conversations(ada.client, { limit: 2, skip: 4 });
    expect(names(last.body.data)).toEqual(['Zed']);
  });

  it('answers 400 for bad paging or search and 401 signed out, writing nothing', async () => {
    const { ada } = await adaWorld();
    const before = await chatSnapshot(server);
    const cases: [Record<string, string | number>, string[]][] = [
      [{ limit: 0 }, ['This field must be bigger than or equal to 1']],
      [{ limit: CHAT.historyMax + 1 }, [`This field must be smaller than or equal to ${CHAT.historyMax}`]],
      [{ skip: -1 }, ['This field must be bigger than or equal to 0']],
    ];
    for (const [query, messages] of cases) {
      const res = await conversations(ada.client, query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body).toEqual({ statusCode: 400, message: messages, error: 'Bad Request' });
    }
    const longSearch = await conversations(ada.client, { search: 'x'.repeat(65) });
    expect(longSearch.status).toBe(400);

    const signedOut = await conversations(server.client());
    expect(signedOut.status).toBe(401);
    expect(signedOut.body).toMatchObject({ message: 'NOT_SIGNED_IN' });
    expect(signedOut.body).not.toHaveProperty('data');
    expect(await chatSnapshot(server)).toEqual(before);
  });
});
