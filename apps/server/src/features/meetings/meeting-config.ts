import {
  MEETING,
  jitsiConfigSchema,
  meetingConfigBody,
  privacyConfigSchema,
  type MeetingConfigInput,
  type MeetingJitsiConfig,
  type PrivacyConfig,
  type UserMeetingConfig,
} from '@plaza/contract';

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

/** What a member who saved nothing starts with. */
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

/**
 * Saved settings as stored: read through the contract's schemas, so settings saved before a
 * setting existed take its default, and anything unreadable falls back to the defaults.
 */
export function storedUserMeetingConfig(jitsi: unknown, privacy: unknown): UserMeetingConfig {
  const defaults = defaultUserMeetingConfig();
  const room = jitsiConfigSchema.safeParse({ ...defaults.jitsiConfig, ...(isObject(jitsi) ? jitsi : {}) });
  const choices = privacyConfigSchema.safeParse(privacy);
  return {
    jitsiConfig: room.success ? room.data : defaults.jitsiConfig,
    privacyConfig: choices.success ? choices.data : defaults.privacyConfig,
  };
}

export function storedRoomConfig(stored: unknown): MeetingJitsiConfig {
  return storedUserMeetingConfig(stored, undefined).jitsiConfig;
}

export const privacyOf = (form: PrivacyConfig): PrivacyConfig => ({
  public: form.public,
  liveStream: form.liveStream,
  record: form.record,
  joinLinkExpiryAsHours: form.joinLinkExpiryAsHours,
});

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
