import { api } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { addZoneMember, insertChannel, signedIn } from '../support/community.js';
import { addZoneMembers, insertZone, someone } from '../support/discovery.js';
import { useTestServer } from '../support/server.js';

const server = useTestServer();

describe('GET /activity/list/suggestions/zone', () => {
  it('suggests public zones the caller has not joined, busiest first, with their counts', async () => {
    const me = await signedIn(server);
    const owner = await someone(server);
    const quiet = await insertZone(server, owner.id, { name: 'Quiet', subdomain: 'quiet' });
    const busy = await insertZone(server, owner.id, { name: 'Busy', subdomain: 'busy' });
    await addZoneMembers(server, busy.id, 2);
    await insertChannel(server, busy.id, owner.id);
    await insertChannel(server, busy.id, owner.id, { public: false });
    const joined = await insertZone(server, owner.id, { name: 'Joined' });
    await addZoneMember(server, me.id, joined.id);
    await insertZone(server, me.id, { name: 'Mine' });

    const res = await me.client.call(api.suggestions.zones, { query: { limit: 10 } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: [
        {
          zone_id: busy.id,
          zone_name: 'Busy',
          zone_subdomain: 'busy',
          zone_displayPhoto: null,
          zone_channelCount: 1,
          zone_membersCount: 3,
        },
        {
          zone_id: quiet.id,
          zone_name: 'Quiet',
          zone_subdomain: 'quiet',
          zone_displayPhoto: null,
          zone_channelCount: 0,
          zone_membersCount: 1,
        },
      ],
      total: 2,
      limit: 10,
      skip: 0,
    });
  });

  it('never suggests a private zone, however busy', async () => {
    const me = await signedIn(server);
    const owner = await someone(server);
    const secret = await insertZone(server, owner.id, { name: 'Secret', subdomain: 'secret-club', public: false });
    await addZoneMembers(server, secret.id, 3);
    const res = await me.client.call(api.suggestions.zones);
    expect(res.body).toMatchObject({ data: [], total: 0 });
    expect(JSON.stringify(res.body)).not.toContain('secret-club');
  });

  it('pages by limit and skip, with the total of all matches', async () => {
    const me = await signedIn(server);
    const owner = await someone(server);
    const zones = [];
    for (let i = 0; i < 4; i++) {
      const zone = await insertZone(server, owner.id, { name: `Zone ${i}` });
      await addZoneMembers(server, zone.id, 4 - i);
      zones.push(zone);
    }
    const first = await me.client.call(api.suggestions.zones);
    expect(first.body).toMatchObject({ total: 4, limit: 3, skip: 0 });
    expect(first.body.data.map((z) => z.zone_id)).toEqual(zones.slice(0, 3).map((z) => z.id));
    const second = await me.client.call(api.suggestions.zones, { query: { limit: 2, skip: 2 } });
    expect(second.body).toMatchObject({ total: 4, limit: 2, skip: 2 });
    expect(second.body.data.map((z) => z.zone_id)).toEqual(zones.slice(2).map((z) => z.id));
  });
});
