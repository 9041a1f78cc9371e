import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSaveJobAttachment, type AttachmentCategory, type JobAttachment } from '@/api/job-attachments';
import { notifySaveError } from '@/components/feedback';
import { UploadDialog } from '@/components/files';
import { DraftNotice, FormField, useFormDraft } from '@/components/form';

interface AttachmentValues {
  CategoryId: string;
  Comment: string;
}

export interface AttachmentDialogProps {
  show: boolean;
  onHide: () => void;
  jobId: number;
  /** the attachment to edit; an upload of new files when null */
  attachment: JobAttachment | null;
  categories: AttachmentCategory[];
  /** the category a new upload goes to (the one shown) */
  defaultCategoryId: number;
}

/**
 * Uploads one or several files into a category (B §2, B §5): choose, upload (POST /api/upload), save the
 * attachment records, success alert, close. Editing changes the comment or category, or replaces the file
 * (one file: no multiple mode in edit).
 */
export function AttachmentDialog({
  show,
  onHide,
  jobId,
  attachment,
  categories,
  defaultCategoryId,
}: AttachmentDialogProps) {
  const { t } = useTranslation();
  const savedValues: AttachmentValues = {
    CategoryId: String(attachment?.CategoryId ?? defaultCategoryId),
    Comment: attachment?.Comment ?? '',
  };
  const form = useForm<AttachmentValues>({ defaultValues: savedValues });
  const draft = useFormDraft({
    formId: `jobAttachment/job-${jobId}`,
    recordId: attachment?.Id,
    form,
    savedValues,
    active: show,
  });
  const save = useSaveJobAttachment();

  const onSaveRecord = async (records: { Id: number }[]) => {
    const { CategoryId, Comment } = form.getValues();
    const base = { JobId: jobId, CategoryId: Number(CategoryId), Comment: Comment.trim() };
    try {
      if (attachment) {
        await save.mutateAsync({ ...base, Id: attachment.Id, FileId: records[0]?.Id ?? attachment.FileId });
      } else {
        for (const record of records) await save.mutateAsync({ ...base, FileId: record.Id });
      }
      draft.clear();
    } catch (e) {
      notifySaveError(e, t('jobFiles.form.saveError'));
      throw e;
    }
  };

  return (
    <UploadDialog
      show={show}
      onHide={draft.guard(onHide)}
      mode={attachment ? 'edit' : 'create'}
      multiple={!attachment}
      uploadType="JobAttachment"
      identifier={jobId}
      onSaveRecord={onSaveRecord}
      currentFileName={attachment?.File?.FileName}
      title={t(attachment ? 'jobFiles.form.editTitle' : 'jobFiles.form.uploadTitle')}
      successText={t(attachment ? 'jobFiles.form.updated' : 'jobFiles.form.uploaded')}
    >
      <DraftNotice draft={draft} />
      <FormField label={t('jobFiles.fields.category')}>
        {(c) => (
          <Form.Select {...c} {...form.register('CategoryId')}>
            {categories.map((cat) => (
              <option key={cat.Id} value={cat.Id}>
                {cat.CategoryName}
              </option>
            ))}
          </Form.Select>
        )}
      </FormField>
      <FormField label={t('jobFiles.fields.comment')}>
        {(c) => <Form.Control as="textarea" rows={2} maxLength={500} {...c} {...form.register('Comment')} />}
      </FormField>
    </UploadDialog>
  );
}
