import { Modal } from '@mantine/core';
import { ListError, ListSkeleton } from '../../../components/ListStates';
import type { PlannedMeetingType } from '../meeting-dialogs-store';
import { useUserMeetingConfig } from '../meeting-queries';
import { PLAN_TITLES } from '../meeting-texts';
import { PlanMeetingForm } from './PlanMeetingForm';

interface PlanMeetingDialogProps {
  type: PlannedMeetingType;
  onClose: () => void;
}

/**
 * Plan a meeting (spec 02 §2, §4), also a webinar or a streaming studio: the saved settings are
 * asked for when it opens, and the form starts from them. Mounted while open, so each opening
 * starts afresh.
 */
export function PlanMeetingDialog({ type, onClose }: PlanMeetingDialogProps) {
  const config = useUserMeetingConfig();
  return (
    <Modal opened onClose={onClose} title={PLAN_TITLES[type]} centered size="lg" closeOnClickOutside={false}>
      {/* Not from a cache older than this opening: the form starts from what the member saved last. */}
      {config.data && !config.isFetching ? (
        <PlanMeetingForm type={type} saved={config.data} onDone={onClose} />
      ) : config.isError && !config.isFetching ? (
        <ListError text={config.error.message} onRetry={() => void config.refetch()} />
      ) : (
        <ListSkeleton rows={4} height={40} />
      )}
    </Modal>
  );
}
