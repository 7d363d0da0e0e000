import type { NotificationData } from '@mantine/notifications';
import { onDemand } from './on-demand';
import { TIMING } from './presentation';

/** The toast stack: loaded and mounted with the first toast (a toast shown meanwhile waits for it). */
export const toastHost = onDemand();

/** Shows a toast once the toast stack is there. */
export function showToast(toast: NotificationData): void {
  void toastHost
    .request()
    .then(() => import('@mantine/notifications'))
    .then(({ notifications }) => notifications.show(toast));
}

/** An error toast (spec 01 §8). The same text shown twice at once appears once. */
export function showErrorToast(text: string): void {
  showToast({ id: `error:${text}`, color: 'red', title: 'Error', message: text, autoClose: TIMING.toastMs });
}

export function showSuccessToast(text: string): void {
  showToast({ color: 'teal', message: text, autoClose: TIMING.toastMs });
}
