import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { subcontractorDocSettingsQueryOptions } from '@/api/subcontractor-documents';
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
  prefetch: (client) => {
    const options = subcontractorDocSettingsQueryOptions();
    void client.prefetchQuery(options);
    return options.queryKey;
  },
});

/**
 * Starts what the edit page of the setting under `key` shows: its data (into `client`) and its editor's code (the
 * page would otherwise ask for the editor only once it has rendered: a second wave). Gives the data's query key;
 * null for an unknown key (the page's to explain) or a setting without data.
 */
export function startSetting(client: QueryClient, key: string): QueryKey | null {
  if (!siteSettings.has(key)) return null;
  const setting = siteSettings.get(key);
  // a failure shows when the page asks for the editor itself
  setting.editor().catch(() => undefined);
  return setting.prefetch?.(client) ?? null;
}
