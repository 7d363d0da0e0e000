import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { UserAvatar } from '../../../components/UserAvatar';
import { to } from '../../../routing/paths';
import { ListEmpty, ListSkeleton, LoadMore, QueryStates } from '../../../components/ListStates';
import { useContactList } from '../../contacts';
import { ProfileSection } from './ProfileSection';

/** One's own contacts; on someone else's profile, only the contacts the caller shares with them. */
export function ProfileContacts({ userName, self }: { userName: string; self: boolean }) {
  const query = useContactList(userName, '');
  const contacts = query.data ?? [];
  return (
    <ProfileSection title={self ? 'Contacts' : 'Contacts in common'}>
      <QueryStates
        query={query}
        isEmpty={contacts.length === 0}
        loading={<ListSkeleton rows={2} />}
        empty={<ListEmpty icon={<IconUsers />} text={self ? 'No contacts yet.' : 'You have no contacts in common.'} />}
      >
        <Stack gap="sm">
          <SimpleGrid
            cols={{ base: 1, sm: 2, lg: 3 }}
            component="ul"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label="Contacts"
          >
            {contacts.map(({ id, contactUser: person }) => (
              <li key={id}>
                <Group gap="sm" wrap="nowrap">
                  <UserAvatar user={person} size={40} />
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    {person.userName ? (
                      <Text component={Link} to={to.profile(person.userName)} fw={600} truncate>
                        {person.fullName}
                      </Text>
                    ) : (
                      <Text fw={600} truncate>
                        {person.fullName}
                      </Text>
                    )}
                    {person.userName && (
                      <Text size="xs" c="dimmed" truncate>
                        @{person.userName}
                      </Text>
                    )}
                  </Stack>
                </Group>
              </li>
            ))}
          </SimpleGrid>
          <LoadMore query={query} />
        </Stack>
      </QueryStates>
    </ProfileSection>
  );
}
