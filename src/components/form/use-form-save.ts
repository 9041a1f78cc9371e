import { useCallback, useEffect, useMemo, useRef, useState, type BaseSyntheticEvent } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError, toApiError } from '@/lib/api-error';
import { browserOffline } from '@/lib/connection';
import { feedback, notifySaveError } from '@/components/feedback';
import type { FormDraft } from './use-form-draft';

export interface UseFormSaveOptions<TFieldValues extends FieldValues, TContext, TValues, TResult> {
  form: UseFormReturn<TFieldValues, TContext, TValues>;
  /** The call that saves the validated values; a rejection is the failure. */
  save: (values: TValues) => Promise<TResult>;
  /** The success notice (a toast); none when left out. */
  success?: string;
  /**
   * Shows a failure, replacing the default: an error toast with the server's message and the status text
   * (A §8), or `errorText` when the server says nothing. A 401 is not shown: the user is being sent to sign in.
   */
  onError?: (error: ApiError) => unknown;
  /** The default toast's text when the server says nothing. */
  errorText?: string;
  /** After the success notice: e.g. tell the parent what was saved. */
  onSaved?: (result: TResult) => void;
  /** After `onSaved`: a dialog's `onHide` (a failed save leaves the form open). */
  close?: () => void;
  /** The form's draft: forgotten once saved (kept on a failure). */
  draft?: FormDraft;
  /**
   * The save can be sent twice without making two records (an update, or a POST that stores the job's one order):
   * after a save whose answer was lost the form asks nothing before the next. Otherwise a POST whose answer never
   * came back may have created a record, and the next save asks first.
   */
  repeatable?: boolean;
}

export interface FormSave<TValues> {
  /** The form's submit handler: validates, then saves once (a second submit while saving does nothing). */
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  /**
   * Saves values already validated; resolves true when saved. `check`, a question or a look at the server before
   * the save ("Same work log?", "PO Amount is empty"), runs under the same one-at-a-time guard, so a double click
   * asks once and saves once; false stops the save.
   */
  run: (values: TValues, check?: () => Promise<boolean>) => Promise<boolean>;
  saving: boolean;
}

/**
 * What every create and edit form does on save (issue 10 §4): no double submit, the success notice, on failure
 * the server's message (or the screen's own, through `onError`) with the form left open and every value kept,
 * and after success the draft forgotten, `onSaved` and `close` (the dialog's onHide). See `useFormDraft` for an
 * example with FormDialog.
 *
 * @example
 * const save = useFormSave({ form, draft, save: (v) => update.mutateAsync(v), success: t('x.saved'),
 *   onError: (e) => feedback.alert({ title: t('x.errorTitle'), text: e.message }), close: onHide });
 * <form onSubmit={(e) => void save.submit(e)}>…<Button type="submit" disabled={save.saving}>Save</Button></form>
 */
export function useFormSave<TFieldValues extends FieldValues, TContext, TValues, TResult>({
  form,
  save,
  success,
  onError,
  errorText,
  onSaved,
  close,
  draft,
  repeatable = false,
}: UseFormSaveOptions<TFieldValues, TContext, TValues, TResult>): FormSave<TValues> {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  // a ref, not the state: a second click in the same tick must already see the first
  const running = useRef(false);
  // a create whose answer never came back (the connection dropped after sending) may have been stored: the next
  // save asks before sending it again, so that a retry does not make a second record
  const unanswered = useRef(false);
  // a form reset (a dialog opened again for another record, changes discarded) starts a new record: nothing to ask
  const { isSubmitted } = form.formState;
  useEffect(() => {
    if (!isSubmitted) unanswered.current = false;
  }, [isSubmitted]);
  const latest = useRef({ save, success, onError, errorText, onSaved, close, draft, repeatable });
  latest.current = { save, success, onError, errorText, onSaved, close, draft, repeatable };

  const run = useCallback(
    async (values: TValues, check?: () => Promise<boolean>): Promise<boolean> => {
      if (running.current) return false;
      running.current = true;
      const options = latest.current;
      let offline = false;
      try {
        if (check && !(await check())) return false;
        if (unanswered.current) {
          const again = await feedback.confirm({
            title: t('common.formDialog.unanswered.title'),
            text: t('common.formDialog.unanswered.confirm'),
            yesLabel: t('common.formDialog.unanswered.saveAgain'),
            noLabel: t('common.formDialog.cancel'),
          });
          if (!again) return false;
          // asked once: a save the server answers (saved, or refused with its reason) asks nothing more
          unanswered.current = false;
        }
        setSaving(true);
        // with no connection the call fails at once without leaving the browser: nothing can have been saved
        offline = browserOffline();
        const result = await options.save(values);
        options.draft?.clear();
        if (options.success) feedback.notify.success(options.success);
        options.onSaved?.(result);
        options.close?.();
        return true;
      } catch (e) {
        let failure = toApiError(e);
        if (failure.isNetworkError && failure.method === 'post' && !options.repeatable && !offline) {
          unanswered.current = true;
          failure = new ApiError({
            status: failure.status,
            statusText: failure.statusText,
            message: t('common.formDialog.unanswered.failed'),
            isNetworkError: true,
            method: failure.method,
          });
        }
        if (failure.status !== 401) {
          if (options.onError) await options.onError(failure);
          else notifySaveError(failure, options.errorText ?? t('common.formDialog.saveError'));
        }
        return false;
      } finally {
        running.current = false;
        setSaving(false);
      }
    },
    [t],
  );

  const { handleSubmit } = form;
  const submit = useMemo(() => {
    const validated = handleSubmit(async (values) => {
      await run(values);
    });
    return async (event?: BaseSyntheticEvent) => {
      if (running.current) {
        event?.preventDefault();
        return;
      }
      await validated(event);
    };
  }, [handleSubmit, run]);

  return { submit, run, saving };
}
