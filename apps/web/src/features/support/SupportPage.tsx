import { Anchor, Badge, Card, Group, SimpleGrid, Text } from '@mantine/core';
import { api } from '@plaza/contract';
import { Link } from 'react-router';
import { useApiQuery } from '../../api/hooks';
import { PageFrame } from '../../components/PageFrame';
import { PATHS, to } from '../../routing/paths';
import { SUPPORT_ARTICLES, type SupportPageId } from './support-pages';

function ServerStatus() {
  const health = useApiQuery(api.health.check, {}, { toast: false });
  if (health.isPending) return <Badge color="gray">Checking the server…</Badge>;
  if (health.isError) return <Badge color="red">Server unreachable</Badge>;
  return <Badge color="teal">Server up · version {health.data.version}</Badge>;
}

export function SupportPage() {
  const ids = Object.keys(SUPPORT_ARTICLES) as SupportPageId[];
  return (
    <PageFrame
      title="Support"
      description="About this Plaza, its rules and answers to common questions."
      actions={<ServerStatus />}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {ids.map((id) => (
          <Card key={id} withBorder radius="lg" padding="lg" component={Link} to={to.supportPage(id)}>
            <Text fw={600}>{SUPPORT_ARTICLES[id].title}</Text>
            <Text size="sm" c="dimmed">
              {SUPPORT_ARTICLES[id].summary}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <Group>
        <Text size="sm" c="dimmed">
          Building on Plaza?{' '}
          <Anchor component={Link} to={PATHS.apiDocs}>
            Read the API documentation
          </Anchor>
        </Text>
      </Group>
    </PageFrame>
  );
}
