import { describe, expect, it } from 'vitest';
import { notificationTarget } from './notification-target';
import { ACTOR, POST, aNotification } from './testing/notification-fixture';

const comment = { id: '00000000-0000-4000-8000-000000000c01', excerpt: 'Hi', parentId: null };

describe('notificationTarget', () => {
  it('opens the video of a post or a like', () => {
    expect(notificationTarget(aNotification({ type: 'post' }))).toBe(`/video/${POST.id}`);
    expect(notificationTarget(aNotification({ type: 'post_like' }))).toBe(`/video/${POST.id}`);
  });

  it('opens the video at the comment for every comment type', () => {
    for (const type of ['post_comment', 'post_comment_reply', 'post_comment_mention', 'post_comment_like'] as const) {
      expect(notificationTarget(aNotification({ type, comment }))).toBe(`/video/${POST.id}?comment=${comment.id}`);
    }
    expect(notificationTarget(aNotification({ type: 'post_comment', comment: null }))).toBe(`/video/${POST.id}`);
  });

  it('opens a reply at its thread', () => {
    const reply = { ...comment, id: '00000000-0000-4000-8000-000000000c02', parentId: comment.id };
    expect(notificationTarget(aNotification({ type: 'post_comment_reply', comment: reply }))).toBe(
      `/video/${POST.id}?comment=${comment.id}`,
    );
  });

  it('opens the contacts for a request, the new contact for an acceptance', () => {
    expect(notificationTarget(aNotification({ type: 'contact_request_received', post: null }))).toBe('/contacts');
    expect(notificationTarget(aNotification({ type: 'contact_request_accepted', post: null }))).toBe(
      `/user/${ACTOR.userName}`,
    );
    const nameless = aNotification({
      type: 'contact_request_accepted',
      createdBy: { ...ACTOR, userName: null },
    });
    expect(notificationTarget(nameless)).toBe('/contacts');
  });

  it('opens the meeting of an invitation', () => {
    const meeting = { slug: 'review-1', title: 'Design review', startDate: '2026-12-01T10:00:00.000Z' };
    expect(notificationTarget(aNotification({ type: 'meeting_invitation', post: null, meeting }))).toBe(
      '/meeting/review-1',
    );
  });

  it('opens a system notification only when it is about a video', () => {
    const system = aNotification({ type: 'system_notification', createdBy: null, message: 'Hello' });
    expect(notificationTarget(system)).toBe(`/video/${POST.id}`);
    expect(notificationTarget({ ...system, post: null })).toBeNull();
    expect(notificationTarget(aNotification({ type: 'post_like', post: null }))).toBeNull();
  });
});
