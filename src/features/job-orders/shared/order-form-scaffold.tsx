import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import type { UseQueryResult } from '@tanstack/react-query';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/components/feedback';
import { DraftNotice, useFormDraft, useFormSave, type FormDraft, type FormSave } from '@/components/form';
import type { PrintSource } from '@/components/print-export';
import { toApiError } from '@/lib/api-error';
import { OrderActions, printSaved, useUnsavedPrintTexts } from './order-actions';

/** What `useOrderForm` needs: the form's draft id, its saved values, the save call, the print and the texts. */
export interface UseOrderFormOptions<V extends FieldValues> {
  /** The draft's form id (`'arfOrder'`, `'gutterOrder'`). */
  formId: string;
  /** The job the order belongs to: the draft's record. */
  jobId: number;
  /** The saved order as form values (or the empty form's). */
  saved: V;
  /** Saves the form's values. */
  save: (values: V) => Promise<unknown>;
  /** What Print opens: the saved order's print document. */
  printSource: PrintSource;
  /** The success notice and the title of the failure alert. */
  texts: { saved: string; saveErrorTitle: string };
}

/** A single-document order form as `useOrderForm` returns it, for `OrderFormFrame`. */
export interface OrderForm<V extends FieldValues> {
  form: UseFormReturn<V>;
  draft: FormDraft;
  formSave: FormSave<V>;
  /** Prints the saved order, asking first when there are unsaved changes. */
  print: () => Promise<void>;
}

/**
 * The wiring of an order form that saves and prints one document (ARF, gutter): the form with its draft, the save
 * with its success notice and failure alert, and the print of what was last saved.
 */
export function useOrderForm<V extends FieldValues>({
  formId,
  jobId,
  saved,
  save,
  printSource,
  texts,
}: UseOrderFormOptions<V>): OrderForm<V> {
  // whole values are defaults too: react-hook-form cannot see that of a type parameter
  const form = useForm<V>({ defaultValues: saved as DefaultValues<V> });
  const draft = useFormDraft({ formId, recordId: jobId, form, savedValues: saved });
  const formSave = useFormSave({
    form,
    draft,
    save,
    success: texts.saved,
    onError: (e) => feedback.alert({ title: texts.saveErrorTitle, text: e.message }),
    // the job's one order: saving it again stores the same order
    repeatable: true,
  });
  const unsaved = useUnsavedPrintTexts();
  const print = () => printSaved(printSource, draft, unsaved);
  return { form, draft, formSave, print };
}

/**
 * The frame of an order form from `useOrderForm`: the title with Save and Print, the draft notice, the fields
 * (children) and Save and Print again at the bottom. Print waits for a first save (`hasSaved`).
 */
export function OrderFormFrame<V extends FieldValues>({
  order,
  titleId,
  title,
  hasSaved,
  children,
}: {
  order: OrderForm<V>;
  /** the heading's id, which names the form */
  titleId: string;
  title: string;
  hasSaved: boolean;
  children: ReactNode;
}) {
  const { draft, formSave, print } = order;
  const actions = <OrderActions saving={formSave.saving} printDisabled={!hasSaved} onPrint={print} />;
  return (
    <Form noValidate onSubmit={(e) => void formSave.submit(e)} aria-labelledby={titleId}>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h2 id={titleId} className="h5 mb-0 me-auto">
          {title}
        </h2>
        {actions}
      </div>
      <DraftNotice draft={draft} />
      {children}
      {actions}
    </Form>
  );
}

/**
 * An order tab's read of its order: the loading status, the load error (the server's message, or `loadError`),
 * then `children` with what was read.
 */
export function OrderQueryView<T>({
  query,
  loadError,
  children,
}: {
  query: UseQueryResult<T>;
  loadError: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const { data, error, isPending } = query;
  if (isPending) return <p role="status">{t('jobOrders.loading')}</p>;
  if (error)
    return (
      <p role="alert" className="text-danger">
        {toApiError(error).message || loadError}
      </p>
    );
  return children(data);
}
