import { Anchor, Badge, Box, Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import * as api from '@plaza/contract/api';
import { IconFileText, IconHelpCircle, IconInfoCircle, IconShieldLock, type Icon } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useApiQuery } from '../../api/hooks';
import { PageFrame } from '../../components/PageFrame';
import { PATHS, to } from '../../routing/paths';
import { SUPPORT_ARTICLES, type SupportPageId } from './support-pages';

const ICONS: Record<SupportPageId, Icon> = {
  'about-us': IconInfoCircle,
  'privacy-policy': IconShieldLock,
  'terms-and-conditions': IconFileText,
  faq: IconHelpCircle,
};

function ServerStatus() {
  const health = useApiQuery(api.health.check, {}, { toast: false });
  if (health.isPending) return <Badge color="gray">Checking the server…</Badge>;
  if (health.isError) return <Badge color="red">Server unreachable</Badge>;
  return <Badge color="teal.9">Server up · version {health.data.version}</Badge>;
}

function ArticleCard({ id }: { id: SupportPageId }) {
  const Icon = ICONS[id];
  return (
    <Card withBorder radius="lg" padding="lg" component={Link} to={to.supportPage(id)}>
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon variant="light" size={40} radius="md">
          <Icon size={22} />
        </ThemeIcon>
        <Box>
          <Text fw={600}>{SUPPORT_ARTICLES[id].title}</Text>
          <Text size="sm" c="dimmed" mt={4}>
            {SUPPORT_ARTICLES[id].summary}
          </Text>
        </Box>
      </Group>
    </Card>
  );
}

export function SupportPage() {
  const ids = Object.keys(SUPPORT_ARTICLES) as SupportPageId[];
  return (
    <PageFrame
      title="Support"
      description="About this Plaza, how it treats your data, its rules and answers to common questions."
      actions={<ServerStatus />}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} maw={960}>
        {ids.map((id) => (
          <ArticleCard key={id} id={id} />
        ))}
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        Building on Plaza?{' '}
        <Anchor component={Link} to={PATHS.apiDocs}>
          Read the API documentation
        </Anchor>
        .
      </Text>
    </PageFrame>
  );
}
