import { Permissions } from '@/lib/permissions';
import { lazyLoader, withLoaderFirst, type FeatureModule } from '@/lib/routing';

const loaders = () => import('./loaders');

/** Site settings (C §2, A §2): /admin/siteSettings, list at /, edit at /{settingKey}; access /sysadmin (C §6). */
export const siteSettingsFeature: FeatureModule = {
  routes: [
    {
      path: 'admin/siteSettings',
      handle: { name: 'siteSettings', title: 'siteSettings.title', access: Permissions.SysAdmin },
      children: [
        {
          index: true,
          handle: { name: 'siteSettings.list', title: 'siteSettings.title', access: Permissions.SysAdmin },
          lazy: () =>
            import('./site-settings-list-page').then((m) => ({ Component: m.SiteSettingsListPage })),
        },
        {
          path: ':settingKey',
          handle: {
            name: 'siteSettings.edit',
            title: 'siteSettings.edit.title',
            access: Permissions.SysAdmin,
          },
          loader: lazyLoader(loaders, 'prefetchSetting'),
          lazy: withLoaderFirst(loaders, () =>
            import('./site-setting-edit-page').then((m) => ({ Component: m.SiteSettingEditPage })),
          ),
        },
      ],
    },
  ],
  menu: [
    {
      id: 'systemAdmin',
      label: 'siteSettings.menu.systemAdmin',
      priority: 120,
      children: [
        {
          id: 'siteSettings',
          label: 'siteSettings.menu.siteSettings',
          priority: 3,
          routeName: 'siteSettings.list',
        },
      ],
    },
  ],
};
