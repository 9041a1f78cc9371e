import { useEffect, useEffectEvent, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { downloadFile, loadFileUrl } from '@/api/documents';
import { useFeedback } from '@/components/feedback';
import { AppModal } from '@/components/modal';
import { viewKindOf } from './file-kinds';

export interface ViewableFile {
  FileName: string;
  /** what the viewer shows */
  FileUrl: string;
  /**
   * where Download saves it from, when the API gives downloads their own call (a job attachment's
   * `downloadattachment`, B §7); FileUrl otherwise
   */
  DownloadUrl?: string;
}

export interface FileViewerDialogProps {
  show: boolean;
  onHide: () => void;
  /** The file to show; null shows nothing. */
  file: ViewableFile | null | undefined;
  /** The title; the file name by default. */
  title?: string;
}

type Loaded = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'error' };

/**
 * The file viewer (B §2 files tab). Images, video, audio, PDF, text and HTML (sandboxed) open in a dialog
 * with a Download button; any other file is downloaded at once (no dialog) and `onHide` is called when the
 * download has started or failed. Files on the API are fetched with the auth header (a blob URL is shown).
 * The file is shown from its FileUrl and saved from its DownloadUrl when it has one.
 */
export function FileViewerDialog({ show, onHide, file, title }: FileViewerDialogProps) {
  const { t } = useTranslation();
  const { notify } = useFeedback();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [downloading, setDownloading] = useState(false);
  const kind = file ? viewKindOf(file.FileName, file.FileUrl) : 'download';
  const fileUrl = file?.FileUrl;
  const downloadUrl = file?.DownloadUrl ?? fileUrl;
  const fileName = file?.FileName ?? '';
  const viewable = !!file && kind !== 'download';

  // A file the browser cannot show is saved instead of opening a dialog.
  const downloadInstead = useEffectEvent(async (url: string, name: string) => {
    try {
      await downloadFile(url, name);
    } catch {
      notify.error(t('common.files.viewer.downloadError'));
    } finally {
      onHide();
    }
  });
  useEffect(() => {
    if (!show || !downloadUrl || kind !== 'download') return;
    // Deferred so that a mount undone at once (React's strict mode) does not download twice.
    const timer = setTimeout(() => void downloadInstead(downloadUrl, fileName), 0);
    return () => clearTimeout(timer);
  }, [show, downloadUrl, fileName, kind]);

  useEffect(() => {
    if (!show || !fileUrl || kind === 'download') return;
    let cancelled = false;
    let revokeUrl: string | undefined;
    setLoaded({ status: 'loading' });
    loadFileUrl(fileUrl, fileName).then(
      ({ url, revoke }) => {
        if (revoke) revokeUrl = url;
        if (cancelled) {
          if (revoke) URL.revokeObjectURL(url);
          return;
        }
        setLoaded({ status: 'ready', url });
      },
      () => {
        if (!cancelled) setLoaded({ status: 'error' });
      },
    );
    return () => {
      cancelled = true;
      if (revokeUrl) URL.revokeObjectURL(revokeUrl);
    };
  }, [show, fileUrl, fileName, kind]);

  const download = async () => {
    if (!file || !downloadUrl || downloading) return;
    setDownloading(true);
    try {
      await downloadFile(downloadUrl, file.FileName);
    } catch {
      notify.error(t('common.files.viewer.downloadError'));
    } finally {
      setDownloading(false);
    }
  };

  const body = () => {
    if (!file || !viewable) return null;
    if (loaded.status === 'loading') {
      return (
        <div className="d-flex align-items-center gap-2" role="status">
          <Spinner animation="border" size="sm" aria-hidden="true" />
          {t('common.files.viewer.loading')}
        </div>
      );
    }
    if (loaded.status === 'error') {
      return (
        <Alert variant="danger" className="mb-0">
          {t('common.files.viewer.loadError')}
        </Alert>
      );
    }
    const { url } = loaded;
    switch (kind) {
      case 'image':
        return <img src={url} alt={file.FileName} className="img-fluid d-block mx-auto" />;
      case 'video':
        return <video src={url} controls className="w-100" aria-label={file.FileName} />;
      case 'audio':
        return <audio src={url} controls className="w-100" aria-label={file.FileName} />;
      case 'html':
        return (
          <iframe
            src={url}
            title={file.FileName}
            sandbox=""
            className="w-100 border-0"
            style={{ height: '70vh' }}
          />
        );
      default:
        return (
          <iframe src={url} title={file.FileName} className="w-100 border-0" style={{ height: '70vh' }} />
        );
    }
  };

  return (
    <AppModal
      show={show && viewable}
      onHide={onHide}
      title={title ?? fileName}
      size="xl"
      footer={
        <>
          <Button variant="primary" onClick={() => void download()} disabled={!file || downloading}>
            {downloading && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
            {t('common.files.viewer.download')}
          </Button>
          <Button variant="secondary" onClick={onHide}>
            {t('common.files.viewer.close')}
          </Button>
        </>
      }
    >
      {body()}
    </AppModal>
  );
}
