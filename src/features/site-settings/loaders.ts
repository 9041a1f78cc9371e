import type { LoaderFunctionArgs } from 'react-router-dom';
import { queryClient } from '@/lib/query-client';
import { startSetting } from './settings';

/** Starts the setting's data and its editor's code with the edit page's code. */
export function prefetchSetting({ params }: LoaderFunctionArgs) {
  startSetting(queryClient, params.settingKey ?? '');
  return null;
}
