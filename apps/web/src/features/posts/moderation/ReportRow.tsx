import { Anchor, Badge, Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { postMediaUrl, type PostReport } from '@plaza/contract';
import { IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format-date';
import { to } from '../../../routing/paths';
import { REPORT_REASON_LABELS } from '../shared/report-reasons';
import { SmallThumbnail } from '../shared/SmallThumbnail';
import { videoPath } from '../shared/video-path';
import classes from './ReportRow.module.css';

interface ReportRowProps {
  report: PostReport;
  busy: boolean;
  onDismiss: () => void;
  onRemove: () => void;
}

function Person({ user }: { user: PostReport['reportedBy'] }) {
  return user.userName ? (
    <Anchor component={Link} to={to.profile(user.userName)} inherit>
      {user.fullName}
    </Anchor>
  ) : (
    <>{user.fullName}</>
  );
}

/** One open report: the post, what is wrong with it and who said so, and the two ways to close it. */
export function ReportRow({ report, busy, onDismiss, onRemove }: ReportRowProps) {
  const { post } = report;
  return (
    <Paper withBorder radius="lg" p="md" component="li">
      <div className={classes.row}>
        <Link to={videoPath(post.id)} className={classes.thumb} tabIndex={-1} aria-hidden>
          <SmallThumbnail src={post.thumbnail ? postMediaUrl(post, post.thumbnail) : undefined} width={128} />
        </Link>
        <Stack gap={4} miw={0} style={{ flex: 1 }}>
          <Group gap="xs" wrap="wrap">
            <Anchor component={Link} to={videoPath(post.id)} fw={600} lineClamp={1}>
              {post.title}
            </Anchor>
            {!post.public && (
              <Badge size="xs" variant="light" color="gray">
                Private
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            by <Person user={post.createdBy} />
          </Text>
          <Group gap="xs" wrap="wrap">
            <Badge variant="light" color="red">
              {REPORT_REASON_LABELS[report.reason]}
            </Badge>
            <Text size="xs" c="dimmed">
              Reported by <Person user={report.reportedBy} /> on {formatDate(report.createdOn)}
            </Text>
          </Group>
          {report.details && (
            <Box className={classes.details}>
              <Text size="sm">{report.details}</Text>
            </Box>
          )}
        </Stack>
        <Group gap="xs" className={classes.actions}>
          <Button size="xs" variant="default" leftSection={<IconX size={14} />} disabled={busy} onClick={onDismiss}>
            Dismiss
          </Button>
          <Button size="xs" color="red" variant="light" disabled={busy} onClick={onRemove}>
            Remove post
          </Button>
        </Group>
      </div>
    </Paper>
  );
}
