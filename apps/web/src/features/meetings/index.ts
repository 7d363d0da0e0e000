export { MeetingDialogs } from './MeetingDialogs';
export { MEETING_TILES } from './meeting-tiles';
export { openMeetNow, openPlanMeeting } from './meeting-dialogs-store';
