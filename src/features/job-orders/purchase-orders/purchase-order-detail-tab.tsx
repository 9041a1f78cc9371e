import { useMemo, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import type { Job } from '@/api/jobs';
import { materialCategoriesQueryOptions } from '@/api/material-categories';
import {
  purchaseOrderPrintUrl,
  useJobPurchaseOrders,
  usePurchaseOrder,
  useSavePurchaseOrder,
  type PurchaseOrder,
} from '@/api/purchase-orders';
import { workOrderQueryOptions } from '@/api/work-orders';
import { feedback } from '@/components/feedback';
import { DraftNotice, FormField, useFormDraft, useFormSave } from '@/components/form';
import { DateInput, SupplyCompanyPicker } from '../shared/lazy-fields';
import { DetailList } from '@/components/view-edit';
import { toApiError } from '@/lib/api-error';
import { formatPhone } from '@/lib/format';
import { parseRouteId } from '@/lib/list-params';
import { queryClient } from '@/lib/query-client';
import { useTabJob } from '../shared/job-context';
import { LotRowsEditor } from '../shared/lot-rows-editor';
import { MaterialLinesEditor, type LinesFormValues } from '../shared/material-lines-editor';
import { OrderActions, printSaved, useUnsavedPrintTexts } from '../shared/order-actions';
import { purchaseOrderLinesValid, type OrderCategory } from '../shared/order-rules';
import { purchaseOrderListPath, purchaseOrderPath } from './purchase-order-list-source';
import {
  linesFromWorkOrder,
  newOrderNumber,
  purchaseOrderFormValues,
  purchaseOrderPayload,
  type PurchaseOrderFormValues,
} from './purchase-order-model';

interface FormProps {
  job: Job;
  /** 0 for a new order (also when an existing one could not be loaded) */
  id: number;
  order: PurchaseOrder | null;
  categories: readonly OrderCategory[];
  newNumber: string;
  /** the error that made an existing order a new one */
  loadError: string | null;
}

function SupplierDetails({ control }: { control: Control<PurchaseOrderFormValues> }) {
  const { t } = useTranslation();
  const company = useWatch({ control, name: 'SupplyCompany' });
  return (
    <DetailList
      labelCols={3}
      items={[
        { label: t('jobOrders.purchaseOrder.fax'), value: formatPhone(company?.Fax) },
        { label: t('jobOrders.purchaseOrder.phone'), value: formatPhone(company?.PhoneNumber) },
        { label: t('jobOrders.purchaseOrder.attention'), value: company?.Attention },
        { label: t('jobOrders.purchaseOrder.email'), value: company?.Email },
      ]}
    />
  );
}

function PurchaseOrderForm({ job, id, order, categories, newNumber, loadError }: FormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const saved = useMemo(
    () => purchaseOrderFormValues(job, order, categories, newNumber),
    [job, order, categories, newNumber],
  );
  const form = useForm<PurchaseOrderFormValues>({ defaultValues: saved });
  const draft = useFormDraft({
    formId: `purchaseOrder/job-${job.Id}`,
    recordId: id || null,
    form,
    savedValues: saved,
  });
  const save = useSavePurchaseOrder();
  const formSave = useFormSave({
    form,
    draft,
    save: (values: PurchaseOrderFormValues) =>
      save.mutateAsync(purchaseOrderPayload(id, job.Id, values, categories)),
    success: t('jobOrders.purchaseOrder.saved'),
    onError: (e) =>
      feedback.alert({
        title: t('jobOrders.purchaseOrder.saveErrorTitle'),
        text: e.message || t('jobOrders.purchaseOrder.saveErrorTitle'),
      }),
    // an order with its id is updated by the same call; a new one (id 0) is created by each
    repeatable: id > 0,
    // the first save of a new order moves to its own detail route (B §4)
    onSaved: (result) => {
      if (!id) navigate(purchaseOrderPath(job.Id, result.Id), { replace: true });
    },
  });
  const unsaved = useUnsavedPrintTexts();
  const { control, register, formState } = form;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (formSave.saving) return;
    const values = form.getValues();
    if (!values.SupplyCompanyId) {
      form.setError('SupplyCompanyId', { message: t('jobOrders.purchaseOrder.supplyCompanyRequired') });
      // the picker's own field (its stand-in or its select) takes the focus once it shows the message it is described
      // by (the form library holds no element of it to focus)
      requestAnimationFrame(() => document.getElementById('po-supply-company')?.focus());
      return;
    }
    if (!purchaseOrderLinesValid(values.lines)) {
      void feedback.alert({
        title: t('jobOrders.lines.invalidTitle'),
        text: t('jobOrders.lines.invalidText'),
      });
      return;
    }
    void formSave.run(values);
  };

  const copyFromWorkOrder = async () => {
    const yes = await feedback.confirm({
      title: t('jobOrders.purchaseOrder.copyTitle'),
      text: t('jobOrders.purchaseOrder.copyConfirm'),
    });
    if (!yes) return;
    try {
      const workOrder = await queryClient.fetchQuery(workOrderQueryOptions(job.Id));
      if (!workOrder) {
        await feedback.alert({
          title: t('jobOrders.purchaseOrder.copyTitle'),
          text: t('jobOrders.purchaseOrder.noWorkOrder'),
        });
        return;
      }
      const copied = linesFromWorkOrder(job, workOrder, categories);
      form.setValue('lines', copied.lines, { shouldDirty: true });
      form.setValue('lots', copied.lots, { shouldDirty: true });
      feedback.notify.success(t('jobOrders.purchaseOrder.copied'));
    } catch (e) {
      feedback.notify.error(toApiError(e).message || t('jobOrders.purchaseOrder.copyError'));
    }
  };

  const print = () => printSaved(purchaseOrderPrintUrl(id), draft, unsaved);
  const linesControl = control as unknown as Control<LinesFormValues>;
  const actions = (
    <OrderActions saving={formSave.saving} onPrint={print} printDisabled={!id}>
      <Button variant="outline-secondary" onClick={() => void copyFromWorkOrder()}>
        {t('jobOrders.purchaseOrder.copyFromWorkOrder')}
      </Button>
      <Link className="btn btn-outline-secondary" to={purchaseOrderListPath(job.Id)}>
        {t('jobOrders.purchaseOrder.backToList')}
      </Link>
    </OrderActions>
  );

  return (
    <Form noValidate onSubmit={submit} aria-labelledby="purchase-order-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h2 id="purchase-order-title" className="h5 mb-0 me-auto">
          {id
            ? t('jobOrders.purchaseOrder.titleOf', { number: saved.PurchaseOrderNumber })
            : t('jobOrders.purchaseOrder.newTitle')}
        </h2>
        {actions}
      </div>
      <DraftNotice draft={draft} />
      {loadError && (
        <Alert variant="warning" className="py-2">
          {t('jobOrders.purchaseOrder.loadFailed', { message: loadError })}
        </Alert>
      )}
      <p className="mb-2">
        <span className="fw-semibold">{t('jobOrders.purchaseOrder.jobOptions')}: </span>
        {job.JobOptions.map((o) => o.Name).join(', ') || '—'}
      </p>
      <Card className="mb-3">
        <Card.Body>
          <Row className="g-3">
            <Col lg={6}>
              <FormField
                label={t('jobOrders.purchaseOrder.supplyCompany')}
                id="po-supply-company"
                error={formState.errors.SupplyCompanyId}
                required
              >
                <Controller
                  control={control}
                  name="SupplyCompanyId"
                  render={({ field, fieldState }) => (
                    <Controller
                      control={control}
                      name="SupplyCompany"
                      render={({ field: company }) => (
                        <SupplyCompanyPicker
                          inputId="po-supply-company"
                          value={field.value}
                          selectedOption={
                            field.value && company.value?.Name
                              ? { value: field.value, label: company.value.Name }
                              : null
                          }
                          onChange={(value, item) => {
                            field.onChange(value);
                            company.onChange(
                              item
                                ? {
                                    Id: item.Id,
                                    Name: item.Name,
                                    Fax: item.Fax,
                                    PhoneNumber: item.PhoneNumber,
                                    Attention: item.Attention,
                                    Email: item.Email,
                                  }
                                : null,
                            );
                            if (value) form.clearErrors('SupplyCompanyId');
                          }}
                          isInvalid={!!fieldState.error}
                          isClearable
                        />
                      )}
                    />
                  )}
                />
              </FormField>
              <SupplierDetails control={control} />
            </Col>
            <Col lg={6}>
              <Row className="g-3">
                <Col sm={6}>
                  <FormField label={t('jobOrders.purchaseOrder.number')} id="po-number">
                    {(c) => <Form.Control {...c} {...register('PurchaseOrderNumber')} />}
                  </FormField>
                </Col>
                <Col sm={6}>
                  <FormField label={t('jobOrders.purchaseOrder.dueDate')} id="po-due-date">
                    <Controller
                      control={control}
                      name="DueDate"
                      render={({ field }) => <DateInput {...field} id="po-due-date" />}
                    />
                  </FormField>
                </Col>
                <Col sm={6}>
                  <FormField label={t('jobOrders.purchaseOrder.shipDate')} id="po-ship-date">
                    <Controller
                      control={control}
                      name="ShipDate"
                      render={({ field }) => <DateInput {...field} id="po-ship-date" />}
                    />
                  </FormField>
                </Col>
                <Col sm={6}>
                  <FormField label={t('jobOrders.purchaseOrder.shipTo')} id="po-ship-to">
                    {(c) => <Form.Control {...c} {...register('ShipTo')} />}
                  </FormField>
                </Col>
                <Col sm={6}>
                  <FormField label={t('jobOrders.purchaseOrder.pickupDate')} id="po-pickup-date">
                    <Controller
                      control={control}
                      name="PickupDate"
                      render={({ field }) => <DateInput {...field} id="po-pickup-date" />}
                    />
                  </FormField>
                </Col>
                <Col sm={6}>
                  <FormField label={t('jobOrders.purchaseOrder.pickupBy')} id="po-pickup-by">
                    {(c) => <Form.Control {...c} {...register('PickupBy')} />}
                  </FormField>
                </Col>
              </Row>
            </Col>
          </Row>
        </Card.Body>
      </Card>
      <MaterialLinesEditor control={linesControl} categories={categories} />
      <LotRowsEditor control={linesControl} categories={categories} job={job} />
      <Card className="mb-3">
        <Card.Header as="h3" className="h6 mb-0">
          {t('jobOrders.purchaseOrder.printOnly')}
        </Card.Header>
        <Card.Body>
          <DetailList
            labelCols={3}
            items={[
              { label: t('jobOrders.purchaseOrder.model'), value: job.JobModelName },
              {
                label: t('jobOrders.purchaseOrder.options'),
                value: job.JobOptions.map((o) => o.Name).join(', '),
              },
              { label: t('jobOrders.purchaseOrder.builder'), value: job.BuilderName },
              { label: t('jobOrders.purchaseOrder.lot'), value: job.LotGroupCode },
              { label: t('jobOrders.purchaseOrder.jobSite'), value: job.JobSiteName },
              { label: t('jobOrders.purchaseOrder.address'), value: job.Address },
            ]}
          />
        </Card.Body>
      </Card>
      {actions}
    </Form>
  );
}

/** The order id of the route: 0 for a new order, null for a URL that is no order. */
function routeOrderId(raw: string | undefined): number | null {
  return raw === '0' ? 0 : parseRouteId(raw);
}

/**
 * jobs.detail.purchaseOrder.detail (B §2, B §4): a purchase order of the job, 0 being a new one. A new order gets
 * its number per decision 8; so does an order that failed to load, which is then saved as a new one.
 */
export function PurchaseOrderDetailTab() {
  const { t } = useTranslation();
  const job = useTabJob();
  const id = routeOrderId(useParams().purchaseOrderId);
  const order = usePurchaseOrder(id ?? 0);
  const orders = useJobPurchaseOrders(job.Id);
  const categories = useQuery(materialCategoriesQueryOptions());
  if (id === null) return <Navigate to={purchaseOrderListPath(job.Id)} replace />;
  if ((id > 0 && order.isPending) || orders.isPending || categories.isPending)
    return <p role="status">{t('jobOrders.loading')}</p>;
  if (categories.error)
    return (
      <p role="alert" className="text-danger">
        {toApiError(categories.error).message || t('jobOrders.purchaseOrder.loadError')}
      </p>
    );
  const loadError =
    id > 0 && order.error ? toApiError(order.error).message || t('jobOrders.purchaseOrder.loadError') : null;
  const loaded = id > 0 && !order.error ? (order.data ?? null) : null;
  // an order of another job (an edited or stale URL) opens under its own job, not this one's header
  if (loaded?.JobId && loaded.JobId !== job.Id)
    return <Navigate to={purchaseOrderPath(loaded.JobId, loaded.Id)} replace />;
  // the count of the job's orders for the number (decision 8); none when the list failed
  const count = orders.data?.length ?? 0;
  const formId = loadError ? 0 : id;
  return (
    <PurchaseOrderForm
      key={`${job.Id}:${id}`}
      job={job}
      id={formId}
      order={loaded}
      categories={categories.data}
      newNumber={newOrderNumber(job, count)}
      loadError={loadError}
    />
  );
}
