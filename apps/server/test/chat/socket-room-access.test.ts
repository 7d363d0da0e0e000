import { api, type ChatMessage } from '@plaza/contract';
import { afterEach, describe, expect, it } from 'vitest';
import type { Tab } from '../realtime/support.js';
import { follow, insertChannel, insertZone } from '../support/channels.js';
import { insertPost } from '../support/posts.js';
import { joinPost, people, received, sent, useChatServer, Tabs, typing, viewerCount } from './socket-support.js';

const server = useChatServer();

const tabs = new Tabs(() => server);
afterEach(() => tabs.closeAll());

const said = (tab: Tab, message: ChatMessage) => tab.next('new_message', (m) => m.id === message.id);
const heard = (tab: Tab, postId: string) =>
  received(tab, ['new_message']).some((r) => (r.payload as ChatMessage).to === postId);

/**
 * Ada owns a channel in her zone and streams a post in it; the listeners watch it and a public
 * "lobby" post without a channel, which serves as a barrier: what Ada says in the post before
 * her lobby message has reached a listener by the time the lobby message has.
 */
async function stage(opts: { zonePublic?: boolean; channelPublic?: boolean } = {}) {
  const { ada, bob, dan } = await people(server);
  const zone = await insertZone(server, ada.user, { public: opts.zonePublic ?? true });
  const channel = await insertChannel(server, zone.id, ada.user, { public: opts.channelPublic ?? true });
  await follow(server, bob.user, channel);
  const post = await insertPost(server, ada.user.id, { channel, streaming: true });
  const lobby = await insertPost(server, ada.user.id);
  const adaTab = await tabs.connect(ada.client);
  await joinPost(adaTab, post.id);
  await viewerCount(adaTab, post.id, 1);
  await joinPost(adaTab, lobby.id);
  return { ada, bob, dan, zone, channel, post, lobby, adaTab };
}

async function watching(client: Parameters<Tabs['connect']>[0], ...postIds: string[]) {
  const tab = await tabs.connect(client);
  for (const id of postIds) await joinPost(tab, id);
  return tab;
}

/** Ada speaks in the post, then in the lobby; answers once each listener has the lobby message. */
async function adaSpeaks(adaTab: Tab, postId: string, lobbyId: string, listeners: Tab[]) {
  await sent(adaTab, postId, 'In the post', { medium: 'post' });
  const barrier = await sent(adaTab, lobbyId, 'In the lobby', { medium: 'post' });
  for (const tab of listeners) await said(tab, barrier);
}

const membershipId = async (table: 'user_channels' | 'user_zones', userId: string) =>
  (await server.db.selectFrom(table).select('id').where('user_id', '=', userId).executeTakeFirstOrThrow()).id;

describe('losing sight of a post takes its sockets out of the live room', () => {
  it('on leaving the private channel the post is in; the room hears the new count', async () => {
    const { bob, post, lobby, adaTab } = await stage({ channelPublic: false });
    const bobTab = await watching(bob.client, post.id, lobby.id);
    await viewerCount(adaTab, post.id, 2);

    const left = await bob.client.call(api.userChannels.unfollow, {
      params: { id: await membershipId('user_channels', bob.user.id) },
    });
    expect(left.status).toBe(200);
    expect(await viewerCount(adaTab, post.id, 1)).toEqual({ postId: post.id, counter: 1 });
    await adaSpeaks(adaTab, post.id, lobby.id, [bobTab]);
    expect(heard(bobTab, post.id)).toBe(false);
  });

  it('on leaving the private zone the post’s public channel is in', async () => {
    const { bob, post, lobby, adaTab } = await stage({ zonePublic: false });
    const bobTab = await watching(bob.client, post.id, lobby.id);

    const left = await bob.client.call(api.userZones.leave, {
      params: { id: await membershipId('user_zones', bob.user.id) },
    });
    expect(left.status).toBe(200);
    await adaSpeaks(adaTab, post.id, lobby.id, [bobTab]);
    expect(heard(bobTab, post.id)).toBe(false);
  });

  it('when the author makes the post private; the author stays', async () => {
    const { ada, bob, post, lobby, adaTab } = await stage();
    const bobTab = await watching(bob.client, post.id, lobby.id);
    // The author's other tab (the speaking one hears only its acknowledgements).
    const adaOther = await watching(ada.client, post.id, lobby.id);

    const res = await ada.client.call(api.posts.update, { params: { postId: post.id }, body: { public: false } });
    expect(res.status).toBe(200);
    await adaSpeaks(adaTab, post.id, lobby.id, [bobTab, adaOther]);
    expect(heard(bobTab, post.id)).toBe(false);
    expect(heard(adaOther, post.id)).toBe(true);
  });

  it.each(['channel', 'zone'] as const)('when the %s turns private: its members stay, others go', async (place) => {
    const { ada, bob, dan, zone, channel, post, lobby, adaTab } = await stage();
    const bobTab = await watching(bob.client, post.id, lobby.id);
    const danTab = await watching(dan.client, post.id, lobby.id);

    const body = { public: false };
    const res =
      place === 'channel'
        ? await ada.client.call(api.channels.update, { params: { id: channel.id }, body })
        : await ada.client.call(api.zones.update, { params: { id: zone.id }, body });
    expect(res.status).toBe(200);
    await adaSpeaks(adaTab, post.id, lobby.id, [bobTab, danTab]);
    expect(heard(danTab, post.id)).toBe(false);
    expect(heard(bobTab, post.id)).toBe(true);
  });

  it('when the post is deleted: nobody is left in its room', async () => {
    const { ada, bob, post, lobby, adaTab } = await stage();
    const bobTab = await watching(bob.client, post.id, lobby.id);

    expect((await ada.client.call(api.posts.remove, { params: { id: post.id } })).status).toBe(200);
    // Typing reaches the rest of a room only from a tab in it: Bob's post typing reaches nobody now.
    typing(bobTab, { medium: 'post', to: post.id });
    typing(bobTab, { medium: 'post', to: lobby.id });
    await adaTab.next('typing', (t) => t.to === lobby.id);
    expect(received(adaTab, ['typing']).map((r) => (r.payload as { to: string }).to)).toEqual([lobby.id]);
  });

  it('leaves a member who keeps sight of the post where they are', async () => {
    const { bob, post, lobby, adaTab } = await stage();
    const bobTab = await watching(bob.client, post.id, lobby.id);
    // The channel is public: leaving it takes nothing out of sight.
    const left = await bob.client.call(api.userChannels.unfollow, {
      params: { id: await membershipId('user_channels', bob.user.id) },
    });
    expect(left.status).toBe(200);
    await adaSpeaks(adaTab, post.id, lobby.id, [bobTab]);
    expect(heard(bobTab, post.id)).toBe(true);
  });
});
