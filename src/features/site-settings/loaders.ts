import type { LoaderFunctionArgs } from 'react-router-dom';
import { siteSettings } from './settings';

/**
 * Starts the setting's data and its editor's code with the edit page's code (the page would otherwise ask for
 * the editor only once it has rendered: a second wave); an unknown key is the page's to explain.
 */
export function prefetchSetting({ params }: LoaderFunctionArgs) {
  const key = params.settingKey ?? '';
  if (!siteSettings.has(key)) return null;
  const setting = siteSettings.get(key);
  setting.prefetch?.();
  // a failure shows when the page asks for the editor itself
  setting.editor().catch(() => undefined);
  return null;
}
