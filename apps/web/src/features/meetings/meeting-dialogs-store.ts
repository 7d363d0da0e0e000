import type { MeetingType } from '@plaza/contract';
import { create } from 'zustand';

/** The planned kinds the Plan a meeting dialog makes (Meet now is `instant`, a layer of its own). */
export type PlannedMeetingType = Exclude<MeetingType, 'instant'>;

/** Which meeting layer is open (spec 02 §4: the layers for Meet now and Plan a meeting open and close). */
type MeetingLayer = { layer: 'none' } | { layer: 'meetNow' } | { layer: 'plan'; type: PlannedMeetingType };

interface MeetingDialogsState {
  open: MeetingLayer;
  openMeetNow: () => void;
  openPlan: (type: PlannedMeetingType) => void;
  close: () => void;
}

export const useMeetingDialogs = create<MeetingDialogsState>((set) => ({
  open: { layer: 'none' },
  openMeetNow: () => set({ open: { layer: 'meetNow' } }),
  openPlan: (type) => set({ open: { layer: 'plan', type } }),
  close: () => set({ open: { layer: 'none' } }),
}));

/** Opens Meet now (the sidebar, the Add content dialog). */
export const openMeetNow = () => useMeetingDialogs.getState().openMeetNow();

/** Opens the Plan a meeting dialog with the kind preset (the Add content dialog's tiles). */
export const openPlanMeeting = (type: PlannedMeetingType = 'planned') => useMeetingDialogs.getState().openPlan(type);
