import { describe, expect, it } from 'vitest';
import { callConfig } from './call-config.js';
import { ConfigError } from './config-error.js';

describe('call configuration', () => {
  it('is empty by default: no ICE servers beyond the browsers’ own, peer to peer', () => {
    expect(callConfig({})).toEqual({ stunUrls: [], turnUrls: [], turnSecret: null, jitsi: null });
  });

  it('reads comma-separated STUN and TURN URLs, TURN with its secret, and Jitsi', () => {
    const config = callConfig({
      STUN_URLS: 'stun:a.example:3478, stuns:b.example',
      TURN_URLS: 'turns:t.example:5349',
      TURN_SECRET: 's',
      JITSI_URL: 'https://meet.example/',
      JITSI_APP_ID: 'app',
      JITSI_APP_SECRET: 'secret',
    });
    expect(config.stunUrls).toEqual(['stun:a.example:3478', 'stuns:b.example']);
    expect(config.turnUrls).toEqual(['turns:t.example:5349']);
    expect(config.jitsi?.url.hostname).toBe('meet.example');
  });

  it.each([
    [{ STUN_URLS: 'http://x' }, "STUN_URLS: 'http://x' is not a stun: or stuns: URL"],
    [{ TURN_URLS: 'stun:x', TURN_SECRET: 's' }, "TURN_URLS: 'stun:x' is not a turn: or turns: URL"],
    [{ TURN_URLS: 'turn:x' }, 'TURN_URLS is set without TURN_SECRET (coturn’s static-auth-secret)'],
    [{ TURN_SECRET: 's' }, 'TURN_SECRET is set without TURN_URLS'],
    [{ JITSI_URL: 'https://m.example' }, 'JITSI_URL, JITSI_APP_ID and JITSI_APP_SECRET must be set together'],
    [{ JITSI_URL: 'nope', JITSI_APP_ID: 'a', JITSI_APP_SECRET: 's' }, "JITSI_URL: 'nope' is not a URL"],
    [{ JITSI_URL: 'ftp://m', JITSI_APP_ID: 'a', JITSI_APP_SECRET: 's' }, 'JITSI_URL: must be an https:// URL'],
  ])('refuses %j in one line', (env, message) => {
    expect(() => callConfig(env)).toThrow(new ConfigError(message));
  });
});
