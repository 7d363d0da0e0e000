import { type ChatConversation, type ReplyOf } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { useState } from 'react';
import { useApiQuery } from '../../../api/hooks';
import type { ConversationsState } from '../chat-queries';

export type SelectedConversation =
  | { status: 'none' }
  | { status: 'loading' }
  /** The address names someone the caller has no conversation with (or no one at all). */
  | { status: 'unknown' }
  | { status: 'ready'; conversation: ChatConversation };

type Profile = ReplyOf<typeof api.profile.byUserName>;

/** A conversation built from a profile, for someone not in the loaded part of the list. */
function fromProfile(user: Profile): ChatConversation {
  const { relation } = user;
  return {
    user: { id: user.id, fullName: user.fullName, userName: user.userName, displayPhoto: user.displayPhoto },
    lastMessage: null,
    unreadCount: 0,
    canMessage: relation.isInContact && !relation.blocked,
    lastOnlineDate: relation.lastOnlineDate,
  };
}

/**
 * The conversation /messages' address names: from the loaded list (kept while a search hides it),
 * else from the person's profile when the address carries their username, else unknown.
 */
export function useSelectedConversation(
  selected: { id: string; userName: string | null } | null,
  list: ConversationsState,
): SelectedConversation {
  const listed = selected ? list.conversations.find((c) => c.user.id === selected.id) : undefined;
  // The last listed copy of the open conversation, for while a search leaves it out of the list.
  const [remembered, setRemembered] = useState<ChatConversation | null>(null);
  if (listed && listed !== remembered) setRemembered(listed);
  const known = listed ?? (remembered && remembered.user.id === selected?.id ? remembered : undefined);

  const userName = selected?.userName ?? '';
  const profile = useApiQuery(
    api.profile.byUserName,
    { params: { userName } },
    { enabled: selected !== null && !known && userName !== '', toast: false },
  );

  if (!selected) return { status: 'none' };
  if (known) return { status: 'ready', conversation: known };
  if (userName !== '') {
    if (profile.isPending) return { status: 'loading' };
    if (profile.data && profile.data.id === selected.id && !profile.data.relation.self) {
      return { status: 'ready', conversation: fromProfile(profile.data) };
    }
    return { status: 'unknown' };
  }
  return list.status === 'loading' ? { status: 'loading' } : { status: 'unknown' };
}
