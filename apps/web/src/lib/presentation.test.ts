import { describe, expect, it } from 'vitest';
import { DATE_FORMAT, LAYOUT, MIN_AGE, TIMING } from './presentation';

describe('presentation constants of spec 01 §9 and spec 02 §9', () => {
  it('keeps the timings', () => {
    expect(TIMING).toEqual({
      userNameCheckDebounceMs: 300,
      contactSearchDebounceMs: 300,
      inviteUserSearchDebounceMs: 300,
      toastMs: 5000,
      chatSendFailureToastMs: 1000,
      typingThrottleMs: 700,
      typingIndicatorMs: 2000,
      zoneDeleteRedirectMs: 1000,
    });
  });

  it('keeps the layout sizes, date format and minimum age', () => {
    expect(LAYOUT).toMatchObject({
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
    });
    expect(DATE_FORMAT).toBe('DD/MM/YYYY');
    expect(MIN_AGE).toBe(13);
  });
});
