import type { MemberRow } from '@plaza/contract';
import { IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useIsOnline } from '../../../realtime/presence-store';
import { to } from '../../../routing/paths';
import { PresenceAvatar } from '../../contacts';
import { MEMBER_LIMITS } from '../expand-list';
import { SuggestionBlock } from '../suggestions/SuggestionBlock';
import { SuggestionRow } from '../suggestions/SuggestionRow';
import { usePlaceMembers } from './use-place-members';

const ROLE_NAMES: Record<string, string> = { OWNER: 'Owner', MODERATOR: 'Moderator', USER: 'Member' };

/**
 * A member: photo, name and role. Presence is shared only between contacts, so only a contact who
 * is online gets the green dot, said in words as a contact's; nobody is ever called offline, since
 * for anyone else the product does not know.
 */
function MemberItem({ row }: { row: MemberRow }) {
  const online = useIsOnline(row.user.id);
  const role = ROLE_NAMES[row.role] ?? row.role;
  return (
    <SuggestionRow
      avatar={<PresenceAvatar user={row.user} online={online} size={36} />}
      name={row.user.fullName}
      to={row.user.userName ? to.profile(row.user.userName) : undefined}
      detail={online ? `${role} · Your contact, online` : role}
      action={null}
    />
  );
}

/** The member list of the right panel (spec 02 §2): the channel's followers or the zone's members. */
export function PlaceMembers({ place }: { place: { kind: 'channel' | 'zone'; id: string } }) {
  const [expanded, setExpanded] = useState(false);
  const query = usePlaceMembers(place, expanded);
  const channel = place.kind === 'channel';
  return (
    <SuggestionBlock<MemberRow>
      title={channel ? 'Followers' : 'Members'}
      limits={MEMBER_LIMITS}
      query={query}
      expanded={expanded}
      onExpand={() => setExpanded(true)}
      emptyIcon={<IconUsers size={18} />}
      emptyText={channel ? 'Nobody follows this channel yet.' : 'This zone has no members yet.'}
      keyOf={(row) => row.id}
      renderItem={(row) => <MemberItem row={row} />}
    />
  );
}
