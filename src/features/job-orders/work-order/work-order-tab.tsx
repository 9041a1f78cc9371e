import { useMemo, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useQuery } from '@tanstack/react-query';
import { useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Job } from '@/api/jobs';
import { materialCategoriesQueryOptions } from '@/api/material-categories';
import { useSaveWorkOrder, useWorkOrder, workOrderPrintDocument, type WorkOrder } from '@/api/work-orders';
import { feedback } from '@/components/feedback';
import { DraftNotice, useFormDraft, useFormSave } from '@/components/form';
import { openPrintDocument } from '@/components/print-export';
import { toApiError } from '@/lib/api-error';
import { useTabJob } from '../shared/job-context';
import { LotRowsEditor } from '../shared/lot-rows-editor';
import { MaterialLinesEditor, type LinesFormValues } from '../shared/material-lines-editor';
import { OrderActions, useUnsavedPrintTexts } from '../shared/order-actions';
import { prepopulatedCategories, workOrderLinesValid, type OrderCategory } from '../shared/order-rules';
import {
  workOrderFormValues,
  workOrderPayload,
  workOrderPrintRequest,
  type WorkOrderFormValues,
} from './work-order-model';

interface FormProps {
  job: Job;
  order: WorkOrder | null;
  categories: readonly OrderCategory[];
  /** true while the work order is being read again: saving is ignored then (B §5) */
  loading: boolean;
}

function WorkOrderForm({ job, order, categories, loading }: FormProps) {
  const { t } = useTranslation();
  const saved = useMemo(() => workOrderFormValues(job, order, categories), [job, order, categories]);
  // the template's rows (decision 21); a category without a line and not prepopulated is added by hand
  const rowCategories = useMemo(() => prepopulatedCategories(categories), [categories]);
  const form = useForm<WorkOrderFormValues>({ defaultValues: saved });
  const draft = useFormDraft({ formId: 'workOrder', recordId: job.Id, form, savedValues: saved });
  const save = useSaveWorkOrder();
  const formSave = useFormSave({
    form,
    draft,
    save: (values: WorkOrderFormValues) => save.mutateAsync(workOrderPayload(job.Id, values, categories)),
    success: t('jobOrders.workOrder.saved'),
    onError: (e) => feedback.alert({ title: t('jobOrders.workOrder.saveErrorTitle'), text: e.message }),
    // the job's one work order: saving it again stores the same order
    repeatable: true,
  });
  const unsaved = useUnsavedPrintTexts();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (loading || formSave.saving) return;
    const values = form.getValues();
    if (!workOrderLinesValid(values.lines)) {
      void feedback.alert({
        title: t('jobOrders.lines.invalidTitle'),
        text: t('jobOrders.lines.invalidText'),
      });
      return;
    }
    void formSave.run(values);
  };

  const print = async () => {
    const question = !order
      ? { title: t('jobOrders.workOrder.noDataTitle'), text: t('jobOrders.workOrder.noDataText') }
      : draft.isDirty()
        ? { title: unsaved.title, text: unsaved.text, yesLabel: unsaved.yes, noLabel: unsaved.no }
        : null;
    if (question && !(await feedback.confirm(question))) return;
    const request = workOrderPrintRequest(form.getValues(), categories);
    await openPrintDocument(() => workOrderPrintDocument(job.Id, request));
  };

  const control = form.control as unknown as Control<LinesFormValues>;
  return (
    <Form noValidate onSubmit={submit} aria-labelledby="work-order-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h2 id="work-order-title" className="h5 mb-0 me-auto">
          {t('jobOrders.workOrder.title')}
        </h2>
        <OrderActions saving={formSave.saving} onPrint={print} />
      </div>
      <DraftNotice draft={draft} />
      {!order && (
        <Alert variant="info" className="py-2">
          {t('jobOrders.workOrder.template')}
        </Alert>
      )}
      <MaterialLinesEditor
        control={control}
        categories={categories}
        rowCategories={rowCategories}
        printFlags
      />
      <LotRowsEditor control={control} categories={categories} job={job} />
      <OrderActions saving={formSave.saving} onPrint={print} />
    </Form>
  );
}

/**
 * jobs.detail.workOrder (B §2): the job's work order, or its template when the server says there is none
 * (B §4); save and print.
 */
export function WorkOrderTab() {
  const { t } = useTranslation();
  const job = useTabJob();
  const order = useWorkOrder(job.Id);
  const categories = useQuery(materialCategoriesQueryOptions());
  const error = order.error ?? categories.error;
  if (error)
    return (
      <p role="alert" className="text-danger">
        {toApiError(error).message || t('jobOrders.workOrder.loadError')}
      </p>
    );
  if (order.data === undefined || categories.data === undefined)
    return <p role="status">{t('jobOrders.loading')}</p>;
  return (
    <WorkOrderForm
      key={job.Id}
      job={job}
      order={order.data}
      categories={categories.data}
      loading={order.isFetching}
    />
  );
}
