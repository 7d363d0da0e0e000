import type { CallConfig, JitsiConfig } from './call-config.js';
import { ConfigError } from './config-error.js';

/** Which engine carries meetings: the product's own rooms (Janus), or the operator's Jitsi. */
export const MEETINGS_PROVIDERS = ['janus', 'jitsi'] as const;
export type MeetingsProvider = (typeof MEETINGS_PROVIDERS)[number];

export interface MeetingsConfig {
  /** MEETINGS_PROVIDER: janus (default) or jitsi. */
  provider: MeetingsProvider;
  /** With MEETINGS_PROVIDER=jitsi, the Jitsi of JITSI_URL, JITSI_APP_ID and JITSI_APP_SECRET (shared with calls). */
  jitsi: JitsiConfig | null;
}

/** The meetings settings; a ConfigError (one line) when Jitsi is asked for but not configured. */
export function meetingsConfig(provider: MeetingsProvider, calls: CallConfig): MeetingsConfig {
  if (provider === 'janus') return { provider, jitsi: null };
  if (!calls.jitsi) {
    throw new ConfigError('MEETINGS_PROVIDER=jitsi needs JITSI_URL, JITSI_APP_ID and JITSI_APP_SECRET');
  }
  return { provider, jitsi: calls.jitsi };
}
