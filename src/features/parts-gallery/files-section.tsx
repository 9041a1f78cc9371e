import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '@/api/documents';
import type { FileRecord } from '@/api/upload';
import { FileViewerDialog, UploadDialog, type ViewableFile } from '@/components/files';
import { ExportButton, PrintButton } from '@/components/print-export';
import { GallerySection } from './gallery-section';

/** What the upload dialog is open for: a new upload (one or several files) or replacing a stored file. */
type UploadMode = { kind: 'single' } | { kind: 'multiple' } | { kind: 'replace'; record: FileRecord };

/** The uploads are stored under this identifier (the gallery has no record of its own). */
const GALLERY_IDENTIFIER = 'parts-gallery';

const SAMPLE_SVG =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="160" viewBox="0 0 320 160">' +
      '<rect width="320" height="160" fill="#e7f1ff"/><path d="M40 120 L110 50 L170 110 L210 80 L280 120 Z" fill="#0d6efd"/>' +
      '<circle cx="240" cy="45" r="18" fill="#ffc107"/></svg>',
  );
const SAMPLE_CSV = 'data:text/csv;charset=utf-8,' + encodeURIComponent('Lot,Address\nA-1,48 Meadow Lane\n');

/** The upload dialog (single, multiple, replace), the file viewer, and print / export. */
export function FilesSection() {
  const { t } = useTranslation();
  const [files, setFiles] = useState<FileRecord[]>([]);
  // The mode stays while the dialog fades out; `uploadShown` opens and closes it.
  const [mode, setMode] = useState<UploadMode>({ kind: 'single' });
  const [uploadShown, setUploadShown] = useState(false);
  const [viewing, setViewing] = useState<ViewableFile | null>(null);

  const open = (next: UploadMode) => {
    setMode(next);
    setUploadShown(true);
  };
  const latest = files[0];
  const sizeText = (bytes: number) =>
    bytes < 1024
      ? t('gallery.parts.files.sizeBytes', { count: bytes })
      : t('gallery.parts.files.sizeKb', { size: Math.round(bytes / 1024) });

  const saveRecords = async (records: FileRecord[]) => {
    if (mode.kind === 'replace') {
      const replaced = records[0];
      if (replaced) setFiles((list) => list.map((f) => (f.Id === mode.record.Id ? replaced : f)));
      return;
    }
    setFiles((list) => [...records, ...list]);
  };

  const title =
    mode.kind === 'replace'
      ? t('gallery.parts.files.replaceTitle', { name: mode.record.FileName })
      : mode.kind === 'multiple'
        ? t('gallery.parts.files.uploadManyTitle')
        : t('gallery.parts.files.uploadTitle');

  return (
    <>
      <GallerySection
        title={t('gallery.parts.files.title')}
        description={t('gallery.parts.files.description')}
      >
        <div className="d-flex flex-wrap gap-2 mb-3">
          <Button onClick={() => open({ kind: 'single' })}>{t('gallery.parts.files.uploadOne')}</Button>
          <Button variant="outline-primary" onClick={() => open({ kind: 'multiple' })}>
            {t('gallery.parts.files.uploadMany')}
          </Button>
          <Button
            variant="outline-secondary"
            onClick={() =>
              setViewing({ FileName: t('gallery.parts.files.sampleImageName'), FileUrl: SAMPLE_SVG })
            }
          >
            {t('gallery.parts.files.sampleImage')}
          </Button>
          <Button
            variant="outline-secondary"
            onClick={() =>
              setViewing({ FileName: t('gallery.parts.files.sampleCsvName'), FileUrl: SAMPLE_CSV })
            }
          >
            {t('gallery.parts.files.sampleCsv')}
          </Button>
        </div>
        {files.length === 0 ? (
          <p className="text-body-secondary mb-0">{t('gallery.parts.files.noFiles')}</p>
        ) : (
          <Table
            size="sm"
            striped
            className="mb-0 align-middle"
            aria-label={t('gallery.parts.files.uploaded')}
          >
            <thead>
              <tr>
                <th scope="col">{t('gallery.parts.files.name')}</th>
                <th scope="col">{t('gallery.parts.files.size')}</th>
                <th scope="col">{t('gallery.parts.files.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {files.map((file) => (
                <tr key={file.Id}>
                  <td>{file.FileName}</td>
                  <td>{file.Size === undefined ? '' : sizeText(file.Size)}</td>
                  <td>
                    <div className="d-flex gap-1">
                      <Button
                        size="sm"
                        variant="outline-primary"
                        onClick={() => setViewing(file)}
                        aria-label={t('gallery.parts.files.viewOf', { name: file.FileName })}
                      >
                        {t('gallery.parts.files.view')}
                      </Button>
                      <Button
                        size="sm"
                        variant="outline-secondary"
                        onClick={() => open({ kind: 'replace', record: file })}
                        aria-label={t('gallery.parts.files.replaceOf', { name: file.FileName })}
                      >
                        {t('gallery.parts.files.replace')}
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </GallerySection>

      <GallerySection
        title={t('gallery.parts.printExport.title')}
        description={t('gallery.parts.printExport.description')}
      >
        <div className="d-flex flex-wrap align-items-center gap-2">
          <PrintButton request={latest?.FileUrl} disabled={!latest} />
          <ExportButton
            onExport={() => (latest ? downloadFile(latest.FileUrl, latest.FileName) : undefined)}
            disabled={!latest}
          />
          {!latest && (
            <span className="small text-body-secondary">{t('gallery.parts.printExport.needsFile')}</span>
          )}
        </div>
      </GallerySection>

      <UploadDialog
        show={uploadShown}
        onHide={() => setUploadShown(false)}
        mode={mode.kind === 'replace' ? 'edit' : 'create'}
        multiple={mode.kind === 'multiple'}
        currentFileName={mode.kind === 'replace' ? mode.record.FileName : undefined}
        uploadType="JobAttachment"
        identifier={GALLERY_IDENTIFIER}
        onSaveRecord={saveRecords}
        title={title}
      />
      <FileViewerDialog show={viewing !== null} file={viewing} onHide={() => setViewing(null)} />
    </>
  );
}
