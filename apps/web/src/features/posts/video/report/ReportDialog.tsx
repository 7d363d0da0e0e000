import { Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { POST, reportBody, type ReportReason } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { useApiMutation } from '../../../../api/hooks';
import { showSuccessToast } from '../../../../lib/toast';
import { useContractForm } from '../../../../forms/use-contract-form';
import { REPORT_REASON_OPTIONS } from '../../shared/report-reasons';

interface ReportDialogProps {
  postId: string;
  opened: boolean;
  onClose: () => void;
}

/** Report a post to the moderators: a reason and, if wanted, a few words (contract reportBody). */
export function ReportDialog({ postId, opened, onClose }: ReportDialogProps) {
  const form = useContractForm({
    schema: reportBody,
    initialValues: { reason: '' as ReportReason | '', details: '' },
    input: ({ reason, details }) => ({ reason: reason || undefined, details }),
    errors: 'submit',
  });
  const report = useApiMutation(api.postReports.create);

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.submit((body) =>
    report.mutate(
      { params: { postId }, body },
      {
        onSuccess: () => {
          showSuccessToast('Thank you. The moderators will look at this video.');
          close();
        },
      },
    ),
  );

  return (
    <Modal opened={opened} onClose={close} title="Report this video" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Radio.Group label="What is wrong with it?" withAsterisk {...form.getInputProps('reason')}>
            <Stack gap={8} mt={8}>
              {REPORT_REASON_OPTIONS.map((option) => (
                <Radio key={option.value} value={option.value} label={option.label} />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea
            label="Details"
            description={`Optional. ${form.values.details.length}/${POST.reportDetailsMax}`}
            rows={3}
            resize="vertical"
            {...form.getInputProps('details')}
          />
          <Text size="xs" c="dimmed">
            The author is not told who reported the video.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={report.isPending}>
              Report
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
