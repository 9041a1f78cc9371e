import { toApiError } from '@/lib/api-error';
import { feedback } from './feedback-store';

/**
 * A failed save as an error toast with the status text (A §8). When the server says more than its status text (a
 * 400's message, e.g. which lot lacks its code), that message is the toast's text and the status text its title;
 * otherwise the status text alone, or `fallback` when there is none.
 */
export function notifySaveError(error: unknown, fallback: string): void {
  const e = toApiError(error);
  const statusText = e.statusText.trim();
  const message = e.message.trim();
  if (message && message !== statusText) {
    feedback.notify.error(message, statusText ? { title: statusText } : undefined);
  } else {
    feedback.notify.error(statusText || fallback);
  }
}
