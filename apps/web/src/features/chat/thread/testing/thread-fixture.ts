import type { UserSummary } from '@plaza/contract';
import { vi } from 'vitest';
import type { ChatThreadState, PendingMessage, SentMessage } from '../thread-types';

export const me: UserSummary = {
  id: '00000000-0000-4000-8000-0000000000aa',
  fullName: 'Ada Lovelace',
  userName: 'ada',
  displayPhoto: null,
};
export const alan: UserSummary = {
  id: '00000000-0000-4000-8000-0000000000bb',
  fullName: 'Alan Turing',
  userName: 'alan',
  displayPhoto: null,
};
export const grace: UserSummary = {
  id: '00000000-0000-4000-8000-0000000000cc',
  fullName: 'Grace Hopper',
  userName: 'grace',
  displayPhoto: null,
};

let serial = 0;

/** A stored message from Alan to Ada, today at 10:05 local time unless told otherwise. */
export function aMessage(overrides: Partial<SentMessage> = {}): SentMessage {
  serial += 1;
  const today = new Date();
  const createdOn = new Date(today.getFullYear(), today.getMonth(), today.getDate(), 10, 5).toISOString();
  const id = overrides.id ?? `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`;
  return {
    status: 'sent',
    id,
    identifier: id,
    message: `Message ${serial}`,
    createdBy: alan,
    createdOn,
    updatedOn: createdOn,
    medium: 'direct',
    kind: 'text',
    roomName: 'direct_room',
    to: me.id,
    parent: null,
    attachments: [],
    edited: false,
    deleted: false,
    ...overrides,
  };
}

export function aPendingMessage(overrides: Partial<PendingMessage> = {}): PendingMessage {
  return {
    status: 'sending',
    identifier: 1,
    message: 'On its way',
    createdBy: me,
    createdOn: new Date().toISOString(),
    parent: null,
    attachments: [],
    ...overrides,
  };
}

/** A conversation's state as useChatThread would give it, with every action a spy. */
export function aThreadState(overrides: Partial<ChatThreadState> = {}): ChatThreadState {
  return {
    messages: [],
    status: 'ready',
    retry: vi.fn(),
    hasOlder: false,
    loadingOlder: false,
    loadOlder: vi.fn(),
    send: vi.fn(async () => true),
    failed: null,
    resend: vi.fn(async () => true),
    dismissFailed: vi.fn(),
    edit: vi.fn(async () => true),
    remove: vi.fn(async () => true),
    typing: [],
    notifyTyping: vi.fn(),
    ...overrides,
  };
}
