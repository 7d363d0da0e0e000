import { createHash } from 'node:crypto';
import { API_VERSION, LIVE, api } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { keyHeaders } from '../api-credentials/support.js';
import { signedInUser } from '../support/channels.js';
import { useTestServer } from '../support/server.js';

const server = useTestServer();

const keyRows = () => server.db.selectFrom('stream_keys').selectAll().execute();
const rtmpUrl = () => `rtmp://plaza.test:${server.rtmpPort}/${LIVE.rtmpApp}`;

describe('GET /user/streaming', () => {
  it('answers the RTMP server, the OBS keyframe interval, and that there is no key yet', async () => {
    const { client } = await signedInUser(server);
    const res = await client.call(api.streaming.settings);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      rtmpUrl: rtmpUrl(),
      hasStreamKey: false,
      keyframeIntervalSeconds: 2,
      livePostId: null,
    });
    expect(await keyRows()).toEqual([]);
  });

  it('says a key exists once one was made, without ever answering it', async () => {
    const { client } = await signedInUser(server);
    const key = (await client.call(api.streaming.regenerateKey)).body.streamKey;
    const res = await client.call(api.streaming.settings);
    expect(res.body.hasStreamKey).toBe(true);
    expect(JSON.stringify(res.body)).not.toContain(key);
  });

  it('answers NOT_SIGNED_IN to a signed-out caller', async () => {
    const res = await server.client().call(api.streaming.settings);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('NOT_SIGNED_IN');
  });
});

describe('POST /user/streaming/key', () => {
  it('answers a new key once and stores only its SHA-256', async () => {
    const { client, user } = await signedInUser(server);
    const res = await client.call(api.streaming.regenerateKey);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.rtmpUrl).toBe(rtmpUrl());
    expect(res.body.streamKey).toMatch(LIVE.streamKeyPattern);
    const rows = await keyRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      user_id: user.id,
      key_hash: createHash('sha256').update(res.body.streamKey).digest('hex'),
    });
    expect(JSON.stringify(rows)).not.toContain(res.body.streamKey.slice(5));
  });

  it('replaces the key: one row per member, a new value each time', async () => {
    const { client } = await signedInUser(server);
    const first = (await client.call(api.streaming.regenerateKey)).body.streamKey;
    const second = (await client.call(api.streaming.regenerateKey)).body.streamKey;
    expect(second).not.toBe(first);
    const rows = await keyRows();
    expect(rows.map((r) => r.key_hash)).toEqual([createHash('sha256').update(second).digest('hex')]);
  });

  it("gives each member their own key, and never touches another's", async () => {
    const ada = await signedInUser(server, 'Ada Lovelace');
    const bob = await signedInUser(server, 'Bob Kahn');
    await ada.client.call(api.streaming.regenerateKey);
    const before = await keyRows();
    await bob.client.call(api.streaming.regenerateKey);
    const after = await keyRows();
    expect(after).toHaveLength(2);
    expect(after.find((r) => r.user_id === ada.user.id)).toEqual(before[0]);
  });

  it('refuses malformed input with a 400 and writes nothing', async () => {
    const { client } = await signedInUser(server);
    const res = await client.fetch(`/${API_VERSION}${api.streaming.regenerateKey.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"streamKey":',
    });
    expect(res.status).toBe(400);
    expect(await keyRows()).toEqual([]);
  });

  it('refuses a signed-out caller and a program holding the API key, writing nothing', async () => {
    const signedOut = await server.client().call(api.streaming.regenerateKey);
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.message).toBe('NOT_SIGNED_IN');

    const { client } = await signedInUser(server);
    const pair = (await client.call(api.apiCredentials.get)).body;
    const program = await server.client().call(api.streaming.regenerateKey, {}, { headers: keyHeaders(pair) });
    expect(program.status).toBe(403);
    expect(program.body.message).toBe('NOT_AUTHORIZED');
    expect(await keyRows()).toEqual([]);
  });

  it(`allows ${LIVE.keyRegenerationsPerHour} keys an hour, then TOO_MANY_REQUESTS`, async () => {
    const { client } = await signedInUser(server);
    for (let i = 0; i < LIVE.keyRegenerationsPerHour; i++) {
      expect((await client.call(api.streaming.regenerateKey)).status).toBe(200);
    }
    const stored = await keyRows();
    const refused = await client.call(api.streaming.regenerateKey);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('TOO_MANY_REQUESTS');
    expect(await keyRows()).toEqual(stored);
  });
});
