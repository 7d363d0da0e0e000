import { api, clientEvents, serverEvents, type ChatMessage } from '@plaza/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { uploadAttachment } from '../chat/attachment-support.js';
import { useChatServer } from '../chat/socket-support.js';
import { chatPeople, sendDirect } from '../chat/support.js';
import { makeImage } from '../profile/support.js';
import { closedByServer } from '../realtime/support.js';
import { insertPost } from '../support/posts.js';
import { SpecClient } from './spec-socket-client.js';

/**
 * Spec 02 §7 "Realtime socket", driven as a client written from the spec drives it (SpecClient),
 * checking what that client reads. Each event of the spec's list is driven here, or waits for a
 * later issue.
 */
const SPEC_SOCKET = {
  received: {
    contact_user_connected: 'driven',
    presence: 'driven',
    socket_disconnected: 'driven',
    call_started: 'driven',
    call_ended: 'driven',
    new_message: 'driven',
    typing: 'driven',
    message_deleted: 'driven',
    stream_viewer_count_change: 'driven',
  },
  sent: {
    send_presence: 'driven',
    join_call: 'driven',
    leave_call: 'driven',
    join_post: 'driven',
    leave_post: 'driven',
    join_direct_user: 'driven',
    leave_direct_user: 'driven',
    message: 'driven',
    delete_message: 'driven',
    typing: 'driven',
  },
} as const;

const now = (list: Record<string, 'driven' | { later: string }>) =>
  Object.entries(list)
    .filter(([, state]) => state === 'driven')
    .map(([name]) => name)
    .sort();

const server = useChatServer();

const open: SpecClient[] = [];
afterEach(() => {
  for (const client of open.splice(0)) client.close();
});
async function specClient(who: Parameters<typeof SpecClient.open>[1]) {
  const client = await SpecClient.open(server, who);
  open.push(client);
  return client;
}

describe('the spec’s socket events', () => {
  it('are the contract’s events marked as the spec’s', () => {
    const inSpec = (events: Record<string, { inSpec: boolean }>) =>
      Object.entries(events)
        .filter(([, e]) => e.inSpec)
        .map(([name]) => name)
        .sort();
    expect(inSpec(serverEvents)).toEqual(now(SPEC_SOCKET.received));
    expect(inSpec(clientEvents)).toEqual(now(SPEC_SOCKET.sent));
  });
});

describe('calls: join_call, call_started, leave_call, call_ended', () => {
  it('rings with { userId } and reads the spec’s Call (userId, user { id, name, avatar }, meetingRoomName, meetingToken)', async () => {
    const { ada, bob } = await chatPeople(server);
    const adaTab = await specClient(ada);
    const bobTab = await specClient(bob);
    adaTab.emit('join_call', { userId: bob.user.id });
    const ringing = await bobTab.tab.next('call_started');
    expect(ringing).toMatchObject({
      userId: ada.user.id,
      user: { id: ada.user.id, name: 'Ada', avatar: null },
      meetingRoomName: expect.any(String),
      meetingToken: expect.any(String),
    });
    // Answering is join_call back to the caller, whose client then hears call_started from the same user.
    bobTab.emit('join_call', { userId: ada.user.id });
    expect(await adaTab.tab.next('call_started')).toMatchObject({ userId: bob.user.id, user: { name: 'Bob' } });
    adaTab.emit('leave_call', { userId: bob.user.id });
    expect(await bobTab.tab.next('call_ended')).toMatchObject({
      userId: ada.user.id,
      meetingRoomName: ringing.meetingRoomName,
    });
  });
});

describe('presence: contact_user_connected, send_presence, presence, socket_disconnected', () => {
  it('announces a contact by their bare id, answers send_presence(<id>) with presence(<id>), and a leaving with its userId', async () => {
    const { ada, bob, dan } = await chatPeople(server);
    const adaTab = await specClient(ada);
    const danTab = await specClient(dan);
    const bobTab = await specClient(bob);

    // Bob's client is told on connecting that Ada is online: the user id itself.
    expect(await bobTab.tab.next('presence')).toBe(ada.user.id);
    // Ada's client reads Bob's id, marks him online, and tells him it is online too.
    expect(await adaTab.tab.next('contact_user_connected')).toBe(bob.user.id);
    adaTab.emit('send_presence', bob.user.id);
    expect(await bobTab.tab.next('presence')).toBe(ada.user.id);

    // A stranger's send_presence reaches nobody.
    danTab.emit('send_presence', bob.user.id);
    await danTab.ask('send_presence', null);
    await bobTab.tab.presence();
    expect(bobTab.tab.all('presence')).not.toContain(dan.user.id);
    expect(danTab.tab.log.map((r) => r.event)).toEqual([]);

    bobTab.close();
    const gone = await adaTab.tab.next('socket_disconnected');
    expect(gone.userId).toBe(bob.user.id);
  });
});

describe('a direct conversation: join_direct_user, message, typing, delete_message, leave_direct_user', () => {
  it('is acknowledged on joining (then the history loads) and marked read', async () => {
    const { ada, bob } = await chatPeople(server);
    await sendDirect(server, bob, ada, 'Are you there?');
    const adaTab = await specClient(ada);
    // The client loads the history only once the join is acknowledged.
    expect(await adaTab.ask('join_direct_user', bob.user.id)).toEqual({ userId: bob.user.id, count: 0 });
    const history = await ada.client.call(api.chat.messages, {
      params: { medium: 'direct', id: bob.user.id },
      query: {},
    });
    expect(history.status).toBe(200);
    expect(history.body.data.map((m) => m.message)).toEqual(['Are you there?']);
    // Opening the conversation read it (spec 02 §4): the spec has no other call for that.
    expect((await ada.client.call(api.chat.unreadCounts)).body).toEqual([]);
  });

  it('sends, replies, edits, types and deletes with the spec’s payloads; the other side reads what it expects', async () => {
    const { ada, bob } = await chatPeople(server);
    const adaTab = await specClient(ada);
    const bobTab = await specClient(bob);
    await adaTab.ask('join_direct_user', bob.user.id);
    await bobTab.ask('join_direct_user', ada.user.id);

    // message, with an image as the upload answered it: the acknowledgement is the server's copy.
    const upload = await uploadAttachment(ada.client, await makeImage('png'));
    expect(upload.status).toBe(200);
    const image = { name: upload.body.name, originalFileName: 'sunset.png' };
    const first = await adaTab.send('direct', bob.user.id, 'Look', { attachments: [image] });
    expect(first).toMatchObject({
      message: 'Look',
      medium: 'direct',
      to: bob.user.id,
      createdBy: { id: ada.user.id },
      attachments: [{ name: image.name }],
      edited: false,
      deleted: false,
    });
    // A server identifier (a string, so the client offers edit and delete) and a creation time.
    expect(typeof first.identifier).toBe('string');
    expect(first.identifier).toBe(first.id);
    expect(Date.parse(first.createdOn)).not.toBeNaN();
    // Bob's client takes a direct message whose createdBy is the conversation's other user.
    expect(await bobTab.tab.next('new_message')).toEqual(first);

    // A reply carries the quoted message itself.
    const reply = await bobTab.send('direct', ada.user.id, 'Lovely', { parent: { ...first } });
    expect(reply.parent).toMatchObject({ identifier: first.identifier, message: 'Look' });
    expect(await adaTab.tab.next('new_message')).toEqual(reply);

    // An edit is `message` again: the edited copy, found by identifier, with edited set.
    const edited = (await adaTab.ask('message', { ...first, message: 'Look at this', edited: true })) as ChatMessage;
    expect(edited).toMatchObject({ identifier: first.identifier, message: 'Look at this', edited: true });
    const heard = await bobTab.tab.next('new_message', (m) => m.edited);
    expect(heard).toMatchObject({ identifier: first.identifier, message: 'Look at this', edited: true });

    // typing: the client sends its own user; the server names the sender itself.
    adaTab.emit('typing', { to: bob.user.id, user: { id: bob.user.id, fullName: 'Someone else' }, medium: 'direct' });
    const typing = await bobTab.tab.next('typing');
    expect(typing).toMatchObject({ medium: 'direct', user: { id: ada.user.id, fullName: ada.user.full_name } });

    // delete_message (identifier, to, medium): acknowledged; Bob's client clears it by identifier.
    const removal = { identifier: first.identifier, to: bob.user.id, medium: 'direct' };
    expect(await adaTab.ask('delete_message', removal)).toMatchObject({ identifier: first.identifier, deleted: true });
    expect(await bobTab.tab.next('message_deleted')).toMatchObject({
      identifier: first.identifier,
      to: bob.user.id,
      medium: 'direct',
      message: '',
      deleted: true,
    });

    // leave_direct_user: Bob's tab no longer hears Ada typing; a message still reaches him.
    bobTab.emit('leave_direct_user', ada.user.id);
    await bobTab.tab.presence();
    adaTab.emit('typing', { to: bob.user.id, user: {}, medium: 'direct' });
    const after = await adaTab.send('direct', bob.user.id, 'Bye');
    await bobTab.tab.next('new_message', (m) => m.id === after.id);
    expect(bobTab.tab.all('typing')).toHaveLength(1);

    // The sender's own client never hears its own messages back (it has the acknowledgements).
    expect(adaTab.tab.all('new_message').map((m) => m.id)).toEqual([reply.id]);
    expect(adaTab.tab.all('message_deleted')).toEqual([]);
  });
});

describe('a post’s live room: join_post, leave_post, message, typing, delete_message, stream_viewer_count_change', () => {
  it('joins with the bare post id, counts viewers as { postId, counter }, and names the room post_<id>', async () => {
    const { ada, dan } = await chatPeople(server);
    const post = await insertPost(server, ada.user.id, { streaming: true });
    const adaTab = await specClient(ada);
    const danTab = await specClient(dan);

    // The client loads the room's messages once the join is acknowledged.
    expect(await adaTab.ask('join_post', post.id)).toEqual({ postId: post.id, counter: 1 });
    expect(await danTab.ask('join_post', post.id)).toEqual({ postId: post.id, counter: 2 });
    expect(await adaTab.tab.next('stream_viewer_count_change', (c) => c.counter === 2)).toEqual({
      postId: post.id,
      counter: 2,
    });

    const said = await danTab.send('post', post.id, 'Hello room');
    expect(said.roomName).toBe(`post_${post.id}`);
    // Ada's client keeps a post message whose roomName is the room's.
    expect(await adaTab.tab.next('new_message')).toMatchObject({ roomName: `post_${post.id}`, message: 'Hello room' });

    danTab.emit('typing', { to: post.id, user: { id: dan.user.id }, medium: 'post' });
    expect(await adaTab.tab.next('typing')).toMatchObject({
      medium: 'post',
      roomName: `post_${post.id}`,
      user: { id: dan.user.id },
    });

    expect(
      await danTab.ask('delete_message', { identifier: said.identifier, to: post.id, medium: 'post' }),
    ).toMatchObject({ deleted: true });
    expect(await adaTab.tab.next('message_deleted')).toMatchObject({
      identifier: said.identifier,
      roomName: `post_${post.id}`,
    });

    danTab.emit('leave_post', post.id);
    expect(await adaTab.tab.next('stream_viewer_count_change', (c) => c.counter === 1)).toEqual({
      postId: post.id,
      counter: 1,
    });
    // Dan's client heard none of its own: no duplicate of what it was acknowledged with.
    expect(danTab.tab.all('new_message')).toEqual([]);
  });

  it('refuses a post the client may not see, acknowledging the error reply', async () => {
    const { ada, bob } = await chatPeople(server);
    const hidden = await insertPost(server, ada.user.id, { public: false });
    const bobTab = await specClient(bob);
    expect(await bobTab.ask('join_post', hidden.id)).toMatchObject({ statusCode: 404, message: 'POST_NOT_FOUND' });
  });
});

describe('a session that ends', () => {
  it('closes the spec client’s socket too', async () => {
    const { ada } = await chatPeople(server);
    const adaTab = await specClient(ada);
    const closed = closedByServer(adaTab.tab);
    expect((await ada.client.call(api.auth.logout)).status).toBe(200);
    expect(await closed).toBe('io server disconnect');
  });
});
