import { LIVE, api } from '@plaza/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LiveAudienceRepository } from '../../src/features/live/live-audience.repository.js';
import { addZoneMember, follow, insertChannel, insertZone, signedInUser } from '../support/channels.js';
import { insertUser } from '../support/factories.js';
import { joinPost, Tabs } from '../chat/socket-support.js';
import { makeContacts } from '../realtime/support.js';
import { useTestServer } from '../support/server.js';
import { killPublishers, newKey, startPublisher } from './support.js';

// A stopped publisher's live ends 1 s later (LIVE.resumeWindowSeconds is for encoders on real networks).
const server = useTestServer({ live: { resumeWindowMs: 1000 } });
const tabs = new Tabs(() => server);
afterEach(async () => {
  tabs.closeAll();
  await killPublishers();
});

const DEADLINE = { timeout: 60_000, interval: 100 };

/** A live post of `author`'s, as the ingest leaves it once live, in `channel` if given. */
async function livePost(
  authorId: string,
  opts: { public?: boolean; channel?: { id: string; zone_id: string } } = {},
): Promise<string> {
  const row = await server.db
    .insertInto('posts')
    .values({
      slug: Math.random().toString(16).slice(2, 14).padEnd(24, '0'),
      title: 'Evening session',
      created_by: authorId,
      public: opts.public ?? true,
      channel_id: opts.channel?.id ?? null,
      zone_id: opts.channel?.zone_id ?? null,
      live_stream: true,
      streaming: true,
      video_name: LIVE.playlistName,
      hls_playlist: LIVE.playlistName,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const sorted = (ids: string[]) => [...ids].sort();

describe('who hears that a live started', () => {
  it('is the contacts for a post on the profile, and nobody for a post only its author sees', async () => {
    const ada = await insertUser(server);
    const bob = await insertUser(server);
    const cyd = await insertUser(server);
    await insertUser(server);
    await makeContacts(server, ada.row.id, bob.row.id);
    await makeContacts(server, ada.row.id, cyd.row.id);
    const audience = new LiveAudienceRepository(server.db);

    expect(sorted(await audience.audienceOf(await livePost(ada.row.id)))).toEqual(sorted([bob.row.id, cyd.row.id]));
    expect(await audience.audienceOf(await livePost(ada.row.id, { public: false }))).toEqual([]);
    expect(await audience.audienceOf('00000000-0000-4000-8000-000000000000')).toEqual([]);
  });

  it('is the followers and the contacts who may see the channel, each once', async () => {
    const ada = await insertUser(server);
    const bob = await insertUser(server); // contact, not a follower
    const cyd = await insertUser(server); // contact and follower
    const eve = await insertUser(server); // follower only
    const dan = await insertUser(server); // stranger
    await makeContacts(server, ada.row.id, bob.row.id);
    await makeContacts(server, ada.row.id, cyd.row.id);
    const zone = await insertZone(server, null);
    const channel = await insertChannel(server, zone.id, ada.row);
    await follow(server, cyd.row, channel);
    await follow(server, eve.row, channel);
    const audience = new LiveAudienceRepository(server.db);

    const told = await audience.audienceOf(await livePost(ada.row.id, { channel }));
    expect(sorted(told)).toEqual(sorted([bob.row.id, cyd.row.id, eve.row.id]));
    expect(told).not.toContain(dan.row.id);
    // A post in the channel that only its author sees is news to nobody.
    expect(await audience.audienceOf(await livePost(ada.row.id, { channel, public: false }))).toEqual([]);
  });

  it("gives a private channel's non-members nothing, contacts included", async () => {
    const ada = await insertUser(server);
    const bob = await insertUser(server);
    const cyd = await insertUser(server);
    await makeContacts(server, ada.row.id, bob.row.id);
    await makeContacts(server, ada.row.id, cyd.row.id);
    const zone = await insertZone(server, null);
    const channel = await insertChannel(server, zone.id, ada.row, { public: false });
    await follow(server, cyd.row, channel);

    const told = await new LiveAudienceRepository(server.db).audienceOf(await livePost(ada.row.id, { channel }));
    expect(sorted(told)).toEqual([cyd.row.id]);
  });

  it("in a private zone's public channel, tells the contacts who belong to the zone only", async () => {
    const ada = await insertUser(server);
    const bob = await insertUser(server);
    const cyd = await insertUser(server);
    await makeContacts(server, ada.row.id, bob.row.id);
    await makeContacts(server, ada.row.id, cyd.row.id);
    const zone = await insertZone(server, null, { public: false });
    const channel = await insertChannel(server, zone.id, ada.row);
    await addZoneMember(server, cyd.row, zone.id);

    const told = await new LiveAudienceRepository(server.db).audienceOf(await livePost(ada.row.id, { channel }));
    expect(sorted(told)).toEqual([cyd.row.id]);
  });
});

describe('going live in a channel', () => {
  it('tells the publisher and the room at once, and notifies the followers and contacts once', async () => {
    const ada = await signedInUser(server, 'Ada Lovelace');
    const bob = await signedInUser(server, 'Bob Kahn');
    const eve = await signedInUser(server, 'Eve Follower');
    const dan = await signedInUser(server, 'Dan Stranger');
    await makeContacts(server, ada.user.id, bob.user.id);
    const zone = await insertZone(server, null);
    const channel = await insertChannel(server, zone.id, ada.user);
    await follow(server, eve.user, channel);
    const key = await newKey(ada.client);
    const prepared = await ada.client.call(api.streaming.prepareLive, {
      body: { title: 'Evening session', channelId: channel.id },
    });
    expect(prepared.status).toBe(200);
    const postId = prepared.body.id;

    const publisherTab = await tabs.connect(ada.client);
    const viewerTab = await tabs.connect(dan.client);
    await joinPost(viewerTab, postId);
    const heardByPublisher = publisherTab.next('live_started', (p) => p.postId === postId);
    const heardByViewer = viewerTab.next('live_started', (p) => p.postId === postId);
    const publisher = startPublisher(server.rtmpPort!, key);
    expect(await heardByPublisher).toEqual({ postId });
    expect(await heardByViewer).toEqual({ postId });
    expect((await ada.client.call(api.posts.detail, { params: { postId } })).body.streaming).toBe(true);

    const told = await vi.waitFor(async () => {
      const rows = await server.db
        .selectFrom('notifications')
        .select(['user_id', 'type', 'dedupe_key'])
        .where('post_id', '=', postId)
        .execute();
      expect(rows).toHaveLength(2);
      return rows;
    }, DEADLINE);
    expect(sorted(told.map((n) => n.user_id))).toEqual(sorted([bob.user.id, eve.user.id]));
    expect(told.every((n) => n.type === 'post' && n.dedupe_key === `live:${postId}`)).toBe(true);
    await publisher.stop();
    await vi.waitFor(async () => {
      const detail = await ada.client.call(api.posts.detail, { params: { postId } });
      expect(detail.body.videoName).toBe(LIVE.recordingName);
    }, DEADLINE);
  }, 120_000);
});
