import type { ApiError } from '@/lib/api-error';
import { feedback } from '@/components/feedback';

/** A failed save of a reference record: the screen's message (B §8) as the title, the server's reason as text. */
export function notifySaveFailure(message: string, error: ApiError): void {
  const reason = error.message.trim();
  if (reason && reason !== message) feedback.notify.error(reason, { title: message });
  else feedback.notify.error(message);
}
