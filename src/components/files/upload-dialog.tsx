import { useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import ProgressBar from 'react-bootstrap/ProgressBar';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { MAX_UPLOAD_BYTES, uploadFiles, type FileRecord, type UploadType } from '@/api/upload';
import { useFeedback } from '@/components/feedback';
import { AppModal, type ModalSize } from '@/components/modal';

export interface UploadDialogProps {
  show: boolean;
  onHide: () => void;
  /** 'create' needs a file; 'edit' may keep the current one (Save enabled without a file). */
  mode?: 'create' | 'edit';
  /** Several files at once; never offered in edit mode (B §2, C §5). */
  multiple?: boolean;
  uploadType: UploadType;
  /** The owner of the upload (job id, user id...), sent as Identifier. */
  identifier: string | number;
  /**
   * Saves the screen's own record once the files are uploaded: the uploaded records in choice order
   * (empty in edit mode when no new file was chosen). Reject to keep the dialog open (the screen shows
   * its own error).
   */
  onSaveRecord: (records: FileRecord[]) => Promise<void>;
  title?: ReactNode;
  /** Extra form fields of the screen (category, comment, document type...), shown under the file input. */
  children?: ReactNode;
  /** The file the record holds now (edit mode). */
  currentFileName?: string;
  /**
   * The upload keeps the chosen file's own name (C §5 "the upload name is used"): the file name input shows it
   * and cannot be changed. Otherwise the name defaults to the file's and may be edited before the upload.
   */
  useUploadName?: boolean;
  /** Runs before the upload; false stops it (e.g. a required type, with the screen's own alert). */
  validate?: () => boolean | Promise<boolean>;
  /** Told of every choice (e.g. to fill a name field from the file name). */
  onFilesChange?: (files: File[]) => void;
  /** The success alert text; 'File uploaded successfully' by default. */
  successText?: string;
  /** Disables Save for the screen's own reasons. */
  saveDisabled?: boolean;
  accept?: string;
  size?: ModalSize;
}

/**
 * The name an upload is sent with (FileName, B §7): the typed name, trimmed, or the file's own when left empty; a
 * typed name without an extension keeps the file's (so a PDF renamed "Site plan" still opens as a PDF).
 */
export function uploadFileName(typed: string, file: File): string {
  const name = typed.trim();
  if (!name) return file.name;
  const extension = /\.[^./\\]+$/.exec(file.name)?.[0] ?? '';
  return extension && !/\.[^./\\]+$/.test(name) ? `${name}${extension}` : name;
}

/**
 * The upload dialog (B §2, §5; C §5): choose → POST /api/upload (one call per file) → onSaveRecord →
 * success alert → close. The file name input (C §5) defaults to the chosen file's name and is sent as FileName. Over 50MB the choice is refused with the spec's alert and the input cleared;
 * an upload failure shows 'Error while uploading files' and keeps the dialog open with the choice.
 */
export function UploadDialog({
  show,
  onHide,
  mode = 'create',
  multiple = false,
  uploadType,
  identifier,
  onSaveRecord,
  title,
  children,
  currentFileName,
  useUploadName = false,
  validate,
  onFilesChange,
  successText,
  saveDisabled = false,
  accept,
  size,
}: UploadDialogProps) {
  const { t } = useTranslation();
  const { alert, notify } = useFeedback();
  const formId = useId();
  const inputId = useId();
  const hintId = useId();
  const nameId = useId();
  const nameHintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [fileName, setFileName] = useState('');
  const [loading, setLoading] = useState(false);
  const [progress, setProgress] = useState(0);
  const busyRef = useRef(false);

  const allowMultiple = multiple && mode !== 'edit';
  const canSave = !loading && !saveDisabled && (mode === 'edit' || files.length > 0);
  // C §5: the file name input is disabled when the upload name is used or when nothing can be uploaded (no file
  // chosen, an upload running); several files each keep their own name.
  const uploadable = !loading && files.length === 1;
  const nameDisabled = useUploadName || !uploadable;

  const choose = (next: File[]) => {
    setFiles(next);
    // the name defaults to the chosen file's
    setFileName(next.length === 1 ? next[0].name : '');
    onFilesChange?.(next);
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    if (chosen.some((file) => file.size > MAX_UPLOAD_BYTES)) {
      event.target.value = '';
      choose([]);
      void alert({
        title: t('common.files.upload.sizeExceededTitle'),
        text: t('common.files.upload.sizeExceededText'),
      });
      return;
    }
    choose(allowMultiple ? chosen : chosen.slice(0, 1));
  };

  const reset = () => {
    setFiles([]);
    setFileName('');
    setProgress(0);
    setLoading(false);
    busyRef.current = false;
    if (inputRef.current) inputRef.current.value = '';
  };

  const hide = () => {
    if (!busyRef.current) onHide();
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busyRef.current || !canSave) return;
    busyRef.current = true;
    setLoading(true);
    try {
      if (validate && !(await validate())) return;
      let records: FileRecord[];
      try {
        setProgress(0);
        const target =
          files.length === 1 && !useUploadName
            ? { uploadType, identifier, fileName: uploadFileName(fileName, files[0]) }
            : { uploadType, identifier };
        records = files.length ? await uploadFiles(files, target, setProgress) : [];
      } catch {
        notify.error(t('common.files.upload.error'));
        return;
      }
      try {
        await onSaveRecord(records);
      } catch {
        return;
      }
      await alert({
        title: t('common.files.upload.successTitle'),
        text: successText ?? t('common.files.upload.successText'),
      });
      onHide();
    } finally {
      busyRef.current = false;
      setLoading(false);
    }
  };

  return (
    <AppModal
      show={show}
      onHide={hide}
      onExited={reset}
      title={title ?? t('common.files.upload.title')}
      size={size}
      staticBackdrop
      footer={
        <>
          <Button variant="secondary" onClick={hide} disabled={loading}>
            {t('common.files.upload.cancel')}
          </Button>
          <Button type="submit" form={formId} variant="primary" disabled={!canSave}>
            {loading && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
            {t('common.files.upload.save')}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        <Form.Group className="mb-3" controlId={inputId}>
          <Form.Label>
            {allowMultiple ? t('common.files.upload.filesLabel') : t('common.files.upload.fileLabel')}
          </Form.Label>
          <Form.Control
            ref={inputRef}
            type="file"
            multiple={allowMultiple}
            accept={accept}
            onChange={onChange}
            disabled={loading}
            aria-describedby={hintId}
          />
          <Form.Text id={hintId}>
            {t('common.files.upload.maxSizeHint')}
            {mode === 'edit' && <> {t('common.files.upload.keepCurrentHint')}</>}
          </Form.Text>
          {mode === 'edit' && currentFileName && files.length === 0 && (
            <div className="small mt-1">
              {t('common.files.upload.currentFile', { name: currentFileName })}
            </div>
          )}
          {files.length > 1 && (
            <div className="small mt-1">
              {t('common.files.upload.chosen', { names: files.map((f) => f.name).join(', ') })}
            </div>
          )}
        </Form.Group>
        <Form.Group className="mb-3" controlId={nameId}>
          <Form.Label>{t('common.files.upload.fileNameLabel')}</Form.Label>
          <Form.Control
            value={useUploadName ? (files.length === 1 ? files[0].name : '') : fileName}
            onChange={(event) => setFileName(event.target.value)}
            disabled={nameDisabled}
            maxLength={255}
            aria-describedby={nameHintId}
          />
          <Form.Text id={nameHintId}>
            {useUploadName
              ? t('common.files.upload.fileNameKept')
              : files.length > 1
                ? t('common.files.upload.fileNamesKept')
                : t('common.files.upload.fileNameHint')}
          </Form.Text>
        </Form.Group>
        {children}
        {loading && files.length > 0 && (
          <ProgressBar
            now={progress}
            label={`${progress}%`}
            aria-label={t('common.files.upload.progress')}
            animated
            className="mt-2"
          />
        )}
        {loading && (
          <span className="visually-hidden" role="status">
            {t('common.files.upload.uploading')}
          </span>
        )}
      </Form>
    </AppModal>
  );
}
