import { lazyPart } from '../../components/lazy-part';
import { useMeetingDialogs } from './meeting-dialogs-store';

// Fetched when first opened: neither dialog is part of any page's first screen.
const PlanMeetingDialog = lazyPart(() => import('./plan/PlanMeetingDialog'), 'PlanMeetingDialog', null);
const MeetNowDialog = lazyPart<'MeetNowDialog', { onClose: () => void }>(
  () => import('./meet-now/MeetNowDialog'),
  'MeetNowDialog',
  null,
);

/** The Meet now and Plan a meeting layers, opened from anywhere in the shell through the store. */
export function MeetingDialogs() {
  const open = useMeetingDialogs((s) => s.open);
  const close = useMeetingDialogs((s) => s.close);
  if (open.layer === 'plan') return <PlanMeetingDialog type={open.type} onClose={close} />;
  if (open.layer === 'meetNow') return <MeetNowDialog onClose={close} />;
  return null;
}
