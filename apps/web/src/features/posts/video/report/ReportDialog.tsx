import { Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { POST, api, reportBody, type ReportReason } from '@plaza/contract';
import { useState, type FormEvent } from 'react';
import { useApiMutation } from '../../../../api/hooks';
import { showSuccessToast } from '../../../../lib/toast';
import { fieldErrors } from '../../../../forms/use-zod-form';
import { REPORT_REASON_OPTIONS } from '../../shared/report-reasons';

interface ReportDialogProps {
  postId: string;
  opened: boolean;
  onClose: () => void;
}

/** Report a post to the moderators: a reason and, if wanted, a few words (contract reportBody). */
export function ReportDialog({ postId, opened, onClose }: ReportDialogProps) {
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'reason' | 'details', string>>>({});
  const report = useApiMutation(api.postReports.create);

  const close = () => {
    setReason('');
    setDetails('');
    setErrors({});
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = reportBody.safeParse({ reason: reason || undefined, details });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    report.mutate(
      { params: { postId }, body: parsed.data },
      {
        onSuccess: () => {
          showSuccessToast('Thank you. The moderators will look at this video.');
          close();
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title="Report this video" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Radio.Group
            label="What is wrong with it?"
            withAsterisk
            value={reason}
            error={errors.reason}
            onChange={(value) => setReason(value as ReportReason)}
          >
            <Stack gap={8} mt={8}>
              {REPORT_REASON_OPTIONS.map((option) => (
                <Radio key={option.value} value={option.value} label={option.label} />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea
            label="Details"
            description={`Optional. ${details.length}/${POST.reportDetailsMax}`}
            rows={3}
            resize="vertical"
            value={details}
            error={errors.details}
            onChange={(event) => setDetails(event.currentTarget.value)}
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
