import { describe, expect, it } from 'vitest';
import { describeNotification, notificationSentence } from './notification-text';
import { aNotification } from './testing/notification-fixture';

const comment = { id: '00000000-0000-4000-8000-000000000c01', excerpt: 'Lovely work', parentId: null };

describe('notificationSentence', () => {
  it('says who posted or liked which video', () => {
    expect(notificationSentence(aNotification({ type: 'post' }))).toBe('Ada Lovelace posted “Engines”');
    expect(notificationSentence(aNotification({ type: 'post_like' }))).toBe('Ada Lovelace liked your video “Engines”');
  });

  it('quotes the comment for the comment types', () => {
    expect(notificationSentence(aNotification({ type: 'post_comment', comment }))).toBe(
      'Ada Lovelace commented on “Engines”: Lovely work',
    );
    expect(notificationSentence(aNotification({ type: 'post_comment_reply', comment }))).toBe(
      'Ada Lovelace replied to your comment: Lovely work',
    );
    expect(notificationSentence(aNotification({ type: 'post_comment_mention', comment }))).toBe(
      'Ada Lovelace mentioned you: Lovely work',
    );
    expect(notificationSentence(aNotification({ type: 'post_comment_like', comment }))).toBe(
      'Ada Lovelace liked your comment: Lovely work',
    );
  });

  it('tells contact requests and their acceptance', () => {
    expect(notificationSentence(aNotification({ type: 'contact_request_received', post: null }))).toBe(
      'Ada Lovelace wants to add you to their contacts',
    );
    expect(notificationSentence(aNotification({ type: 'contact_request_accepted', post: null }))).toBe(
      'Ada Lovelace accepted your contact request',
    );
  });

  it('names the meeting one is invited to', () => {
    const meeting = { slug: 'review-1', title: 'Design review', startDate: '2026-12-01T10:00:00.000Z' };
    expect(notificationSentence(aNotification({ type: 'meeting_invitation', post: null, meeting }))).toBe(
      'Ada Lovelace invited you to the meeting “Design review”',
    );
    expect(notificationSentence(aNotification({ type: 'meeting_invitation', post: null }))).toBe(
      'Ada Lovelace invited you to a meeting',
    );
  });

  it('shows a system notification as its message, without an actor', () => {
    const system = aNotification({ type: 'system_notification', createdBy: null, message: 'Plaza is updated.' });
    expect(describeNotification(system)).toEqual({ actor: null, text: 'Plaza is updated.' });
    expect(notificationSentence({ ...system, message: null })).toBe('You have a new notification.');
  });

  it('still reads well without the post, the comment or the actor', () => {
    expect(notificationSentence(aNotification({ type: 'post_like', post: null }))).toBe(
      'Ada Lovelace liked your video',
    );
    expect(notificationSentence(aNotification({ type: 'post_comment', post: null, comment: null }))).toBe(
      'Ada Lovelace commented on your video',
    );
    expect(describeNotification(aNotification({ createdBy: null })).actor).toBe('Someone');
  });
});
