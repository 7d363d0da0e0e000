/**
 * The web app's presentation constants of spec 01 §9 and spec 02 §9: sizes, timings, formats and
 * the pages of its settings, support and search screens. The server reads none of them.
 */

export const TIMING = {
  userNameCheckDebounceMs: 300,
  contactSearchDebounceMs: 300,
  inviteUserSearchDebounceMs: 300,
  toastMs: 5000,
  chatSendFailureToastMs: 1000,
  typingThrottleMs: 700,
  typingIndicatorMs: 2000,
  zoneDeleteRedirectMs: 1000,
  /**
   * A call's media path broken this long restarts ICE (the caller offers afresh). Chromium calls a
   * path 'failed' only about 10 s after 'disconnected', most of the time a call may take to come back.
   */
  callIceRestartAfterMs: 2000,
  /**
   * Not in the spec: how often the Go live dialog asks whether the prepared post went live while the
   * socket is down (connected, it hears `live_started`).
   */
  goLiveFallbackPollMs: 15_000,
  /** Not in the spec: a live viewer this far behind the live edge is offered "Jump to live". */
  behindLiveSeconds: 10,
  /** Not in the spec: how often a live player checks how far behind the live edge it is. */
  liveEdgeCheckMs: 1000,
} as const;

export const LAYOUT = {
  contentMaxWidth: 1620,
  sidebarCollapsed: 135,
  sidebarExpanded: 235,
  rightPanel: 400,
  topBar: 140,
  photoPreview: 276,
  invitationPanelMaxHeight: 472,
  selectedZoneListMaxHeight: 180,
  callCardWidth: 400,
  callDialogWidth: 916,
  /** The spec's "small size" mobile breakpoint (Mantine's `sm`). */
  mobileBreakpoint: 'sm',
} as const;

export const DATE_FORMAT = 'DD/MM/YYYY';

/** Shown in the terms and the privacy page. */
export const MIN_AGE = 13;

export const SETTINGS_PAGES = [
  'personal-settings',
  'password-settings',
  'channel',
  'zone',
  'apiManagement',
  'membership',
  /** Not in the spec (issue 22): the RTMP server, the stream key and OBS settings for going live. */
  'streaming',
  /** Not in the spec: the super admin's list of reported posts. */
  'moderation',
  /** Not in the spec: the super admin's outbox and the members still to verify. */
  'outgoing-mail',
] as const;

export const SUPPORT_PAGES = ['about-us', 'privacy-policy', 'terms-and-conditions', 'faq'] as const;

export const SEARCH_SCOPES = ['post', 'channel', 'zone', 'profile'] as const;
