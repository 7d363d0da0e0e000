import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { POST, type Post } from '@plaza/contract';
import { useState } from 'react';
import { useUserChannels } from '../../channels';
import { useMyMembership } from '../../settings';
import { UploadFields } from './UploadFields';
import { UploadStatus } from './UploadStatus';
import {
  defaultChannelId,
  emptyUploadValues,
  hasRequired,
  uploadErrors,
  uploadFieldsOf,
  type UploadValues,
} from './upload-form';
import { formLocked, primaryAction } from './upload-state';
import { useVideoUpload, type UploadFn } from './use-video-upload';
import { openConfirmModal } from '../../../components/confirm';

interface UploadVideoDialogProps {
  onClose: () => void;
  onUploaded: (post: Post) => void;
  /** The timeline's selected channel and zone, to preselect where the video goes. */
  selectedChannelId: string | null;
  selectedZoneId: string | null;
  upload?: UploadFn;
}

/** A file's name without its extension, as a first title. */
const titleFromName = (name: string) =>
  name
    .replace(/\.[^.]+$/, '')
    .replace(/[_-]+/g, ' ')
    .trim();

/**
 * The video upload dialog (spec 02 §2, §4, §5). Mounted while open, so each opening starts afresh.
 * Closing during an upload asks first, then stops it.
 */
export function UploadVideoDialog(props: UploadVideoDialogProps) {
  const { onClose, onUploaded } = props;
  const channels = useUserChannels();
  const plan = useMyMembership().data?.plan;
  const memberships = channels.data ?? [];
  const [edited, setEdited] = useState<UploadValues | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [errors, setErrors] = useState<FormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const { state, start, abort } = useVideoUpload(onUploaded, props.upload);

  // Until the user changes something, the channel follows the list as it loads.
  const values =
    edited ?? emptyUploadValues(defaultChannelId(memberships, props.selectedChannelId, props.selectedZoneId));
  const locked = formLocked(state);
  const action = primaryAction(state, hasRequired(values, file));
  const maxBytes = plan ? plan.limits.videoSizeKb * 1024 : null;

  const change = (next: UploadValues) => {
    setEdited(next);
    if (submitted) setErrors(uploadErrors(next));
  };

  const chooseFile = (chosen: File | null, problem: string | null) => {
    setFile(chosen);
    setFileProblem(problem);
    if (chosen && !values.title.trim())
      change({ ...values, title: titleFromName(chosen.name).slice(0, POST.titleMax) });
  };

  const submit = () => {
    if (action.kind === 'close') return onClose();
    setSubmitted(true);
    const found = uploadErrors(values);
    setErrors(found);
    if (!file || fileProblem || Object.keys(found).length > 0) return;
    void start(uploadFieldsOf(values), file);
  };

  const requestClose = () => {
    if (state.phase !== 'uploading') return onClose();
    openConfirmModal({
      title: 'Stop the upload?',
      centered: true,
      children: <Text size="sm">The video has not finished uploading. If you close now, nothing is saved.</Text>,
      labels: { confirm: 'Stop upload', cancel: 'Keep uploading' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        abort();
        onClose();
      },
    });
  };

  return (
    <Modal opened onClose={requestClose} title="Upload a video" centered size="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="lg">
          <UploadFields
            values={values}
            errors={errors}
            onChange={change}
            file={file}
            fileProblem={fileProblem}
            onChooseFile={chooseFile}
            memberships={memberships}
            membershipsLoading={channels.isPending}
            maxBytes={maxBytes}
            disabled={locked}
          />
          <UploadStatus state={state} onOpenVideo={onClose} />
          <Group justify="flex-end">
            {action.kind === 'upload' && (
              <Button variant="default" onClick={requestClose}>
                Cancel
              </Button>
            )}
            <Button type="submit" disabled={action.disabled}>
              {action.label}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
