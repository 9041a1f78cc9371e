import type { LoaderFunctionArgs } from 'react-router-dom';
import { siteSettings } from './settings';

/** Starts the setting's data with the edit page's code; an unknown key is the page's to explain. */
export function prefetchSetting({ params }: LoaderFunctionArgs) {
  const key = params.settingKey ?? '';
  if (siteSettings.has(key)) siteSettings.get(key).prefetch?.();
  return null;
}
