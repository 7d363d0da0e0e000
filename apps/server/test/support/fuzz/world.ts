import { api } from '@plaza/contract';
import { ChatService } from '../../../src/features/chat/chat.service.js';
import { ChatAttachments } from '../../../src/features/chat/chat-attachments.js';
import { ImageConverter } from '../../../src/features/photos/image-converter.js';
import { join } from 'node:path';
import pino from 'pino';
import { insertChannelInvitation, insertContactInvitation, makeContacts } from '../../users/support.js';
import { insertNotification } from '../../notifications/support.js';
import { signedInUser } from '../channels.js';
import type { TestClient } from '../client.js';
import { useStudioPlan } from '../community.js';
import { createInitialUser } from '../factories.js';
import { insertPost } from '../posts.js';
import type { TestServer } from '../server.js';
import { actorWithId } from '../actor.js';

async function ok<T>(what: string, call: Promise<{ status: number; body: T }>): Promise<T> {
  const res = await call;
  if (res.status !== 200) throw new Error(`${what} failed: ${JSON.stringify(res.body)}`);
  return res.body;
}

/**
 * Something of every kind an endpoint can name, owned by the fuzzing user where ownership
 * matters, so a call with one bad field gets past "not found" and "not authorized" to the code
 * that stores what it was given.
 */
export async function buildWorld(server: TestServer) {
  const admin = server.client();
  const { user: adminUser } = await createInitialUser(admin);
  const fuzzer = await signedInUser(server, 'Fuzzer');
  const other = await signedInUser(server, 'Other');
  const third = await signedInUser(server, 'Third');
  await useStudioPlan(server, fuzzer.user.id);
  await makeContacts(server, fuzzer.user.id, other.user.id);

  const zone = await ok(
    'zone',
    fuzzer.client.call(api.zones.create, { body: { name: 'Fuzz zone', subdomain: 'fuzz-zone' } }),
  );
  await ok(
    'role',
    fuzzer.client.call(api.zones.createRole, { params: { id: zone.zone.id }, body: { roleCode: 'FUZZ_ROLE' } }),
  );
  const channel = await ok(
    'channel',
    fuzzer.client.call(api.channels.create, { params: { zoneId: zone.zone.id }, body: { name: 'Fuzz channel' } }),
  );
  await ok(
    'channel role',
    fuzzer.client.call(api.channels.createRole, {
      params: { id: channel.channel.id },
      body: { roleCode: 'FUZZ_ROLE' },
    }),
  );
  const post = await insertPost(server, fuzzer.user.id, {
    channel: { id: channel.channel.id, zone_id: zone.zone.id },
  });
  const comment = await ok(
    'comment',
    fuzzer.client.call(api.comments.create, { body: { postId: post.id, comment: 'A fuzz comment' } }),
  );
  const folder = await ok('folder', fuzzer.client.call(api.folders.create, { body: { title: 'Fuzz folder' } }));
  const notification = await insertNotification(server, fuzzer.user.id);

  // Invitations to the fuzzer, still pending: a zone, a channel and a contact.
  const otherZone = await ok(
    'other zone',
    other.client.call(api.zones.create, { body: { name: 'Other zone', subdomain: 'other-zone' } }),
  );
  await ok(
    'zone invitation',
    other.client.call(api.zones.invite, { params: { id: otherZone.zone.id }, body: { email: fuzzer.user.email } }),
  );
  const zoneInvitation = await server.db
    .selectFrom('invitations')
    .select('id')
    .where('zone_id', '=', otherZone.zone.id)
    .executeTakeFirstOrThrow();
  const otherChannel = await ok(
    'other channel',
    other.client.call(api.channels.create, { params: { zoneId: otherZone.zone.id }, body: { name: 'Other channel' } }),
  );
  const channelInvitation = await insertChannelInvitation(
    server,
    other.user.id,
    { id: otherChannel.channel.id, zone_id: otherZone.zone.id },
    fuzzer.user.email,
  );
  const contactInvitation = await insertContactInvitation(server, third.user.id, {
    inviteeId: fuzzer.user.id,
    email: fuzzer.user.email,
  });

  await ok(
    'report',
    other.client.call(api.postReports.create, { params: { postId: post.id }, body: { reason: 'spam' } }),
  );
  const report = await server.db.selectFrom('post_reports').select('id').executeTakeFirstOrThrow();

  const images = new ImageConverter({ tmpDir: join(server.config.dataDir, 'tmp') });
  const chat = new ChatService(
    server.db,
    new ChatAttachments(server.db, server.storage, images, pino({ level: 'silent' })),
  );
  const message = await chat.send(actorWithId(fuzzer.user.id), {
    medium: 'direct',
    to: other.user.id,
    message: 'A fuzz message',
    attachments: [],
  });

  /** The id an id field names, by its label (the words of its messages) and the endpoint's group. */
  const ids: Record<string, string> = {
    'Zone id': zone.zone.id,
    'Channel id': channel.channel.id,
    Channel: channel.channel.id,
    'Post id': post.id,
    'Comment id': comment.id,
    'Parent comment id': comment.id,
    'Folder id': folder.id,
    'User id': other.user.id,
    'Excluded id': third.user.id,
    Recipient: other.user.id,
    Id: other.user.id,
    'userZones:Membership id': zone.id,
    'userChannels:Membership id': channel.id,
    'zones:Invitation id': zoneInvitation.id,
    'channels:Invitation id': channelInvitation.id,
    'Contact invitation id': contactInvitation.id,
    'Notification id': notification.id,
    'Report id': report.id,
    'Message id': message.id,
    'Replied message': message.id,
  };

  return {
    admin: { client: admin, user: adminUser },
    fuzzer,
    other,
    third,
    post,
    /** Valid values for fields whose rules no generic sample meets, by `<location>.<name>`. */
    named: {
      'params.userName': fuzzer.user.user_name,
      'params.slug': post.slug,
      'params.videoName': 'thumbnail.jpg',
    } as Record<string, unknown>,
    idFor(group: string, label: string): string | undefined {
      return ids[`${group}:${label}`] ?? ids[label];
    },
    /**
     * The signed-in client a case is sent with. A public call (login, logout, refresh) may end or
     * replace its session, so it gets a session of its own.
     */
    async clientFor(access: 'public' | 'user' | 'superAdmin'): Promise<TestClient> {
      if (access === 'superAdmin') return admin;
      if (access === 'user') return fuzzer.client;
      const client = server.client();
      await ok(
        'login',
        client.call(api.auth.login, { body: { emailOrUserName: third.user.email, password: 'password-123' } }),
      );
      return client;
    },
  };
}

export type World = Awaited<ReturnType<typeof buildWorld>>;
