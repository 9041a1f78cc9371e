import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useFormDraft, useFormSave } from '@/components/form';
import { notifySaveFailure } from '../save-error';

/** What every reference form dialog takes from its list page. */
export interface ReferenceDialogProps {
  show: boolean;
  onHide: () => void;
}

export interface UseReferenceFormOptions<TInput extends FieldValues, TValues, TResult> {
  /** the form's zod schema */
  schema: z.ZodType<TValues, TInput>;
  /** the draft id of the form (its `…-draft.ts`) */
  formId: string;
  /** the record being edited; null or left out for a new one */
  recordId?: number | null;
  /** the record's values, or the empty form's (what the form opens with and Discard goes back to) */
  savedValues: TInput & DefaultValues<TInput>;
  /** whether the form is on screen: the dialog's `show` (and, for a record read first, that it is read) */
  active: boolean;
  /** the create or update call */
  save: (values: TValues) => Promise<TResult>;
  /** the success toast ('Material save successfully', B §8) */
  success: string;
  /** the failure's title ('Error while saving Color', B §8); the server's reason is its text */
  saveError: string;
  /** the dialog's onHide: called after a save */
  onHide: () => void;
}

/**
 * The form of a reference dialog (B §2, B §8): react-hook-form validated by the schema, its draft (kept over a
 * reload or a sign-in, `useFormDraft`) and its save: the success toast and the dialog closed, or the screen's
 * failure message with the server's reason (`notifySaveFailure`) and the dialog left open.
 *
 * @example
 * const { form, draft, save } = useReferenceForm({ schema: colorSchema, formId: COLOR_FORM_ID,
 *   recordId: color?.Id, savedValues, active: show, save: (values) => create.mutateAsync(values),
 *   success: t('referenceData.colors.saveSuccess'), saveError: t('referenceData.colors.saveError'), onHide });
 */
export function useReferenceForm<TInput extends FieldValues, TValues, TResult>({
  schema,
  formId,
  recordId,
  savedValues,
  active,
  save,
  success,
  saveError,
  onHide,
}: UseReferenceFormOptions<TInput, TValues, TResult>) {
  const form = useForm<TInput, unknown, TValues>({
    resolver: zodResolver(schema),
    defaultValues: savedValues,
  });
  const draft = useFormDraft({ formId, recordId, form, savedValues, active });
  const formSave = useFormSave({
    form,
    draft,
    save,
    success,
    onError: (e) => notifySaveFailure(saveError, e),
    close: onHide,
  });
  return { form, draft, save: formSave };
}
