import { ConfigError } from './config-error.js';

/** Where calls find each other (ICE) and, when the operator has one, the Jitsi that carries them. */
export interface CallConfig {
  /** STUN_URLS: stun: or stuns: URLs. */
  stunUrls: string[];
  /** TURN_URLS: turn: or turns: URLs, reached with time-limited credentials made from turnSecret. */
  turnUrls: string[];
  /** TURN_SECRET: coturn's static-auth-secret (use-auth-secret); null without TURN. */
  turnSecret: string | null;
  /** JITSI_URL, JITSI_APP_ID, JITSI_APP_SECRET: calls run in this Jitsi instead of peer to peer. */
  jitsi: JitsiConfig | null;
}

export interface JitsiConfig {
  /** The Jitsi Meet site; a room is opened at `<url>/<room>?jwt=<token>`. */
  url: URL;
  appId: string;
  appSecret: string;
}

export interface CallEnv {
  STUN_URLS?: string | undefined;
  TURN_URLS?: string | undefined;
  TURN_SECRET?: string | undefined;
  JITSI_URL?: string | undefined;
  JITSI_APP_ID?: string | undefined;
  JITSI_APP_SECRET?: string | undefined;
}

function urlList(name: string, value: string | undefined, schemes: readonly string[]): string[] {
  const urls = (value ?? '')
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean);
  for (const url of urls) {
    const scheme = url.slice(0, url.indexOf(':') + 1);
    if (!schemes.includes(scheme) || url.length <= scheme.length) {
      throw new ConfigError(`${name}: '${url}' is not a ${schemes.join(' or ')} URL`);
    }
  }
  return urls;
}

function jitsiConfig(e: CallEnv): JitsiConfig | null {
  const set = [e.JITSI_URL, e.JITSI_APP_ID, e.JITSI_APP_SECRET].filter(Boolean).length;
  if (set === 0) return null;
  if (set < 3) throw new ConfigError('JITSI_URL, JITSI_APP_ID and JITSI_APP_SECRET must be set together');
  let url: URL;
  try {
    url = new URL(e.JITSI_URL!);
  } catch {
    throw new ConfigError(`JITSI_URL: '${e.JITSI_URL}' is not a URL`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ConfigError('JITSI_URL: must be an https:// URL');
  }
  return { url, appId: e.JITSI_APP_ID!, appSecret: e.JITSI_APP_SECRET! };
}

/** The call settings; a ConfigError (one line) on a bad value. */
export function callConfig(e: CallEnv): CallConfig {
  const stunUrls = urlList('STUN_URLS', e.STUN_URLS, ['stun:', 'stuns:']);
  const turnUrls = urlList('TURN_URLS', e.TURN_URLS, ['turn:', 'turns:']);
  const turnSecret = e.TURN_SECRET ? e.TURN_SECRET : null;
  if (turnUrls.length > 0 && !turnSecret) {
    throw new ConfigError('TURN_URLS is set without TURN_SECRET (coturn’s static-auth-secret)');
  }
  if (turnSecret && turnUrls.length === 0) throw new ConfigError('TURN_SECRET is set without TURN_URLS');
  return { stunUrls, turnUrls, turnSecret, jitsi: jitsiConfig(e) };
}
