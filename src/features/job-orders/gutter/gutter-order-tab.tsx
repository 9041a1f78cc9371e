import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { gutterOrderPrintUrl, useGutterOrder, useSaveGutterOrder } from '@/api/gutter-orders';
import type { Job } from '@/api/jobs';
import { FormField, PhoneInput } from '@/components/form';
import { KnownColorPicker, DateInput } from '../shared/lazy-fields';
import { useTabJob } from '../shared/job-context';
import { OrderFormFrame, OrderQueryView, useOrderForm } from '../shared/order-form-scaffold';
import {
  colorFlagOf,
  emptyGutterLine,
  gutterFormValues,
  gutterPayload,
  isDefaultMaterial,
  type GutterFormValues,
} from './gutter-order-model';

function GutterForm({ job, saved, hasSaved }: { job: Job; saved: GutterFormValues; hasSaved: boolean }) {
  const { t } = useTranslation();
  const save = useSaveGutterOrder();
  const order = useOrderForm({
    formId: 'gutterOrder',
    jobId: job.Id,
    saved,
    save: (values) => save.mutateAsync(gutterPayload(job.Id, values)),
    printSource: gutterOrderPrintUrl(job.Id),
    texts: { saved: t('jobOrders.gutter.saved'), saveErrorTitle: t('jobOrders.gutter.saveErrorTitle') },
  });
  const { control, register } = order.form;
  const lines = useFieldArray({ control, name: 'GutterLineItems' });
  const lots = useFieldArray({ control, name: 'LotIndividualLineItems' });
  const materials = useWatch({ control, name: 'GutterLineItems' });

  return (
    <OrderFormFrame
      order={order}
      titleId="gutter-title"
      title={t('jobOrders.gutter.title')}
      hasSaved={hasSaved}
    >
      <Card className="mb-3">
        <Card.Body>
          <Row className="g-3">
            <Col md={4}>
              <FormField label={t('jobOrders.gutter.poNumber')} id="gutter-po-number">
                {(c) => <Form.Control {...c} {...register('PurchaseOrderNumber')} />}
              </FormField>
            </Col>
            <Col md={4}>
              <FormField label={t('jobOrders.gutter.name')} id="gutter-name">
                {(c) => <Form.Control {...c} {...register('GutterName')} />}
              </FormField>
            </Col>
            <Col md={4}>
              <FormField label={t('jobOrders.gutter.fax')} id="gutter-fax">
                <Controller
                  control={control}
                  name="GutterFax"
                  render={({ field }) => <PhoneInput {...field} />}
                />
              </FormField>
            </Col>
            <Col md={4}>
              <FormField label={t('jobOrders.gutter.phone')} id="gutter-phone">
                <Controller
                  control={control}
                  name="GutterPhone"
                  render={({ field }) => <PhoneInput {...field} />}
                />
              </FormField>
            </Col>
            <Col md={4}>
              <FormField label={t('jobOrders.gutter.date')} id="gutter-date">
                <Controller
                  control={control}
                  name="Date"
                  render={({ field }) => <DateInput {...field} id="gutter-date" />}
                />
              </FormField>
            </Col>
            <Col md={4}>
              <FormField label={t('jobOrders.gutter.installDate')} id="gutter-install-date">
                <Controller
                  control={control}
                  name="InstallDate"
                  render={({ field }) => <DateInput {...field} id="gutter-install-date" />}
                />
              </FormField>
            </Col>
          </Row>
        </Card.Body>
      </Card>

      <h3 className="h6">{t('jobOrders.gutter.lines')}</h3>
      <Table size="sm" bordered responsive className="align-middle">
        <thead>
          <tr>
            <th scope="col">{t('jobOrders.gutter.material')}</th>
            <th scope="col">{t('jobOrders.gutter.description')}</th>
            <th scope="col" style={{ minWidth: '14rem' }}>
              {t('jobOrders.gutter.color')}
            </th>
            <th scope="col">{t('jobOrders.gutter.gScreen')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('jobOrders.lines.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.fields.map((field, i) => {
            const material = materials?.[i]?.Material ?? field.Material;
            const fixed = isDefaultMaterial(field.Material);
            const name = material || t('jobOrders.gutter.lineN', { n: i + 1 });
            return (
              <tr key={field.id}>
                <th scope="row">
                  {fixed ? (
                    field.Material
                  ) : (
                    <Form.Control
                      size="sm"
                      aria-label={t('jobOrders.gutter.materialOf', { n: i + 1 })}
                      {...register(`GutterLineItems.${i}.Material`)}
                    />
                  )}
                </th>
                <td>
                  <Form.Control
                    size="sm"
                    aria-label={t('jobOrders.gutter.descriptionOf', { name })}
                    {...register(`GutterLineItems.${i}.Description`)}
                  />
                </td>
                <td>
                  <Controller
                    control={control}
                    name={`GutterLineItems.${i}.ColorId`}
                    render={({ field: f }) => (
                      <KnownColorPicker
                        aria-label={t('jobOrders.gutter.colorOf', { name })}
                        flags={[colorFlagOf(material)]}
                        value={f.value}
                        onChange={f.onChange}
                        isClearable
                      />
                    )}
                  />
                </td>
                <td className="text-center">
                  <Form.Check
                    aria-label={t('jobOrders.gutter.gScreenOf', { name })}
                    {...register(`GutterLineItems.${i}.GScreen`)}
                  />
                </td>
                <td>
                  {!fixed && (
                    <Button
                      size="sm"
                      variant="outline-danger"
                      onClick={() => lines.remove(i)}
                      aria-label={t('jobOrders.gutter.removeLine', { name })}
                    >
                      {t('jobOrders.lines.remove')}
                    </Button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
      <Button
        variant="outline-secondary"
        size="sm"
        className="mb-3"
        onClick={() => lines.append(emptyGutterLine())}
      >
        {t('jobOrders.gutter.addLine')}
      </Button>

      <h3 className="h6">{t('jobOrders.gutter.lots')}</h3>
      {lots.fields.length === 0 ? (
        <p className="text-body-secondary">{t('jobOrders.lots.none')}</p>
      ) : (
        <Table size="sm" bordered responsive className="align-middle">
          <thead>
            <tr>
              <th scope="col">{t('jobOrders.lots.lot')}</th>
              <th scope="col" style={{ minWidth: '14rem' }}>
                {t('jobOrders.gutter.color')}
              </th>
              <th scope="col">{t('jobOrders.gutter.gutterDescription')}</th>
              <th scope="col">{t('jobOrders.gutter.downspoutDescription')}</th>
              <th scope="col">{t('jobOrders.gutter.splashblocksDescription')}</th>
            </tr>
          </thead>
          <tbody>
            {lots.fields.map((field, i) => (
              <tr key={field.id}>
                <th scope="row">{field.LotCode}</th>
                <td>
                  <Controller
                    control={control}
                    name={`LotIndividualLineItems.${i}.SelectedColorId`}
                    render={({ field: f }) => (
                      <KnownColorPicker
                        aria-label={t('jobOrders.gutter.lotColorOf', { lot: field.LotCode })}
                        flags={['gutter']}
                        value={f.value}
                        onChange={f.onChange}
                        isClearable
                      />
                    )}
                  />
                </td>
                <td>
                  <Form.Control
                    size="sm"
                    aria-label={t('jobOrders.gutter.lotGutterOf', { lot: field.LotCode })}
                    {...register(`LotIndividualLineItems.${i}.GutterDescription`)}
                  />
                </td>
                <td>
                  <Form.Control
                    size="sm"
                    aria-label={t('jobOrders.gutter.lotDownspoutOf', { lot: field.LotCode })}
                    {...register(`LotIndividualLineItems.${i}.DownspoutDescription`)}
                  />
                </td>
                <td>
                  <Form.Control
                    size="sm"
                    aria-label={t('jobOrders.gutter.lotSplashblocksOf', { lot: field.LotCode })}
                    {...register(`LotIndividualLineItems.${i}.SplashblocksDescription`)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </OrderFormFrame>
  );
}

/** jobs.detail.gutter (B §2): the job's gutter order with save and print. */
export function GutterOrderTab() {
  const { t } = useTranslation();
  const job = useTabJob();
  const query = useGutterOrder(job.Id);
  return (
    <OrderQueryView query={query} loadError={t('jobOrders.gutter.loadError')}>
      {(data) => <GutterForm key={job.Id} job={job} saved={gutterFormValues(job, data)} hasSaved={!!data} />}
    </OrderQueryView>
  );
}
