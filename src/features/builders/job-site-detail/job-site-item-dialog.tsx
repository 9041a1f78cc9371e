import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
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
import { FormDialog, FormField, useFormDraft, useFormSave } from '@/components/form';
import { requiredText } from '@/lib/validation';
import { jobSiteItemFormId } from './job-site-item-draft';

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
  const idBase = `item${useId().replace(/:/g, '')}`;
  const k = `builders.items.${kind}`;
  const savedValues = { Name: item?.Name ?? '' };
  const form = useForm<ItemFormInput, unknown, ItemFormValues>({
    resolver: zodResolver(jobSiteItemSchema),
    defaultValues: savedValues,
  });
  const draft = useFormDraft({
    formId: jobSiteItemFormId(kind, jobSiteId),
    recordId: item?.Id,
    form,
    savedValues,
    active: show,
  });
  const create = useCreateJobSiteItem(kind);
  const update = useUpdateJobSiteItem(kind);
  const save = useFormSave({
    form,
    draft,
    save: ({ Name }) =>
      item
        ? update.mutateAsync({ Id: item.Id, Name, JobSiteId: item.JobSiteId ?? jobSiteId })
        : create.mutateAsync({ Name, JobSiteId: jobSiteId }),
    success: t(item ? `${k}.updateSuccess` : `${k}.createSuccess`),
    onError: (error) =>
      feedback.alert({ title: t(`${k}.errorTitle`), text: error.message || error.statusText }),
    close: onHide,
  });

  return (
    <FormDialog
      show={show}
      onHide={onHide}
      staticBackdrop={false}
      title={t(item ? `${k}.editTitle` : `${k}.createTitle`)}
      draft={draft}
      save={save}
    >
      <FormField
        id={`${idBase}-name`}
        label={t('builders.items.name')}
        error={form.formState.errors.Name}
        required
        className="mb-0"
      >
        {(c) => <Form.Control {...c} {...form.register('Name')} autoFocus />}
      </FormField>
    </FormDialog>
  );
}
