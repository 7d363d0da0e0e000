import { describe, expect, it } from 'vitest';
import { API_VERSION, CHANNEL, LISTS, MEETING, PHOTO, POST, SESSION, USER, ZONE } from './limits.js';
import { CALL } from './limits-call.js';
import { FOLDER } from './limits-social.js';

describe('spec 01 §9 constants', () => {
  it('bounds usernames and passwords', () => {
    expect([USER.userNameMin, USER.userNameMax, USER.initialUserNameMin, USER.passwordMin]).toEqual([4, 16, 6, 6]);
  });

  it('accepts only letters, digits and underscores in a username', () => {
    expect(USER.userNamePattern.test('Ada_99')).toBe(true);
    for (const bad of ['ada-99', 'ada 99', 'ada.99', 'adá', ''])
      expect(USER.userNamePattern.test(bad), bad).toBe(false);
  });

  it('keeps the session length and API version', () => {
    expect(SESSION.cookieDays).toBe(30);
    expect(API_VERSION).toBe('v1');
  });

  it('keeps the loading placeholder count', () => {
    expect(LISTS.loadingPlaceholders).toBe(30);
  });

  it('accepts the photo types of the spec, one file', () => {
    expect(PHOTO.extensions).toEqual(['jpg', 'jpeg', 'png', 'bmp', 'svg']);
    expect(PHOTO.maxFiles).toBe(1);
  });
});

describe('spec 02 §9 constants', () => {
  it('bounds zones, channels, videos, folders and meetings', () => {
    expect(ZONE).toMatchObject({ nameMin: 3, nameMax: 32, subdomainMin: 3, subdomainMax: 32, descriptionMax: 256 });
    expect(CHANNEL).toEqual({ nameMin: 3, nameMax: 32, descriptionMax: 256 });
    expect([POST.titleMax, POST.descriptionMax, FOLDER.nameMax, MEETING.titleMax]).toEqual([64, 4096, 32, 64]);
  });

  it('accepts lowercase letters, digits and inner hyphens in a zone subdomain', () => {
    for (const ok of ['abc', 'my-zone', 'zone-2', 'a1']) expect(ZONE.subdomainPattern.test(ok), ok).toBe(true);
    for (const bad of ['-zone', 'zone-', 'My-Zone', 'my_zone', 'my zone', 'çay', '']) {
      expect(ZONE.subdomainPattern.test(bad), bad).toBe(false);
    }
  });

  it('accepts the six video types', () => {
    expect(POST.videoMimeTypes).toEqual([
      'video/3gpp',
      'video/mp4',
      'video/quicktime',
      'video/webm',
      'video/x-flv',
      'video/mpeg',
    ]);
  });

  it('keeps the meeting options', () => {
    expect(MEETING.linkExpiryHours).toEqual([1, 3, 6, 12, 24, 48]);
    expect(MEETING.linkExpiryDefaultHours).toBe(24);
    expect(MEETING.linkExpiryHours).toContain(MEETING.linkExpiryDefaultHours);
    expect([MEETING.planForLaterHours, MEETING.roundMinutes]).toEqual([2, 30]);
    expect([MEETING.startBoundDays, MEETING.endBoundDays]).toEqual([30, 90]);
    expect(CALL.videoResolution).toBe(320);
  });

  it('keeps the list sizes', () => {
    expect(LISTS).toMatchObject({
      searchStep: 6,
      invitationsShown: 5,
      invitationsExpanded: 30,
      notificationsShown: 5,
      notificationsPage: 30,
      notificationsPageSmall: 10,
      suggestionsShown: 3,
      memberPreview: 3,
      feedSideList: 30,
      chatPage: 50,
      chatMessageDefault: 30,
      invitationsPage: 30,
      userSearchSuggestions: 6,
      unseenBadgeMax: 9,
    });
  });
});
