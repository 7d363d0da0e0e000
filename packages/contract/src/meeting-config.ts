import {
  meetingConfigBody,
  type MeetingConfigInput,
  type MeetingJitsiConfig,
  type UserMeetingConfig,
} from './entities/meeting.js';
import { MEETING } from './limits.js';

/** The room settings a meeting keeps: the form's choices and spec 02 §3's fixed values. */
export function roomConfig(input: MeetingConfigInput | undefined): MeetingJitsiConfig {
  return {
    ...meetingConfigBody.parse(input ?? {}),
    audioLevelsInterval: MEETING.audioLevelsInterval,
    startAudioMuted: MEETING.startAudioMuted,
    startVideoMuted: MEETING.startVideoMuted,
    defaultLanguage: MEETING.defaultLanguage,
  };
}

/** What a member who saved nothing starts with (GET /meeting/config/user). */
export function defaultUserMeetingConfig(): UserMeetingConfig {
  return {
    jitsiConfig: roomConfig(undefined),
    privacyConfig: {
      public: false,
      liveStream: false,
      record: false,
      joinLinkExpiryAsHours: MEETING.linkExpiryDefaultHours,
    },
  };
}
