import { CHAT } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { previewOf, toChatMessage } from '../../src/features/chat/chat.mapper.js';
import type { MessageViewRow } from '../../src/features/chat/chat.queries.js';

const ADA = '11111111-1111-4111-8111-111111111111';
const BOB = '22222222-2222-4222-8222-222222222222';
const at = new Date('2024-05-01T10:00:00.000Z');

function row(overrides: Partial<MessageViewRow> = {}): MessageViewRow {
  return {
    id: '33333333-3333-4333-8333-333333333333',
    medium: 'direct',
    kind: 'text',
    room_name: `direct:${ADA}:${BOB}`,
    created_by: ADA,
    recipient_id: BOB,
    post_id: null,
    message: 'Hello',
    edited: false,
    deleted: false,
    created_at: at,
    updated_at: at,
    author_full_name: 'Ada',
    author_user_name: 'ada',
    author_display_photo: null,
    parent_id: '44444444-4444-4444-8444-444444444444',
    parent_message: 'Question?',
    parent_deleted: false,
    parent_created_by: BOB,
    parent_full_name: 'Bob',
    parent_user_name: null,
    parent_display_photo: 'bob.webp',
    ...overrides,
  };
}

describe('toChatMessage', () => {
  it('shows a message with its quote, attachments, its identifier (the id) and the conversation’s roomName', () => {
    expect(toChatMessage(row(), [{ name: 'a.webp' }])).toEqual({
      id: '33333333-3333-4333-8333-333333333333',
      identifier: '33333333-3333-4333-8333-333333333333',
      message: 'Hello',
      createdBy: { id: ADA, fullName: 'Ada', userName: 'ada', displayPhoto: null },
      createdOn: at.toISOString(),
      updatedOn: at.toISOString(),
      medium: 'direct',
      kind: 'text',
      roomName: `direct_${ADA}_${BOB}`,
      to: BOB,
      parent: {
        id: '44444444-4444-4444-8444-444444444444',
        identifier: '44444444-4444-4444-8444-444444444444',
        message: 'Question?',
        createdBy: { id: BOB, fullName: 'Bob', userName: null, displayPhoto: 'bob.webp' },
        deleted: false,
      },
      attachments: [{ name: 'a.webp' }],
      edited: false,
      deleted: false,
    });
  });

  it('clears a deleted message’s text and attachments, and a deleted quote’s text', () => {
    const message = toChatMessage(row({ deleted: true, message: 'left over', parent_deleted: true }), [
      { name: 'a.webp' },
    ]);
    expect(message).toMatchObject({ message: '', attachments: [], deleted: true });
    expect(message.parent).toMatchObject({ message: '', deleted: true });
  });

  it('names the post of a post message and its room as the spec does (post_<id>), and no quote when it answers nothing', () => {
    const postId = '55555555-5555-4555-8555-555555555555';
    const message = toChatMessage(
      row({
        medium: 'post',
        recipient_id: null,
        post_id: postId,
        parent_id: null,
        parent_message: null,
        parent_deleted: null,
        parent_created_by: null,
        parent_full_name: null,
      }),
      [],
    );
    expect(message).toMatchObject({ to: postId, roomName: `post_${postId}`, parent: null });
  });
});

describe('previewOf', () => {
  it('cuts to CHAT.previewMax characters, never splitting one, and is empty when deleted', () => {
    expect(previewOf('short', false)).toBe('short');
    const emoji = '😀'.repeat(CHAT.previewMax + 5);
    expect(Array.from(previewOf(emoji, false))).toHaveLength(CHAT.previewMax);
    expect(previewOf(emoji, false)).toBe('😀'.repeat(CHAT.previewMax));
    expect(previewOf('x'.repeat(CHAT.previewMax), false)).toHaveLength(CHAT.previewMax);
    expect(previewOf('gone', true)).toBe('');
  });
});
