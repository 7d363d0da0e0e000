import { Group, Pagination, Select, Stack, Table, Text } from '@mantine/core';
import { LISTS, type MemberRow, type RankedRole, type RoleCode } from '@plaza/contract';
import { UserAvatar } from '../../../components/UserAvatar';
import { formatDate } from '../../../lib/format-date';
import { confirmAction } from '../../../components/confirm';
import { COMMUNITY_TEXT, type CommunityKind } from './community-text';
import { memberRoleSelect, roleCodesOf } from './permission-matrix';

export interface MemberPage {
  data: MemberRow[];
  total: number;
}

interface MembersTableProps {
  kind: CommunityKind;
  name: string;
  members: MemberPage;
  /** 1-based page number. */
  page: number;
  onPage: (page: number) => void;
  /** Every role of the place with its flags (the roles list the Permissions tab shows); undefined while loading. */
  roles: readonly RankedRole[] | undefined;
  /** The caller's own role: a member or a role they may not change is disabled (memberRoleSelect). */
  caller: RankedRole;
  changeRole: (row: MemberRow, roleCode: RoleCode) => void;
  changingUserId: string | null;
}

/** The members (or followers) with a role select per row; a change asks for confirmation first (spec 02 §4). */
export function MembersTable(props: MembersTableProps) {
  const { kind, name, members, page, onPage, roles, caller, changeRole, changingUserId } = props;
  const roleCodes = roleCodesOf(roles);
  const text = COMMUNITY_TEXT[kind];
  const pages = Math.max(1, Math.ceil(members.total / LISTS.memberPage));

  const pick = (row: MemberRow, value: string | null) => {
    if (value === null || !roleCodes.includes(value) || value === row.role) return;
    confirmAction({
      text: `${row.user.fullName} becomes ${value} of ${name}.`,
      onConfirm: () => changeRole(row, value),
    });
  };

  if (members.total === 0) {
    return <Text c="dimmed">No {text.members} found.</Text>;
  }

  return (
    <Stack gap="md">
      <Table.ScrollContainer minWidth={520}>
        <Table verticalSpacing="sm" aria-label={text.membersTab}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Since</Table.Th>
              <Table.Th w={180}>Role</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {members.data.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <UserAvatar user={row.user} size={32} />
                    <div style={{ minWidth: 0 }}>
                      <Text size="sm" fw={500} truncate>
                        {row.user.fullName}
                      </Text>
                      {row.user.userName && (
                        <Text size="xs" c="dimmed" truncate>
                          @{row.user.userName}
                        </Text>
                      )}
                    </div>
                  </Group>
                </Table.Td>
                <Table.Td>{formatDate(row.createdOn)}</Table.Td>
                <Table.Td>
                  <RoleSelect
                    row={row}
                    choice={memberRoleSelect(caller, roles, row.role)}
                    busy={changingUserId === row.user.id}
                    onChange={(value) => pick(row, value)}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {members.total} {text.members}
          </Text>
          <Pagination total={pages} value={page} onChange={onPage} aria-label={`${text.membersTab} pages`} />
        </Group>
      )}
    </Stack>
  );
}

interface RoleSelectProps {
  row: MemberRow;
  choice: ReturnType<typeof memberRoleSelect>;
  busy: boolean;
  onChange: (value: string | null) => void;
}

/** One member's role: the roles the caller may give, the whole select locked when the member's role is not theirs to change. */
function RoleSelect({ row, choice, busy, onChange }: RoleSelectProps) {
  return (
    <Select
      aria-label={`Role of ${row.user.fullName}`}
      data={choice.options}
      value={row.role}
      allowDeselect={false}
      disabled={choice.locked || busy}
      onChange={onChange}
    />
  );
}
