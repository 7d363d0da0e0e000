import { createHmac } from 'node:crypto';
import { CALL } from '@plaza/contract';
import { jwtVerify } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { callConfig } from '../../src/config/call-config.js';
import { currentCall, joinCall, people, Tabs, useCallServer } from './support.js';

const TURN_SECRET = 'coturn-static-auth-secret';
const APP_SECRET = 'jitsi-app-secret-long-enough-for-hs256';
const calls = callConfig({
  STUN_URLS: 'stun:stun.example.org:3478',
  TURN_URLS: 'turn:turn.example.org:3478?transport=udp,turns:turn.example.org:5349',
  TURN_SECRET,
  JITSI_URL: 'https://meet.example.org/',
  JITSI_APP_ID: 'plaza-app',
  JITSI_APP_SECRET: APP_SECRET,
});

const server = useCallServer({}, { calls });
const tabs = new Tabs(() => server);
afterEach(() => tabs.closeAll());

describe('ICE servers', () => {
  it('gives STUN as configured and TURN with coturn REST API credentials for the caller, valid for a while', async () => {
    const { ada } = await people(server);
    const before = Math.floor(Date.now() / 1000);
    const { iceServers } = await currentCall(ada);
    const after = Math.floor(Date.now() / 1000);
    expect(iceServers[0]).toEqual({ urls: ['stun:stun.example.org:3478'] });
    const turn = iceServers[1]!;
    expect(turn.urls).toEqual(['turn:turn.example.org:3478?transport=udp', 'turns:turn.example.org:5349']);
    const [expiry, userId] = turn.username!.split(':');
    expect(userId).toBe(ada.user.id);
    expect(Number(expiry)).toBeGreaterThanOrEqual(before + CALL.turnCredentialTtlSeconds);
    expect(Number(expiry)).toBeLessThanOrEqual(after + CALL.turnCredentialTtlSeconds);
    // What coturn computes from its static-auth-secret for this username.
    expect(turn.credential).toBe(createHmac('sha1', TURN_SECRET).update(turn.username!).digest('base64'));
  });
});

describe('Jitsi mode', () => {
  it('names a Jitsi room and signs each party a token for that room only, as Jitsi’s token authentication reads it', async () => {
    const { ada, bob } = await people(server);
    const [adaTab, bobTab] = await Promise.all([tabs.connect(ada.client), tabs.connect(bob.client)]);
    const call = await joinCall(adaTab, bob.user.id);
    const room = `plaza-${call.callId}`;
    expect(call).toMatchObject({
      mode: 'jitsi',
      meetingRoomName: room,
      meetingUrl: `https://meet.example.org/${room}`,
    });
    const ringing = await bobTab.next('call_started');
    expect(ringing.meetingRoomName).toBe(room);
    const key = new TextEncoder().encode(APP_SECRET);
    const options = { issuer: 'plaza-app', audience: 'plaza-app', subject: 'meet.example.org', algorithms: ['HS256'] };
    for (const [token, person, name] of [
      [call.meetingToken, ada, 'Ada'],
      [ringing.meetingToken, bob, 'Bob'],
    ] as const) {
      const { payload, protectedHeader } = await jwtVerify(token, key, options);
      expect(protectedHeader.alg).toBe('HS256');
      expect(payload).toMatchObject({
        room,
        moderator: true,
        context: { user: { id: person.user.id, name, avatar: '', email: person.user.email } },
      });
      expect(payload.exp! - payload.iat!).toBe(CALL.meetingTokenTtlSeconds);
    }
    await expect(
      jwtVerify(call.meetingToken, new TextEncoder().encode('another-secret-entirely-xxxxxx')),
    ).rejects.toThrow();
  });
});
