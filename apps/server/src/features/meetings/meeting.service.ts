import { randomBytes } from 'node:crypto';
import {
  meetingMessages,
  type Meeting,
  type MeetingCreated,
  type MeetingCreateFields,
  type MeetingJoinLink,
  type MeetingView,
  type UserMeetingConfig,
} from '@plaza/contract';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/unit-of-work.js';
import type { Actor } from '../../http/actor.js';
import { AppError, ValidationError } from '../../http/app-error.js';
import { paged, type Page, type Paged } from '../../lib/paging.js';
import type { ChannelAccess } from '../channels/channel-access.js';
import type { Mailer } from '../mail/mailer.js';
import type { MembershipService } from '../membership/membership.service.js';
import type { Notifier } from '../notifications/notifier.js';
import type { MeetingAccess } from './meeting-access.js';
import { defaultUserMeetingConfig, privacyOf, roomConfig, storedUserMeetingConfig } from './meeting-config.js';
import { meetingInvitationMail } from './meeting-invitation-mail.js';
import type { MeetingLinks } from './meeting-links.js';
import { instantEnd, monthStart, planRefusal } from './meeting-plan.js';
import { toMeetingDto } from './meeting.mapper.js';
import type { Invitee, MeetingListWhen, MeetingRepository, NewMeeting } from './meeting.repository.js';

export interface MeetingServiceDeps {
  db: Db;
  meetings: MeetingRepository;
  access: MeetingAccess;
  channels: ChannelAccess;
  membership: MembershipService;
  notifier: Notifier;
  mailer: Mailer;
  links: MeetingLinks;
  appUrl: URL;
  /** The clock every meeting rule reads (tests move it). */
  now: () => number;
}

/** Told when a host ends a meeting, after the change is stored (the meeting room closes it). */
export type MeetingEndedListener = (meeting: Meeting) => void;

const SLUG_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const SLUG_LENGTH = 12;
const SLUG_ATTEMPTS = 3;

/** 12 characters of [a-z0-9] (62 bits): a Jitsi room name as it is, never guessable. */
function newSlug(): string {
  return [...randomBytes(SLUG_LENGTH)].map((byte) => SLUG_ALPHABET[byte % SLUG_ALPHABET.length]).join('');
}

/** Meetings (api.meetings): planning, invitations, join links, the list, ending. */
export class MeetingService {
  private readonly endedListeners: MeetingEndedListener[] = [];

  constructor(private readonly deps: MeetingServiceDeps) {}

  onEnded(listener: MeetingEndedListener): void {
    this.endedListeners.push(listener);
  }

  async userConfig(actor: Actor): Promise<UserMeetingConfig> {
    const saved = await this.deps.meetings.savedConfig(actor.user.id);
    return saved ? storedUserMeetingConfig(saved.jitsi_config, saved.privacy_config) : defaultUserMeetingConfig();
  }

  /**
   * Meet now (or any meeting not planned for later) starts now; a planned one at its dates. The
   * invitees must be other members who can sign in (else a 400 naming the problem, nothing
   * written); a channel must be one the creator follows; the plan must allow it (meeting-plan.ts).
   * Each invitee is notified and mailed the invitation with a calendar entry once it is stored.
   */
  async create(actor: Actor, form: MeetingCreateFields): Promise<MeetingCreated> {
    const { db, meetings, membership } = this.deps;
    const userId = actor.user.id;
    const now = this.deps.now();
    const inviteeIds = [...new Set(form.invitationIds)];
    const invitees = await this.invitees(userId, inviteeIds);
    const type = form.type ?? (form.planForLater ? 'planned' : 'instant');
    const config = roomConfig(form.config);

    const id = await inTransaction(db, async (trx) => {
      if (form.channelId) {
        const { membership: follows } = await this.deps.channels.visible(userId, form.channelId, trx);
        if (!follows) throw new AppError('USER_NOT_CHANNEL_MEMBER');
      }
      const plan = await membership.lockedPlan(trx, userId);
      const start = form.planForLater && form.startDate ? new Date(form.startDate) : new Date(now);
      const end = form.planForLater && form.endDate ? new Date(form.endDate) : instantEnd(start, plan);
      const made = await meetings.countCreatedSince(trx, userId, monthStart(now));
      const refusal = planRefusal(plan, made, {
        type,
        start,
        end,
        liveStream: form.liveStream,
        record: form.record,
        invitees: invitees.length,
      });
      if (refusal) throw new AppError(refusal);
      const meeting: Omit<NewMeeting, 'slug'> = {
        createdBy: userId,
        title: form.title,
        description: form.description,
        type,
        startDate: start,
        endDate: end,
        timeZone: form.timeZone,
        public: form.public,
        channelId: form.channelId ?? null,
        liveStream: form.liveStream,
        record: form.record,
        joinLinkExpiryHours: form.joinLinkExpiryAsHours,
        config,
      };
      const meetingId = await this.insertWithFreshSlug(trx, meeting, invitees);
      if (form.saveConfig) await meetings.saveConfig(trx, userId, config, privacyOf(form));
      await this.invite(trx, actor, meetingId, invitees);
      return meetingId;
    });

    const row = await meetings.findById(id);
    if (!row) throw new Error(`the meeting ${id} just created is missing`);
    const meeting = toMeetingDto(row, now);
    const creator = {
      id: userId,
      name: actor.user.full_name,
      avatar: actor.user.display_photo ?? '',
      email: actor.user.email,
    };
    const room = await this.deps.links.roomUrl({ slug: row.slug, endDate: row.end_date }, creator, true, now);
    return { meeting, meetingUrl: room ?? this.deps.links.pageUrl(row.slug) };
  }

  /** A link to the meeting for its host to hand out; anyone holding it may join until it expires. */
  async joinLink(actor: Actor, slug: string): Promise<MeetingJoinLink> {
    const admitted = await this.deps.access.admit(slug, actor.user.id);
    if (!admitted) throw new AppError('MEETING_NOT_FOUND');
    if (admitted.role !== 'host') throw new AppError('NOT_AUTHORIZED');
    const now = this.deps.now();
    const expiresAt = Math.floor(now / 1000) + admitted.row.join_link_expiry_hours * 3600;
    return {
      link: await this.deps.links.joinLink(admitted.row.slug, expiresAt, now),
      expiresAt: new Date(expiresAt * 1000).toISOString(),
    };
  }

  async list(actor: Actor, when: MeetingListWhen, page: Page): Promise<Paged<Meeting>> {
    const now = this.deps.now();
    const { rows, total } = await this.deps.meetings.list(actor.user.id, when, new Date(now), page);
    return paged(
      rows.map((row) => toMeetingDto(row, now)),
      total,
      page,
    );
  }

  async view(actor: Actor, slug: string, joinToken?: string): Promise<MeetingView> {
    const admitted = await this.deps.access.admit(slug, actor.user.id, joinToken);
    if (!admitted) throw new AppError('MEETING_NOT_FOUND');
    const { meeting, role, row, linkOnlyUntil } = admitted;
    const canJoin = meeting.status !== 'ended';
    const isHost = role === 'host';
    const user = {
      id: actor.user.id,
      name: actor.user.full_name,
      avatar: actor.user.display_photo ?? '',
      email: actor.user.email,
    };
    const meetingUrl = canJoin
      ? await this.deps.links.roomUrl(
          { slug: row.slug, endDate: row.end_date },
          user,
          isHost,
          this.deps.now(),
          linkOnlyUntil,
        )
      : null;
    return { meeting, permissions: { canJoin, isHost, canPublish: role !== 'attendee' }, meetingUrl };
  }

  /** The host ends the meeting for everyone; ending it again changes nothing. */
  async end(actor: Actor, slug: string): Promise<{ meeting: Meeting }> {
    const admitted = await this.deps.access.admit(slug, actor.user.id);
    if (!admitted) throw new AppError('MEETING_NOT_FOUND');
    if (admitted.role !== 'host') throw new AppError('NOT_AUTHORIZED');
    const now = this.deps.now();
    const wasOver = admitted.meeting.status === 'ended';
    await this.deps.meetings.end(admitted.row.id, new Date(now));
    const row = await this.deps.meetings.findById(admitted.row.id);
    if (!row) throw new AppError('MEETING_NOT_FOUND');
    const meeting = toMeetingDto(row, now);
    if (!wasOver) for (const listener of this.endedListeners) listener(meeting);
    return { meeting };
  }

  /** The invitees as members, or a 400: not yourself, and only members who exist and can sign in. */
  private async invitees(userId: string, ids: readonly string[]): Promise<Invitee[]> {
    if (ids.includes(userId)) throw new ValidationError([meetingMessages.inviteYourself]);
    const found = await this.deps.meetings.activeUsers(this.deps.db, ids);
    const missing = ids.length - found.length;
    if (missing > 0) throw new ValidationError([meetingMessages.inviteUnknown(missing)]);
    return found;
  }

  private async insertWithFreshSlug(
    trx: Db,
    meeting: Omit<NewMeeting, 'slug'>,
    invitees: readonly Invitee[],
  ): Promise<string> {
    const ids = invitees.map((i) => i.id);
    for (let attempt = 0; attempt < SLUG_ATTEMPTS; attempt++) {
      const id = await this.deps.meetings.insert(trx, { ...meeting, slug: newSlug() }, ids);
      if (id) return id;
    }
    throw new AppError('COULD_NOT_CREATE_MEETING');
  }

  /** Notifies and mails each invitee (after the commit); those who blocked the host hear nothing. */
  private async invite(trx: Db, actor: Actor, meetingId: string, invitees: readonly Invitee[]): Promise<void> {
    if (invitees.length === 0) return;
    const { meetings, notifier, mailer, appUrl } = this.deps;
    const row = await meetings.findById(meetingId, trx);
    if (!row) throw new Error(`the meeting ${meetingId} being created is missing`);
    await notifier.add(
      trx,
      invitees.map((invitee) => ({
        userId: invitee.id,
        type: 'meeting_invitation' as const,
        createdBy: actor.user.id,
        meetingId,
        dedupeKey: `meeting:${meetingId}`,
      })),
    );
    const blockers = await meetings.blockersOf(
      trx,
      actor.user.id,
      invitees.map((i) => i.id),
    );
    const details = {
      id: row.id,
      title: row.title,
      description: row.description,
      start: row.start_date,
      end: row.end_date,
      timeZone: row.time_zone,
      createdAt: row.created_at,
      url: this.deps.links.pageUrl(row.slug),
    };
    for (const invitee of invitees) {
      if (blockers.has(invitee.id)) continue;
      const mail = meetingInvitationMail(
        appUrl,
        details,
        { email: invitee.email, fullName: invitee.full_name },
        actor.user.full_name,
      );
      await mailer.send(mail, trx);
    }
  }
}
