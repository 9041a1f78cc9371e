import type { LoaderFunctionArgs } from 'react-router-dom';
import { Permissions } from '@/lib/permissions';
import type { FeatureModule } from '@/lib/routing';
import { siteSettings } from './settings';

/** Starts the setting's data with the edit page's code; an unknown key is the page's to explain. */
function prefetchSetting({ params }: LoaderFunctionArgs) {
  const key = params.settingKey ?? '';
  if (siteSettings.has(key)) siteSettings.get(key).prefetch?.();
  return null;
}

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
          loader: prefetchSetting,
          lazy: () => import('./site-setting-edit-page').then((m) => ({ Component: m.SiteSettingEditPage })),
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
