import { randomBytes } from 'node:crypto';
import { access } from 'node:fs/promises';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeContacts } from '../contacts/support.js';
import { clearFiles, makeImage } from '../profile/support.js';
import { MANY_LOGINS, signedIn, type Member } from '../support/community.js';
import { insertPost } from '../support/posts.js';
import { useTestServer } from '../support/server.js';
import {
  attachmentPath,
  attachmentRows,
  attachmentsOf,
  claim,
  fetchAttachment,
  insertMessage,
  storedFiles,
  uploadAttachment,
} from './attachment-support.js';

const server = useTestServer({ loginLimits: MANY_LOGINS });
beforeEach(async () => {
  await clearFiles(server.config.dataDir);
});

const NOT_FOUND = { statusCode: 404, message: 'ATTACHMENT_NOT_FOUND', error: 'Attachment not found.' };

async function upload(member: Member): Promise<string> {
  const res = await uploadAttachment(member.client, await makeImage('png'));
  if (res.status !== 200) throw new Error(`upload failed: ${JSON.stringify(res.body)}`);
  return res.body.name;
}

async function expectServed(member: Member, name: string) {
  const res = await fetchAttachment(member.client, name);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/webp');
}

/** Refused exactly as a name that was never uploaded: nothing tells the caller it exists. */
async function expectHidden(member: Member, name: string) {
  const res = await fetchAttachment(member.client, name);
  expect(res.status).toBe(404);
  expect(res.body).toEqual(NOT_FOUND);
  expect(res.headers.get('content-type')).not.toContain('image');
}

/** Three users who are all contacts of each other. */
async function threeContacts(): Promise<[Member, Member, Member]> {
  const members: [Member, Member, Member] = [await signedIn(server), await signedIn(server), await signedIn(server)];
  const [ada, grace, kate] = members;
  await makeContacts(ada, grace);
  await makeContacts(ada, kate);
  await makeContacts(grace, kate);
  return members;
}

describe('GET /chat/attachment/:name', () => {
  it('serves an unsent upload to its uploader only, even among contacts', async () => {
    const [ada, grace] = await threeContacts();
    const name = await upload(ada);
    await expectServed(ada, name);
    await expectHidden(grace, name);
  });

  it('serves a direct message’s attachment to both parties and to nobody else, a contact of both included', async () => {
    const [ada, grace, kate] = await threeContacts();
    const name = await upload(ada);
    await claim(server, ada.id, [name], await insertMessage(server, ada.id, { to: grace.id }));
    await expectServed(ada, name);
    await expectServed(grace, name);
    await expectHidden(kate, name);
  });

  it('serves a post message’s attachment to whoever can see the post', async () => {
    const [ada, grace] = [await signedIn(server), await signedIn(server)];
    const post = await insertPost(server, ada.id);
    const name = await upload(grace);
    await claim(server, grace.id, [name], await insertMessage(server, grace.id, { postId: post.id }));
    const viewer = await signedIn(server);
    await expectServed(viewer, name);
    await expectServed(ada, name);
  });

  it('hides a private post’s attachments from those who cannot see the post, its sender kept', async () => {
    const [ada, grace] = [await signedIn(server), await signedIn(server)];
    const post = await insertPost(server, ada.id, { public: false });
    const name = await upload(ada);
    await claim(server, ada.id, [name], await insertMessage(server, ada.id, { postId: post.id }));
    await expectServed(ada, name);
    await expectHidden(grace, name);
  });

  it('no longer serves the attachments of a deleted message, to either party', async () => {
    const [ada, grace] = await threeContacts();
    const name = await upload(ada);
    const messageId = await insertMessage(server, ada.id, { to: grace.id });
    await claim(server, ada.id, [name], messageId);
    await server.db.updateTable('chat_messages').set({ deleted: true }).where('id', '=', messageId).execute();
    await expectHidden(ada, name);
    await expectHidden(grace, name);
  });

  it('answers ATTACHMENT_NOT_FOUND to a name that is not an attachment, whatever its shape', async () => {
    const ada = await signedIn(server);
    await upload(ada);
    for (const name of [
      `${randomBytes(16).toString('hex')}.webp`,
      'nope',
      'A'.repeat(32) + '.webp',
      '..%2F..%2Fsecrets.json',
    ]) {
      await expectHidden(ada, name);
    }
  });

  it('answers NOT_SIGNED_IN to a signed-out caller', async () => {
    const ada = await signedIn(server);
    const name = await upload(ada);
    const res = await fetchAttachment(server.client(), name);
    expect(res.status).toBe(401);
    expect(res.body?.message).toBe('NOT_SIGNED_IN');
  });
});

describe('ChatAttachments.claim', () => {
  it('attaches the sender’s unsent uploads to the message in the given order', async () => {
    const [ada, grace] = await threeContacts();
    const names = [await upload(ada), await upload(ada), await upload(ada)];
    const messageId = await insertMessage(server, ada.id, { to: grace.id });
    const order = [names[2]!, names[0]!, names[1]!];
    expect(await claim(server, ada.id, order, messageId)).toEqual(order.map((name) => ({ name })));
    expect(await attachmentRows(server)).toEqual(
      order.map((name, position) => ({ name, uploaded_by: ada.id, message_id: messageId, position })),
    );
    expect(await claim(server, ada.id, [], messageId)).toEqual([]);
  });

  it.each([
    ['another user’s upload', 'other'],
    ['an upload already sent', 'sent'],
    ['a name never uploaded', 'unknown'],
    ['the same upload twice', 'twice'],
  ] as const)('refuses %s with ATTACHMENT_NOT_FOUND and claims nothing', async (_case, kind) => {
    const [ada, grace] = await threeContacts();
    const own = await upload(ada);
    const other = await upload(grace);
    const sent = await upload(ada);
    await claim(server, ada.id, [sent], await insertMessage(server, ada.id, { to: grace.id }));
    const before = await attachmentRows(server);
    const extra = { other: [other], sent: [sent], unknown: [`${randomBytes(16).toString('hex')}.webp`], twice: [own] }[
      kind
    ];
    const messageId = await insertMessage(server, ada.id, { to: grace.id });
    await expect(claim(server, ada.id, [own, ...extra], messageId)).rejects.toMatchObject({
      code: 'ATTACHMENT_NOT_FOUND',
    });
    expect(await attachmentRows(server)).toEqual(before);
  });

  it('lets only one of two sends at the same moment claim an upload', async () => {
    const [ada, grace, kate] = await threeContacts();
    const name = await upload(ada);
    const first = await insertMessage(server, ada.id, { to: grace.id });
    const second = await insertMessage(server, ada.id, { to: kate.id });
    const results = await Promise.allSettled([
      claim(server, ada.id, [name], first),
      claim(server, ada.id, [name], second),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const [row] = await attachmentRows(server);
    expect([first, second]).toContain(row!.message_id);
    // Only the message that won shares it: the other recipient never sees it.
    const winner = row!.message_id === first ? grace : kate;
    const loser = winner === grace ? kate : grace;
    await expectServed(winner, name);
    await expectHidden(loser, name);
  });
});

describe('ChatAttachments.detach', () => {
  it('forgets a deleted message’s attachments and its files are removed after', async () => {
    const [ada, grace] = await threeContacts();
    const name = await upload(ada);
    const kept = await upload(ada);
    const messageId = await insertMessage(server, ada.id, { to: grace.id });
    await claim(server, ada.id, [name], messageId);
    const attachments = attachmentsOf(server);
    const names = await server.db.transaction().execute((trx) => attachments.detach(trx, messageId));
    expect(names).toEqual([name]);
    await attachments.removeFiles(names);
    expect((await attachmentRows(server)).map((r) => r.name)).toEqual([kept]);
    expect(await storedFiles(server)).toEqual([`media/chat-attachments/${kept}`]);
    await expect(access(attachmentPath(server, name))).rejects.toThrow();
    await expectHidden(grace, name);
  });
});
