import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { dropboxAttachUrl, useUnattachDropbox, type Company } from '@/api/companies';
import { feedback } from '@/components/feedback';
import { toApiError } from '@/lib/api-error';

/** Attaching Dropbox leaves the app for the integration's page (a browser redirect, C §7). */
export const browserRedirect = {
  go: (url: string) => window.location.assign(url),
};

/** The Dropbox status of a company (C §2, C §4): attached or not, attach by redirect, unattach confirmed. */
export function DropboxBanner({ company }: { company: Company }) {
  const { t } = useTranslation();
  const unattach = useUnattachDropbox();
  const confirmUnattach = async () => {
    const yes = await feedback.confirm({
      title: t('membership.company.dropbox.unattachTitle'),
      text: t('membership.company.dropbox.unattachConfirm'),
    });
    if (!yes) return;
    try {
      await unattach.mutateAsync(company.Id);
      feedback.notify.success(t('membership.company.dropbox.unattached'));
    } catch (e) {
      feedback.notify.error(toApiError(e).message || t('membership.company.dropbox.unattachError'));
    }
  };
  return company.IsDropBoxAttached ? (
    <Alert variant="success" className="d-flex flex-wrap align-items-center justify-content-between gap-2">
      <span>
        <strong>{t('membership.company.dropbox.attached')}</strong>,{' '}
        {t('membership.company.dropbox.attachedText')}
      </span>
      <Button
        size="sm"
        variant="outline-danger"
        onClick={() => void confirmUnattach()}
        disabled={unattach.isPending}
      >
        {t('membership.company.dropbox.unattach')}
      </Button>
    </Alert>
  ) : (
    <Alert variant="warning" className="d-flex flex-wrap align-items-center justify-content-between gap-2">
      <span>
        <strong>{t('membership.company.dropbox.notAttached')}</strong>,{' '}
        {t('membership.company.dropbox.notAttachedText')}
      </span>
      <Button size="sm" variant="primary" onClick={() => browserRedirect.go(dropboxAttachUrl(company.Id))}>
        {t('membership.company.dropbox.attach')}
      </Button>
    </Alert>
  );
}
