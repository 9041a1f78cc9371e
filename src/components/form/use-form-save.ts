import { useCallback, useMemo, useRef, useState, type BaseSyntheticEvent } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toApiError, type ApiError } from '@/lib/api-error';
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
}

export interface FormSave<TValues> {
  /** The form's submit handler: validates, then saves once (a second submit while saving does nothing). */
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** Saves values already validated; resolves true when saved. */
  run: (values: TValues) => Promise<boolean>;
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
}: UseFormSaveOptions<TFieldValues, TContext, TValues, TResult>): FormSave<TValues> {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  // a ref, not the state: a second click in the same tick must already see the first
  const running = useRef(false);
  const latest = useRef({ save, success, onError, errorText, onSaved, close, draft });
  latest.current = { save, success, onError, errorText, onSaved, close, draft };

  const run = useCallback(
    async (values: TValues): Promise<boolean> => {
      if (running.current) return false;
      running.current = true;
      setSaving(true);
      const options = latest.current;
      try {
        const result = await options.save(values);
        options.draft?.clear();
        if (options.success) feedback.notify.success(options.success);
        options.onSaved?.(result);
        options.close?.();
        return true;
      } catch (e) {
        const failure = toApiError(e);
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
