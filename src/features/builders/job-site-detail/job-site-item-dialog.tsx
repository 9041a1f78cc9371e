import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  useCreateJobSiteItem,
  useUpdateJobSiteItem,
  type JobSiteItem,
  type JobSiteItemKind,
} from '@/api/job-site-items';
import { feedback } from '@/components/feedback';
import { FormField } from '@/components/form';
import { AppModal } from '@/components/modal';
import { toApiError } from '@/lib/api-client';
import { requiredText } from '@/lib/validation';

export const jobSiteItemSchema = z.object({ Name: requiredText('builders.items.nameRequired', 200) });
type ItemFormInput = z.input<typeof jobSiteItemSchema>;
type ItemFormValues = z.output<typeof jobSiteItemSchema>;

interface JobSiteItemDialogProps {
  kind: JobSiteItemKind;
  jobSiteId: number;
  show: boolean;
  onHide: () => void;
  /** the item to edit; a new one when left out */
  item?: JobSiteItem | null;
}

/**
 * Add / edit dialog of a job model, option or elevation (A §2): Name only. A failure shows a titled
 * error with the server message or the status text; success a success notice (A §8).
 */
export function JobSiteItemDialog({ kind, jobSiteId, show, onHide, item }: JobSiteItemDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const k = `builders.items.${kind}`;
  const form = useForm<ItemFormInput, unknown, ItemFormValues>({
    resolver: zodResolver(jobSiteItemSchema),
    defaultValues: { Name: item?.Name ?? '' },
  });
  const { register, handleSubmit, reset, formState } = form;
  const create = useCreateJobSiteItem(kind);
  const update = useUpdateJobSiteItem(kind);
  const saving = create.isPending || update.isPending;

  useEffect(() => {
    if (show) reset({ Name: item?.Name ?? '' });
  }, [show, item, reset]);

  const save = handleSubmit(async ({ Name }) => {
    try {
      if (item) await update.mutateAsync({ Id: item.Id, Name, JobSiteId: item.JobSiteId ?? jobSiteId });
      else await create.mutateAsync({ Name, JobSiteId: jobSiteId });
      feedback.notify.success(t(item ? `${k}.updateSuccess` : `${k}.createSuccess`));
      onHide();
    } catch (e) {
      const error = toApiError(e);
      await feedback.alert({ title: t(`${k}.errorTitle`), text: error.message || error.statusText });
    }
  });

  return (
    <AppModal
      show={show}
      onHide={onHide}
      title={t(item ? `${k}.editTitle` : `${k}.createTitle`)}
      footer={
        <>
          <Button variant="outline-secondary" onClick={onHide} disabled={saving}>
            {t('builders.form.cancel')}
          </Button>
          <Button type="submit" form={formId} variant="primary" disabled={saving}>
            {t('builders.form.save')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(e) => void save(e)}>
        <FormField
          id={`item${formId.replace(/:/g, '')}-name`}
          label={t('builders.items.name')}
          error={formState.errors.Name}
          required
          className="mb-0"
        >
          {(c) => <Form.Control {...c} {...register('Name')} autoFocus />}
        </FormField>
      </form>
    </AppModal>
  );
}
