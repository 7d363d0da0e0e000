import {
  IconBookmark,
  IconCalendarEvent,
  IconHome,
  IconMessageCircle,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { PATHS } from '../../routing/paths';

export interface NavItem {
  label: string;
  to: string;
  icon: Icon;
  /** The entry shows the count of unread direct messages. */
  countsUnreadMessages?: true;
}

/** The sidebar entries of spec 02 §2, and Meetings (the meetings list). */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Home', to: PATHS.home, icon: IconHome },
  { label: 'Messages', to: PATHS.messages, icon: IconMessageCircle, countsUnreadMessages: true },
  { label: 'Contacts', to: PATHS.contacts, icon: IconUsers },
  { label: 'Saved', to: PATHS.savedPosts, icon: IconBookmark },
  { label: 'Meetings', to: PATHS.meetings, icon: IconCalendarEvent },
];

export function isActive(item: NavItem, pathname: string): boolean {
  return item.to === PATHS.home ? pathname === PATHS.home : pathname === item.to || pathname.startsWith(`${item.to}/`);
}
