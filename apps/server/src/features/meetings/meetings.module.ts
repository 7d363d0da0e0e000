import type { FastifyInstance } from 'fastify';
import type { Actor } from '../../http/actor.js';
import type { Config } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import { channelAccess } from '../channels/channel-access.js';
import { ChannelRepository } from '../channels/channel.repository.js';
import type { Mailer } from '../mail/mailer.js';
import type { MembershipService } from '../membership/membership.service.js';
import type { Notifier } from '../notifications/notifier.js';
import { MembershipRepository } from '../places/membership.repository.js';
import { MeetingAccess } from './meeting-access.js';
import { MeetingJoinTokens } from './meeting-join-token.js';
import { MeetingLinks } from './meeting-links.js';
import { MeetingRepository } from './meeting.repository.js';
import { MeetingService, type MeetingEndedListener } from './meeting.service.js';
import { registerMeetingRoutes } from './meetings.routes.js';

export interface MeetingsDeps {
  db: Db;
  config: Config;
  membership: MembershipService;
  notifier: Notifier;
  mailer: Mailer;
  /** The server secret join links are signed under. */
  secret: string;
  /** The clock of the meeting rules; tests pass one they move. */
  now?: () => number;
}

/** What the meeting room uses: who may enter which meeting, and word of a host ending one. */
export interface Meetings {
  access: MeetingAccess;
  onEnded(listener: MeetingEndedListener): void;
  /** The host ends a meeting (the room's meeting_end, as POST /meeting/{slug}/end). */
  end(actor: Actor, slug: string): Promise<unknown>;
}

/** Meetings (api.meetings): the routes, and the access check the meeting room shares. */
export function registerMeetings(app: FastifyInstance, deps: MeetingsDeps): Meetings {
  const { db, config } = deps;
  const now = deps.now ?? Date.now;
  const repository = new MeetingRepository(db);
  const tokens = new MeetingJoinTokens(deps.secret);
  const access = new MeetingAccess(repository, tokens, now);
  const service = new MeetingService({
    db,
    meetings: repository,
    access,
    channels: channelAccess(new ChannelRepository(db), new MembershipRepository(db)),
    membership: deps.membership,
    notifier: deps.notifier,
    mailer: deps.mailer,
    links: new MeetingLinks(config.appUrl, config.meetings, tokens),
    appUrl: config.appUrl,
    now,
  });
  registerMeetingRoutes(app, service);
  return { access, onEnded: (listener) => service.onEnded(listener), end: (actor, slug) => service.end(actor, slug) };
}
