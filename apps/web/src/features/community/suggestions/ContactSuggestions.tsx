import type { ContactSuggestion } from '@plaza/contract';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { UserAvatar } from '../../../components/UserAvatar';
import { InviteUserButton } from '../../contacts';
import { to } from '../../../routing/paths';
import { SuggestionBlock } from './SuggestionBlock';
import { SuggestionRow } from './SuggestionRow';
import { useContactSuggestions } from './use-suggestions';

/**
 * People to add: members of the user's zones and channels first. Add sends a contact invitation;
 * someone invited already shows a disabled Invited.
 */
export function ContactSuggestions() {
  const [expanded, setExpanded] = useState(false);
  const query = useContactSuggestions(expanded);
  return (
    <SuggestionBlock<ContactSuggestion>
      title="Contacts to add"
      query={query}
      expanded={expanded}
      onExpand={() => setExpanded(true)}
      emptyIcon={<IconUserPlus size={18} />}
      emptyText="No one to suggest yet. Join zones and channels to meet people."
      keyOf={(person) => person.userId}
      renderItem={(person) => (
        <SuggestionRow
          avatar={<UserAvatar user={{ ...person, id: person.userId }} size={36} />}
          name={person.fullName}
          to={person.userName ? to.profile(person.userName) : undefined}
          detail={person.userName ? `@${person.userName}` : undefined}
          action={
            <InviteUserButton
              userId={person.userId}
              fullName={person.fullName}
              label="Add"
              ariaLabel={`Add ${person.fullName}`}
              size="compact-sm"
              invited={person.invited}
            />
          }
        />
      )}
    />
  );
}
