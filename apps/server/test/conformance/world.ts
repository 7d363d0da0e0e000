import { api, VIDEO_FILE_FIELD } from '@plaza/contract';
import { readFile } from 'node:fs/promises';
import { expect } from 'vitest';
import type { PrivateKeyAccount } from 'viem/accounts';
import { chatService } from '../chat/support.js';
import { pngImage } from '../support/channels.js';
import type { TestClient } from '../support/client.js';
import { addZoneMember } from '../support/community.js';
import { initialUserInput, insertUser } from '../support/factories.js';
import { outboxRows } from '../support/outbox.js';
import { insertPost } from '../support/posts.js';
import type { TestServer } from '../support/server.js';
import { tokenFromMail } from '../support/smtp.js';
import { smallClip } from '../support/videos.js';
import { signInAtProvider } from '../third-party/support.js';
import { newWallet, signNonce } from '../wallet/support.js';
import type { Who } from './spec-calls.js';
import { actorWithId } from '../support/actor.js';

export interface Person {
  client: TestClient;
  id: string;
  email: string;
  userName: string;
  password: string;
}

/** A person the world inserts (verified, signed in); Ada instead signs up through the spec's calls. */
async function member(server: TestServer, fullName: string): Promise<Person> {
  const { row, password } = await insertUser(server, { fullName });
  const client = server.client();
  const res = await client.call(api.auth.login, { body: { emailOrUserName: row.email, password: password! } });
  if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
  return { client, id: row.id, email: row.email, userName: row.user_name!, password: password! };
}

/**
 * The world the spec's calls are made in: the people, each with their own client (cookies), and
 * the ids earlier calls answered. Only what no call of the spec can do is arranged here.
 */
export class Conformance {
  readonly adminInput = initialUserInput({ fullName: 'Admin Person', userName: 'admin_one' });
  readonly wallet: PrivateKeyAccount = newWallet();
  readonly visitor: TestClient;
  readonly people: Record<Exclude<Who, 'visitor'>, Person>;
  private readonly ids = new Map<string, string>();

  constructor(readonly server: TestServer) {
    this.visitor = server.client();
    const blank = (email: string, password: string): Person => ({
      client: server.client(),
      id: '',
      email,
      userName: '',
      password,
    });
    this.people = {
      admin: { ...blank(this.adminInput.email, this.adminInput.password), userName: this.adminInput.userName },
      ada: blank('ada.byron@example.com', 'sign-up-secret'),
      bob: blank('', ''),
      cyd: blank('', ''),
      dan: blank('', ''),
    };
  }

  clientOf(who: Who): TestClient {
    return who === 'visitor' ? this.visitor : this.people[who].client;
  }

  keep(name: string, value: string): void {
    this.ids.set(name, value);
    if (name === 'ada' || name === 'admin') this.people[name].id = value;
  }

  id(name: string): string {
    const value = this.ids.get(name);
    if (value === undefined) throw new Error(`no ${name} yet: an earlier call did not answer it`);
    return value;
  }

  /** Bob, Cyd and Dan: members made once the first user exists. */
  async addMembers(): Promise<void> {
    this.people.bob = await member(this.server, 'Bob Builder');
    this.people.cyd = await member(this.server, 'Cyd Charisse');
    this.people.dan = await member(this.server, 'Dan Dare');
  }

  changePassword(who: 'ada', next: string): string {
    this.people[who].password = next;
    return next;
  }

  /** The token of the `count`-th mail to `email` that links to `page` (the newest once they are all there). */
  async mailedToken(email: string, page: 'verify-email' | 'reset-password', count = 1): Promise<string> {
    const matching = async () =>
      (await outboxRows(this.server)).filter((m) => m.to === email && m.text.includes(`/${page}/`));
    await expect
      .poll(async () => (await matching()).length, { timeout: 5000, interval: 25 })
      .toBeGreaterThanOrEqual(count);
    return tokenFromMail((await matching())[0]!, page);
  }

  async photoForm(): Promise<FormData> {
    const form = new FormData();
    form.append('photoFile', new Blob([new Uint8Array(await pngImage())], { type: 'image/png' }), 'photo.png');
    return form;
  }

  async attachmentForm(): Promise<FormData> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await pngImage())], { type: 'image/png' }), 'picture.png');
    return form;
  }

  async videoForm(fields: Record<string, string>): Promise<FormData> {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const clip = await readFile(await smallClip());
    form.append(VIDEO_FILE_FIELD, new Blob([new Uint8Array(clip)], { type: 'video/mp4' }), 'clip.mp4');
    return form;
  }

  /** A fresh nonce's message signed by the wallet (each signature is good once). */
  async walletSignature(): Promise<{ walletAddress: string; signature: string }> {
    const { walletAddress, signature } = await signNonce(this.visitor, this.wallet);
    return { walletAddress, signature };
  }

  /** What the provider sends back to /auth/google after a sign-in started at the spec's redirect. */
  async providerAnswer(): Promise<Record<string, string>> {
    const answer = await signInAtProvider(this.visitor, 'google', 'conformance-subject', { specPath: true });
    return { code: answer.code, state: answer.state, ...(answer.iss ? { iss: answer.iss } : {}) };
  }

  /** The pending invitation of this type addressed to the person's e-mail. */
  async invitationTo(who: 'cyd', type: 'ZONE' | 'CHANNEL'): Promise<string> {
    const row = await this.server.db
      .selectFrom('invitations')
      .select('id')
      .where('type', '=', type)
      .where('email', '=', this.people[who].email.toLowerCase())
      .where('response', 'is', null)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Pins the post to its author's profile (Plaza's own call; the spec only reads the pinned post). */
  async pin(who: 'ada', postId: string): Promise<void> {
    const res = await this.people[who].client.call(api.posts.feature, { params: { postId } });
    if (res.status !== 200) throw new Error(`pinning failed: ${JSON.stringify(res.body)}`);
  }

  async insertPost(who: 'ada'): Promise<string> {
    return (await insertPost(this.server, this.people[who].id)).id;
  }

  async joinZone(who: 'dan', zoneId: string): Promise<void> {
    await addZoneMember(this.server, this.people[who].id, zoneId);
  }

  /** A direct message (sending is a socket event, not an HTTP call of the spec). */
  async chat(from: 'bob', to: 'ada', message: string): Promise<void> {
    await chatService(this.server).send(actorWithId(this.people[from].id), {
      medium: 'direct',
      to: this.people[to].id,
      message,
      attachments: [],
    });
  }
}
