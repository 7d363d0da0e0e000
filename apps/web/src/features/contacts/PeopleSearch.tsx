import { Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { LISTS } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { TIMING } from '../../lib/presentation';
import { IconSearch, IconUserQuestion } from '@tabler/icons-react';
import { useState } from 'react';
import { useApiQuery } from '../../api/hooks';
import { UserAvatar } from '../../components/UserAvatar';
import { ListEmpty, ListSkeleton, QueryStates } from '../../components/ListStates';
import { InviteUserButton } from './InviteUserButton';

/** Finds people by name (6 at a time) to invite to one's contacts. */
export function PeopleSearch() {
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), TIMING.inviteUserSearchDebounceMs);
  const query = useApiQuery(
    api.user.search,
    { query: { name: debounced, limit: LISTS.userSearchSuggestions } },
    { enabled: debounced !== '' },
  );
  const people = query.data?.data ?? [];
  return (
    <Stack gap="sm" w="100%" maw={480} ta="left">
      <TextInput
        type="search"
        label="Find people"
        // Short enough to show whole in a phone's narrow box.
        placeholder="Name or username"
        leftSection={<IconSearch size={16} />}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      {debounced !== '' && (
        <QueryStates
          query={query}
          isEmpty={people.length === 0}
          loading={<ListSkeleton rows={3} height={44} />}
          empty={<ListEmpty icon={<IconUserQuestion />} text={`No one found for “${debounced}”.`} />}
        >
          <Stack component="ul" aria-label="People found" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
            {people.map((person) => (
              <Group component="li" key={person.id} gap="sm" wrap="nowrap">
                <UserAvatar user={person} size={36} />
                <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                  {/* Long names wrap between words rather than being cut inside one. */}
                  <Text size="sm" fw={600} style={{ overflowWrap: 'break-word' }}>
                    {person.fullName}
                  </Text>
                  {person.userName && (
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      @{person.userName}
                    </Text>
                  )}
                </Stack>
                <InviteUserButton
                  userId={person.id}
                  fullName={person.fullName}
                  label="Invite"
                  ariaLabel={`Invite ${person.fullName}`}
                  invited={person.invited}
                  isInContact={person.isInContact}
                  size="compact-sm"
                />
              </Group>
            ))}
          </Stack>
        </QueryStates>
      )}
    </Stack>
  );
}
