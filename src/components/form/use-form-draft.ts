import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { draftFormName, drafts, sameValues, type DraftRecordId } from '@/lib/drafts';
import { feedback } from '@/components/feedback';

export interface UseFormDraftOptions<TFieldValues extends FieldValues, TContext, TTransformed> {
  /** Which form, with the context it belongs to when that matters: `'job'`, `` `jobSite/builder-${id}` ``. */
  formId: string;
  /** The record being edited; null or left out for a new one. */
  recordId?: DraftRecordId;
  form: UseFormReturn<TFieldValues, TContext, TTransformed>;
  /** The saved values (the record's, or the empty form's): what the form opens with and Discard goes back to. */
  savedValues: TFieldValues;
  /** Whether the form is on screen (a dialog's `show`); the form is reset each time it opens. Default true. */
  active?: boolean;
  /** Fields never written to storage (passwords): a restored draft has their saved values. */
  exclude?: readonly Path<TFieldValues>[];
}

/** The draft of an open form, as `useFormDraft` returns it. */
export interface FormDraft {
  /** True when values from an earlier visit (before a reload or a sign-in) were put back into the form. */
  restored: boolean;
  /** True while the form's values differ from its saved values. */
  hasChanges: boolean;
  /** The same as `hasChanges`, read at the moment of the call (event handlers, navigation checks). */
  isDirty(): boolean;
  /** Forgets the draft and puts the saved values back. */
  discard(): void;
  /** Forgets the draft after a successful save (the save helper calls it). */
  clear(): void;
  /**
   * When there are changes, asks whether to discard them; resolves true when the form may be left. `leave` (e.g. a
   * blocked navigation's proceed) runs on a yes before the changes are forgotten.
   */
  confirmLeave(leave?: () => void): Promise<boolean>;
  /** A close handler (Cancel, ×, Escape) that asks first when there are changes. */
  guard(close: () => void): () => void;
}

/**
 * Nothing typed is lost (issue 10 §5): keeps the unsaved values of a react-hook-form form in sessionStorage (per
 * form and record, from the first change until saved or discarded) and puts them back when the form opens again:
 * after a failed save, a reload, or a 401 that sent the user to sign in and back. Render `<DraftNotice draft>`
 * inside the form (FormDialog does): it says that a draft was restored, offers Discard, and asks before the user
 * navigates away or closes the tab with changes. Pair it with `useFormSave({ draft })`, which forgets the draft
 * once saved, and, for a dialog, with `useReopenDraft` on the page that owns it.
 *
 * @example
 * const form = useForm<Input, unknown, Values>({ resolver: zodResolver(schema), defaultValues: defaults(site) });
 * const draft = useFormDraft({ formId: `jobSite/builder-${builderId}`, recordId: site?.Id, form,
 *   savedValues: defaults(site), active: show });
 * const save = useFormSave({ form, draft, save: (values) => saveSite(values),
 *   success: t('jobSites.saved'), close: onHide });
 * return (
 *   <FormDialog show={show} onHide={onHide} title={t('jobSites.edit')} draft={draft} save={save}>
 *     <FormField label={t('jobSites.name')}>{(c) => <Form.Control {...c} {...form.register('Name')} />}</FormField>
 *   </FormDialog>
 * );
 */
export function useFormDraft<TFieldValues extends FieldValues, TContext, TTransformed>({
  formId,
  recordId = null,
  form,
  savedValues,
  active = true,
  exclude,
}: UseFormDraftOptions<TFieldValues, TContext, TTransformed>): FormDraft {
  const { t } = useTranslation();
  const savedRef = useRef(savedValues);
  savedRef.current = savedValues;
  const excludeRef = useRef(exclude);
  excludeRef.current = exclude;
  const formRef = useRef(form);
  formRef.current = form;
  const [restored, setRestored] = useState(false);
  const [hasChanges, setHasChanges] = useState(false);
  const changedRef = useRef(false);
  // our own resets are not the user's changes
  const resetting = useRef(false);
  const asking = useRef<Promise<boolean> | null>(null);
  // what the asker does once the changes may go (see confirmLeave)
  const leaveNow = useRef<(() => void) | null>(null);
  const openKey = active ? `${formId}\u0000${recordId ?? ''}` : null;

  const markChanged = useCallback((changed: boolean) => {
    changedRef.current = changed;
    setHasChanges(changed);
  }, []);

  const resetTo = useCallback((values: TFieldValues, keepDefaultValues = false) => {
    resetting.current = true;
    try {
      formRef.current.reset(values, { keepDefaultValues });
    } finally {
      resetting.current = false;
    }
  }, []);

  // On opening (or another record): the saved values, then the draft on top of them. A form that has just been
  // made with the saved values is not reset to them: that would change nothing but give every field array new
  // keys, so that all their rows (an order's sixty pickers) would be made a second time.
  const mounting = useRef(true);
  useEffect(() => {
    const justMade = mounting.current;
    mounting.current = false;
    if (!openKey) return;
    const stored = drafts.read<TFieldValues>(formId, recordId);
    if (!justMade || !sameValues(formRef.current.getValues(), savedRef.current)) resetTo(savedRef.current);
    if (stored) resetTo(stored.values, true);
    setRestored(!!stored);
    markChanged(!!stored);
    // openKey stands for formId and recordId
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [openKey, resetTo, markChanged]);

  // Every change is written at once (a reload or a 401 may come at any keystroke).
  useEffect(() => {
    if (!openKey) return;
    const subscription = formRef.current.watch((values) => {
      if (resetting.current) return;
      const changed = !sameValues(values, savedRef.current);
      const kept = withSavedValues(values, savedRef.current, excludeRef.current);
      // with the form's name for people: signing out names the forms whose drafts it would forget
      if (changed && !sameValues(kept, savedRef.current))
        drafts.write(formId, recordId, kept, Date.now(), draftFormName(formId, t));
      else drafts.remove(formId, recordId);
      if (changed !== changedRef.current) markChanged(changed);
    });
    return () => subscription.unsubscribe();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [openKey, markChanged, t]);

  const forget = useCallback(() => {
    drafts.remove(formId, recordId);
    setRestored(false);
    markChanged(false);
  }, [formId, recordId, markChanged]);

  const discard = useCallback(() => {
    forget();
    resetTo(savedRef.current);
  }, [forget, resetTo]);

  const confirmLeave = useCallback(
    (leave?: () => void): Promise<boolean> => {
      if (!changedRef.current) {
        leave?.();
        return Promise.resolve(true);
      }
      // Escape pressed twice, or a close while a navigation asks: one question
      asking.current ??= feedback
        .confirm({
          title: t('common.drafts.leaveTitle'),
          text: t('common.drafts.leaveText'),
          yesLabel: t('common.drafts.leaveYes'),
          noLabel: t('common.drafts.leaveNo'),
        })
        .then((yes) => {
          asking.current = null;
          // the way out first: forgetting the changes ends the form's leave guard (and with it a navigation's
          // blocker, which could then no longer let the navigation go on)
          if (yes) leaveNow.current?.();
          leaveNow.current = null;
          if (yes) forget();
          return yes;
        });
      leaveNow.current ??= leave ?? null;
      return asking.current;
    },
    [forget, t],
  );

  const guard = useCallback(
    (close: () => void) => () => {
      void confirmLeave().then((yes) => {
        if (yes) close();
      });
    },
    [confirmLeave],
  );

  const isDirty = useCallback(() => changedRef.current, []);

  return useMemo(
    () => ({ restored, hasChanges, isDirty, discard, clear: forget, confirmLeave, guard }),
    [restored, hasChanges, isDirty, discard, forget, confirmLeave, guard],
  );
}

/** A copy of `values` with the `paths` (dotted) holding their saved values instead. */
function withSavedValues<T extends FieldValues>(
  values: unknown,
  saved: T,
  paths: readonly string[] = [],
): unknown {
  if (paths.length === 0) return values;
  const copy = structuredClone(values) as Record<string, unknown>;
  for (const path of paths) {
    const keys = path.split('.');
    let target: unknown = copy;
    let source: unknown = saved;
    for (const key of keys.slice(0, -1)) {
      target = target && typeof target === 'object' ? (target as Record<string, unknown>)[key] : undefined;
      source = source && typeof source === 'object' ? (source as Record<string, unknown>)[key] : undefined;
    }
    const last = keys[keys.length - 1];
    if (target && typeof target === 'object') {
      (target as Record<string, unknown>)[last] =
        source && typeof source === 'object' ? (source as Record<string, unknown>)[last] : undefined;
    }
  }
  return copy;
}
