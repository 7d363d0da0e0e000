import type { ChatUnreadCount } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { connect } from '../realtime/support.js';
import { insertPost } from '../support/posts.js';
import { useTestServer } from '../support/server.js';
import {
  chatPeople,
  chatService,
  chatSnapshot,
  markRead,
  NOBODY,
  sendDirect,
  sendToPost,
  unreadCounts,
} from './support.js';
import { actorWithId } from '../support/actor.js';

const server = useTestServer();

const byUser = (counts: ChatUnreadCount[]) => [...counts].sort((a, b) => a.userId.localeCompare(b.userId));

describe('GET /chat/message/unread/counts', () => {
  it('counts, per sender, the messages the caller has not read; none of their own, no zeros', async () => {
    const { ada, bob, cyd } = await chatPeople(server);
    for (const text of ['one', 'two', 'three']) await sendDirect(server, bob, ada, text);
    await sendDirect(server, cyd, ada, 'hi');
    await sendDirect(server, cyd, bob, 'hi bob');

    const res = await unreadCounts(ada.client);
    expect(res.status).toBe(200);
    expect(byUser(res.body)).toEqual(
      byUser([
        { userId: bob.user.id, count: 3 },
        { userId: cyd.user.id, count: 1 },
      ]),
    );
    expect((await unreadCounts(bob.client)).body).toEqual([{ userId: cyd.user.id, count: 1 }]);
    expect((await unreadCounts(cyd.client)).body).toEqual([]);
  });

  it('treats a reply as reading what came before it', async () => {
    const { ada, bob } = await chatPeople(server);
    await sendDirect(server, bob, ada, 'one');
    await sendDirect(server, bob, ada, 'two');
    await sendDirect(server, ada, bob, 'answer');
    expect((await unreadCounts(ada.client)).body).toEqual([]);
    expect((await unreadCounts(bob.client)).body).toEqual([{ userId: ada.user.id, count: 1 }]);
    await sendDirect(server, bob, ada, 'three');
    expect((await unreadCounts(ada.client)).body).toEqual([{ userId: bob.user.id, count: 1 }]);
  });

  it('does not count deleted messages, nor messages of post rooms', async () => {
    const { ada, bob } = await chatPeople(server);
    const gone = await sendDirect(server, bob, ada, 'oops');
    await sendDirect(server, bob, ada, 'kept');
    await chatService(server).remove(actorWithId(bob.user.id), { id: gone.id, medium: 'direct', to: ada.user.id });
    const post = await insertPost(server, ada.user.id);
    await sendToPost(server, bob, post.id, 'in the room');
    expect((await unreadCounts(ada.client)).body).toEqual([{ userId: bob.user.id, count: 1 }]);
  });

  it('answers 401 signed out', async () => {
    const res = await unreadCounts(server.client());
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ message: 'NOT_SIGNED_IN' });
  });
});

describe('POST /chat/message/read/:userId', () => {
  it('resets the count of that conversation only, until the next message', async () => {
    const { ada, bob, cyd } = await chatPeople(server);
    await sendDirect(server, bob, ada, 'one');
    await sendDirect(server, bob, ada, 'two');
    await sendDirect(server, cyd, ada, 'hi');

    const res = await markRead(ada.client, bob.user.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ userId: bob.user.id, count: 0 });
    expect((await unreadCounts(ada.client)).body).toEqual([{ userId: cyd.user.id, count: 1 }]);
    // Bob's own count of Ada's messages is his own business.
    await sendDirect(server, ada, bob, 'read them');
    expect((await unreadCounts(bob.client)).body).toEqual([{ userId: ada.user.id, count: 1 }]);

    await sendDirect(server, bob, ada, 'three');
    expect(byUser((await unreadCounts(ada.client)).body)).toEqual(
      byUser([
        { userId: bob.user.id, count: 1 },
        { userId: cyd.user.id, count: 1 },
      ]),
    );
  });

  it('tells every tab of the caller, and nobody else, that the conversation was read', async () => {
    const { ada, bob } = await chatPeople(server);
    await sendDirect(server, bob, ada, 'one');
    const [ada1, ada2, bobTab] = [
      await connect(server, ada.client),
      await connect(server, ada.client),
      await connect(server, bob.client),
    ];
    try {
      await markRead(ada.client, bob.user.id);
      expect(await ada1.next('conversation_read')).toEqual({ userId: bob.user.id });
      expect(await ada2.next('conversation_read')).toEqual({ userId: bob.user.id });
      // The answer to send_presence comes after anything sent to Bob before it.
      await bobTab.presence();
      expect(bobTab.all('conversation_read')).toEqual([]);
    } finally {
      for (const tab of [ada1, ada2, bobTab]) tab.close();
    }
  });

  it('answers USER_NOT_FOUND, 400 and 401 without writing anything', async () => {
    const { ada, bob } = await chatPeople(server);
    await sendDirect(server, bob, ada, 'one');
    const before = await chatSnapshot(server);

    const missing = await markRead(ada.client, NOBODY);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ message: 'USER_NOT_FOUND', error: 'User not found.' });

    const bad = await markRead(ada.client, 'bob');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ statusCode: 400, message: ['User id must be a valid id'], error: 'Bad Request' });

    const signedOut = await markRead(server.client(), bob.user.id);
    expect(signedOut.status).toBe(401);

    expect(await chatSnapshot(server)).toEqual(before);
    expect((await unreadCounts(ada.client)).body).toEqual([{ userId: bob.user.id, count: 1 }]);
  });
});
