import { Alert, Badge, Group, Paper, Progress, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCrown, IconInfoCircle } from '@tabler/icons-react';
import { QueryBoundary } from '../../../components/QueryBoundary';
import { limitRows, type LimitRow } from './membership-limits';
import { useMyMembership } from './use-membership';

/** Settings › Membership: the user's plan, its limits and what is used of them. */
export function MembershipPanel() {
  const membership = useMyMembership();
  return (
    <QueryBoundary
      query={membership}
      loading="Loading your membership"
      errorTitle="Your membership could not be loaded"
    >
      {(data) => (
        <Stack gap="lg" maw={760}>
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
            <Stack gap="md">
              <Group gap="sm">
                <ThemeIcon variant="light" size="lg" radius="md">
                  <IconCrown size={20} />
                </ThemeIcon>
                <Title order={2} size="h3">
                  {data.plan.name} plan
                </Title>
                <Badge variant="light" color="grape">
                  Alpha
                </Badge>
              </Group>
              <Alert variant="light" icon={<IconInfoCircle />} title="No payments yet">
                Plaza is in alpha and takes no payments yet. Every account starts on the free plan; an administrator can
                move an account to another plan.
              </Alert>
              <LimitsTable rows={limitRows(data)} />
              <Text size="sm" c="dimmed">
                Video calls with your contacts count toward no limit of any plan.
              </Text>
            </Stack>
          </Paper>
        </Stack>
      )}
    </QueryBoundary>
  );
}

function LimitsTable({ rows }: { rows: LimitRow[] }) {
  return (
    <Table verticalSpacing="sm" aria-label="Plan limits">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Limit</Table.Th>
          <Table.Th>Your plan</Table.Th>
          <Table.Th w="35%">Used</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key}>
            <Table.Td>{row.label}</Table.Td>
            <Table.Td>{row.limit}</Table.Td>
            <Table.Td>{row.used ? <Usage {...row.used} label={row.label} /> : <Text c="dimmed">—</Text>}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Usage({ count, of, label }: { count: number; of: number; label: string }) {
  const percent = of > 0 ? Math.min(100, (count / of) * 100) : 100;
  return (
    <Stack gap={4}>
      <Text size="sm">
        {count} of {of}
      </Text>
      <Progress value={percent} color={count >= of ? 'red' : 'blue'} aria-label={`${label}: ${count} of ${of} used`} />
    </Stack>
  );
}
