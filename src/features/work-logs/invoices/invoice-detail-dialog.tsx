import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  invoicePrintRequest,
  useInvoice,
  useMarkInvoiceAsPaid,
  useUpdateInvoice,
  type Invoice,
  type InvoiceWorkLog,
} from '@/api/invoices';
import { getUser, userKeys, type User } from '@/api/users';
import { feedback } from '@/components/feedback';
import { DraftNotice, FormField, useFormDraft, useFormSave } from '@/components/form';
import { AppModal } from '@/components/modal';
import { PrintButton } from '@/components/print-export';
import { DetailList } from '@/components/view-edit';
import { toApiError } from '@/lib/api-error';
import { formatCurrency, formatDate, formatDateTime, fullName } from '@/lib/format';
import { jobInfoText, splitInvoiceLogs } from '../work-log-rules';
import { LoadingSpinner } from '@/components/feedback/loading-spinner';

export interface InvoiceDetailDialogProps {
  show: boolean;
  invoiceId: number;
  subcontractorId: number;
  onHide: () => void;
}

/** The subcontractor fields of C §3 a user read may carry (read only when present, decision 19). */
type SubcontractorInfo = User & {
  CellPhoneNumber?: string | null;
  Ssn?: string | null;
  Address?: string | null;
};

interface CheckForm {
  CheckNumber: string;
}

function LogGrid({
  title,
  logs,
  subtotal,
  deductions,
}: {
  title: string;
  logs: InvoiceWorkLog[];
  subtotal: number;
  deductions: boolean;
}) {
  const { t } = useTranslation();
  const c = 'invoices.detail.columns';
  // C §2: the deductions grid hides quantity and unit price
  const columns = deductions ? 7 : 9;
  return (
    <Table size="sm" striped bordered responsive className="mb-3">
      <caption className="caption-top fw-semibold text-body">{title}</caption>
      <thead>
        <tr>
          <th scope="col">{t(`${c}.jobInfo`)}</th>
          <th scope="col">{t(`${c}.jobType`)}</th>
          <th scope="col">{t(`${c}.description`)}</th>
          <th scope="col">{t(`${c}.recordType`)}</th>
          {!deductions && <th scope="col">{t(`${c}.quantity`)}</th>}
          {!deductions && (
            <th scope="col" className="text-end">
              {t(`${c}.unitPrice`)}
            </th>
          )}
          <th scope="col" className="text-end">
            {t(`${c}.approvedAmount`)}
          </th>
          <th scope="col">{t(`${c}.modifiedDate`)}</th>
          <th scope="col">{t(`${c}.modifiedBy`)}</th>
        </tr>
      </thead>
      <tbody>
        {logs.length === 0 ? (
          <tr>
            <td colSpan={columns} className="text-center text-body-secondary">
              {t('invoices.detail.none')}
            </td>
          </tr>
        ) : (
          logs.map((l) => (
            <tr key={l.Id}>
              <td>{jobInfoText(l.JobInfo)}</td>
              <td>{l.JobType?.Name}</td>
              <td>{l.Description}</td>
              <td>{l.RecordType}</td>
              {!deductions && <td>{l.Quantity}</td>}
              {!deductions && <td className="text-end">{formatCurrency(l.UnitPrice)}</td>}
              <td className="text-end">{formatCurrency(l.ApprovedAmount)}</td>
              <td>{formatDateTime(l.ModifiedDate)}</td>
              <td>{l.ModifiedBy}</td>
            </tr>
          ))
        )}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={columns - 3} className="text-end">
            {t('invoices.detail.subtotal')}
          </th>
          <td className="text-end fw-semibold">{formatCurrency(subtotal)}</td>
          <td colSpan={2} />
        </tr>
      </tfoot>
    </Table>
  );
}

/**
 * The invoice detail (C §2, C §4, C §8): an extra-wide modal with a static backdrop. Subcontractor info, the
 * editable check number, invoice date and, once paid, the proceeded date; the to-be-paid and to-be-deducted grids
 * with subtotals and a grand total; Mark as paid (unpaid only, confirmed), Print and Save.
 */
export function InvoiceDetailDialog({ show, invoiceId, subcontractorId, onHide }: InvoiceDetailDialogProps) {
  const { t } = useTranslation();
  const query = useInvoice(show ? invoiceId : null);
  const invoice = query.data;
  const sub = useQuery({
    queryKey: [...userKeys.detail(subcontractorId), 'invoice'],
    queryFn: ({ signal }) => getUser(subcontractorId, signal) as Promise<SubcontractorInfo>,
    enabled: show && subcontractorId > 0,
    retry: false,
  });
  const name = fullName(invoice?.Subcontractor) || fullName(sub.data);
  const grids = useMemo(() => splitInvoiceLogs(invoice?.WorkLogs ?? []), [invoice]);

  const formId = `invoice-form${useId().replace(/:/g, '')}`;
  const saved = useMemo<CheckForm>(
    () => ({ CheckNumber: invoice?.CheckNumber ?? '' }),
    [invoice?.CheckNumber],
  );
  const form = useForm<CheckForm>({ defaultValues: saved });
  const draft = useFormDraft({
    formId: 'invoice',
    recordId: invoiceId,
    form,
    savedValues: saved,
    active: show && !!invoice,
  });
  const update = useUpdateInvoice();
  const save = useFormSave({
    form,
    draft,
    save: (values: CheckForm) => {
      if (!invoice) return Promise.reject(new Error('no invoice'));
      const { MarkToPrint: _client, ...whole } = invoice as Invoice & { MarkToPrint?: boolean };
      return update.mutateAsync({ ...whole, CheckNumber: values.CheckNumber.trim() || null });
    },
    success: t('invoices.detail.updated'),
    onError: () => feedback.notify.error(t('invoices.detail.updateError')),
  });

  const markPaid = useMarkInvoiceAsPaid();
  const [marking, setMarking] = useState(false);
  const onMarkPaid = async () => {
    if (!invoice || invoice.IsProceeded || marking) return;
    const yes = await feedback.confirm({
      title: t('invoices.detail.confirmPaidTitle'),
      text: t('invoices.detail.confirmPaid', {
        id: invoice.Id,
        name,
        total: formatCurrency(invoice.TotalAmount),
      }),
    });
    if (!yes) return;
    setMarking(true);
    try {
      // a check number typed and not saved yet is saved first (it is what pays the invoice); a failed save stops here
      const typed = form.getValues();
      if (typed.CheckNumber.trim() !== (invoice.CheckNumber ?? '') && !(await save.run(typed))) return;
      await markPaid.mutateAsync(invoice.Id);
      feedback.notify.success(t('invoices.detail.paidSuccess'));
    } catch (error) {
      const e = toApiError(error);
      if (e.status !== 401)
        await feedback.alert({ title: t('invoices.detail.paidErrorTitle'), text: e.message || e.statusText });
    } finally {
      setMarking(false);
    }
  };

  const close = draft.guard(onHide);
  const info = sub.data;
  const busy = save.saving || marking;

  return (
    <AppModal
      show={show}
      onHide={close}
      size="xl"
      staticBackdrop
      title={name ? t('invoices.detail.title', { name }) : t('invoices.detail.titleLoading')}
      footer={
        <>
          {invoice && !invoice.IsProceeded && (
            <Button variant="success" onClick={() => void onMarkPaid()} disabled={busy}>
              {t('invoices.detail.markAsPaid')}
            </Button>
          )}
          {invoice && (
            <PrintButton
              label={t('invoices.detail.print')}
              request={invoicePrintRequest(invoice.Id)}
              errorText={t('invoices.printError')}
            />
          )}
          <Button type="submit" form={formId} variant="primary" disabled={!invoice || busy}>
            {save.saving ? t('invoices.detail.saving') : t('invoices.detail.save')}
          </Button>
          <Button variant="outline-secondary" onClick={close}>
            {t('invoices.detail.close')}
          </Button>
        </>
      }
    >
      {query.isPending ? (
        <div className="text-center py-4">
          <LoadingSpinner />
        </div>
      ) : query.isError || !invoice ? (
        <p className="text-danger">{t('invoices.detail.loadError')}</p>
      ) : (
        <>
          <div className="row g-3 mb-2">
            <div className="col-md-6">
              <h3 className="h6">{t('invoices.detail.subcontractorInfo')}</h3>
              <DetailList
                items={[
                  { label: t('invoices.detail.name'), value: name },
                  { label: t('invoices.detail.email'), value: info?.Email ?? '' },
                  { label: t('invoices.detail.phone'), value: info?.CellPhoneNumber ?? '' },
                  { label: t('invoices.detail.ssn'), value: info?.Ssn ?? '' },
                  { label: t('invoices.detail.address'), value: info?.Address ?? '' },
                ].filter((i) => i.value)}
              />
            </div>
            <div className="col-md-6">
              <Form
                id={formId}
                noValidate
                onSubmit={(e) => {
                  e.preventDefault();
                  void save.submit(e);
                }}
              >
                <DraftNotice draft={draft} />
                <FormField label={t('invoices.detail.checkNumber')} className="mb-2">
                  {(c) => <Form.Control {...c} maxLength={50} {...form.register('CheckNumber')} />}
                </FormField>
              </Form>
              <DetailList
                items={[
                  { label: t('invoices.detail.invoiceDate'), value: formatDate(invoice.CreatedDate) },
                  {
                    label: t('invoices.detail.status'),
                    value: invoice.IsProceeded ? (
                      <Badge bg="success">{t('invoices.status.paid')}</Badge>
                    ) : (
                      <Badge bg="warning" text="dark">
                        {t('invoices.status.unpaid')}
                      </Badge>
                    ),
                  },
                  ...(invoice.IsProceeded
                    ? [
                        {
                          label: t('invoices.detail.proceededDate'),
                          value: formatDateTime(invoice.ProceededDate),
                        },
                      ]
                    : []),
                ]}
              />
            </div>
          </div>
          <LogGrid
            title={t('invoices.detail.toBePaid')}
            logs={grids.toBePaid}
            subtotal={grids.paidSubtotal}
            deductions={false}
          />
          <LogGrid
            title={t('invoices.detail.toBeDeducted')}
            logs={grids.toBeDeducted}
            subtotal={grids.deductedSubtotal}
            deductions
          />
          <p className="text-end fs-5 mb-0">
            <span className="me-2">{t('invoices.detail.grandTotal')}:</span>
            <strong data-testid="invoice-grand-total">{formatCurrency(grids.total)}</strong>
          </p>
        </>
      )}
    </AppModal>
  );
}
