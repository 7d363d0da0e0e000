import { Card, Group, Stack, Text } from '@mantine/core';
import type { UserSummary } from '@plaza/contract';
import { IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { UserAvatar } from '../../components/UserAvatar';
import { to } from '../../routing/paths';
import { SearchResults } from '../../components/SearchResults';
import { usePeopleSearch } from './use-people-search';

function PersonCard({ person }: { person: UserSummary }) {
  const body = (
    <Group gap="sm" wrap="nowrap">
      <UserAvatar user={person} size={44} />
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text fw={600} truncate>
          {person.fullName}
        </Text>
        {person.userName && (
          <Text size="sm" c="dimmed" truncate>
            @{person.userName}
          </Text>
        )}
      </Stack>
    </Group>
  );
  return person.userName ? (
    <Card withBorder radius="lg" padding="md" component={Link} to={to.profile(person.userName)}>
      {body}
    </Card>
  ) : (
    <Card withBorder radius="lg" padding="md">
      {body}
    </Card>
  );
}

/** People matching the term: photo, name and @username, each linking to their profile. */
export function PeopleResults({ term }: { term: string }) {
  const query = usePeopleSearch(term);
  return (
    <SearchResults<UserSummary>
      label="People found"
      query={query}
      keyOf={(person) => person.id}
      emptyIcon={<IconUser />}
      emptyText={`Nothing found for “${term}”.`}
      renderItem={(person) => <PersonCard person={person} />}
    />
  );
}
