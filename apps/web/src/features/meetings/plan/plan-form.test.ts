import { MEETING, meetingCreateBody } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import {
  configDifferences,
  initialPlanValues,
  planBody,
  planRecords,
  withInvited,
  withLiveStream,
  withoutInvited,
  withPlanForLater,
  withPublic,
  withRecord,
  withStart,
  withToolbarButton,
} from './plan-form';
import { PLAN_TABS, SAVE_STEP, firstTabWithError, movePlanStep } from './plan-steps';
import { savedConfig } from '../testing/meeting-fixture';

const saved = savedConfig;
const fresh = () => initialPlanValues(saved, 'Europe/Istanbul');
const channelId = '00000000-0000-4000-8000-000000000001';
const member = (n: number) => ({
  id: `00000000-0000-4000-8000-00000000001${n}`,
  fullName: `Member ${n}`,
  userName: `member${n}`,
  displayPhoto: null,
});

describe('the Plan a meeting form', () => {
  it('starts from the saved settings, starting now, and sends no dates then', () => {
    const values = fresh();
    expect(values.joinLinkExpiryAsHours).toBe(24);
    expect(values.toolbarButtons).toEqual(MEETING.defaultToolbarButtons);
    const body = planBody(values, 'planned');
    expect(body).toMatchObject({ planForLater: false, startDate: undefined, endDate: undefined, type: 'planned' });
    expect(configDifferences(values, saved)).toEqual([]);
  });

  it('planned for later starts now and ends two hours later, rounded up to the half hour; off clears both', () => {
    // 16:07 UTC is 19:07 in Istanbul.
    const on = withPlanForLater(fresh(), true, Date.parse('2026-11-28T16:07:00Z'));
    expect([on.startDay, on.startTime, on.endDay, on.endTime]).toEqual(['2026-11-28', '19:30', '2026-11-28', '21:30']);
    expect(planBody(on, 'planned')).toMatchObject({
      startDate: '2026-11-28T19:30:00+03:00',
      endDate: '2026-11-28T21:30:00+03:00',
      timeZone: 'Europe/Istanbul',
    });
    const off = withPlanForLater(on, false, Date.now());
    expect([off.startDay, off.startTime, off.endDay, off.endTime]).toEqual(['', '', '', '']);
  });

  it('moves the end two hours after a start that passed it', () => {
    const on = withPlanForLater(fresh(), true, Date.parse('2026-11-28T16:07:00Z'));
    const later = withStart(on, '2026-11-30', '23:00');
    expect([later.endDay, later.endTime]).toEqual(['2026-12-01', '01:00']);
    const earlier = withStart(on, '2026-11-28', '20:00');
    expect([earlier.endDay, earlier.endTime]).toEqual(['2026-11-28', '21:30']);
  });

  it('keeps to the plan’s longest meeting: a shorter default, and an end moved back within it', () => {
    const on = withPlanForLater(fresh(), true, Date.parse('2026-11-28T16:07:00Z'), 60);
    expect([on.startTime, on.endTime]).toEqual(['19:30', '20:30']);
    const planned = { ...on, endTime: '23:00' };
    expect(withStart(planned, '2026-11-28', '20:00', 60).endTime).toBe('21:00');
    expect(withStart(planned, '2026-11-28', '22:30', 60).endTime).toBe('23:00');
  });

  it('records only on the plans that include recording', () => {
    expect(['free', 'creator', 'studio'].map(planRecords)).toEqual([false, true, true]);
  });

  it('clears the channel whenever public changes', () => {
    const inChannel = { ...fresh(), channelId };
    expect(withPublic(inChannel, true)).toMatchObject({ public: true, channelId: '' });
    expect(withPublic({ ...inChannel, public: true }, false)).toMatchObject({ public: false, channelId: '' });
  });

  it('turns recording off with live streaming on, and live streaming off with recording on', () => {
    const recording = withRecord(fresh(), true);
    expect(recording).toMatchObject({ record: true, liveStream: false });
    const streaming = withLiveStream(recording, true);
    expect(streaming).toMatchObject({ liveStream: true, record: false });
    expect(withRecord(streaming, true)).toMatchObject({ record: true, liveStream: false });
    // Turning one off leaves the other as it is.
    expect(withLiveStream(withRecord(fresh(), true), false)).toMatchObject({ record: true, liveStream: false });
  });

  it('adds each member once and removes them', () => {
    const once = withInvited(withInvited(fresh(), member(1)), member(1));
    const twice = withInvited(once, member(2));
    expect(twice.invited.map((m) => m.fullName)).toEqual(['Member 1', 'Member 2']);
    expect(planBody(twice, 'planned').invitationIds).toEqual([member(1).id, member(2).id]);
    expect(withoutInvited(twice, member(1).id).invited.map((m) => m.fullName)).toEqual(['Member 2']);
  });

  it('finds a difference from the saved settings in privacy, expiry, toolbar or conference, and none in toolbar order', () => {
    expect(configDifferences(withRecord(fresh(), true), saved)).toEqual([{ label: 'Record', value: 'On' }]);
    expect(configDifferences({ ...fresh(), joinLinkExpiryAsHours: 6 }, saved)).toEqual([
      { label: 'Meeting link expiry', value: '6 hours' },
    ]);
    expect(configDifferences(withToolbarButton(fresh(), 'raisehand', false), saved)).toEqual([
      { label: 'Raise hand button', value: 'Hidden' },
    ]);
    const muted = { ...fresh(), conference: { ...fresh().conference, startWithAudioMuted: true } };
    expect(configDifferences(muted, saved)).toEqual([{ label: 'Start with audio muted', value: 'On' }]);
    const shuffled = { ...fresh(), toolbarButtons: [...fresh().toolbarButtons].reverse() };
    expect(configDifferences(shuffled, saved)).toEqual([]);
    // The title, dates and invitees are this meeting's own: no difference.
    expect(configDifferences(withInvited({ ...fresh(), title: 'x' }, member(1)), saved)).toEqual([]);
  });

  it('keeps the toolbar in the spec’s order when a button comes back', () => {
    const without = withToolbarButton(fresh(), 'microphone', false);
    expect(withToolbarButton(without, 'microphone', true).toolbarButtons).toEqual(MEETING.defaultToolbarButtons);
  });

  it('is refused by the contract with its message for a title over 64, and passes at 64', () => {
    const long = planBody({ ...fresh(), title: 'x'.repeat(MEETING.titleMax + 1) }, 'planned');
    const refused = meetingCreateBody.safeParse(long);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['title', `Title: Please enter up to ${MEETING.titleMax} characters long`],
    ]);
    expect(meetingCreateBody.safeParse(planBody({ ...fresh(), title: 'x'.repeat(64) }, 'planned')).success).toBe(true);
  });

  it('sends dates the contract accepts when planned for later, also in a zone 45 minutes off the hour', () => {
    const kathmandu = withPlanForLater(initialPlanValues(saved, 'Asia/Kathmandu'), true, Date.now());
    const parsed = meetingCreateBody.safeParse(planBody({ ...kathmandu, title: 'Standup' }, 'webinar'));
    expect(parsed.success).toBe(true);
  });
});

describe('the Plan a meeting steps', () => {
  it('count from 0 and go forward, back or to an index, within the tabs and the save step', () => {
    expect(PLAN_TABS).toEqual(['Details', 'Invite', 'Privacy', 'More']);
    expect(SAVE_STEP).toBe(4);
    expect(movePlanStep(0, { to: 'forward' })).toBe(1);
    expect(movePlanStep(0, { to: 'back' })).toBe(0);
    expect(movePlanStep(SAVE_STEP, { to: 'back' })).toBe(3);
    expect(movePlanStep(SAVE_STEP, { to: 'forward' })).toBe(SAVE_STEP);
    expect(movePlanStep(3, { to: 'index', index: 1 })).toBe(1);
  });

  it('go to the first tab holding a field the contract refused', () => {
    expect(firstTabWithError(['record', 'title'])).toBe(0);
    expect(firstTabWithError(['config.toolbarButtons'])).toBe(3);
    expect(firstTabWithError(['public'])).toBe(2);
    expect(firstTabWithError(['invitationIds.0'])).toBe(1);
    expect(firstTabWithError([])).toBeNull();
  });
});
