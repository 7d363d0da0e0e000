import { type User } from '@plaza/contract';
import { type SETTINGS_PAGES } from '../../lib/presentation';
import {
  IconApi,
  IconBroadcast,
  IconCrown,
  IconFlag,
  IconHash,
  IconLock,
  IconMail,
  IconUserCircle,
  IconWorld,
  type Icon,
} from '@tabler/icons-react';

export type SettingsPageId = (typeof SETTINGS_PAGES)[number];

export interface SettingsItem {
  id: SettingsPageId;
  title: string;
  description: string;
  icon: Icon;
  /** Shown to the super admin only. */
  superAdminOnly?: boolean;
}

/** The settings list of spec 01 §2 (SETTINGS_PAGES), in the spec's order. */
export const SETTINGS_ITEMS: readonly SettingsItem[] = [
  {
    id: 'personal-settings',
    title: 'Personal settings',
    description: 'Your name, username and display photo.',
    icon: IconUserCircle,
  },
  { id: 'password-settings', title: 'Password', description: 'Change your password.', icon: IconLock },
  { id: 'channel', title: 'Channel', description: 'Channels you own or moderate.', icon: IconHash },
  { id: 'zone', title: 'Zone', description: 'Zones you own or moderate.', icon: IconWorld },
  { id: 'apiManagement', title: 'API management', description: 'Your developer API key and secret.', icon: IconApi },
  { id: 'membership', title: 'Membership', description: 'Your plan and its limits.', icon: IconCrown },
  {
    id: 'streaming',
    title: 'Streaming',
    description: 'Your stream key and the RTMP server for going live from OBS.',
    icon: IconBroadcast,
  },
  {
    id: 'moderation',
    title: 'Moderation',
    description: 'Reported videos to review.',
    icon: IconFlag,
    superAdminOnly: true,
  },
  {
    id: 'outgoing-mail',
    title: 'Outgoing mail',
    description: 'The outbox, the SMTP set-up and members still to verify.',
    icon: IconMail,
    superAdminOnly: true,
  },
];

/** The items this user may open: the super admin's only for them. */
export function settingsFor(user: Pick<User, 'isSuperAdmin'>, items: readonly SettingsItem[] = SETTINGS_ITEMS) {
  return items.filter((item) => !item.superAdminOnly || user.isSuperAdmin);
}

/** The settings search box: matches the title or the description, ignoring case. */
export function filterSettings(items: readonly SettingsItem[], search: string): SettingsItem[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...items];
  return items.filter((item) => `${item.title} ${item.description}`.toLowerCase().includes(needle));
}

export function findSettingsItem(id: string): SettingsItem | undefined {
  return SETTINGS_ITEMS.find((item) => item.id === id);
}
