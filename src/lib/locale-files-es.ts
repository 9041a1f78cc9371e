/**
 * The Spanish language files (locales/es/*.json), in one module of their own: loaded only when Spanish is chosen
 * (src/lib/i18n.ts), never part of an English start-up.
 */
export const localeFiles = import.meta.glob<unknown>('../../locales/es/*.json', {
  eager: true,
  import: 'default',
});
