import { memo } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ARF_SECTIONS,
  arfOrderPrintUrl,
  useArfOrder,
  useSaveArfOrder,
  type ArfSection,
} from '@/api/arf-orders';
import type { Job } from '@/api/jobs';
import { FormField, NumberInput, PhoneInput } from '@/components/form';
import { KnownColorPicker, DateInput } from '../shared/lazy-fields';
import { useTabJob } from '../shared/job-context';
import { OrderFormFrame, OrderQueryView, useOrderForm } from '../shared/order-form-scaffold';
import { arfFormValues, arfPayload, type ArfFormValues } from './arf-order-model';

const SECTION_FIELDS = {
  rake: { rows: 'RakeConfiguration', color: 'RakeColorId', note: 'RakeNote' },
  cr: { rows: 'CrConfiguration', color: 'CrColorId', note: 'CrNote' },
  so: { rows: 'SoConfiguration', color: 'SoColorId', note: 'SoNote' },
} as const;

/**
 * One section of the ARF form (B §2): its profile, colour, rows of Length and NumberOfPieces, and note. Memoised:
 * its fields follow the form through their own controllers.
 */
const ArfSectionCard = memo(function ArfSectionCard({
  section,
  control,
}: {
  section: ArfSection;
  control: Control<ArfFormValues>;
}) {
  const { t } = useTranslation();
  const fields = SECTION_FIELDS[section];
  const { rows, profile } = ARF_SECTIONS[section];
  const title = t(`jobOrders.arf.sections.${section}`);
  return (
    <Card className="mb-3">
      <Card.Header as="h3" className="h6 mb-0">
        {title} <span className="text-body-secondary fw-normal">({profile})</span>
      </Card.Header>
      <Card.Body>
        <Row className="g-3">
          <Col lg={4}>
            <FormField label={t('jobOrders.arf.color')} id={`arf-${section}-color`}>
              <Controller
                control={control}
                name={fields.color}
                render={({ field }) => (
                  <KnownColorPicker
                    inputId={`arf-${section}-color`}
                    value={field.value}
                    onChange={field.onChange}
                    isClearable
                  />
                )}
              />
            </FormField>
            <FormField label={t('jobOrders.arf.note')} id={`arf-${section}-note`}>
              <Controller
                control={control}
                name={fields.note}
                render={({ field }) => (
                  <Form.Control id={`arf-${section}-note`} as="textarea" rows={3} {...field} />
                )}
              />
            </FormField>
          </Col>
          <Col lg={8}>
            <Table size="sm" bordered className="mb-0 align-middle">
              <caption className="visually-hidden">
                {t('jobOrders.arf.rowsCaption', { section: title })}
              </caption>
              <thead>
                <tr>
                  <th scope="col" style={{ width: '4rem' }}>
                    #
                  </th>
                  <th scope="col">{t('jobOrders.arf.length')}</th>
                  <th scope="col">{t('jobOrders.arf.pieces')}</th>
                </tr>
              </thead>
              <tbody>
                {Array.from({ length: rows }, (_, i) => (
                  <tr key={i}>
                    <th scope="row">{i + 1}</th>
                    <td>
                      <Controller
                        control={control}
                        name={`${fields.rows}.${i}.Length`}
                        render={({ field }) => (
                          <NumberInput
                            {...field}
                            size="sm"
                            aria-label={t('jobOrders.arf.lengthOf', { section: title, row: i + 1 })}
                          />
                        )}
                      />
                    </td>
                    <td>
                      <Controller
                        control={control}
                        name={`${fields.rows}.${i}.NumberOfPieces`}
                        render={({ field }) => (
                          <NumberInput
                            {...field}
                            integer
                            size="sm"
                            aria-label={t('jobOrders.arf.piecesOf', { section: title, row: i + 1 })}
                          />
                        )}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Col>
        </Row>
      </Card.Body>
    </Card>
  );
});

function ArfForm({ job, saved, hasSaved }: { job: Job; saved: ArfFormValues; hasSaved: boolean }) {
  const { t } = useTranslation();
  const save = useSaveArfOrder();
  const order = useOrderForm({
    formId: 'arfOrder',
    jobId: job.Id,
    saved,
    save: (values) => save.mutateAsync(arfPayload(job.Id, values)),
    printSource: arfOrderPrintUrl(job.Id),
    texts: { saved: t('jobOrders.arf.saved'), saveErrorTitle: t('jobOrders.arf.saveErrorTitle') },
  });
  const { control, register } = order.form;

  return (
    <OrderFormFrame order={order} titleId="arf-title" title={t('jobOrders.arf.title')} hasSaved={hasSaved}>
      <Card className="mb-3">
        <Card.Body>
          <Row className="g-3">
            <Col md={4}>
              <FormField label={t('jobOrders.arf.name')} id="arf-name">
                {(c) => <Form.Control {...c} {...register('ArfName')} />}
              </FormField>
            </Col>
            <Col md={4}>
              <FormField label={t('jobOrders.arf.fax')} id="arf-fax">
                <Controller
                  control={control}
                  name="ArfFax"
                  render={({ field }) => <PhoneInput {...field} />}
                />
              </FormField>
            </Col>
            <Col md={4}>
              <FormField label={t('jobOrders.arf.shipTo')} id="arf-ship-to">
                {(c) => <Form.Control {...c} {...register('ShipTo')} />}
              </FormField>
            </Col>
            <Col md={4}>
              <FormField label={t('jobOrders.arf.orderDate')} id="arf-order-date">
                <Controller
                  control={control}
                  name="OrderDate"
                  render={({ field }) => <DateInput {...field} id="arf-order-date" />}
                />
              </FormField>
            </Col>
            <Col md={4}>
              <FormField label={t('jobOrders.arf.neededDate')} id="arf-needed-date">
                <Controller
                  control={control}
                  name="NeededDate"
                  render={({ field }) => <DateInput {...field} id="arf-needed-date" />}
                />
              </FormField>
            </Col>
          </Row>
        </Card.Body>
      </Card>
      <ArfSectionCard section="rake" control={control} />
      <ArfSectionCard section="cr" control={control} />
      <ArfSectionCard section="so" control={control} />
    </OrderFormFrame>
  );
}

/** jobs.detail.arf (B §2): the job's ARF (trim) order with save and print. */
export function ArfOrderTab() {
  const { t } = useTranslation();
  const job = useTabJob();
  const query = useArfOrder(job.Id);
  return (
    <OrderQueryView query={query} loadError={t('jobOrders.arf.loadError')}>
      {(data) => <ArfForm key={job.Id} job={job} saved={arfFormValues(data)} hasSaved={!!data} />}
    </OrderQueryView>
  );
}
