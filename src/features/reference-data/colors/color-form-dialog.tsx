import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useCreateColor, useUpdateColor, type Color } from '@/api/colors';
import { FormDialog, FormField } from '@/components/form';
import { requiredText } from '@/lib/validation';
import { useReferenceForm, type ReferenceDialogProps } from '../shared/use-reference-form';
import { COLOR_FORM_ID } from './color-draft';

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

export const colorSchema = z.object({
  Name: requiredText('referenceData.colors.validation.nameRequired', 100),
  ColorCode: z
    .string()
    .nullish()
    .transform((v) => (v ?? '').trim().toUpperCase())
    .refine((v) => v === '' || HEX.test(v), { error: 'referenceData.colors.validation.colorCodeInvalid' }),
  IsShutterColor: z.boolean(),
  IsGutterColor: z.boolean(),
  IsDownSpoutColor: z.boolean(),
  IsSplashblockColor: z.boolean(),
});
type Input = z.input<typeof colorSchema>;

const FLAGS = ['IsShutterColor', 'IsGutterColor', 'IsDownSpoutColor', 'IsSplashblockColor'] as const;
const flagLabel: Record<(typeof FLAGS)[number], string> = {
  IsShutterColor: 'isShutterColor',
  IsGutterColor: 'isGutterColor',
  IsDownSpoutColor: 'isDownSpoutColor',
  IsSplashblockColor: 'isSplashblockColor',
};

const defaults = (c?: Color | null): Input => ({
  Name: c?.Name ?? '',
  ColorCode: c?.ColorCode ?? '',
  IsShutterColor: c?.IsShutterColor ?? false,
  IsGutterColor: c?.IsGutterColor ?? false,
  IsDownSpoutColor: c?.IsDownSpoutColor ?? false,
  IsSplashblockColor: c?.IsSplashblockColor ?? false,
});

/** #ABC as #AABBCC (what a native colour input takes). */
const longHex = (code: string) =>
  /^#[0-9a-f]{3}$/i.test(code) ? `#${[...code.slice(1)].map((ch) => ch + ch).join('')}` : code;

interface ColorFormDialogProps extends ReferenceDialogProps {
  /** the colour to edit; a new one when left out */
  color?: Color | null;
}

/** The colour add and edit dialog (B §2): Name, ColorCode shown as a swatch, and the four flags. */
export function ColorFormDialog({ show, onHide, color }: ColorFormDialogProps) {
  const { t } = useTranslation();
  const id = `co${useId().replace(/:/g, '')}`;
  const create = useCreateColor();
  const update = useUpdateColor();
  const { form, draft, save } = useReferenceForm({
    schema: colorSchema,
    formId: COLOR_FORM_ID,
    recordId: color?.Id,
    savedValues: defaults(color),
    active: show,
    save: (values) => (color ? update.mutateAsync({ ...values, Id: color.Id }) : create.mutateAsync(values)),
    success: t('referenceData.colors.saveSuccess'),
    saveError: t('referenceData.colors.saveError'),
    onHide,
  });
  const { errors } = form.formState;
  const code = (form.watch('ColorCode') ?? '').trim();
  const valid = HEX.test(code);
  const f = (name: string) => t(`referenceData.colors.fields.${name}`);
  return (
    <FormDialog
      show={show}
      onHide={onHide}
      title={t(color ? 'referenceData.colors.form.editTitle' : 'referenceData.colors.form.createTitle')}
      draft={draft}
      save={save}
    >
      <FormField id={`${id}-name`} label={f('name')} error={errors.Name} required>
        {(c) => <Form.Control {...c} {...form.register('Name')} autoFocus />}
      </FormField>
      <FormField id={`${id}-code`} label={f('colorCode')} error={errors.ColorCode}>
        {(c) => (
          <InputGroup hasValidation>
            <InputGroup.Text className="p-1">
              <span
                role="img"
                aria-label={
                  valid
                    ? t('referenceData.colors.fields.swatchOf', { code: code.toUpperCase() })
                    : t('referenceData.colors.fields.swatchNone')
                }
                className="d-inline-block border rounded-1"
                style={{ width: 28, height: 28, backgroundColor: valid ? code : 'transparent' }}
                data-testid="color-swatch"
              />
            </InputGroup.Text>
            <Form.Control {...c} placeholder="#1C1C1C" {...form.register('ColorCode')} />
            <Form.Control
              type="color"
              aria-label={f('pickColor')}
              title={f('pickColor')}
              className="form-control-color"
              // the input group gives every control `flex: 1 1 auto; width: 1%`: the swatch button keeps its 3rem
              style={{ flex: '0 0 3rem', width: '3rem' }}
              value={valid ? longHex(code) : '#000000'}
              onChange={(e) =>
                form.setValue('ColorCode', e.target.value.toUpperCase(), {
                  shouldDirty: true,
                  shouldValidate: true,
                })
              }
            />
          </InputGroup>
        )}
      </FormField>
      <fieldset className="mb-0">
        <legend className="form-label fs-6">{f('usedFor')}</legend>
        {FLAGS.map((flag) => (
          <Form.Check key={flag} id={`${id}-${flag}`} label={f(flagLabel[flag])} {...form.register(flag)} />
        ))}
      </fieldset>
    </FormDialog>
  );
}
