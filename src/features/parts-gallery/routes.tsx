import { withTabs } from '@/components/tabs/tab-routes';
import { Permissions } from '@/lib/permissions';
import type { FeatureModule } from '@/lib/routing';

/**
 * The building-blocks gallery (issue 3) at /dev/parts: no access key and no menu entry. It is registered only
 * in development and test builds (src/app/registry.ts). The same test stands here around the lazy imports:
 * the bundler leaves a chunk out only when its import() sits in a branch it sees is dead, so a production
 * build has neither the route nor the gallery's code.
 */
export const partsGalleryFeature: FeatureModule = {
  routes: !(import.meta.env.DEV || import.meta.env.MODE === 'test')
    ? []
    : [
        withTabs(
          {
            path: 'dev/parts',
            handle: { name: 'dev.parts', title: 'gallery.parts.title' },
            lazy: () => import('./parts-gallery-page').then((m) => ({ Component: m.PartsGalleryPage })),
          },
          [
            {
              path: 'overview',
              handle: { name: 'dev.parts.overview', tab: 'gallery.parts.tabs.overview', order: 1 },
              lazy: () => import('./tabs-section').then((m) => ({ Component: m.OverviewTab })),
            },
            {
              path: 'details',
              handle: { name: 'dev.parts.details', tab: 'gallery.parts.tabs.details', order: 2 },
              lazy: () => import('./tabs-section').then((m) => ({ Component: m.DetailsTab })),
            },
            {
              path: 'admin',
              handle: {
                name: 'dev.parts.admin',
                tab: 'gallery.parts.tabs.adminOnly',
                order: 3,
                access: Permissions.SysAdmin,
              },
              lazy: () => import('./tabs-section').then((m) => ({ Component: m.AdminOnlyTab })),
            },
            {
              path: 'unavailable',
              handle: {
                name: 'dev.parts.unavailable',
                tab: 'gallery.parts.tabs.disabled',
                order: 4,
                disabled: true,
              },
              lazy: () => import('./tabs-section').then((m) => ({ Component: m.OverviewTab })),
            },
          ],
        ),
      ],
};
