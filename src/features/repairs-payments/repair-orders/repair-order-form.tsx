import { zodResolver } from '@hookform/resolvers/zod';
import { memo, useCallback, useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import {
  useForm,
  useWatch,
  type ControllerRenderProps,
  type FieldPath,
  type Resolver,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  repairOrderFileUrl,
  repairOrderPrintUrl,
  useRemoveRepairOrderAttachment,
  useSaveRepairOrder,
  type RepairOrder,
} from '@/api/repair-orders';
import type { Job } from '@/api/jobs';
import { downloadFile } from '@/api/documents';
import { useCan } from '@/components/access';
import { feedback } from '@/components/feedback';
import { lazyDialog } from '@/components/modal';
import {
  DeferredDateInput,
  DeferredTimeInput,
  DraftNotice,
  FormField,
  MoneyInput,
  useFormDraft,
  useFormSave,
} from '@/components/form';
import {
  DeferredContractorPicker,
  DeferredInvoiceStatusPicker,
  DeferredJobLotPicker,
  DeferredUserPicker,
} from '@/components/pickers';
import { PrintButton } from '@/components/print-export';
import { formatDateTime } from '@/lib/format';
import { lazyComponent } from '@/lib/lazy-component';
import { Roles } from '@/lib/permissions';
import {
  needsPoConfirmation,
  repairOrderDefaults,
  toRepairOrderPayload,
  type RepairOrderFormValues,
} from './repair-order-payload';
import { ControlledField } from './controlled-field';
import { JOB_TAB_EDIT_ACCESS } from '../job-context';

// The upload dialog loads when asked for; the material and colour pickers with their own chunk.
const UploadDialog = lazyDialog(() => import('@/components/files').then((m) => m.UploadDialog));
const RepairMaterialFields = lazyComponent(
  () => import('./repair-material-fields').then((m) => m.RepairMaterialFields),
  MaterialsLoading,
);

/** Where the material and colour pickers come, until their code has loaded. */
function MaterialsLoading() {
  const { t } = useTranslation();
  return <p className="text-body-secondary small">{t('common.dataTable.loading')}</p>;
}

const loadSchema = () => import('./repair-order-schema');

/**
 * The form's zod validation, its schema loaded when first needed and once the form has painted (useEffect below),
 * not before the form shows: zodResolver's validation is asynchronous either way.
 */
const repairOrderResolver: Resolver<RepairOrderFormValues> = async (values, context, options) =>
  zodResolver((await loadSchema()).repairOrderSchema)(values, context, options);

/** The mechanic is a staff, production or service user (B §6). */
const MECHANIC_ROLES = [Roles.Staff, Roles.Production, Roles.Service] as const;

type SaveMode = 'save' | 'close' | 'complete';

/** The schedule's inputs, given the Controller's field (the date and money inputs take its ref to focus it). */
type Bound<N extends FieldPath<RepairOrderFormValues>> = ControllerRenderProps<RepairOrderFormValues, N>;
const dateInput = (field: Bound<'Date' | 'RequestDate' | 'CompletionDate'>) => (
  <DeferredDateInput value={field.value} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} />
);
const timeInput = (field: Bound<'InstallationStartTime' | 'InstallationEndTime'>) => (
  <DeferredTimeInput value={field.value} onChange={field.onChange} onBlur={field.onBlur} isClearable />
);
const moneyInput = (field: Bound<'POAmount' | 'ReceivedAmount'>) => (
  <MoneyInput value={field.value} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} />
);
const mechanicPicker = (field: Bound<'MechanicId'>, inputId: string) => (
  <DeferredUserPicker
    inputId={inputId}
    roleFilter={MECHANIC_ROLES}
    value={field.value}
    onChange={(v: number | null) => field.onChange(v)}
    isClearable
  />
);
const contractorPicker = (field: Bound<'OriginalInstallerId' | 'SubcontractorId'>, inputId: string) => (
  <DeferredContractorPicker
    inputId={inputId}
    value={field.value}
    onChange={(v: number | null) => field.onChange(v)}
    isClearable
  />
);
const invoiceStatusPicker = (field: Bound<'InvoiceStatusId'>, inputId: string) => (
  <DeferredInvoiceStatusPicker
    inputId={inputId}
    forRepairOrder
    value={field.value}
    onChange={field.onChange}
    isClearable
  />
);

/**
 * The repair order form (B §2). Memoized: the job detail page drawing again (its queries settling) does not draw
 * the form's many fields again; the form's own state and subscriptions do. A user who may not edit repair orders
 * (report-only, decision 22) sees the order read-only: its fields disabled, print and the attachments' downloads,
 * no save, complete, upload or delete.
 */
export const RepairOrderForm = memo(function RepairOrderForm({
  job,
  order,
}: {
  job: Job;
  order: RepairOrder | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const listUrl = `/jobs/${job.Id}/repairOrder`;
  const readOnly = !useCan(JOB_TAB_EDIT_ACCESS);
  const savedValues = repairOrderDefaults(order, job);
  if (!order)
    savedValues.SuperCrm = (job.JobSite?.Superintendents ?? [])
      .map((s) => `${s.FirstName} ${s.LastName}`.trim())
      .join(', ');
  const form = useForm<RepairOrderFormValues>({
    resolver: repairOrderResolver,
    defaultValues: savedValues,
  });
  useEffect(() => {
    void loadSchema();
  }, []);
  const draft = useFormDraft({
    formId: `repairOrder/job-${job.Id}`,
    recordId: order?.Id,
    form,
    savedValues,
    active: !readOnly,
  });
  const mode = useRef<SaveMode>('save');
  const saveOrder = useSaveRepairOrder();
  const save = useFormSave({
    form,
    draft,
    save: (values: RepairOrderFormValues) =>
      saveOrder.mutateAsync(
        toRepairOrderPayload(values, { jobId: job.Id, id: order?.Id, complete: mode.current === 'complete' }),
      ),
    success: t('repairOrders.form.saved'),
    // the server's message under a save-error title (B §8)
    onError: (e) =>
      feedback.alert({ title: t('repairOrders.form.saveErrorTitle'), text: e.message || e.statusText }),
    onSaved: (saved) => {
      if (mode.current === 'close') void navigate(listUrl);
      else if (!order) void navigate(`${listUrl}/edit/${saved.Id}`, { replace: true });
    },
  });

  const submit = (next: SaveMode) =>
    form.handleSubmit(async (values) => {
      // asked under the save's guard: a double click asks once and saves once
      await save.run(values, async () => {
        if (
          needsPoConfirmation(values) &&
          !(await feedback.confirm({
            title: t('repairOrders.form.zeroPoTitle'),
            text: t('repairOrders.form.zeroPoText'),
          }))
        )
          return false;
        mode.current = next;
        return true;
      });
    });

  // the lot picker also fills the lot number (made once per job: the field's row is memoized)
  const lotPicker = useCallback(
    (field: Bound<'LotId'>, inputId: string) => (
      <DeferredJobLotPicker
        inputId={inputId}
        jobId={job.Id}
        value={field.value}
        onChange={(v: number | null) => {
          field.onChange(v);
          const lot = job.Lots?.find((l) => l.Id === v);
          if (lot?.LotCode) form.setValue('LotNumber', lot.LotCode, { shouldDirty: true });
        }}
        isClearable
      />
    ),
    [job, form],
  );

  const { errors, submitCount } = form.formState;
  const showErrors = submitCount > 0;
  const hasLots = job.Lots?.some((l) => !l.IsDeleted) ?? false;
  type TextField = 'LotNumber' | 'SuperCrm' | 'Detail1' | 'Detail2';
  /** A third-width column with a Controller-bound field whose errors show after a save attempt. */
  const column = <N extends keyof RepairOrderFormValues & FieldPath<RepairOrderFormValues>>(
    name: N,
    label: string,
    render: (field: Bound<N>) => ReactElement,
    required = false,
  ) => (
    <Col md={4}>
      <ControlledField
        control={form.control}
        name={name}
        label={label}
        error={errors[name]}
        showErrors={showErrors}
        required={required}
        render={render}
      />
    </Col>
  );
  const text = (name: TextField, label: string, area = false) => (
    <FormField label={label} error={errors[name]} showErrors={showErrors}>
      {(c) =>
        area ? (
          <Form.Control {...c} as="textarea" rows={2} {...form.register(name)} />
        ) : (
          <Form.Control {...c} {...form.register(name)} />
        )
      }
    </FormField>
  );

  return (
    <section aria-labelledby="repair-order-title">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h2 id="repair-order-title" className="h5 mb-0">
          {order
            ? `${t(readOnly ? 'repairOrders.form.viewTitle' : 'repairOrders.form.editTitle')} #${order.Id}`
            : t('repairOrders.form.createTitle')}
        </h2>
        {order && (
          <span className={order.IsCompleted ? 'badge text-bg-success' : 'badge text-bg-warning'}>
            {t(order.IsCompleted ? 'repairOrders.status.completed' : 'repairOrders.status.incomplete')}
          </span>
        )}
      </div>
      {readOnly && <p className="small text-body-secondary">{t('repairOrders.form.readOnly')}</p>}
      <Form noValidate onSubmit={(e) => void submit('save')(e)}>
        <DraftNotice draft={draft} />
        {/* read-only: every field of these sections disabled (the pickers too: they follow the fieldset) */}
        <fieldset disabled={readOnly} className="border-0 p-0 m-0">
          <Section title={t('repairOrders.form.sections.job')}>
            <Col md={4}>
              {hasLots ? (
                <ControlledField
                  control={form.control}
                  name="LotId"
                  label={t('repairOrders.fields.lot')}
                  render={lotPicker}
                />
              ) : (
                <p className="small text-body-secondary mt-md-4 mb-0">{t('repairOrders.form.noLots')}</p>
              )}
            </Col>
            <Col md={4}>{text('LotNumber', t('repairOrders.fields.lotNumber'))}</Col>
            <Col md={4}>
              <ControlledField
                control={form.control}
                name="MechanicId"
                label={t('repairOrders.fields.mechanic')}
                render={mechanicPicker}
              />
            </Col>
            {(
              [
                ['OriginalInstallerId', 'repairOrders.fields.originalInstaller'],
                ['SubcontractorId', 'repairOrders.fields.subcontractor'],
              ] as const
            ).map(([name, label]) => (
              <Col md={4} key={name}>
                <ControlledField
                  control={form.control}
                  name={name}
                  label={t(label)}
                  render={contractorPicker}
                />
              </Col>
            ))}
            <Col md={4}>{text('SuperCrm', t('repairOrders.fields.superCrm'))}</Col>
            <Col md={6}>{text('Detail1', t('repairOrders.fields.detail1'), true)}</Col>
            <Col md={6}>{text('Detail2', t('repairOrders.fields.detail2'), true)}</Col>
          </Section>

          <Section title={t('repairOrders.form.sections.materials')}>
            <RepairMaterialFields form={form} />
          </Section>

          <Section title={t('repairOrders.form.sections.schedule')}>
            {column('Date', t('repairOrders.fields.date'), dateInput)}
            {column('RequestDate', t('repairOrders.fields.requestDate'), dateInput, true)}
            {column('CompletionDate', t('repairOrders.fields.completionDate'), dateInput)}
            {column('InstallationStartTime', t('repairOrders.fields.installationStartTime'), timeInput)}
            {column('InstallationEndTime', t('repairOrders.fields.installationEndTime'), timeInput)}
            <Col md={4}>
              <ControlledField
                control={form.control}
                name="InvoiceStatusId"
                label={t('repairOrders.fields.invoiceStatus')}
                render={invoiceStatusPicker}
              />
            </Col>
            {column('POAmount', t('repairOrders.fields.poAmount'), moneyInput)}
            {column('ReceivedAmount', t('repairOrders.fields.receivedAmount'), moneyInput)}
          </Section>
        </fieldset>

        <RepairAttachments form={form} job={job} order={order} readOnly={readOnly} />

        <div className="d-flex flex-wrap gap-2 mt-4">
          {!readOnly && (
            <>
              <Button type="submit" disabled={save.saving}>
                {t('repairOrders.form.save')}
              </Button>
              <Button variant="outline-primary" disabled={save.saving} onClick={() => void submit('close')()}>
                {t('repairOrders.form.saveAndClose')}
              </Button>
            </>
          )}
          {!readOnly && order && !order.IsCompleted && (
            <Button variant="success" disabled={save.saving} onClick={() => void submit('complete')()}>
              {t('repairOrders.form.markComplete')}
            </Button>
          )}
          {order && (
            <PrintButton request={repairOrderPrintUrl(order.Id)} label={t('repairOrders.form.print')} />
          )}
          <Button variant="outline-secondary" onClick={() => void navigate(listUrl)}>
            {t(readOnly ? 'repairOrders.form.backToList' : 'repairOrders.form.cancel')}
          </Button>
        </div>
      </Form>
    </section>
  );
});

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="border rounded p-3 mb-3">
      <legend className="float-none w-auto px-2 fs-6 mb-0">{title}</legend>
      <Row className="g-1 gx-3">{children}</Row>
    </fieldset>
  );
}

interface AttachmentsProps {
  form: ReturnType<typeof useForm<RepairOrderFormValues>>;
  job: Job;
  order: RepairOrder | null;
  /** download only (decision 22) */
  readOnly: boolean;
}

/**
 * The order's attachments (B §2): upload several, download, delete (the server's delete for saved ones); read-only,
 * download only.
 */
function RepairAttachments({ form, job, order, readOnly }: AttachmentsProps) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  // files uploaded in this visit (not saved with the order yet) are downloaded from their own URL
  const [fresh, setFresh] = useState<Record<number, string>>({});
  const remove = useRemoveRepairOrderAttachment();
  // this section's own subscription: a change of the files draws it again, not the whole form
  const files = useWatch({ control: form.control, name: 'Files' });

  const download = (fileId: number, name: string) => {
    const url = order && !fresh[fileId] ? repairOrderFileUrl(order.Id, fileId) : fresh[fileId];
    downloadFile(url, name).catch(() => feedback.notify.error(t('repairOrders.form.downloadError')));
  };

  const removeFile = async (index: number) => {
    const file = files[index];
    const yes = await feedback.confirm({
      title: t('repairOrders.form.removeFileTitle'),
      text: t('repairOrders.form.removeFileConfirm', { name: file.FileName }),
    });
    if (!yes) return;
    if (order && file.Id) {
      try {
        await remove.mutateAsync({ id: order.Id, attachmentId: file.Id });
      } catch (e) {
        feedback.notify.error(
          (e as { message?: string }).message
            ? `${t('repairOrders.form.removeFileError')}: ${(e as { message: string }).message}`
            : t('repairOrders.form.removeFileError'),
        );
        return;
      }
      feedback.notify.success(t('repairOrders.form.removeFileSuccess'));
    }
    form.setValue(
      'Files',
      form.getValues('Files').filter((_, i) => i !== index),
      { shouldDirty: true },
    );
  };

  return (
    <fieldset className="border rounded p-3 mb-3">
      <legend className="float-none w-auto px-2 fs-6 mb-0">
        {t('repairOrders.form.sections.attachments')}
      </legend>
      {files.length === 0 ? (
        <p className="text-body-secondary small">{t('repairOrders.form.noFiles')}</p>
      ) : (
        <ul className="list-unstyled mb-2">
          {files.map((f, i) => (
            <li
              key={`${f.FileId}-${i}`}
              className="d-flex flex-wrap align-items-center gap-2 py-1 border-bottom"
            >
              <Button variant="link" className="p-0" onClick={() => download(f.FileId, f.FileName)}>
                <span className="visually-hidden">{t('repairOrders.form.download', { name: '' })}</span>
                {f.FileName}
              </Button>
              <span className="small text-body-secondary">
                {[f.UploadedBy, formatDateTime(f.UploadedDate)].filter(Boolean).join(' · ')}
              </span>
              {!readOnly && (
                <Button
                  size="sm"
                  variant="outline-danger"
                  className="ms-auto"
                  aria-label={t('repairOrders.form.removeFile', { name: f.FileName })}
                  onClick={() => void removeFile(i)}
                >
                  {t('repairOrders.form.removeFileTitle')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {!readOnly && (
        <div className="d-flex flex-wrap align-items-center gap-2">
          <Button variant="outline-primary" onClick={() => setUploading(true)}>
            {t('repairOrders.form.upload')}
          </Button>
          <span className="small text-body-secondary">{t('repairOrders.form.filesAfterSave')}</span>
        </div>
      )}
      {/* the dialog's own form submits inside this one in React's tree: its submit stays its own */}
      <div onSubmit={(e) => e.stopPropagation()}>
        <UploadDialog
          show={uploading}
          onHide={() => setUploading(false)}
          multiple
          uploadType="JobAttachment"
          identifier={job.Id}
          title={t('repairOrders.form.upload')}
          successText={t('repairOrders.form.uploaded')}
          onSaveRecord={async (records) => {
            setFresh((known) => ({ ...known, ...Object.fromEntries(records.map((r) => [r.Id, r.FileUrl])) }));
            form.setValue(
              'Files',
              [
                ...form.getValues('Files'),
                ...records.map((r) => ({
                  FileId: r.Id,
                  FileName: r.FileName,
                  // the upload's answer names neither (B §7): the order's next read does
                  UploadedDate: null,
                  UploadedBy: null,
                })),
              ],
              { shouldDirty: true },
            );
          }}
        />
      </div>
    </fieldset>
  );
}
