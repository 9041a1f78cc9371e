import { config } from '@/lib/config';
import { followCutTexts } from './cut-text-titles';
import { followNavigationFocus, type SubscribableRouter } from './navigation-focus';
import { followOtherTabs } from './other-tabs';
import { followPageTitle } from './page-title';

/** What the app starts once its first screen has painted (main.tsx): none of it is start-up code. */
export function startAfterPaint(router: SubscribableRouter) {
  followOtherTabs();
  followCutTexts();
  followNavigationFocus(router);
  followPageTitle(router, config.appName);
}
