import { Button, Group, Modal, Stack } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import type { Post } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { useState } from 'react';
import { useApiMutation } from '../../../api/hooks';
import { useUserChannels } from '../../channels';
import { GoLiveNext } from './GoLiveNext';
import { PostFields } from './PostFields';
import { defaultChannelId, emptyUploadValues, uploadErrors, uploadFieldsOf, type UploadValues } from './upload-form';

interface GoLiveDialogProps {
  onClose: () => void;
  /** The timeline's selected channel and zone, to preselect where the live goes. */
  selectedChannelId: string | null;
  selectedZoneId: string | null;
}

/**
 * Go live (issue 22): the post's fields, as for an upload, prepare a live post; then what to do in
 * the encoder, until the publish makes the post live. Mounted while open, so each opening starts afresh.
 */
export function GoLiveDialog({ onClose, selectedChannelId, selectedZoneId }: GoLiveDialogProps) {
  const channels = useUserChannels();
  const memberships = channels.data ?? [];
  const [edited, setEdited] = useState<UploadValues | null>(null);
  const [errors, setErrors] = useState<FormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [prepared, setPrepared] = useState<Post | null>(null);
  const prepare = useApiMutation(api.streaming.prepareLive, { onSuccess: setPrepared });

  // Until the user changes something, the channel follows the list as it loads.
  const values = edited ?? emptyUploadValues(defaultChannelId(memberships, selectedChannelId, selectedZoneId));
  const change = (next: UploadValues) => {
    setEdited(next);
    if (submitted) setErrors(uploadErrors(next));
  };
  const submit = () => {
    setSubmitted(true);
    const found = uploadErrors(values);
    setErrors(found);
    if (Object.keys(found).length === 0) prepare.mutate({ body: uploadFieldsOf(values) });
  };

  return (
    <Modal opened onClose={onClose} title="Go live" centered size="lg">
      {prepared ? (
        <GoLiveNext post={prepared} onClose={onClose} />
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="lg">
            <PostFields
              values={values}
              errors={errors}
              onChange={change}
              memberships={memberships}
              membershipsLoading={channels.isPending}
              disabled={prepare.isPending}
              noun="live"
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={prepare.isPending} disabled={!values.title.trim()}>
                Prepare live
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
