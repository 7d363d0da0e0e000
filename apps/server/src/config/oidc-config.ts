import { createPrivateKey, type KeyObject } from 'node:crypto';
import { ConfigError } from './config-error.js';

/** The key of an Apple developer account (its .p8 file): the client secret is signed with it. */
export interface ClientSecretKey {
  teamId: string;
  keyId: string;
  privateKey: KeyObject;
}

/** An OpenID Connect provider the product signs in with. */
export interface OidcProviderConfig {
  issuer: URL;
  clientId: string;
  /** A fixed secret, or the key the server signs short-lived secrets with (Apple's way). */
  clientSecret: string | ClientSecretKey;
}

export function oidcProvider(issuer: string, clientId?: string, clientSecret?: string): OidcProviderConfig | null {
  return clientId && clientSecret ? { issuer: new URL(issuer), clientId, clientSecret } : null;
}

export interface AppleEnv {
  APPLE_ISSUER: string;
  APPLE_CLIENT_ID?: string | undefined;
  APPLE_CLIENT_SECRET?: string | undefined;
  APPLE_TEAM_ID?: string | undefined;
  APPLE_KEY_ID?: string | undefined;
  APPLE_PRIVATE_KEY?: string | undefined;
}

/** Apple with a fixed APPLE_CLIENT_SECRET, or (preferred, since that secret expires) the team's signing key. */
export function appleProvider(e: AppleEnv): OidcProviderConfig | null {
  const key = signingKey(e);
  if (!key) return oidcProvider(e.APPLE_ISSUER, e.APPLE_CLIENT_ID, e.APPLE_CLIENT_SECRET);
  return e.APPLE_CLIENT_ID ? { issuer: new URL(e.APPLE_ISSUER), clientId: e.APPLE_CLIENT_ID, clientSecret: key } : null;
}

function signingKey(e: AppleEnv): ClientSecretKey | null {
  const parts = [e.APPLE_TEAM_ID, e.APPLE_KEY_ID, e.APPLE_PRIVATE_KEY];
  if (parts.every((p) => !p)) return null;
  if (!e.APPLE_TEAM_ID || !e.APPLE_KEY_ID || !e.APPLE_PRIVATE_KEY) {
    throw new ConfigError('Invalid configuration: APPLE_TEAM_ID, APPLE_KEY_ID and APPLE_PRIVATE_KEY are set together');
  }
  return { teamId: e.APPLE_TEAM_ID, keyId: e.APPLE_KEY_ID, privateKey: parsePrivateKey(e.APPLE_PRIVATE_KEY) };
}

const NOT_A_KEY = "Invalid configuration: APPLE_PRIVATE_KEY: must be the PEM text of Apple's .p8 key (EC P-256)";

function parsePrivateKey(pem: string): KeyObject {
  let key: KeyObject;
  try {
    // One-line environments often carry the key's line breaks as the two characters \n.
    key = createPrivateKey(pem.replace(/\\n/g, '\n'));
  } catch {
    // The parser's own message may quote the key: never repeat it.
    throw new ConfigError(NOT_A_KEY);
  }
  if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1') {
    throw new ConfigError(NOT_A_KEY);
  }
  return key;
}
