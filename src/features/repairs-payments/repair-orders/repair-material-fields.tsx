import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form';
import type { RepairOrderFormValues } from './repair-order-payload';

type MaterialField =
  | 'SidingMaterial'
  | 'SidingColor'
  | 'TrimMaterial'
  | 'TrimColor'
  | 'ShutterMaterial'
  | 'ShutterColor'
  | 'GutterMaterial'
  | 'GutterColor'
  | 'DsMaterial';

const FIELDS: ReadonlyArray<[MaterialField, string]> = [
  ['SidingMaterial', 'repairOrders.fields.sidingMaterial'],
  ['SidingColor', 'repairOrders.fields.sidingColor'],
  ['TrimMaterial', 'repairOrders.fields.trimMaterial'],
  ['TrimColor', 'repairOrders.fields.trimColor'],
  ['ShutterMaterial', 'repairOrders.fields.shutterMaterial'],
  ['ShutterColor', 'repairOrders.fields.shutterColor'],
  ['GutterMaterial', 'repairOrders.fields.gutterMaterial'],
  ['GutterColor', 'repairOrders.fields.gutterColor'],
  ['DsMaterial', 'repairOrders.fields.dsMaterial'],
];

/** The siding, trim, shutter and gutter materials and colours and the downspout material (B §3). */
export function RepairMaterialFields({ form }: { form: UseFormReturn<RepairOrderFormValues> }) {
  const { t } = useTranslation();
  return (
    <>
      {FIELDS.map(([name, label]) => (
        <Col md={6} key={name}>
          <FormField label={t(label)}>{(c) => <Form.Control {...c} {...form.register(name)} />}</FormField>
        </Col>
      ))}
    </>
  );
}
