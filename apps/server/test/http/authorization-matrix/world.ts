import { API_KEY_HEADER, API_SECRET_HEADER, api, authCookieNames, type Comment } from '@plaza/contract';
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { QueryShapes } from '../../../src/db/query-shapes.js';
import type { UserRow } from '../../../src/db/schema.js';
import { SessionRepository } from '../../../src/features/auth/session.repository.js';
import { SessionService } from '../../../src/features/auth/session.service.js';
import { AccessTokens } from '../../../src/features/auth/tokens.js';
import { MembershipRepository } from '../../../src/features/places/membership.repository.js';
import { CHANNEL_PLACE, ZONE_PLACE } from '../../../src/features/places/place-kind.js';
import { mediaKey } from '../../../src/features/posts/media-keys.js';
import { uploadAttachment } from '../../chat/attachment-support.js';
import { chatService } from '../../chat/support.js';
import { insertNotification } from '../../notifications/support.js';
import { makeImage } from '../../profile/support.js';
import { follow, insertChannel, insertZone } from '../../support/channels.js';
import { type TestClient } from '../../support/client.js';
import { insertUser } from '../../support/factories.js';
import { insertPost } from '../../support/posts.js';
import { TEST_JWT_SECRET, type TestServer } from '../../support/server.js';
import { block, insertChannelInvitation, insertContactInvitation, makeContacts } from '../../users/support.js';
import type { Kind } from './kinds.js';
import { actorWithId } from '../../support/actor.js';

const unique = () => randomBytes(4).toString('hex');

/** How a kind of caller proves who they are: session cookies, API key headers, or nothing. */
export interface Credentials {
  cookies: Record<string, string>;
  headers: Record<string, string>;
}

/** A text that only some kinds may ever receive in a reply. */
export interface Secret {
  what: string;
  value: string;
  seenBy: readonly Kind[];
}

/**
 * Everything the matrix probes, built straight in the database (no password hashing, no mail):
 * the owner's private zone and private channel with a MODERATOR and a USER, a public zone and
 * channel, three posts (public, private, public in the private channel), comments, a folder, a
 * contact, a block, pending invitations, direct and live-room messages with an attachment, a
 * notification and a report.
 */
export interface World {
  users: Record<
    'owner' | 'moderator' | 'member' | 'outsider' | 'contact' | 'blocked' | 'superAdmin' | 'invitee',
    UserRow
  >;
  credentials: Record<Kind, Credentials>;
  apiKey: { apiKey: string; apiSecret: string };
  zone: { id: string; name: string; subdomain: string };
  /** A word in the title of every post, the name of the folder and the text of every message. */
  tag: string;
  publicZone: { id: string };
  channel: { id: string; zone_id: string };
  publicChannel: { id: string };
  /** A public channel of the private zone: seen by the zone's members only (nobody follows it but its owner). */
  openChannelOfPrivateZone: { id: string };
  /** The OWNER's membership rows: user_zones / user_channels ids of the member. */
  memberZoneMembership: string;
  memberChannelMembership: string;
  posts: Record<'public' | 'private' | 'inChannel', { id: string; slug: string }>;
  comments: Record<'onPublic' | 'inChannel', { id: string; postId: string }>;
  folder: { id: string };
  /** Each user's own first folder (made by the database trigger). */
  ownFolders: Record<string, string>;
  invitations: Record<'zone' | 'channel' | 'contact', string>;
  notification: string;
  report: string;
  attachment: string;
  /** A custom role of the zone and of the channel, so removing one is only a matter of rights. */
  spareRole: string;
  secrets: Secret[];
  /** A small PNG for the photo uploads. */
  png: Buffer;
  /** The owner's private meeting in the private channel: its followers are let in, nobody else. */
  meeting: { slug: string };
}

const MEMBERS_SEE = ['owner', 'moderator', 'member', 'apiKey'] as const;

function sessionsOf(server: TestServer): SessionService {
  return new SessionService(
    new SessionRepository(server.db, new QueryShapes(true)),
    new AccessTokens(TEST_JWT_SECRET, server.config.appUrl.origin),
  );
}

/** A new session of the user, as signing in makes one (without the password check). */
export function startSession(server: TestServer, userId: string) {
  return sessionsOf(server).start(userId, { userAgent: 'authorization-matrix', ip: '127.0.0.1' });
}

async function sessionCookies(server: TestServer, userId: string): Promise<Record<string, string>> {
  const tokens = await startSession(server, userId);
  const names = authCookieNames(server.config.appEnv);
  return { [names.access]: tokens.accessToken, [names.refresh]: tokens.refreshToken };
}

export function clientWith(server: TestServer, credentials: Credentials): TestClient {
  const client = server.client();
  for (const [name, value] of Object.entries(credentials.cookies)) client.cookies.set(name, value);
  return client;
}

async function user(server: TestServer, fullName: string): Promise<UserRow> {
  return (await insertUser(server, { fullName, password: null })).row;
}

async function firstFolder(server: TestServer, userId: string): Promise<string> {
  const row = await server.db
    .selectFrom('post_folders')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A media file of each post on disk, so an allowed caller really gets bytes (again after a post was removed). */
export async function writeMediaFiles(server: TestServer, world: World): Promise<void> {
  for (const { slug } of Object.values(world.posts)) {
    const path = join(server.config.dataDir, 'media', mediaKey(slug, 'thumbnail.jpg'));
    await mkdir(join(path, '..'), { recursive: true });
    await writeFile(path, 'not really a jpeg');
  }
}

export async function buildWorld(server: TestServer): Promise<World> {
  await server.reset();
  const tag = unique();
  const db = server.db;
  const users = {
    owner: await user(server, 'Olive Owner'),
    moderator: await user(server, 'Mona Moderator'),
    member: await user(server, 'Mel Member'),
    outsider: await user(server, 'Oscar Outsider'),
    contact: await user(server, 'Cora Contact'),
    blocked: await user(server, 'Boris Blocked'),
    superAdmin: await user(server, 'Sam Super'),
    invitee: await user(server, 'Ivy Invitee'),
  };
  await db.updateTable('users').set({ is_super_admin: true }).where('id', '=', users.superAdmin.id).execute();
  await db.updateTable('users').set({ membership_plan: 'studio' }).where('id', '=', users.owner.id).execute();

  const none: Credentials = { cookies: {}, headers: {} };
  const session = async (u: UserRow): Promise<Credentials> => ({
    cookies: await sessionCookies(server, u.id),
    headers: {},
  });
  const credentials = {
    owner: await session(users.owner),
    moderator: await session(users.moderator),
    member: await session(users.member),
    outsider: await session(users.outsider),
    contact: await session(users.contact),
    blocked: await session(users.blocked),
    superAdmin: await session(users.superAdmin),
    signedOut: none,
  };
  const revoked = await session(users.owner);
  const loggedOut = await clientWith(server, revoked).call(api.auth.logout);
  if (loggedOut.status !== 200) throw new Error(`logout failed: ${JSON.stringify(loggedOut.body)}`);
  const pair = await clientWith(server, credentials.member).call(api.apiCredentials.get);
  if (pair.status !== 200) throw new Error(`credentials failed: ${JSON.stringify(pair.body)}`);
  const apiKey = { apiKey: pair.body.apiKey, apiSecret: pair.body.apiSecret };

  // The private zone and channel: owner OWNER, moderator MODERATOR, member USER.
  const members = new MembershipRepository(db);
  const zone = await insertZone(server, users.owner, { public: false });
  await members.addMember(ZONE_PLACE, db, users.moderator.id, zone.id, 'MODERATOR');
  await members.addMember(ZONE_PLACE, db, users.member.id, zone.id, 'USER');
  const channel = await insertChannel(server, zone.id, users.owner, { public: false });
  await follow(server, users.moderator, channel, 'MODERATOR');
  await follow(server, users.member, channel, 'USER');
  const spareRole = 'SPARE';
  const noFlags = { can_invite: false, can_delete: false, can_edit: false, can_manage_role: false };
  await db
    .insertInto('zone_roles')
    .values({ zone_id: zone.id, role_code: spareRole, can_create_channel: false, ...noFlags })
    .execute();
  await db
    .insertInto('channel_roles')
    .values({ channel_id: channel.id, role_code: spareRole, ...noFlags })
    .execute();
  const openChannel = await insertChannel(server, zone.id, users.owner, { public: true });
  const publicZone = await insertZone(server, users.owner, { public: true });
  const publicChannel = await insertChannel(server, publicZone.id, users.owner, { public: true });
  // Posts: public with no channel, private (only its author sees it), public in the private channel.
  const posts = {
    public: await insertPost(server, users.owner.id, { title: `Public ${tag}` }),
    private: await insertPost(server, users.owner.id, { title: `Private ${tag}`, public: false }),
    inChannel: await insertPost(server, users.owner.id, { title: `In channel ${tag}`, channel }),
  };
  for (const post of Object.values(posts)) {
    // A slug as uploads get them (the media route answers no other).
    post.slug = randomBytes(12).toString('hex');
    await db.updateTable('posts').set({ slug: post.slug }).where('id', '=', post.id).execute();
  }
  await db
    .updateTable('users')
    .set({ featured_post_id: posts.inChannel.id })
    .where('id', '=', users.owner.id)
    .execute();

  const owner = clientWith(server, credentials.owner);
  const comment = async (postId: string, text: string) => {
    const res = await owner.call(api.comments.create, { body: { postId, comment: text } });
    if (res.status !== 200) throw new Error(`comment failed: ${JSON.stringify(res.body)}`);
    return res.body as Comment;
  };
  const comments = {
    onPublic: await comment(posts.public.id, `On the public post ${tag}`),
    inChannel: await comment(posts.inChannel.id, `Channel talk ${tag}`),
  };

  const folder = await db
    .insertInto('post_folders')
    .values({ user_id: users.owner.id, title: `Folder ${tag}` })
    .returningAll()
    .executeTakeFirstOrThrow();
  await db.insertInto('post_folder_items').values({ folder_id: folder.id, post_id: posts.public.id }).execute();
  const ownFolders: Record<string, string> = {};
  for (const u of Object.values(users)) ownFolders[u.id] = await firstFolder(server, u.id);

  await makeContacts(server, users.owner.id, users.contact.id);
  await block(server, users.owner.id, users.blocked.id);

  const invitations = {
    zone: (
      await db
        .insertInto('invitations')
        .values({ type: 'ZONE', created_by: users.owner.id, email: users.invitee.email, zone_id: zone.id })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,
    channel: (await insertChannelInvitation(server, users.owner.id, channel, users.invitee.email)).id,
    contact: (
      await insertContactInvitation(server, users.invitee.id, { inviteeId: users.owner.id, email: users.owner.email })
    ).id,
  };

  const chat = chatService(server);
  const png = await makeImage('png');
  const upload = await uploadAttachment(owner, png);
  if (upload.status !== 200) throw new Error(`attachment failed: ${JSON.stringify(upload.body)}`);
  const directText = `Just between us ${tag}`;
  await chat.send(actorWithId(users.owner.id), {
    medium: 'direct',
    to: users.contact.id,
    message: directText,
    attachments: [upload.body.name],
  });
  const roomText = `Live room talk ${tag}`;
  await chat.send(actorWithId(users.member.id), {
    medium: 'post',
    to: posts.inChannel.id,
    message: roomText,
    attachments: [],
  });

  const notificationText = `For the owner only ${tag}`;
  const notification = await insertNotification(server, users.owner.id, { message: notificationText });
  const reportDetails = `Report details ${tag}`;
  const report = await db
    .insertInto('post_reports')
    .values({ post_id: posts.public.id, reported_by: users.contact.id, reason: 'spam', details: reportDetails })
    .returning('id')
    .executeTakeFirstOrThrow();

  const meetingTitle = `Meeting ${tag}`;
  const meetingStart = new Date(Date.now() + 60 * 60_000);
  const meeting = await db
    .insertInto('meetings')
    .values({
      slug: `meeting${tag}`,
      created_by: users.owner.id,
      title: meetingTitle,
      type: 'planned',
      start_date: meetingStart,
      end_date: new Date(meetingStart.getTime() + 60 * 60_000),
      time_zone: 'UTC',
      channel_id: channel.id,
      join_link_expiry_hours: 24,
      config: '{}',
    })
    .returning(['id', 'slug'])
    .executeTakeFirstOrThrow();

  const secrets: Secret[] = [
    ...[zone.id, zone.name, zone.subdomain].map((value) => ({ what: 'private zone', value, seenBy: MEMBERS_SEE })),
    ...[channel.id, channel.name].map((value) => ({ what: 'private channel', value, seenBy: MEMBERS_SEE })),
    ...[openChannel.id, openChannel.name].map((value) => ({
      what: 'public channel of the private zone',
      value,
      seenBy: MEMBERS_SEE,
    })),
    ...[posts.private.id, posts.private.title, posts.private.slug].map((value) => ({
      what: 'private post',
      value,
      seenBy: ['owner'] as const,
    })),
    ...[posts.inChannel.id, posts.inChannel.title, posts.inChannel.slug].map((value) => ({
      what: 'post in the private channel',
      value,
      seenBy: MEMBERS_SEE,
    })),
    ...[comments.inChannel.id, comments.inChannel.comment].map((value) => ({
      what: 'comment in the private channel',
      value,
      seenBy: MEMBERS_SEE,
    })),
    { what: 'live room message', value: roomText, seenBy: MEMBERS_SEE },
    ...[folder.id, folder.title].map((value) => ({ what: "owner's folder", value, seenBy: ['owner'] as const })),
    { what: "owner's e-mail", value: users.owner.email, seenBy: ['owner', 'contact'] },
    { what: "contact's e-mail", value: users.contact.email, seenBy: ['owner', 'contact'] },
    { what: 'direct message', value: directText, seenBy: ['owner', 'contact'] },
    { what: 'attachment', value: upload.body.name, seenBy: ['owner', 'contact'] },
    ...[notification.id, notificationText].map((value) => ({
      what: "owner's notification",
      value,
      seenBy: ['owner'] as const,
    })),
    { what: 'report', value: reportDetails, seenBy: ['superAdmin'] },
    { what: "member's API secret", value: apiKey.apiSecret, seenBy: ['member'] },
    ...[meeting.id, meeting.slug, meetingTitle].map((value) => ({
      what: 'meeting in the private channel',
      value,
      seenBy: MEMBERS_SEE,
    })),
  ];

  const world: World = {
    users,
    credentials: {
      ...credentials,
      apiKey: { cookies: {}, headers: { [API_KEY_HEADER]: apiKey.apiKey, [API_SECRET_HEADER]: apiKey.apiSecret } },
      revoked,
    },
    apiKey,
    zone: { id: zone.id, name: zone.name, subdomain: zone.subdomain },
    tag,
    publicZone: { id: publicZone.id },
    channel: { id: channel.id, zone_id: channel.zone_id },
    publicChannel: { id: publicChannel.id },
    openChannelOfPrivateZone: { id: openChannel.id },
    memberZoneMembership: (await members.membership(ZONE_PLACE, users.member.id, zone.id))!.id,
    memberChannelMembership: (await members.membership(CHANNEL_PLACE, users.member.id, channel.id))!.id,
    posts: {
      public: { id: posts.public.id, slug: posts.public.slug },
      private: { id: posts.private.id, slug: posts.private.slug },
      inChannel: { id: posts.inChannel.id, slug: posts.inChannel.slug },
    },
    comments: {
      onPublic: { id: comments.onPublic.id, postId: posts.public.id },
      inChannel: { id: comments.inChannel.id, postId: posts.inChannel.id },
    },
    folder: { id: folder.id },
    ownFolders,
    invitations,
    notification: notification.id,
    report: report.id,
    attachment: upload.body.name,
    spareRole,
    secrets,
    png,
    meeting: { slug: meeting.slug },
  };
  await writeMediaFiles(server, world);
  return world;
}
