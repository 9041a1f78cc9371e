import { subcontractorDocSettingsQueryOptions } from '@/api/subcontractor-documents';
import { queryClient } from '@/lib/query-client';
import { SiteSettingsRegistry } from './registry';

/** The app's site settings. Each setting registers here once. */
export const siteSettings = new SiteSettingsRegistry();

/** The subcontractor document settings (C §2, C §3): GET and POST /api/subcontractorDocSettings. */
siteSettings.register({
  key: 'subcontractorDocSettings',
  title: 'siteSettings.subcontractorDocs.title',
  description: 'siteSettings.subcontractorDocs.description',
  editor: () =>
    import('./editors/subcontractor-doc-settings-editor').then((m) => m.SubcontractorDocSettingsEditor),
  prefetch: () => void queryClient.prefetchQuery(subcontractorDocSettingsQueryOptions()),
});
