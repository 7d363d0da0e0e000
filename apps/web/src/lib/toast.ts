import { TIMING } from './presentation';
import { notifications } from '@mantine/notifications';

/** An error toast (spec 01 §8). The same text shown twice at once appears once. */
export function showErrorToast(text: string): void {
  notifications.show({ id: `error:${text}`, color: 'red', title: 'Error', message: text, autoClose: TIMING.toastMs });
}

export function showSuccessToast(text: string): void {
  notifications.show({ color: 'teal', message: text, autoClose: TIMING.toastMs });
}
