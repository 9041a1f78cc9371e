import type { TFunction } from 'i18next';
import { drafts } from '@/lib/drafts';

/*
 * The names people know the forms by ("Job form", "Repair order"), for the questions that speak of drafts (signing
 * out with unsaved drafts). Light on purpose: the header imports it on the start path.
 */

/**
 * The form a draft id belongs to: its first part (`repairOrder/job-12` → `repairOrder`, `employees/other/create`
 * → `employees`, `workLogs/backcharge-4` → `workLogs`).
 */
export function draftFormKind(formId: string): string {
  return formId.split('/')[0];
}

/** A form's name for people, from its draft id (`common.drafts.forms.<kind>`; an unknown kind reads "A form"). */
export function draftFormName(formId: string, t: TFunction): string {
  return t(`common.drafts.forms.${draftFormKind(formId)}`, { defaultValue: t('common.drafts.forms.other') });
}

/** The names of the forms that keep unsaved drafts, newest first, each once. */
export function unsavedDraftNames(t: TFunction): string[] {
  const names = drafts.all().map((draft) => draft.name ?? draftFormName(draft.formId, t));
  return [...new Set(names)];
}
