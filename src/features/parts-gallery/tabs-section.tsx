import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { RoutedTabs } from '@/components/tabs';
import { GallerySection } from './gallery-section';

/** The routed tabs: the gallery's own child routes (see routes.tsx), shown in a tab strip. */
export function TabsSection() {
  const { t } = useTranslation();
  return (
    <GallerySection title={t('gallery.parts.tabs.title')} description={t('gallery.parts.tabs.description')}>
      <RoutedTabs />
      <Outlet />
    </GallerySection>
  );
}

function TabText({ textKey }: { textKey: string }) {
  const { t } = useTranslation();
  return <p className="mb-0">{t(textKey)}</p>;
}

export function OverviewTab() {
  return <TabText textKey="gallery.parts.tabs.overviewText" />;
}

export function DetailsTab() {
  return <TabText textKey="gallery.parts.tabs.detailsText" />;
}

export function AdminOnlyTab() {
  return <TabText textKey="gallery.parts.tabs.adminOnlyText" />;
}
