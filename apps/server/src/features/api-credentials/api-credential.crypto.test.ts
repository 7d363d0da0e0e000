import { describe, expect, it } from 'vitest';
import { SecretCipher, hashSecret, looksLikePair, newCredentialPair, secretMatches } from './api-credential.crypto.js';

const owner = { userId: '0b9f5c1e-6a51-4c1e-9d8e-2f1f3a4b5c6d', apiKey: 'pk_00000000000000000000000000000000' };
const serverSecret = 'a-server-secret-that-is-long-enough-to-use';

describe('API credential secrets', () => {
  it('makes pairs of the expected shape, different every time', () => {
    const a = newCredentialPair();
    expect(looksLikePair(a.apiKey, a.apiSecret)).toBe(true);
    expect(newCredentialPair()).not.toEqual(a);
  });

  it('matches a secret only against its own hash', () => {
    const { apiSecret } = newCredentialPair();
    expect(secretMatches(apiSecret, hashSecret(apiSecret))).toBe(true);
    expect(secretMatches(newCredentialPair().apiSecret, hashSecret(apiSecret))).toBe(false);
    expect(secretMatches(apiSecret, 'not-hex')).toBe(false);
  });

  it('encrypts so that only the same server secret and owner can read it back', () => {
    const { apiSecret } = newCredentialPair();
    const cipher = new SecretCipher(serverSecret);
    const sealed = cipher.encrypt(apiSecret, owner);
    expect(sealed).not.toContain(apiSecret.slice(3));
    expect(cipher.encrypt(apiSecret, owner)).not.toBe(sealed);
    expect(cipher.decrypt(sealed, owner)).toBe(apiSecret);
    expect(new SecretCipher(`${serverSecret}!`).decrypt(sealed, owner)).toBeNull();
    expect(cipher.decrypt(sealed, { ...owner, apiKey: 'pk_other' })).toBeNull();
    const [format, iv, tag, data] = sealed.split('.');
    const flipped = Buffer.from(data!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(cipher.decrypt([format, iv, tag, flipped.toString('base64url')].join('.'), owner)).toBeNull();
    expect(cipher.decrypt('garbage', owner)).toBeNull();
  });
});
