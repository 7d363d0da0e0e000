import { Anchor, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { PageFrame } from '../../components/PageFrame';
import { PATHS } from '../../routing/paths';
import { NotFoundPage } from '../errors/NotFoundPage';
import { SUPPORT_ARTICLES, isSupportPage } from './support-pages';

export function SupportArticlePage() {
  const { page = '' } = useParams();
  if (!isSupportPage(page)) return <NotFoundPage />;
  const article = SUPPORT_ARTICLES[page];
  return (
    <PageFrame
      above={
        <Anchor component={Link} to={PATHS.support} size="sm">
          ‹ Support
        </Anchor>
      }
      title={article.title}
      description={article.summary}
    >
      <Stack gap="sm" maw={720}>
        {article.paragraphs.map((paragraph) => (
          <Text key={paragraph}>{paragraph}</Text>
        ))}
      </Stack>
    </PageFrame>
  );
}
