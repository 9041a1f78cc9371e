import type { FirstRequest } from '@/components/data-table/table-query';
import { startSetting } from './settings';

/* The site settings' first requests (issue 27 §1): what the edit page's route loader asks for first. */
export const firstRequests: FirstRequest[] = [
  {
    path: '/admin/siteSettings/:settingKey',
    start: (client, _url, params) => startSetting(client, params.settingKey ?? ''),
  },
];
