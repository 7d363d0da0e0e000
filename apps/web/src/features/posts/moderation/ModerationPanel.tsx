import { Button, Group, Stack, Text } from '@mantine/core';
import type { PostReport } from '@plaza/contract';
import { IconShieldCheck } from '@tabler/icons-react';
import { EmptyPanel } from '../../../components/EmptyPanel';
import { confirmAction } from '../../../components/confirm';
import { ErrorPanel, LoadingPanel } from '../../../components/PanelStates';
import { ReportRow } from './ReportRow';
import { useOpenReports, useReportActions } from './use-reports';

/** /settings/moderation (super admin): open reports, each dismissed or its post removed. */
export function ModerationPanel() {
  const reports = useOpenReports();
  const { dismiss, remove } = useReportActions();
  const busy = dismiss.isPending || remove.isPending;

  if (reports.error && !reports.data) {
    return <ErrorPanel title="The reports could not be loaded" error={reports.error} retry={reports.refetch} />;
  }
  if (!reports.data) return <LoadingPanel label="Loading reports" rows={4} />;
  if (reports.data.length === 0) {
    return <EmptyPanel icon={<IconShieldCheck />} title="No open reports" text="Reported videos will appear here." />;
  }

  const askRemove = (report: PostReport) =>
    confirmAction({
      text: `Remove “${report.post.title}”? It is deleted for everyone, its author included, and its reports are closed.`,
      danger: true,
      onConfirm: () => remove.mutate({ params: { id: report.post.id } }),
    });

  return (
    <Stack gap="sm">
      <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Open reports">
        {reports.data.map((report) => (
          <ReportRow
            key={report.id}
            report={report}
            busy={busy}
            onDismiss={() => dismiss.mutate({ params: { id: report.id } })}
            onRemove={() => askRemove(report)}
          />
        ))}
      </Stack>
      {reports.hasNextPage && (
        <Group justify="center">
          <Button variant="default" loading={reports.isFetchingNextPage} onClick={() => void reports.fetchNextPage()}>
            Load more
          </Button>
        </Group>
      )}
      {reports.error && (
        <Text size="sm" c="red">
          {reports.error.message}
        </Text>
      )}
    </Stack>
  );
}
