/**
 * The Plan a meeting dialog's steps (spec 02 §4): counted from 0, the four tabs and then the
 * save-configuration step, reached only when the settings differ from the saved ones.
 */
export const PLAN_TABS = ['Details', 'Invite', 'Privacy', 'More'] as const;
export const SAVE_STEP = PLAN_TABS.length;

export type PlanStepMove = { to: 'forward' } | { to: 'back' } | { to: 'index'; index: number };

/** The step after a move; never before the first or past the save step. */
export function movePlanStep(step: number, move: PlanStepMove): number {
  const next = move.to === 'forward' ? step + 1 : move.to === 'back' ? step - 1 : move.index;
  return Math.min(Math.max(next, 0), SAVE_STEP);
}

/** The tab that holds a field the contract refused ('config.toolbarButtons' → More). */
export function tabOfField(path: string): number {
  const field = path.split('.')[0] ?? '';
  if (field === 'invitationIds') return 1;
  if (['public', 'channelId', 'liveStream', 'record'].includes(field)) return 2;
  if (['config', 'joinLinkExpiryAsHours'].includes(field)) return 3;
  return 0;
}

/** The first tab, in tab order, holding one of the refused fields. */
export function firstTabWithError(paths: readonly string[]): number | null {
  const tabs = paths.map(tabOfField);
  return tabs.length > 0 ? Math.min(...tabs) : null;
}
