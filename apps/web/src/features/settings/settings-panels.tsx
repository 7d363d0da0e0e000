import type { ComponentType } from 'react';
import { ModerationPanel } from '../posts';
import { ApiManagementPanel } from './api-management/ApiManagementPanel';
import { ChannelSettingsPanel } from './channel/ChannelSettingsPanel';
import { MembershipPanel } from './membership/MembershipPanel';
import { OutgoingMailPanel } from './outgoing-mail/OutgoingMailPanel';
import { PasswordSettingsPanel } from './password/PasswordSettingsPanel';
import { PersonalSettingsPanel } from './personal/PersonalSettingsPanel';
import type { SettingsPageId } from './settings-items';
import { StreamingPanel } from './streaming/StreamingPanel';
import { ZoneSettingsPanel } from './zone/ZoneSettingsPanel';

interface SettingsPanel {
  /** The line under the page's title. */
  description: string;
  Panel: ComponentType;
}

/** What each settings page shows under its title. */
export const SETTINGS_PANELS: Record<SettingsPageId, SettingsPanel> = {
  'personal-settings': { description: 'How other people see you on Plaza.', Panel: PersonalSettingsPanel },
  'password-settings': { description: 'Change the password you sign in with.', Panel: PasswordSettingsPanel },
  channel: {
    description: 'Details, photos, invitations, permissions and followers of the channels you follow.',
    Panel: ChannelSettingsPanel,
  },
  zone: {
    description: 'Details, photo, invitations, permissions and members of the zones you belong to.',
    Panel: ZoneSettingsPanel,
  },
  apiManagement: {
    description: 'Programs can call the Plaza API as you with this key and secret.',
    Panel: ApiManagementPanel,
  },
  membership: { description: 'Your plan, its limits and what you use of them.', Panel: MembershipPanel },
  streaming: {
    description: 'Go live from OBS or any RTMP encoder: the server, your stream key and the settings for low latency.',
    Panel: StreamingPanel,
  },
  moderation: {
    description: 'Open reports of videos, newest first: dismiss a report or remove the video.',
    Panel: ModerationPanel,
  },
  'outgoing-mail': {
    description: 'Mail Plaza sends, and members who have not verified their e-mail address yet.',
    Panel: OutgoingMailPanel,
  },
};
