import { useTranslation } from 'react-i18next';
import { DateRangeSection } from './date-range-section';
import { FeedbackSection, ModalsSection } from './feedback-section';
import { FilesSection } from './files-section';
import { FormSection } from './form-section';
import { PickersSection } from './pickers-section';
import { TableSection } from './table-section';
import { TabsSection } from './tabs-section';
import { ViewEditSection } from './view-edit-section';

/**
 * The building-blocks gallery (/dev/parts, development and test builds only): each shared part, live
 * against the API, in one place to look at and to test end to end.
 */
export function PartsGalleryPage() {
  const { t } = useTranslation();
  return (
    <div className="parts-gallery">
      <h1 className="h3 mb-2">{t('gallery.parts.title')}</h1>
      <p className="text-body-secondary mb-4">{t('gallery.parts.intro')}</p>
      <TableSection />
      <FeedbackSection />
      <ModalsSection />
      <PickersSection />
      <FormSection />
      <DateRangeSection />
      <FilesSection />
      <TabsSection />
      <ViewEditSection />
    </div>
  );
}
