import { describe, expect, it } from 'vitest';
import { DATE_FORMAT, LAYOUT, MIN_AGE, TIMING } from './presentation';

describe('presentation constants of spec 01 §9 and spec 02 §9', () => {
  it('keeps the debounces, toast and typing timings', () => {
    const { userNameCheckDebounceMs, contactSearchDebounceMs, inviteUserSearchDebounceMs } = TIMING;
    expect([userNameCheckDebounceMs, contactSearchDebounceMs, inviteUserSearchDebounceMs]).toEqual([300, 300, 300]);
    expect([TIMING.toastMs, TIMING.chatSendFailureToastMs, TIMING.zoneDeleteRedirectMs]).toEqual([5000, 1000, 1000]);
    expect([TIMING.typingThrottleMs, TIMING.typingIndicatorMs]).toEqual([700, 2000]);
  });

  it('keeps the layout sizes, date format and minimum age', () => {
    const { contentMaxWidth, sidebarCollapsed, sidebarExpanded, rightPanel, topBar, photoPreview } = LAYOUT;
    expect([contentMaxWidth, sidebarCollapsed, sidebarExpanded, rightPanel, topBar, photoPreview]).toEqual([
      1620, 135, 235, 400, 140, 276,
    ]);
    const { invitationPanelMaxHeight, selectedZoneListMaxHeight, callCardWidth, callDialogWidth } = LAYOUT;
    expect([invitationPanelMaxHeight, selectedZoneListMaxHeight, callCardWidth, callDialogWidth]).toEqual([
      472, 180, 400, 916,
    ]);
    expect(DATE_FORMAT).toBe('DD/MM/YYYY');
    expect(MIN_AGE).toBe(13);
  });
});
