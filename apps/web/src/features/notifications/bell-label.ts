/** 'Notifications (3 new)': the bell's name, with what its badge shows. */
export function bellLabel(unviewedCount: number): string {
  return unviewedCount > 0 ? `Notifications (${unviewedCount} new)` : 'Notifications';
}
