import { IconMovie, IconPresentation, IconUsersGroup, IconVideo, type Icon } from '@tabler/icons-react';
import { openMeetNow, openPlanMeeting } from './meeting-dialogs-store';

export interface MeetingTile {
  key: string;
  label: string;
  text: string;
  icon: Icon;
  open: () => void;
}

/** The Add content dialog's meeting tiles (spec 02 §2's wider notes: meeting, webinar, streaming studio). */
export const MEETING_TILES: readonly MeetingTile[] = [
  {
    key: 'meetNow',
    label: 'Meet now',
    text: 'Start a meeting and share its link.',
    icon: IconVideo,
    open: openMeetNow,
  },
  {
    key: 'planMeeting',
    label: 'Plan a meeting',
    text: 'Pick a time, invite people, set privacy.',
    icon: IconUsersGroup,
    open: () => openPlanMeeting('planned'),
  },
  {
    key: 'webinar',
    label: 'Webinar',
    text: 'Invitees present, everyone else watches.',
    icon: IconPresentation,
    open: () => openPlanMeeting('webinar'),
  },
  {
    key: 'studio',
    label: 'Streaming studio',
    text: 'Produce a live show with guests.',
    icon: IconMovie,
    open: () => openPlanMeeting('studio'),
  },
];
