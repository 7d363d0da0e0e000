import type { MeetingsConfig } from '../../config/config.js';
import { jitsiMeetingUrl, jitsiToken, type JitsiUser } from '../calls/jitsi-token.js';
import type { MeetingJoinTokens } from './meeting-join-token.js';

/** The one who holds a join link in Jitsi mode: nobody Plaza knows, shown as a guest. */
const LINK_GUEST: JitsiUser = { id: 'guest', name: 'Guest', avatar: '', email: '' };

/**
 * Where a meeting opens. The product's rooms: its `/meeting/{slug}` page, and join links to it
 * carrying a signed token. Jitsi mode (MEETINGS_PROVIDER=jitsi): the Jitsi room named by the slug,
 * with an HS256 JWT (calls' signer) for the member, moderator when they host, valid until the
 * meeting ends (or the join link that alone let them in expires); a join link's own JWT names a
 * guest and lasts as long as the link.
 */
export class MeetingLinks {
  constructor(
    private readonly appUrl: URL,
    private readonly config: MeetingsConfig,
    private readonly tokens: MeetingJoinTokens,
  ) {}

  pageUrl(slug: string): string {
    return new URL(`/meeting/${encodeURIComponent(slug)}`, this.appUrl).toString();
  }

  /** Jitsi mode: the room with the member's token; null when the product's own room serves it. */
  async roomUrl(
    meeting: { slug: string; endDate: Date },
    user: JitsiUser,
    isHost: boolean,
    now: number,
    linkOnlyUntil: number | null = null,
  ): Promise<string | null> {
    const jitsi = this.config.jitsi;
    if (!jitsi) return null;
    const end = Math.floor(meeting.endDate.getTime() / 1000);
    const jwt = await jitsiToken(jitsi, meeting.slug, user, now, {
      moderator: isHost,
      // Let in by a join link alone: no longer than the link.
      expiresAt: linkOnlyUntil === null ? end : Math.min(end, linkOnlyUntil),
    });
    return `${jitsiMeetingUrl(jitsi, meeting.slug)}?jwt=${jwt}`;
  }

  /** A link whose holder may join until `expiresAt` (unix seconds). */
  async joinLink(slug: string, expiresAt: number, now: number): Promise<string> {
    const jitsi = this.config.jitsi;
    if (jitsi) {
      const jwt = await jitsiToken(jitsi, slug, LINK_GUEST, now, { moderator: false, expiresAt });
      return `${jitsiMeetingUrl(jitsi, slug)}?jwt=${jwt}`;
    }
    const url = new URL(this.pageUrl(slug));
    url.searchParams.set('join', this.tokens.sign(slug, expiresAt));
    return url.toString();
  }
}
