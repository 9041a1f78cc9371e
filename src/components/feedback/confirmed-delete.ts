import { toApiError, type ApiError } from '@/lib/api-error';
import { feedback, type ConfirmOptions, type DialogOptions } from './feedback-store';

/** How a confirmed delete reports its failure. */
export interface DeleteFailure {
  /** the text, from the API error (default: the server's message, else the status text) */
  text?: (error: ApiError) => string;
  /** a toast (default), or an alert with this title */
  alertTitle?: string;
}

export interface ConfirmedDeleteOptions {
  /** the question (Yes / No) */
  confirm: ConfirmOptions;
  /** the call */
  remove: () => Promise<unknown>;
  /** after success: a toast with this text, or an alert */
  success: string | DialogOptions;
  failure?: DeleteFailure;
}

const serverText = (error: ApiError) => error.message || error.statusText;

/**
 * The one delete flow (A §8, B §8, C §8): ask, call, then a success notice or the failure with the server's
 * message. Resolves true when the record was deleted; a failure never throws.
 *
 * @example
 * const deleted = await confirmedDelete({
 *   confirm: { title: t('jobs.delete.title'), text: t('jobs.delete.confirm') },
 *   remove: () => remove.mutateAsync(job.Id),
 *   success: t('jobs.delete.success'),
 *   failure: { text: (e) => e.message || t('jobs.delete.error') },
 * });
 */
export async function confirmedDelete({
  confirm,
  remove,
  success,
  failure = {},
}: ConfirmedDeleteOptions): Promise<boolean> {
  if (!(await feedback.confirm(confirm))) return false;
  try {
    await remove();
  } catch (e) {
    const text = (failure.text ?? serverText)(toApiError(e));
    if (failure.alertTitle !== undefined) await feedback.alert({ title: failure.alertTitle, text });
    else feedback.notify.error(text);
    return false;
  }
  if (typeof success === 'string') feedback.notify.success(success);
  else await feedback.alert(success);
  return true;
}
