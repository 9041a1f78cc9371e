import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/components/feedback';
import { AppModal } from '@/components/modal';
import { busy } from '@/lib/busy';
import { GallerySection } from './gallery-section';

/** Toasts, the alert and confirmation dialogs. */
export function FeedbackSection() {
  const { t } = useTranslation();
  const { notify, alert, confirm } = useFeedback();
  const [answer, setAnswer] = useState<boolean | null>(null);

  const ask = async () => {
    const yes = await confirm({
      title: t('gallery.parts.feedback.confirmTitle'),
      text: t('gallery.parts.feedback.confirmText'),
    });
    setAnswer(yes);
    notify.info(yes ? t('gallery.parts.feedback.answeredYes') : t('gallery.parts.feedback.answeredNo'));
  };

  // The spinner shows while foreground calls run; here for 1.5 s.
  const showBusy = () => {
    busy.start();
    setTimeout(() => busy.stop(), 1500);
  };

  return (
    <GallerySection
      title={t('gallery.parts.feedback.title')}
      description={t('gallery.parts.feedback.description')}
    >
      <div className="d-flex flex-wrap align-items-center gap-2">
        <Button variant="success" onClick={() => notify.success(t('gallery.parts.feedback.successText'))}>
          {t('gallery.parts.feedback.success')}
        </Button>
        <Button variant="info" onClick={() => notify.info(t('gallery.parts.feedback.infoText'))}>
          {t('gallery.parts.feedback.info')}
        </Button>
        <Button variant="danger" onClick={() => notify.error(t('gallery.parts.feedback.errorText'))}>
          {t('gallery.parts.feedback.error')}
        </Button>
        <Button
          variant="outline-primary"
          onClick={() =>
            void alert({
              title: t('gallery.parts.feedback.alertTitle'),
              text: t('gallery.parts.feedback.alertText'),
            })
          }
        >
          {t('gallery.parts.feedback.alert')}
        </Button>
        <Button variant="outline-primary" onClick={() => void ask()}>
          {t('gallery.parts.feedback.confirm')}
        </Button>
        <Button variant="outline-secondary" onClick={showBusy}>
          {t('gallery.parts.feedback.busy')}
        </Button>
        {answer !== null && (
          <span className="small text-body-secondary" role="status">
            {answer ? t('gallery.parts.feedback.answeredYes') : t('gallery.parts.feedback.answeredNo')}
          </span>
        )}
      </div>
    </GallerySection>
  );
}

/** The two modal sizes: large with a static backdrop, extra wide with a normal one. */
export function ModalsSection() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'lg' | 'xl' | null>(null);
  const close = () => setOpen(null);
  const footer = (
    <Button variant="secondary" onClick={close}>
      {t('gallery.parts.modals.close')}
    </Button>
  );
  return (
    <GallerySection
      title={t('gallery.parts.modals.title')}
      description={t('gallery.parts.modals.description')}
    >
      <div className="d-flex flex-wrap gap-2">
        <Button variant="outline-primary" onClick={() => setOpen('lg')}>
          {t('gallery.parts.modals.openLarge')}
        </Button>
        <Button variant="outline-primary" onClick={() => setOpen('xl')}>
          {t('gallery.parts.modals.openWide')}
        </Button>
      </div>
      <AppModal
        show={open === 'lg'}
        onHide={close}
        size="lg"
        staticBackdrop
        title={t('gallery.parts.modals.largeTitle')}
        footer={footer}
      >
        <p className="mb-0">{t('gallery.parts.modals.largeText')}</p>
      </AppModal>
      <AppModal
        show={open === 'xl'}
        onHide={close}
        size="xl"
        title={t('gallery.parts.modals.wideTitle')}
        footer={footer}
      >
        <p className="mb-0">{t('gallery.parts.modals.wideText')}</p>
      </AppModal>
    </GallerySection>
  );
}
