import { generateKeyPairSync } from 'node:crypto';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { SignedClientSecret } from './signed-client-secret.js';

const keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const key = { teamId: 'TEAM123456', keyId: 'KEY7654321', privateKey: keys.privateKey };
const START = Date.UTC(2026, 10, 23, 12);

function secretAt(clock: { now: number }) {
  return new SignedClientSecret(key, 'com.example.plaza', 'https://appleid.apple.com', () => clock.now);
}

describe("Apple's client secret, signed from the team's key", () => {
  it('is an ES256 JWT naming the team, the client and Apple, valid for a day', async () => {
    const secret = await secretAt({ now: START }).renew();
    expect(decodeProtectedHeader(secret)).toEqual({ alg: 'ES256', kid: 'KEY7654321' });
    const { payload } = await jwtVerify(secret, keys.publicKey, {
      currentDate: new Date(START),
      issuer: 'TEAM123456',
      subject: 'com.example.plaza',
      audience: 'https://appleid.apple.com',
    });
    expect(payload.iat).toBe(START / 1000);
    expect(payload.exp).toBe(START / 1000 + 24 * 60 * 60);
  });

  it('keeps the secret while over an hour is left, then signs a new one', async () => {
    const clock = { now: START };
    const signer = secretAt(clock);
    const first = await signer.renew();
    clock.now = START + 22 * 60 * 60 * 1000;
    expect(await signer.renew()).toBe(first);
    clock.now = START + 23 * 60 * 60 * 1000 + 1000;
    const second = await signer.renew();
    expect(second).not.toBe(first);
    const { payload } = await jwtVerify(second, keys.publicKey, { currentDate: new Date(clock.now) });
    expect(payload.iat).toBe(Math.floor(clock.now / 1000));
  });

  it('puts the client id and the secret last renewed in the token request body', async () => {
    const signer = secretAt({ now: START });
    const secret = await signer.renew();
    const body = new URLSearchParams({ grant_type: 'authorization_code' });
    signer.clientAuth()(
      { issuer: 'https://appleid.apple.com' },
      { client_id: 'com.example.plaza' },
      body,
      new Headers(),
    );
    expect(Object.fromEntries(body)).toEqual({
      grant_type: 'authorization_code',
      client_id: 'com.example.plaza',
      client_secret: secret,
    });
  });
});
