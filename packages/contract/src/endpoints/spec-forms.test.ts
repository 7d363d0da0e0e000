import { describe, expect, it } from 'vitest';
import { commentSchema } from '../entities/social.js';
import { initialUserBody } from './auth.js';
import { channelPermissionsBody } from './channels.js';
import { commentUpdateBody } from './comments.js';
import { contactInvitationResponseBody } from './contacts.js';
import { notificationListQuery } from './notifications.js';
import { invitationResponseBody, zonePermissionsBody } from './zones.js';

/** What a client written from the spec sends, beside Plaza's own forms (spec 02 §7). */

const ID = '0b9a3f56-3c1e-4d52-9a47-6f1f5f3c2a10';
const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => i.message);

describe('invitation answers', () => {
  it.each([
    ['accept', 'ACCEPTED'],
    ['reject', 'REJECTED'],
    ['ACCEPTED', 'ACCEPTED'],
    ['Rejected', 'REJECTED'],
    [' Accept ', 'ACCEPTED'],
  ])('takes %s as %s', (status, stored) => {
    expect(invitationResponseBody.parse({ invitationId: ID, status }).status).toBe(stored);
    expect(contactInvitationResponseBody.parse({ contactInvitationId: ID, status }).status).toBe(stored);
  });

  it.each([['maybe'], [''], [1], [null], ['__proto__'], ['constructor']])('refuses %j', (status) => {
    const result = invitationResponseBody.safeParse({ invitationId: ID, status });
    expect(result.success).toBe(false);
    expect(messagesOf(result)[0]).toMatch(/^Status/);
  });
});

describe('permission changes', () => {
  it('takes the flags flat beside roleCode, as the spec’s client sends them', () => {
    expect(channelPermissionsBody.parse({ roleCode: 'moderator', canInvite: true })).toEqual({
      roleCode: 'MODERATOR',
      permissions: { canInvite: true },
    });
    expect(zonePermissionsBody.parse({ roleCode: 'USER', canCreateChannel: false, canEdit: true })).toEqual({
      roleCode: 'USER',
      permissions: { canCreateChannel: false, canEdit: true },
    });
  });

  it('takes them nested in permissions, and merges both forms with the nested one winning', () => {
    expect(zonePermissionsBody.parse({ roleCode: 'USER', permissions: { canInvite: false } })).toEqual({
      roleCode: 'USER',
      permissions: { canInvite: false },
    });
    expect(
      zonePermissionsBody.parse({
        roleCode: 'USER',
        canEdit: true,
        canInvite: true,
        permissions: { canInvite: false },
      }),
    ).toEqual({ roleCode: 'USER', permissions: { canEdit: true, canInvite: false } });
  });

  it('refuses a change without any flag, a flag that is not true or false, and a flag of zones only on a channel', () => {
    expect(messagesOf(channelPermissionsBody.safeParse({ roleCode: 'USER' }))).toEqual(['Permissions is required']);
    expect(messagesOf(channelPermissionsBody.safeParse({ roleCode: 'USER', canInvite: 'yes' }))).toEqual([
      'canInvite must be true or false',
    ]);
    expect(messagesOf(channelPermissionsBody.safeParse({ roleCode: 'USER', canCreateChannel: true }))).toEqual([
      'Permissions is required',
    ]);
  });
});

describe('comment update', () => {
  it('names the comment commentId or id', () => {
    expect(commentUpdateBody.parse({ comment: 'Hi', commentId: ID })).toEqual({ comment: 'Hi', commentId: ID });
    expect(commentUpdateBody.parse({ comment: 'Hi', id: ID })).toEqual({ comment: 'Hi', commentId: ID });
    expect(commentUpdateBody.parse({ comment: 'Hi', id: ID, commentId: ID })).toEqual({ comment: 'Hi', commentId: ID });
  });

  it('refuses neither, two different comments, or an id that is not one', () => {
    expect(messagesOf(commentUpdateBody.safeParse({ comment: 'Hi' }))).toEqual(['Comment id is required']);
    expect(
      messagesOf(commentUpdateBody.safeParse({ comment: 'Hi', id: ID, commentId: ID.replace('0b9a', '1b9a') })),
    ).toEqual(['Comment id and id name different comments']);
    expect(messagesOf(commentUpdateBody.safeParse({ comment: 'Hi', id: 'x' }))).toEqual([
      'Comment id must be a valid id',
    ]);
  });
});

describe('notification list', () => {
  it('takes type=all (and an empty type) as every type', () => {
    expect(notificationListQuery.parse({ type: 'all' }).type).toBeUndefined();
    expect(notificationListQuery.parse({ type: '' }).type).toBeUndefined();
    expect(notificationListQuery.parse({ type: 'post_like' }).type).toBe('post_like');
    expect(notificationListQuery.safeParse({ type: 'everything' }).success).toBe(false);
  });
});

describe('initial user', () => {
  const base = { fullName: 'Ada Lovelace', userName: 'ada_lovelace', email: 'ada@example.com', password: 'secret1' };

  it('takes the sign-up form’s confirmation, and checks it', () => {
    expect(initialUserBody.parse({ ...base, password1: 'secret1' })).toMatchObject({ userName: 'ada_lovelace' });
    expect(messagesOf(initialUserBody.safeParse({ ...base, password1: 'secret2' }))).toEqual([
      'Passwords do not match',
    ]);
    expect(initialUserBody.safeParse(base).success).toBe(true);
  });
});

describe('comment entity', () => {
  it('carries replies as a paged list: none loaded, their count as the total', () => {
    const replies = commentSchema.shape.replies;
    expect(replies.parse({ data: [], total: 3, limit: 0, skip: 0 })).toEqual({ data: [], total: 3, limit: 0, skip: 0 });
    expect(replies.safeParse({ data: [{}], total: 1, limit: 0, skip: 0 }).success).toBe(false);
  });
});
