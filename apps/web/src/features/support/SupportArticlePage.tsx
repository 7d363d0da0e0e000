import { Anchor, Box, Divider, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { PageFrame } from '../../components/PageFrame';
import { PATHS, to } from '../../routing/paths';
import { NotFoundPage } from '../errors';
import { formatCalendarDate } from './format-date';
import { SUPPORT_ARTICLES, isSupportPage, type SupportPageId } from './support-pages';

/** Prose reads best at about 70–80 characters a line. */
const PROSE_WIDTH = 760;

function ArticleSkeleton() {
  return (
    <Stack gap="sm" aria-busy="true" aria-label="Loading the page">
      {[100, 96, 98, 70].map((width, index) => (
        <Skeleton key={index} height={14} width={`${width}%`} radius="sm" />
      ))}
    </Stack>
  );
}

function OtherArticles({ current }: { current: SupportPageId }) {
  const others = (Object.keys(SUPPORT_ARTICLES) as SupportPageId[]).filter((id) => id !== current);
  return (
    <Group gap="md" component="nav" aria-label="Other support pages">
      {others.map((id) => (
        <Anchor key={id} component={Link} to={to.supportPage(id)} size="sm">
          {SUPPORT_ARTICLES[id].title}
        </Anchor>
      ))}
    </Group>
  );
}

export function SupportArticlePage() {
  const { page = '' } = useParams();
  if (!isSupportPage(page)) return <NotFoundPage />;
  const { title, summary, updated, Content } = SUPPORT_ARTICLES[page];
  return (
    <Box maw={PROSE_WIDTH} w="100%">
      <PageFrame
        above={
          <Anchor component={Link} to={PATHS.support} size="sm">
            <Group gap={4} component="span">
              <IconArrowLeft size={14} /> Support
            </Group>
          </Anchor>
        }
        title={title}
        description={summary}
      >
        <Text size="sm" c="dimmed" mt={-8}>
          Last updated <time dateTime={updated}>{formatCalendarDate(updated)}</time>
        </Text>
        <Stack component="article" gap="lg">
          <Suspense fallback={<ArticleSkeleton />}>
            <Content />
          </Suspense>
        </Stack>
        <Divider />
        <OtherArticles current={page} />
      </PageFrame>
    </Box>
  );
}
