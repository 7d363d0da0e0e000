import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const pem = (type: 'ec' | 'rsa') => {
  const options = type === 'ec' ? { namedCurve: 'P-256' } : { modulusLength: 2048 };
  const { privateKey } = generateKeyPairSync(type as 'ec', options as { namedCurve: string });
  return privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
};
const P8 = pem('ec');
const APPLE = { APPLE_CLIENT_ID: 'com.example.plaza', APPLE_TEAM_ID: 'TEAM123456', APPLE_KEY_ID: 'KEY7654321' };

describe('Apple sign-in configuration', () => {
  it('offers Apple with a fixed APPLE_CLIENT_SECRET', () => {
    const { apple } = loadConfig({ APPLE_CLIENT_ID: 'com.example.plaza', APPLE_CLIENT_SECRET: 'jwt' }).oidc;
    expect(apple).toEqual({
      issuer: new URL('https://appleid.apple.com'),
      clientId: 'com.example.plaza',
      clientSecret: 'jwt',
    });
  });

  it("offers Apple with the team's .p8 key instead, its line breaks written out or escaped as \\n", () => {
    for (const key of [P8, P8.replace(/\n/g, '\\n')]) {
      const { apple } = loadConfig({ ...APPLE, APPLE_PRIVATE_KEY: key }).oidc;
      expect(apple?.clientSecret).toMatchObject({ teamId: 'TEAM123456', keyId: 'KEY7654321' });
      expect(apple?.clientSecret).toHaveProperty('privateKey.asymmetricKeyType', 'ec');
    }
  });

  it('does not offer Apple without a client id, or without a secret or key', () => {
    expect(loadConfig({ APPLE_CLIENT_SECRET: 'jwt' }).oidc.apple).toBeNull();
    expect(loadConfig({ ...APPLE, APPLE_CLIENT_ID: undefined, APPLE_PRIVATE_KEY: P8 }).oidc.apple).toBeNull();
    expect(loadConfig({ APPLE_CLIENT_ID: 'com.example.plaza' }).oidc.apple).toBeNull();
  });

  it('refuses a key without its team or key id, naming the three settings', () => {
    expect(() => loadConfig({ APPLE_CLIENT_ID: 'com.example.plaza', APPLE_PRIVATE_KEY: P8 })).toThrow(
      'APPLE_TEAM_ID, APPLE_KEY_ID and APPLE_PRIVATE_KEY are set together',
    );
    expect(() => loadConfig({ ...APPLE })).toThrow(ConfigError);
  });

  it('refuses a key that is not an EC P-256 private key, without repeating it', () => {
    for (const bad of ['not a key', pem('rsa')]) {
      let error: unknown;
      try {
        loadConfig({ ...APPLE, APPLE_PRIVATE_KEY: bad });
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toBe(
        "Invalid configuration: APPLE_PRIVATE_KEY: must be the PEM text of Apple's .p8 key (EC P-256)",
      );
    }
  });
});
