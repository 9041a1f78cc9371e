/**
 * Drafts: the unsaved values of open forms (issue 10 §5), one entry per form and record in sessionStorage under
 * `draft:<formId>:<recordId|new>`. sessionStorage is per tab and survives a reload and the trip to sign-in and
 * back after a 401; it is gone when the tab closes. Pure storage: the React side is `useFormDraft`
 * (components/form).
 */

import type { TFunction } from 'i18next';

/** The record a draft belongs to: its id, or null for a record not created yet. */
export type DraftRecordId = number | string | null;

export interface StoredDraft<T = unknown> {
  formId: string;
  recordId: DraftRecordId;
  values: T;
  /** when it was last written, in ms since the epoch */
  updatedAt: number;
  /** the form's name for people ("Job form"), as the draft helper wrote it; drafts of older builds have none */
  name?: string;
}

const PREFIX = 'draft:';
const NEW = 'new';

/** The storage key of a form's draft: `draft:<formId>:<recordId|new>`. */
export function draftKey(formId: string, recordId: DraftRecordId | undefined): string {
  return `${PREFIX}${formId}:${recordId == null || recordId === '' ? NEW : String(recordId)}`;
}

/** JSON that keeps Date values (as `{ $date: iso }`) and sorts object keys, so equal values read equal. */
function encode(value: unknown): string {
  return JSON.stringify(value, function (this: Record<string, unknown>, key, v: unknown) {
    const raw = key === '' ? value : this[key];
    if (raw instanceof Date) return { $date: Number.isNaN(raw.getTime()) ? null : raw.toISOString() };
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      const source = v as Record<string, unknown>;
      return Object.fromEntries(
        Object.keys(source)
          .sort()
          .map((k) => [k, source[k]]),
      );
    }
    return v;
  });
}

function decode(text: string): unknown {
  return JSON.parse(text, (_key, v: unknown) => {
    if (v && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 1 && '$date' in v) {
      const iso = (v as { $date: unknown }).$date;
      return typeof iso === 'string' ? new Date(iso) : new Date(NaN);
    }
    return v;
  });
}

/** Whether two sets of form values are the same data (key order and object identity do not matter). */
export function sameValues(a: unknown, b: unknown): boolean {
  return encode(a) === encode(b);
}

function isStoredDraft(value: unknown): value is StoredDraft {
  if (!value || typeof value !== 'object') return false;
  const d = value as Partial<StoredDraft>;
  return typeof d.formId === 'string' && 'values' in d && typeof d.updatedAt === 'number';
}

/** A draft store over a Storage (sessionStorage in the app); a missing or full storage never throws. */
export function createDraftStore(getStorage: () => Storage) {
  const storage = (): Storage | null => {
    try {
      return getStorage();
    } catch {
      return null;
    }
  };

  const readKey = <T>(key: string): StoredDraft<T> | null => {
    const s = storage();
    try {
      const text = s?.getItem(key);
      if (!text) return null;
      const parsed = decode(text);
      if (isStoredDraft(parsed)) return parsed as StoredDraft<T>;
    } catch {
      /* unreadable: forgotten below */
    }
    s?.removeItem(key);
    return null;
  };

  return {
    /** The draft of a form and record, or null. */
    read<T>(formId: string, recordId: DraftRecordId | undefined): StoredDraft<T> | null {
      return readKey<T>(draftKey(formId, recordId));
    },

    /** Keeps the values (with the form's name for people); false when the storage refused them (full or unavailable). */
    write<T>(
      formId: string,
      recordId: DraftRecordId | undefined,
      values: T,
      now = Date.now(),
      name?: string,
    ): boolean {
      const draft: StoredDraft<T> = { formId, recordId: recordId ?? null, values, updatedAt: now };
      if (name) draft.name = name;
      try {
        const s = storage();
        if (!s) return false;
        s.setItem(draftKey(formId, recordId), encode(draft));
        return true;
      } catch {
        return false;
      }
    },

    /** Forgets the draft of a form and record. */
    remove(formId: string, recordId: DraftRecordId | undefined): void {
      try {
        storage()?.removeItem(draftKey(formId, recordId));
      } catch {
        /* nothing to forget */
      }
    },

    /** The drafts of a form (every record), newest first. */
    list<T>(formId: string): StoredDraft<T>[] {
      const s = storage();
      if (!s) return [];
      const prefix = `${PREFIX}${formId}:`;
      const keys: string[] = [];
      for (let i = 0; i < s.length; i += 1) {
        const key = s.key(i);
        // the record part never holds a colon of the form id: `draft:a:1` is not a draft of form `a:1`
        if (key?.startsWith(prefix) && !key.slice(prefix.length).includes(':')) keys.push(key);
      }
      return keys
        .map((key) => readKey<T>(key))
        .filter((d): d is StoredDraft<T> => d !== null && d.formId === formId)
        .sort((a, b) => b.updatedAt - a.updatedAt);
    },

    /** Every draft of every form, newest first (what signing out would forget). */
    all(): StoredDraft[] {
      const s = storage();
      if (!s) return [];
      const keys: string[] = [];
      for (let i = 0; i < s.length; i += 1) {
        const key = s.key(i);
        if (key?.startsWith(PREFIX)) keys.push(key);
      }
      return keys
        .map((key) => readKey(key))
        .filter((d): d is StoredDraft => d !== null)
        .sort((a, b) => b.updatedAt - a.updatedAt);
    },

    /** Forgets every draft (e.g. when another user signs in in this tab). */
    clear(): void {
      const s = storage();
      if (!s) return;
      const keys: string[] = [];
      for (let i = 0; i < s.length; i += 1) {
        const key = s.key(i);
        if (key?.startsWith(PREFIX)) keys.push(key);
      }
      keys.forEach((key) => s.removeItem(key));
    },
  };
}

export type DraftStore = ReturnType<typeof createDraftStore>;

/** The app's drafts, in sessionStorage. */
export const drafts: DraftStore = createDraftStore(() => window.sessionStorage);

/**
 * The form a draft id belongs to: its first part (`repairOrder/job-12` → `repairOrder`, `employees/other/create`
 * → `employees`, `workLogs/backcharge-4` → `workLogs`).
 */
export function draftFormKind(formId: string): string {
  return formId.split('/')[0];
}

/**
 * A form's name for people ("Job form", "Repair order"), from its draft id: `common.drafts.forms.<kind>`; an
 * unknown kind reads "A form". The draft helper writes it with each draft.
 */
export function draftFormName(formId: string, t: TFunction): string {
  return t(`common.drafts.forms.${draftFormKind(formId)}`, { defaultValue: t('common.drafts.forms.other') });
}

/** The names of the forms that keep unsaved drafts, newest first, each once (signing out asks with them). */
export function unsavedDraftNames(t: TFunction): string[] {
  const names = drafts.all().map((draft) => draft.name ?? draftFormName(draft.formId, t));
  return [...new Set(names)];
}
