import { describe, expect, it } from 'vitest';
import { redactUrl } from './logger.js';

describe('redactUrl', () => {
  it.each([
    ['/verify-email/abc_DEF-123', '/verify-email/[redacted]'],
    ['/reset-password/abc%2Fdef?x=1', '/reset-password/[redacted]?x=1'],
    ['/complete-profile/tok', '/complete-profile/[redacted]'],
    ['/auth/google?code=C0DE&state=S7&email=a%40b.c', '/auth/google?code=[redacted]&state=[redacted]&email=a%40b.c'],
    [
      '/v1/auth/third-party/apple/callback?CODE=x&id_token=y',
      '/v1/auth/third-party/apple/callback?CODE=[redacted]&id_token=[redacted]',
    ],
    [
      '/metamask-register?walletAddress=0xab&signature=0xsig',
      '/metamask-register?walletAddress=0xab&signature=[redacted]',
    ],
    ['/x?%74oken=t', '/x?%74oken=[redacted]'],
  ])('takes the secret out of %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it.each(['/v1/post/feed?skip=0&limit=30', '/v1/user/profile/grace', '/settings/outgoing-mail', '/x?flag&%E0=1'])(
    'leaves %s as it came',
    (url) => {
      expect(redactUrl(url)).toBe(url);
    },
  );
});
