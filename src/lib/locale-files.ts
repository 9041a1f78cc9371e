/**
 * Every language file of the app (locales/en/*.json), in one module: the start-up fetches them in one request
 * and one dynamic import (src/lib/i18n.ts), not one import per file.
 */
export const localeFiles = import.meta.glob<unknown>('../../locales/en/*.json', {
  eager: true,
  import: 'default',
});
