import type { ChatMessage, ChatMessagePage, UserSummary } from '@plaza/contract';

export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const ME: UserSummary = { id: uuid(1), fullName: 'Mia Me', userName: 'mia', displayPhoto: null };
export const BOB: UserSummary = { id: uuid(2), fullName: 'Bob Other', userName: 'bob', displayPhoto: null };
export const CARL: UserSummary = { id: uuid(3), fullName: 'Carl Third', userName: 'carl', displayPhoto: null };
export const POST_ID = uuid(9);

let counter = 1000;

/** A direct message from Bob to me at `minute` minutes past 10:00 UTC on 1 March 2026. */
export function aMessage(minute: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  counter += 1;
  const at = new Date(Date.UTC(2026, 2, 1, 10, minute)).toISOString();
  const id = overrides.id ?? uuid(counter);
  return {
    id,
    identifier: id,
    message: `Message at ${minute}`,
    createdBy: BOB,
    createdOn: at,
    updatedOn: at,
    medium: 'direct',
    kind: 'text',
    roomName: `direct_${ME.id}_${BOB.id}`,
    to: ME.id,
    parent: null,
    attachments: [],
    edited: false,
    deleted: false,
    ...overrides,
  };
}

/** A history page as the server sends it: newest first. */
export function pageOf(oldestFirst: readonly ChatMessage[], hasMore = false): ChatMessagePage {
  return { data: [...oldestFirst].reverse(), limit: 50, hasMore };
}
