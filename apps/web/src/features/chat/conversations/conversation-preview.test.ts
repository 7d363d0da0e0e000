import { describe, expect, it } from 'vitest';
import { conversationPreview, unreadBadgeText } from './conversation-preview';

const last = {
  id: 'x',
  preview: 'See you',
  createdOn: '2026-03-01T10:00:00Z',
  fromMe: false,
  deleted: false,
  attachmentCount: 0,
};

describe('the preview of a conversation', () => {
  it('shows the text, with "You: " in front of one’s own', () => {
    expect(conversationPreview(last)).toBe('See you');
    expect(conversationPreview({ ...last, fromMe: true })).toBe('You: See you');
  });

  it('says a deleted message was deleted', () => {
    expect(conversationPreview({ ...last, preview: '', deleted: true })).toBe('Deleted message');
    expect(conversationPreview({ ...last, preview: '', deleted: true, fromMe: true })).toBe('You: Deleted message');
  });

  it('names photos sent without text, the text when there is some', () => {
    expect(conversationPreview({ ...last, preview: '', attachmentCount: 1 })).toBe('📷 Photo');
    expect(conversationPreview({ ...last, preview: '', attachmentCount: 3, fromMe: true })).toBe('You: 3 photos');
    expect(conversationPreview({ ...last, attachmentCount: 2 })).toBe('See you');
  });

  it('says when there are no messages yet', () => {
    expect(conversationPreview(null)).toBe('No messages yet');
  });

  it('caps the unread badge', () => {
    expect(unreadBadgeText(7)).toBe('7');
    expect(unreadBadgeText(99)).toBe('99');
    expect(unreadBadgeText(100)).toBe('99+');
  });
});
