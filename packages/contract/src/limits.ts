/** The API's business constants and limits of spec 01 §9 and spec 02 §9; the web's presentation constants are in apps/web/src/lib/presentation.ts. */

export const API_VERSION = 'v1';

export const USER = {
  userNameMin: 4,
  userNameMax: 16,
  /** Initialize-user asks for a longer username than e-mail verification does. */
  initialUserNameMin: 6,
  passwordMin: 6,
  /** Not in the spec: an upper bound so a password cannot be used to exhaust the hasher. */
  passwordMax: 128,
  fullNameMax: 64,
  emailMax: 254,
  userNamePattern: /^[A-Za-z0-9_]+$/,
} as const;

export const SESSION = {
  cookieDays: 30,
  /** Access tokens are short-lived; the refresh token renews them. */
  accessTokenMinutes: 15,
  refreshTokenDays: 30,
} as const;

/**
 * Sign-in attempts allowed per window: failures on one account from one address, attempts of
 * any kind from one address, and failures on one account from all addresses before only the
 * addresses it signed in from before may try its password.
 */
export const LOGIN_RATE_LIMIT = {
  windowMs: 15 * 60 * 1000,
  failuresPerAccount: 10,
  attemptsPerAddress: 50,
  accountFailuresBeforeGuard: 30,
} as const;

/** E-mail verification and password reset links: single-use, expiring, stored only as a hash. */
export const TOKENS = {
  /** Random bytes in each token (sent base64url-encoded). */
  bytes: 32,
  verificationHours: 48,
  passwordResetHours: 1,
} as const;

/**
 * Every call that sends mail, limited per network address and per account (or per recipient
 * where there is no account yet), so nobody can flood an inbox or the mail server. A refusal is
 * TOO_MANY_REQUESTS with Retry-After. The numbers sit far above what one person does.
 */
export const MAIL_RATE_LIMIT = {
  /** The short window of the public resend and reset calls. */
  windowMs: 15 * 60 * 1000,
  resendPerUser: 3,
  resendPerAddress: 10,
  resetPerEmail: 3,
  resetPerAddress: 10,
  /** The window of the allowances below. */
  hourMs: 60 * 60 * 1000,
  /** Sign-ups that mail a verification link (e-mail or wallet), per network address. */
  signUpsPerAddress: 30,
  /**
   * Mail a signed-in account causes: invitations by e-mail (zone, channel, contact) and the
   * super admin's resent verification mails, counted together per account and per address.
   */
  sendsPerAccount: 30,
  sendsPerAddress: 60,
} as const;

export const PROFILE_COLOR_COUNT = 70;

/** Not in the spec: the moments a request may name (PostgreSQL knows no year 0; nothing here is older than 1970). */
export const DATES = {
  min: '1970-01-01T00:00:00.000Z',
  max: '9999-12-31T23:59:59.999Z',
} as const;

/** Not in the spec: the longest name a path may carry (a stored file's, a user's). */
export const PATH_NAME_MAX = 255;

/** The largest value of a PostgreSQL integer column, the bound of any whole number a request sends. */
export const INT32_MAX = 2_147_483_647;
export const LISTS = {
  loadingPlaceholders: 30,
  searchStep: 6,
  invitationsShown: 5,
  invitationsExpanded: 30,
  notificationsShown: 5,
  notificationsExpanded: 30,
  notificationsPage: 30,
  notificationsPageSmall: 10,
  suggestionsShown: 3,
  suggestionsExpanded: 30,
  memberPreview: 3,
  memberPage: 10,
  feedSideList: 30,
  chatPage: 50,
  chatMessageDefault: 30,
  invitationsPage: 30,
  userSearchSuggestions: 6,
  unseenBadgeMax: 9,
  /** Upper bound for any `limit` query parameter. */
  maxPageSize: 100,
} as const;

export const ZONE = {
  nameMin: 3,
  nameMax: 32,
  subdomainMin: 3,
  subdomainMax: 32,
  descriptionMax: 256,
  subdomainPattern: /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/,
  reservedSubdomains: [
    'www',
    'api',
    'admin',
    'mail',
    'app',
    'static',
    'cdn',
    'ftp',
    'smtp',
    'imap',
    'pop',
    'ns1',
    'ns2',
    'media',
    'live',
    'rtmp',
    'dev',
    'support',
    'status',
    'help',
  ],
} as const;

export const CHANNEL = {
  nameMin: 3,
  nameMax: 32,
  descriptionMax: 256,
} as const;

export const POST = {
  titleMax: 64,
  descriptionMax: 4096,
  videoMimeTypes: ['video/3gpp', 'video/mp4', 'video/quicktime', 'video/webm', 'video/x-flv', 'video/mpeg'],
  /** The file extensions the upload dialog offers, matching videoMimeTypes. */
  videoExtensions: ['3gp', 'mp4', 'mov', 'webm', 'flv', 'mpeg', 'mpg'],
  /** A user's view of a post counts once per this window. */
  viewWindowHours: 12,
  /** Not in the spec: the latest position in a video a watch report may name (a week: longer than any stream). */
  watchSecondsMax: 7 * 24 * 60 * 60,
  /** Not in the spec: a post is shown as new (newlyCreated) for this long. */
  newlyCreatedHours: 24,
  /** The feed's page: as many as the loading placeholders. */
  feedPage: 30,
  /** Recommended videos under the player. */
  recommendedCount: 12,
  /** The feed orders: newest first, most viewed first, or best match for a search. */
  sorts: ['newest', 'popular', 'relevance'],
  reportReasons: ['spam', 'abuse', 'sexual', 'violence', 'copyright', 'other'],
  reportDetailsMax: 500,
  /** Not in the spec: the longest search term accepted. */
  searchTermMax: 100,
} as const;
export type FeedSort = (typeof POST.sorts)[number];
export type ReportReason = (typeof POST.reportReasons)[number];

/**
 * The media pipeline. An upload is checked by content (ffprobe), then transcoded in the
 * background into an HLS ladder of H.264/AAC renditions no taller than the source.
 */
export const MEDIA = {
  statuses: ['processing', 'ready', 'failed'],
  /** Rendition heights, lowest first; the ladder keeps those at or below the source's height. */
  ladderHeights: [360, 720, 1080],
  /** Video bitrate per rendition height, in kbit/s. */
  ladderBitrates: { 360: 800, 720: 2800, 1080: 5000 } as Record<number, number>,
  audioBitrateKbps: 128,
  hlsSegmentSeconds: 4,
  /** A transcode that fails this many times is given up and reported to the author. */
  transcodeMaxAttempts: 3,
  /**
   * Names of a post's media files, as the video view call accepts them: the original upload,
   * the thumbnail, the HLS master playlist, each rendition's playlist and its segments, and a
   * live's playlist and segments (LIVE.playlistName).
   */
  fileNamePattern:
    /^(?:original\.(?:3gp|mp4|mov|webm|flv|mpeg|mpg)|thumbnail\.jpg|master\.m3u8|\d{3,4}p\.m3u8|\d{3,4}p_\d{1,6}\.ts|live\.m3u8|live_\d{1,6}\.ts)$/,
  thumbnailName: 'thumbnail.jpg',
  masterPlaylistName: 'master.m3u8',
  /**
   * Not in the spec: how long a signed media address lasts at least. Expiries are rounded up to
   * the window, so everyone watching a public post within a window gets the same (cacheable) address.
   */
  signedUrlSeconds: 6 * 60 * 60,
  signedUrlWindowSeconds: 60 * 60,
} as const;
export type MediaStatus = (typeof MEDIA.statuses)[number];

export const PHOTO = {
  extensions: ['jpg', 'jpeg', 'png', 'bmp', 'svg'],
  mimeTypes: ['image/jpeg', 'image/png', 'image/bmp', 'image/svg+xml'],
  maxFiles: 1,
  /** Not in the spec: the largest upload accepted (5 MiB). */
  maxBytes: 5 * 1024 * 1024,
  /** Stored photos are square WebP images of this side. */
  storedSize: 512,
  /** Not in the spec: a channel's background photo is stored as a wide WebP banner of this size. */
  backgroundSize: { width: 1600, height: 450 },
  /** Not in the spec: an SVG larger than this is refused before it is rasterised. */
  svgMaxBytes: 512 * 1024,
  /** Not in the spec: how many photos (of users, zones and channels, together) one user may upload a minute. */
  uploadsPerMinute: 10,
} as const;

/**
 * Not in the spec: what an uploaded SVG (a photo or a chat attachment) may hold. It is checked
 * before it is rasterised, so a small file cannot make the server draw without end.
 */
export const SVG_LIMITS = {
  /** Elements as written. */
  maxElements: 10_000,
  /** Elements inside elements. */
  maxDepth: 64,
  /**
   * Elements drawn once every reference (`<use>`, `href`, `url(#…)`) is followed. References to
   * groups of references multiply: ten levels of ten `<use>` draw ten billion shapes.
   */
  maxDrawn: 50_000,
  /** The longer side of the rasterised image, in pixels: a larger SVG is drawn at a lower density. */
  maxSide: 2048,
} as const;

/** Not in the spec: an image conversion (any format) that runs longer than this is stopped. */
export const IMAGE_CONVERT_SECONDS = 10;

export const MEETING = {
  titleMax: 64,
  linkExpiryHours: [1, 3, 6, 12, 24, 48],
  linkExpiryDefaultHours: 24,
  planForLaterHours: 2,
  roundMinutes: 30,
  /** A planned meeting starts at most this many days from now. */
  startBoundDays: 30,
  /** A planned meeting ends at most this many days from now. */
  endBoundDays: 90,
  audioLevelsInterval: 200,
  startAudioMuted: 10,
  startVideoMuted: 10,
  defaultLanguage: 'en',
  /** Meet now, a planned meeting, a webinar (invitees present, others watch), a streaming studio. */
  types: ['instant', 'planned', 'webinar', 'studio'],
  /** Derived from the dates and whether the host ended it. */
  statuses: ['upcoming', 'live', 'ended'],
  /** The meetings list's three tabs (`past` is status ended). */
  listWhen: ['upcoming', 'live', 'past'],
  /** Who someone is in a meeting: its creator hosts; in a webinar only invitees present. */
  roles: ['host', 'presenter', 'attendee'],
  /** Not in the spec: the longest description. */
  descriptionMax: 1024,
  /** Not in the spec: the longest time zone name (IANA names are shorter). */
  timeZoneMax: 64,
  /** Not in the spec: at most this many members invited at once (the plan's participants bound it further). */
  invitationsMax: 100,
  /** Not in the spec: a planned start may lie this far in the past when it arrives (the form's "now" took a moment). */
  startGraceMinutes: 5,
  /** Not in the spec: the meetings list's page. */
  listPage: 20,
  /** Not in the spec: the longest meeting address (slug) a path may carry. */
  slugMax: 64,
  /** Not in the spec: the longest join token a link carries. */
  joinTokenMax: 512,
  /** Not in the spec: meetings one member may create per hour (each may send invitation mail). */
  createsPerHour: 30,
  /** Not in the spec: plans whose meetings may be recorded (MEETING_RECORDING_NOT_ENABLED otherwise). */
  recordingPlans: ['creator', 'studio'],
  /** Spec 02 §3: the toolbar options. */
  toolbarButtons: [
    'microphone',
    'camera',
    'closedcaptions',
    'desktop',
    'embedmeeting',
    'fullscreen',
    'fodeviceselection',
    'hangup',
    'profile',
    'chat',
    'recording',
    'livestreaming',
    'etherpad',
    'sharedvideo',
    'shareaudio',
    'settings',
    'raisehand',
    'videoquality',
    'filmstrip',
    'feedback',
    'stats',
    'shortcuts',
    'tileview',
    'select-background',
    'download',
    'help',
    'mute-everyone',
    'mute-video-everyone',
    'security',
  ],
  /** Not in the spec (its defaults are not shown): the toolbar a new member starts with. */
  defaultToolbarButtons: [
    'microphone',
    'camera',
    'closedcaptions',
    'desktop',
    'fullscreen',
    'fodeviceselection',
    'hangup',
    'profile',
    'chat',
    'recording',
    'livestreaming',
    'sharedvideo',
    'shareaudio',
    'settings',
    'raisehand',
    'videoquality',
    'filmstrip',
    'shortcuts',
    'tileview',
    'select-background',
    'help',
    'mute-everyone',
    'mute-video-everyone',
    'security',
  ],
  /** Spec 02 §3 conference settings with the values a new member starts with (the spec does not show them). */
  conferenceDefaults: {
    disableAudioLevels: false,
    enableNoAudioDetection: true,
    enableNoisyMicDetection: true,
    startAudioOnly: false,
    startWithAudioMuted: false,
    startWithVideoMuted: false,
    startScreenSharing: false,
    disableResponsiveTiles: false,
    hideLobbyButton: false,
    requireDisplayName: true,
    disableProfile: false,
    transcribingEnabled: false,
    autoCaptionOnRecord: false,
    disableShortcuts: false,
    disableRecordAudioNotification: false,
    disableJoinLeaveSounds: false,
    disableRemoteMute: false,
    hideConferenceSubject: false,
    hideConferenceTimer: false,
    hideParticipantsStats: false,
  },
} as const;
export type MeetingType = (typeof MEETING.types)[number];
export type MeetingStatus = (typeof MEETING.statuses)[number];
export type MeetingRole = (typeof MEETING.roles)[number];
export type MeetingToolbarButton = (typeof MEETING.toolbarButtons)[number];
export type MeetingConferenceSetting = keyof typeof MEETING.conferenceDefaults;

/** The roles every zone and channel has; they cannot be removed. Custom roles may be added. */
export const ROLE_CODES = ['OWNER', 'MODERATOR', 'USER'] as const;
export type BuiltInRoleCode = (typeof ROLE_CODES)[number];
/** Any role code: a built-in one or a custom one (CUSTOM_ROLE). */
export type RoleCode = string;

/** Custom role codes: upper-case letters, digits and '_', starting with a letter. */
export const CUSTOM_ROLE = {
  codeMin: 3,
  codeMax: 24,
  codePattern: /^[A-Z][A-Z0-9_]*$/,
  /** Not in the spec: at most this many roles in one zone or channel, built-in ones included. */
  maxRoles: 12,
} as const;

export function isBuiltInRole(code: string): code is BuiltInRoleCode {
  return (ROLE_CODES as readonly string[]).includes(code);
}

/** The flags of a channel role (spec 02 §6); a zone role adds canCreateChannel. */
export const CHANNEL_PERMISSION_KEYS = ['canInvite', 'canDelete', 'canEdit', 'canManageRole'] as const;
export const ZONE_PERMISSION_KEYS = ['canCreateChannel', ...CHANNEL_PERMISSION_KEYS] as const;
export type ChannelPermissionKey = (typeof CHANNEL_PERMISSION_KEYS)[number];
export type ZonePermissionKey = (typeof ZONE_PERMISSION_KEYS)[number];

/**
 * Not in the spec: the permissions a new zone's roles start with. OWNER holds every flag and is
 * locked; a MODERATOR runs the place day to day; a USER may bring people in.
 */
export const DEFAULT_ZONE_PERMISSIONS: Record<BuiltInRoleCode, Record<ZonePermissionKey, boolean>> = {
  OWNER: { canCreateChannel: true, canInvite: true, canDelete: true, canEdit: true, canManageRole: true },
  MODERATOR: { canCreateChannel: true, canInvite: true, canDelete: false, canEdit: true, canManageRole: true },
  USER: { canCreateChannel: false, canInvite: true, canDelete: false, canEdit: false, canManageRole: false },
};

export const DEFAULT_CHANNEL_PERMISSIONS: Record<BuiltInRoleCode, Record<ChannelPermissionKey, boolean>> = {
  OWNER: { canInvite: true, canDelete: true, canEdit: true, canManageRole: true },
  MODERATOR: { canInvite: true, canDelete: false, canEdit: true, canManageRole: true },
  USER: { canInvite: true, canDelete: false, canEdit: false, canManageRole: false },
};

export const INVITATION_TYPES = ['ZONE', 'CHANNEL', 'CONTACT'] as const;
export const INVITATION_RESPONSES = ['ACCEPTED', 'REJECTED'] as const;

export const MEMBERSHIP_LIMIT_KEYS = [
  'channelCount',
  'meetingCount',
  'meetingDurationMinutes',
  'meetingMaxParticipants',
  'streamCount',
  'streamMeeting',
  'streamingStudioCount',
  'videoSizeKb',
  'webinarCount',
  'zoneCount',
] as const;
export type MembershipLimitKey = (typeof MEMBERSHIP_LIMIT_KEYS)[number];

/**
 * Membership plans. The product is in alpha and takes no payments: every user starts on the free
 * plan and the super admin may move a user to another. The spec does not give the values.
 */
export const MEMBERSHIP_PLANS = {
  free: {
    name: 'Free',
    limits: {
      channelCount: 10,
      meetingCount: 20,
      meetingDurationMinutes: 60,
      meetingMaxParticipants: 10,
      streamCount: 5,
      streamMeeting: 1,
      streamingStudioCount: 1,
      videoSizeKb: 512 * 1024,
      webinarCount: 1,
      zoneCount: 3,
    },
  },
  creator: {
    name: 'Creator',
    limits: {
      channelCount: 50,
      meetingCount: 200,
      meetingDurationMinutes: 240,
      meetingMaxParticipants: 50,
      streamCount: 50,
      streamMeeting: 5,
      streamingStudioCount: 5,
      videoSizeKb: 4 * 1024 * 1024,
      webinarCount: 10,
      zoneCount: 10,
    },
  },
  studio: {
    name: 'Studio',
    limits: {
      channelCount: 500,
      meetingCount: 2000,
      meetingDurationMinutes: 720,
      meetingMaxParticipants: 200,
      streamCount: 500,
      streamMeeting: 20,
      streamingStudioCount: 20,
      videoSizeKb: 16 * 1024 * 1024,
      webinarCount: 100,
      zoneCount: 50,
    },
  },
} as const satisfies Record<string, { name: string; limits: Record<MembershipLimitKey, number> }>;
export type MembershipPlanCode = keyof typeof MEMBERSHIP_PLANS;
export const MEMBERSHIP_PLAN_CODES = Object.keys(MEMBERSHIP_PLANS) as MembershipPlanCode[];
export const DEFAULT_MEMBERSHIP_PLAN: MembershipPlanCode = 'free';
