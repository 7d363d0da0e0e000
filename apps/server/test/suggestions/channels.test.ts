import { api, SUBDOMAIN_HEADER } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { addZoneMember, followChannel, insertChannel, signedIn } from '../support/community.js';
import { addFollowers, insertZone, someone } from '../support/discovery.js';
import { useTestServer } from '../support/server.js';

const server = useTestServer();

const owner = () => someone(server);

describe('GET /activity/list/suggestions/channels', () => {
  it('suggests public channels of visible zones that the caller does not follow, busiest first', async () => {
    const me = await signedIn(server);
    const someone = await owner();
    const zone = await insertZone(server, someone.id, { subdomain: 'open-zone' });
    const quiet = await insertChannel(server, zone.id, someone.id, { name: 'Quiet' });
    const busy = await insertChannel(server, zone.id, someone.id, { name: 'Busy' });
    await addFollowers(server, busy.id, 2);
    const followed = await insertChannel(server, zone.id, someone.id, { name: 'Followed' });
    await followChannel(server, me.id, followed.id);

    const res = await me.client.call(api.suggestions.channels, { query: { limit: 10 } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: [
        { channel_id: busy.id, channel_name: 'Busy', channel_displayPhoto: null, zone_subdomain: 'open-zone' },
        { channel_id: quiet.id, channel_name: 'Quiet', channel_displayPhoto: null, zone_subdomain: 'open-zone' },
      ],
      total: 2,
      limit: 10,
      skip: 0,
    });
  });

  it('never suggests a private channel, nor a public channel of a private zone to a non-member', async () => {
    const me = await signedIn(server);
    const someone = await owner();
    const open = await insertZone(server, someone.id);
    const hidden = await insertChannel(server, open.id, someone.id, { name: 'Hidden', public: false });
    await addFollowers(server, hidden.id, 3);
    const secretZone = await insertZone(server, someone.id, { subdomain: 'secret-zone', public: false });
    await insertChannel(server, secretZone.id, someone.id, { name: 'Inside secret' });

    const res = await me.client.call(api.suggestions.channels);
    expect(res.body).toMatchObject({ data: [], total: 0 });
    expect(JSON.stringify(res.body)).not.toMatch(/Hidden|secret/);
  });

  it('suggests the public channels of a private zone the caller belongs to', async () => {
    const me = await signedIn(server);
    const someone = await owner();
    const secretZone = await insertZone(server, someone.id, { public: false });
    await addZoneMember(server, me.id, secretZone.id);
    const inside = await insertChannel(server, secretZone.id, someone.id, { name: 'Inside' });
    await insertChannel(server, secretZone.id, someone.id, { name: 'Private inside', public: false });

    const res = await me.client.call(api.suggestions.channels);
    expect(res.body.data.map((c) => c.channel_id)).toEqual([inside.id]);
    expect(res.body.total).toBe(1);
  });

  it('pages by limit and skip, with the total of all matches', async () => {
    const me = await signedIn(server);
    const someone = await owner();
    const zone = await insertZone(server, someone.id);
    const channels = [];
    for (let i = 0; i < 4; i++) {
      const channel = await insertChannel(server, zone.id, someone.id, { name: `Channel ${i}` });
      await addFollowers(server, channel.id, 4 - i);
      channels.push(channel);
    }
    const first = await me.client.call(api.suggestions.channels);
    expect(first.body).toMatchObject({ total: 4, limit: 3, skip: 0 });
    expect(first.body.data.map((c) => c.channel_id)).toEqual(channels.slice(0, 3).map((c) => c.id));
    const last = await me.client.call(api.suggestions.channels, { query: { limit: 3, skip: 3 } });
    expect(last.body).toMatchObject({ total: 4, limit: 3, skip: 3 });
    expect(last.body.data.map((c) => c.channel_id)).toEqual([channels[3]!.id]);
  });

  describe('on a zone site (App-Subdomain)', () => {
    it("suggests only that zone's channels", async () => {
      const me = await signedIn(server);
      const someone = await owner();
      const here = await insertZone(server, someone.id, { subdomain: 'here' });
      const there = await insertZone(server, someone.id, { subdomain: 'there' });
      const local = await insertChannel(server, here.id, someone.id, { name: 'Local' });
      await insertChannel(server, there.id, someone.id, { name: 'Elsewhere' });

      const res = await me.client.call(api.suggestions.channels, {}, { headers: { [SUBDOMAIN_HEADER]: 'here' } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ total: 1 });
      expect(res.body.data.map((c) => c.channel_id)).toEqual([local.id]);

      const everywhere = await me.client.call(api.suggestions.channels);
      expect(everywhere.body.total).toBe(2);
    });

    it('answers UNAUTHORIZED_SUBDOMAIN on the site of a private zone the caller is not in, and leaks nothing', async () => {
      const me = await signedIn(server);
      const someone = await owner();
      const secret = await insertZone(server, someone.id, { subdomain: 'secret', public: false });
      await insertChannel(server, secret.id, someone.id, { name: 'Inside secret' });

      const res = await me.client.call(api.suggestions.channels, {}, { headers: { [SUBDOMAIN_HEADER]: 'secret' } });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ message: 'UNAUTHORIZED_SUBDOMAIN' });
      expect(JSON.stringify(res.body)).not.toContain('Inside secret');
    });
  });
});
