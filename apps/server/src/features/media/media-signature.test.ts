import { MEDIA } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { MediaSigner, windowStart } from './media-signature.js';

const signer = new MediaSigner('a-server-secret-that-is-long-enough-for-tests');
const slug = 'a'.repeat(24);
const HOUR = 3600_000;
const at = Date.UTC(2026, 10, 25, 10, 20);

describe('MediaSigner', () => {
  it('gives everyone in the same hour the same signature, valid 6 to 7 hours', () => {
    const first = signer.sign(slug, true, at);
    expect(signer.sign(slug, true, at + 30 * 60_000).signature).toBe(first.signature);
    expect(signer.sign(slug, true, at + HOUR).signature).not.toBe(first.signature);
    expect(first.grant.expiresAt * 1000 - at).toBeGreaterThanOrEqual(MEDIA.signedUrlSeconds * 1000);
    expect(first.grant.expiresAt * 1000 - at).toBeLessThan((MEDIA.signedUrlSeconds + 3600) * 1000);
    expect(windowStart(first.grant).getTime()).toBeLessThanOrEqual(at);
  });

  it('accepts its own signature for the slug until it expires, with its scope', () => {
    const { signature, grant } = signer.sign(slug, false, at);
    expect(signer.verify(slug, signature, at)).toEqual(grant);
    expect(grant.public).toBe(false);
    expect(signer.verify(slug, signature, grant.expiresAt * 1000 - 1)).toEqual(grant);
    expect(signer.verify(slug, signature, grant.expiresAt * 1000)).toBeNull();
  });

  it('refuses another slug, a changed expiry or scope, another secret and malformed text', () => {
    const { signature } = signer.sign(slug, false, at);
    const [expiry, , mac] = signature.split('.');
    expect(signer.verify('b'.repeat(24), signature, at)).toBeNull();
    expect(signer.verify(slug, `${Number(expiry) + 3600}.m.${mac}`, at)).toBeNull();
    expect(signer.verify(slug, `${expiry}.p.${mac}`, at)).toBeNull();
    expect(new MediaSigner('another-secret-that-is-long-enough-for-tests').verify(slug, signature, at)).toBeNull();
    for (const bad of ['', 'x', `${expiry}.m`, `${expiry}.m.${mac}.x`, `${expiry}.q.${mac}`, `-1.m.${mac}`]) {
      expect(signer.verify(slug, bad, at)).toBeNull();
    }
  });
});
