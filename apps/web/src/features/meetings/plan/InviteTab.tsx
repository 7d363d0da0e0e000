import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { LISTS } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { IconPlus, IconSearch, IconUserQuestion, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useApiQuery } from '../../../api/hooks';
import { ListEmpty, ListSkeleton, QueryStates } from '../../../components/ListStates';
import { UserAvatar } from '../../../components/UserAvatar';
import { TIMING } from '../../../lib/presentation';
import type { PlanTabProps } from './DetailsTab';
import { withInvited, withoutInvited, type InvitedMember } from './plan-form';

/**
 * Invite (spec 02 §2, §5): the user search, 6 suggestions at a time without those already invited
 * (nor the host), and the chosen members with a remove button each.
 */
export function InviteTab({ values, errors, onChange, disabled, selfId }: PlanTabProps & { selfId: string | null }) {
  const [text, setText] = useState('');
  const [name] = useDebouncedValue(text.trim(), TIMING.inviteUserSearchDebounceMs);
  const excluded = [...values.invited.map((m) => m.id), ...(selfId ? [selfId] : [])];
  const search = useApiQuery(
    api.user.search,
    { query: { name, limit: LISTS.userSearchSuggestions, excludeIds: excluded.join(',') } },
    { enabled: name !== '', placeholderData: (previous) => previous },
  );
  const found = (search.data?.data ?? []).filter((person) => !excluded.includes(person.id));
  const add = (member: InvitedMember) => onChange(withInvited(values, member));

  return (
    <Stack gap="md">
      <TextInput
        type="search"
        label="Find people to invite"
        placeholder="Name or username"
        leftSection={<IconSearch size={16} />}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        disabled={disabled}
        error={errors.invitationIds}
      />
      {name !== '' && (
        <QueryStates
          query={search}
          isEmpty={found.length === 0}
          loading={<ListSkeleton rows={2} height={40} />}
          empty={<ListEmpty icon={<IconUserQuestion />} text={`No one else found for “${name}”.`} />}
        >
          <Stack component="ul" aria-label="People found" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
            {found.map((person) => (
              <Group component="li" key={person.id} gap="sm" wrap="nowrap">
                <UserAvatar user={person} size={32} />
                <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                  <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {person.fullName}
                  </Text>
                  {person.userName && (
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      @{person.userName}
                    </Text>
                  )}
                </Stack>
                <Button
                  size="compact-sm"
                  variant="light"
                  leftSection={<IconPlus size={14} />}
                  aria-label={`Invite ${person.fullName}`}
                  disabled={disabled}
                  onClick={() =>
                    add({
                      id: person.id,
                      fullName: person.fullName,
                      userName: person.userName,
                      displayPhoto: person.displayPhoto,
                    })
                  }
                >
                  Invite
                </Button>
              </Group>
            ))}
          </Stack>
        </QueryStates>
      )}
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          {values.invited.length === 0 ? 'No one invited yet' : `Invited (${values.invited.length})`}
        </Text>
        {values.invited.length > 0 && (
          <Group component="ul" aria-label="Invited" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
            {values.invited.map((member) => (
              <Paper component="li" key={member.id} withBorder radius="xl" py={2} pl={4} pr={2} maw="100%">
                <Group gap={6} wrap="nowrap">
                  <UserAvatar user={member} size={24} />
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {member.fullName}
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    radius="xl"
                    size="sm"
                    aria-label={`Remove ${member.fullName}`}
                    disabled={disabled}
                    onClick={() => onChange(withoutInvited(values, member.id))}
                  >
                    <IconX size={14} />
                  </ActionIcon>
                </Group>
              </Paper>
            ))}
          </Group>
        )}
      </Stack>
    </Stack>
  );
}
