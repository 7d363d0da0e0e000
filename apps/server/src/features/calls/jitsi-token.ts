import { CALL } from '@plaza/contract';
import { SignJWT } from 'jose';
import type { JitsiConfig } from '../../config/config.js';

/** Who joins a Jitsi room, as the token's context.user names them (strings, as Jitsi reads them). */
export interface JitsiUser {
  id: string;
  name: string;
  avatar: string;
  email: string;
}

/** The Jitsi room of a call: one per call, never guessable from anything public. */
export const jitsiRoomOf = (callId: string) => `plaza-${callId}`;

/** Where the room opens: JITSI_URL's site and path, then the room. */
export function jitsiMeetingUrl(jitsi: JitsiConfig, room: string): string {
  return `${jitsi.url.href.replace(/\/$/, '')}/${room}`;
}

/** What a token grants besides the room: moderation, and until when (unix seconds). */
export interface JitsiGrant {
  /** Default true: both parties of a call are its moderators. */
  moderator?: boolean;
  /** Default CALL.meetingTokenTtlSeconds from now. */
  expiresAt?: number;
}

/**
 * The JWT Jitsi's token authentication (prosody's token_verification, HS256 with the app secret)
 * lets into this room only: iss and aud the app id, sub the Jitsi domain, room the room, and
 * context.user the user shown in the meeting. Calls and meetings both sign with it.
 */
export async function jitsiToken(
  jitsi: JitsiConfig,
  room: string,
  user: JitsiUser,
  now = Date.now(),
  grant: JitsiGrant = {},
): Promise<string> {
  const issuedAt = Math.floor(now / 1000);
  return new SignJWT({
    room,
    moderator: grant.moderator ?? true,
    context: { user: { id: user.id, name: user.name, avatar: user.avatar, email: user.email } },
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(jitsi.appId)
    .setAudience(jitsi.appId)
    .setSubject(jitsi.url.hostname)
    .setIssuedAt(issuedAt)
    .setNotBefore(issuedAt - 10)
    .setExpirationTime(grant.expiresAt ?? issuedAt + CALL.meetingTokenTtlSeconds)
    .sign(new TextEncoder().encode(jitsi.appSecret));
}
