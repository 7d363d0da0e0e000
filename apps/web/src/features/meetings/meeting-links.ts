import { to } from '../../routing/paths';

/** The room page of a meeting (meet-media's `/meeting/{slug}`), as a path of this site. */
export const meetingRoomPath = (slug: string) => to.meeting(slug);

/** The room page as a whole address, to share. */
export const meetingRoomUrl = (slug: string) => new URL(meetingRoomPath(slug), window.location.origin).href;

/** Opens a meeting in a new tab, which gets no hold on this one. */
export function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}
