import { MEMBERS, OTHERS, SIGNED_IN, STRANGERS, who, type Kind } from './kinds.js';
import { basic, png, selfId, type Case, type Table } from './table.js';
import type { World } from './world.js';

/*
 * Posts, comments, folders, contacts, notifications, chat and profiles (spec 02 §6,
 * ARCHITECTURE.md): a post, comment or media file the caller may not see is POST_NOT_FOUND /
 * COMMENT_NOT_FOUND / VIDEO_NOT_FOUND, never NOT_AUTHORIZED; only an author changes their post or
 * comment (the super admin may remove them); folders, notifications and invitations are their
 * owner's alone (anyone else: not found); direct messages and their attachments are the two
 * parties' alone; a block stops invitations.
 */

type PostName = keyof World['posts'];
const post = (name: PostName) => (w: World) => ({ params: { postId: w.posts[name].id } });

/** Who sees each post: the public one everyone, the private one its author, the channel one its members. */
const seen = (notFound: 'POST_NOT_FOUND' | 'VIDEO_NOT_FOUND' | 'COMMENT_NOT_FOUND') => ({
  public: who({ ok: SIGNED_IN }),
  private: who({ ok: ['owner'], [notFound]: OTHERS }),
  inChannel: who({ ok: MEMBERS, [notFound]: STRANGERS }),
});

/** Only the author may change it: NOT_AUTHORIZED to those who see it, not found to the rest. */
const authorOnly = (notFound: 'POST_NOT_FOUND' | 'COMMENT_NOT_FOUND') => ({
  public: who({ ok: ['owner'], NOT_AUTHORIZED: OTHERS }),
  private: who({ ok: ['owner'], [notFound]: OTHERS }),
  inChannel: who({ ok: ['owner'], NOT_AUTHORIZED: ['moderator', 'member', 'apiKey'], [notFound]: STRANGERS }),
});

const cases = (
  names: readonly PostName[],
  expect: Record<PostName, Case['expect']>,
  input: (w: World, name: PostName, kind: Kind) => ReturnType<Case['input']>,
): { cases: Case[] } => ({
  cases: names.map((name) => ({
    name: `the ${name === 'inChannel' ? 'post in the private channel' : `${name} post`}`,
    input: (w: World, kind: Kind) => input(w, name, kind),
    expect: expect[name],
  })),
});

const list = (name: string, input: Case['input'] = () => ({})): { cases: Case[] } => ({
  cases: [{ name, input, expect: who({ ok: SIGNED_IN }) }],
});

/** A list read with filters that name hidden objects: every signed-in kind is answered, only with what they may see. */
const filtered = (filters: Record<string, (w: World) => Record<string, unknown>>): { cases: Case[] } => ({
  cases: Object.entries(filters).map(([name, query]) => ({
    name,
    input: (w: World) => ({ query: query(w) }),
    expect: who({ ok: SIGNED_IN }),
  })),
});

const folder = (w: World) => ({ params: { id: w.folder.id } });
const ownerFolder = who({ ok: ['owner'], FOLDER_NOT_FOUND: OTHERS });
const stamp = (kind: Kind) => `${kind} ${Math.random().toString(36).slice(2, 8)}`;

export const contentTable: Table = {
  'posts.feed': {
    cases: filtered({
      'the timeline': () => ({}),
      'the private channel': (w) => ({ channelId: w.channel.id }),
      'the private zone': (w) => ({ zoneId: w.zone.id }),
      "the owner's posts": (w) => ({ userId: w.users.owner.id }),
      'followed channels': () => ({ following: 'true' }),
    }).cases.concat({
      name: "a search for the posts' titles",
      input: (w) => ({ query: { searchTerm: w.tag } }),
      expect: who({ ok: SIGNED_IN }),
      // The search does match: each finds every post of the owner they may see.
      check: (w, kind, body) => {
        const found = (body as { data: { id: string }[] }).data.length;
        const wanted = kind === 'owner' ? 3 : (MEMBERS as readonly Kind[]).includes(kind) ? 2 : 1;
        return found === wanted ? null : `finds ${found} posts, not ${wanted}`;
      },
    }),
  },
  'posts.detail': cases(['public', 'private', 'inChannel'], seen('POST_NOT_FOUND'), (w, name) => post(name)(w)),
  'posts.recommended': cases(['public', 'private', 'inChannel'], seen('POST_NOT_FOUND'), (w, name) => post(name)(w)),
  'posts.update': cases(['public', 'private', 'inChannel'], authorOnly('POST_NOT_FOUND'), (w, name, kind) => ({
    ...post(name)(w),
    body: { title: `Retitled by ${stamp(kind)}` },
  })),
  'posts.remove': cases(
    ['private', 'inChannel'],
    {
      ...authorOnly('POST_NOT_FOUND'),
      // The super admin removes any post, even one they cannot see (moderation).
      private: who({
        ok: ['owner', 'superAdmin'],
        POST_NOT_FOUND: [...MEMBERS.slice(1), 'outsider', 'contact', 'blocked'],
      }),
      inChannel: who({
        ok: ['owner', 'superAdmin'],
        NOT_AUTHORIZED: ['moderator', 'member', 'apiKey'],
        POST_NOT_FOUND: ['outsider', 'contact', 'blocked'],
      }),
    },
    (w, name) => ({ params: { id: w.posts[name].id } }),
  ),
  'posts.createVideo': {
    cases: [
      {
        name: 'an upload into the private channel',
        input: (w) => ({
          form: {
            fields: { title: 'Upload', channelId: w.channel.id },
            field: 'videoFile',
            data: Buffer.from('not a video at all'),
            type: 'video/mp4',
            name: 'clip.mp4',
          },
        }),
        // Its followers get past every check to the file's content, which is no video (no transcode here).
        expect: who({ INVALID_VIDEO_FORMAT: MEMBERS, CHANNEL_NOT_FOUND: STRANGERS }),
      },
    ],
  },
  'streaming.prepareLive': {
    cases: [
      {
        name: 'a live post prepared in the private channel',
        input: (w) => ({ body: { title: 'Going live', channelId: w.channel.id } }),
        // As an upload: its followers may, nobody else sees the channel.
        expect: who({ ok: MEMBERS, CHANNEL_NOT_FOUND: STRANGERS }),
      },
    ],
  },
  'posts.featured': list("the owner's pinned post (in the private channel)", (w) => ({
    params: { userId: w.users.owner.id },
  })),
  'posts.feature': cases(['inChannel'], authorOnly('POST_NOT_FOUND'), (w, name) => post(name)(w)),
  'posts.unfeature': basic(),
  'posts.videoView': cases(['public', 'private', 'inChannel'], seen('VIDEO_NOT_FOUND'), (w, name) => ({
    params: { slug: w.posts[name].slug, videoName: 'thumbnail.jpg' },
  })),
  'posts.mediaFile': {
    open: 'the signature is the whole check: only the video view call, which checks who may see the post, gives one out',
  },
  'posts.viewStats': cases(['private', 'inChannel'], seen('POST_NOT_FOUND'), (w, name) => ({
    body: { postId: w.posts[name].id, startedFrom: 0, endedAt: 5 },
  })),
  'posts.like': cases(['private', 'inChannel'], seen('POST_NOT_FOUND'), (w, name) => ({
    body: { postId: w.posts[name].id, type: 'like' },
  })),
  'posts.unlike': cases(['inChannel'], seen('POST_NOT_FOUND'), (w, name) => post(name)(w)),
  'postReports.create': cases(
    ['inChannel'],
    {
      ...seen('POST_NOT_FOUND'),
      // An author edits or removes their own post instead of reporting it.
      inChannel: who({ ok: ['moderator', 'member', 'apiKey'], NOT_AUTHORIZED: ['owner'], POST_NOT_FOUND: STRANGERS }),
    },
    (w, name) => ({ ...post(name)(w), body: { reason: 'spam' } }),
  ),
  'postReports.list': {
    cases: [
      {
        name: 'the open reports',
        input: () => ({}),
        expect: who({ ok: ['superAdmin'], NOT_AUTHORIZED: [...MEMBERS, 'outsider', 'contact', 'blocked'] }),
      },
    ],
  },
  'postReports.dismiss': {
    cases: [
      {
        name: "the contact's report",
        input: (w) => ({ params: { id: w.report } }),
        expect: who({ ok: ['superAdmin'], NOT_AUTHORIZED: [...MEMBERS, 'outsider', 'contact', 'blocked'] }),
      },
    ],
  },

  'comments.create': {
    cases: [
      {
        name: 'on the post in the private channel',
        input: (w, kind) => ({ body: { postId: w.posts.inChannel.id, comment: `Said by ${stamp(kind)}` } }),
        expect: seen('POST_NOT_FOUND').inChannel,
      },
      {
        name: 'a reply on the public post to a comment of the hidden one',
        input: (w) => ({
          body: { postId: w.posts.public.id, parentId: w.comments.inChannel.id, comment: 'Crossing over' },
        }),
        expect: who({ COMMENT_NOT_FOUND: SIGNED_IN }),
      },
    ],
  },
  'comments.update': {
    cases: (['onPublic', 'inChannel'] as const).map((name) => ({
      name: `the owner's comment ${name === 'onPublic' ? 'on the public post' : 'in the private channel'}`,
      input: (w: World, kind: Kind) => ({
        body: { commentId: w.comments[name].id, comment: `Edited by ${stamp(kind)}` },
      }),
      expect: authorOnly('COMMENT_NOT_FOUND')[name === 'onPublic' ? 'public' : 'inChannel'],
    })),
  },
  'comments.remove': {
    cases: [
      {
        name: "the owner's comment on the public post",
        input: (w) => ({ params: { commentId: w.comments.onPublic.id } }),
        expect: who({
          ok: ['owner', 'superAdmin'],
          NOT_AUTHORIZED: [...MEMBERS.slice(1), 'outsider', 'contact', 'blocked'],
        }),
      },
      {
        name: "the owner's comment in the private channel",
        input: (w) => ({ params: { commentId: w.comments.inChannel.id } }),
        expect: who({
          ok: ['owner'],
          NOT_AUTHORIZED: ['moderator', 'member', 'apiKey'],
          COMMENT_NOT_FOUND: ['outsider', 'contact', 'blocked'],
        }),
        skip: {
          kinds: ['superAdmin'],
          why: 'the rules say the super admin may remove any comment but not whether that reaches one they cannot see',
        },
      },
    ],
  },
  'comments.list': cases(['inChannel'], seen('POST_NOT_FOUND'), (w, name) => post(name)(w)),
  'comments.replies': {
    cases: [
      {
        name: 'replies in the private channel',
        input: (w) => ({ params: { postId: w.posts.inChannel.id, parentId: w.comments.inChannel.id } }),
        expect: seen('POST_NOT_FOUND').inChannel,
      },
    ],
  },
  'comments.like': {
    cases: [
      {
        name: 'the comment in the private channel',
        input: (w) => ({ body: { postId: w.posts.inChannel.id, postCommentId: w.comments.inChannel.id } }),
        expect: seen('COMMENT_NOT_FOUND').inChannel,
      },
    ],
  },
  'comments.unlike': {
    cases: [
      {
        name: 'the comment in the private channel',
        input: (w) => ({ params: { commentId: w.comments.inChannel.id } }),
        expect: seen('COMMENT_NOT_FOUND').inChannel,
      },
    ],
  },

  'folders.list': filtered({
    'own folders': () => ({}),
    'own folders, asking about the private post': (w) => ({ postId: w.posts.private.id }),
  }),
  'folders.create': basic(() => ({ body: { title: 'New folder' } })),
  'folders.update': {
    cases: [
      { name: "the owner's folder", input: (w) => ({ ...folder(w), body: { title: 'Renamed' } }), expect: ownerFolder },
    ],
  },
  'folders.remove': { cases: [{ name: "the owner's folder", input: folder, expect: ownerFolder }] },
  'folders.items': { cases: [{ name: "the owner's folder", input: folder, expect: ownerFolder }] },
  'folders.addItem': {
    cases: [
      {
        name: "the public post into the owner's folder",
        input: (w) => ({ body: { folderId: w.folder.id, postId: w.posts.public.id } }),
        expect: ownerFolder,
      },
      ...(['private', 'inChannel'] as const).map((name) => ({
        name: `the ${name === 'private' ? 'private post' : 'post in the private channel'} into one's own folder`,
        input: (w: World, kind: Kind) => ({
          body: { folderId: w.ownFolders[selfId(w, kind)]!, postId: w.posts[name].id },
        }),
        expect: seen('POST_NOT_FOUND')[name],
      })),
    ],
  },
  'folders.removeItem': {
    cases: [
      {
        name: "the public post out of the owner's folder",
        input: (w) => ({ body: { folderId: w.folder.id, postId: w.posts.public.id } }),
        expect: ownerFolder,
      },
    ],
  },

  'contacts.list': {
    cases: [
      {
        name: "the owner's contacts",
        input: (w) => ({ params: { userName: w.users.owner.user_name! } }),
        expect: who({ ok: SIGNED_IN }),
        // One's own in full; someone else's only the contacts both share (none here).
        check: (w, kind, body) => {
          const ids = (body as { data: { contactUser: { id: string } }[] }).data.map((c) => c.contactUser.id);
          const wanted = kind === 'owner' ? [w.users.contact.id] : [];
          return JSON.stringify(ids) === JSON.stringify(wanted) ? null : `lists ${JSON.stringify(ids)}`;
        },
      },
    ],
  },
  'contacts.remove': {
    cases: [
      {
        name: "the owner's contact",
        input: (w) => ({ params: { id: w.users.contact.id } }),
        expect: who({ ok: ['owner'], CONTACT_NOT_FOUND: OTHERS }),
      },
    ],
  },
  'contacts.invite': {
    cases: [
      {
        name: 'the owner, by id',
        input: (w) => ({ body: { userId: w.users.owner.id } }),
        expect: who({
          CONTACT_ELIGIBILITY_ERROR: ['owner'],
          USER_ALREADY_IN_CONTACTS: ['contact'],
          USER_BLOCKED_YOU: ['blocked'],
          ok: ['moderator', 'member', 'apiKey', 'outsider', 'superAdmin'],
        }),
      },
    ],
  },
  'contacts.respond': {
    cases: [
      {
        name: 'the invitation the owner received',
        input: (w) => ({ body: { contactInvitationId: w.invitations.contact, status: 'ACCEPTED' } }),
        expect: who({ ok: ['owner'], CONTACT_INVITATION_NOT_FOUND: OTHERS }),
      },
    ],
  },
  'contacts.block': {
    cases: [
      {
        name: 'the owner',
        input: (w) => ({ params: { id: w.users.owner.id } }),
        expect: who({ CANT_BLOCK_YOURSELF: ['owner'], ok: OTHERS }),
      },
    ],
  },
  'contacts.unblock': {
    cases: [
      {
        name: 'the user the owner blocked',
        input: (w) => ({ params: { id: w.users.blocked.id } }),
        // Only the owner can lift their block; anyone else unblocks nothing of theirs.
        expect: who({
          ok: ['owner'],
          CANT_UNBLOCK_YOURSELF: ['blocked'],
          noop: ['moderator', 'member', 'apiKey', 'outsider', 'contact', 'superAdmin'],
        }),
      },
    ],
  },

  'notifications.list': list('own notifications'),
  'notifications.counts': list('own counts'),
  // The caller's own call (none here) and ICE servers: nothing of anyone else's to name.
  'calls.current': list('own call and ICE servers'),
  'notifications.view': {
    cases: [
      {
        name: "the owner's notification",
        input: (w) => ({ body: { notificationIds: [w.notification] } }),
        expect: who({ ok: ['owner'], noop: OTHERS }),
      },
    ],
  },
  'notifications.read': {
    cases: [
      {
        name: "the owner's notification",
        input: (w) => ({ params: { id: w.notification } }),
        expect: who({ ok: ['owner'], NOTIFICATION_NOT_FOUND: OTHERS }),
      },
    ],
  },

  'chat.messages': {
    cases: [
      {
        name: 'the conversation with the owner',
        // Each caller reads their own conversation with the owner; the owner's with the contact stays theirs.
        input: (w) => ({ params: { medium: 'direct', id: w.users.owner.id } }),
        expect: who({ ok: SIGNED_IN }),
      },
      {
        name: 'the live room of the post in the private channel',
        input: (w) => ({ params: { medium: 'post', id: w.posts.inChannel.id } }),
        expect: seen('POST_NOT_FOUND').inChannel,
      },
      {
        name: 'the live room of the private post',
        input: (w) => ({ params: { medium: 'post', id: w.posts.private.id } }),
        expect: seen('POST_NOT_FOUND').private,
      },
    ],
  },
  'chat.unreadCounts': list('own unread counts'),
  'chat.markRead': list('the conversation with the owner', (w) => ({ params: { userId: w.users.owner.id } })),
  'chat.conversations': filtered({
    'own conversations': () => ({}),
    "own conversations, searching the contact's name": (w) => ({ search: w.users.contact.full_name }),
  }),
  'chat.uploadAttachment': basic((w) => ({ form: { ...png(w), field: 'file' } })),
  'chat.attachment': {
    cases: [
      {
        name: 'an image the owner sent the contact',
        input: (w) => ({ params: { name: w.attachment } }),
        expect: who({
          ok: ['owner', 'contact'],
          ATTACHMENT_NOT_FOUND: ['moderator', 'member', 'apiKey', 'outsider', 'blocked', 'superAdmin'],
        }),
      },
    ],
  },

  'profile.update': basic(() => ({ body: { fullName: 'Someone Else' } })),
  'profile.uploadPhoto': basic((w) => ({ form: png(w) })),
  'profile.photo': { open: 'display photos are public by their unguessable file name (spec 01 §7)' },
  'profile.byUserName': list("the owner's profile", (w) => ({ params: { userName: w.users.owner.user_name! } })),
  'user.search': {
    cases: [
      {
        name: 'people named like the owner',
        input: (w) => ({ query: { name: w.users.owner.full_name } }),
        expect: who({ ok: SIGNED_IN }),
      },
      {
        name: 'people to invite to the private channel',
        input: (w) => ({ query: { name: w.users.owner.full_name, channelId: w.channel.id } }),
        expect: who({ ok: MEMBERS, CHANNEL_NOT_FOUND: STRANGERS }),
      },
    ],
  },
};
