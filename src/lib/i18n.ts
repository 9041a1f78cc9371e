import i18next, { type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';

type Dictionary = { [key: string]: string | Dictionary };
type Loader = () => Promise<unknown>;

/** The languages of the app: English (the default, the spec's wording) and Spanish (issue 25 §4). */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** Where this browser remembers the chosen language. */
export const LANGUAGE_STORAGE_KEY = 'language';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The language chosen in this browser, else the default. */
export function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/**
 * Per-module language files, merged, with override.json applied last (A §1). Each language's files arrive together
 * in one chunk (src/lib/locale-files.ts, locale-files-es.ts): one request and one dynamic import, not one per
 * file. The Spanish chunk is fetched only when Spanish is chosen, never on an English start.
 */
async function bundledLoaders(language: Language): Promise<Record<string, Loader>> {
  const { localeFiles } =
    language === 'es' ? await import('./locale-files-es') : await import('./locale-files');
  return Object.fromEntries(
    Object.entries(localeFiles).map(([file, content]) => [file, () => Promise.resolve(content)]),
  );
}

/** The merged dictionary of a language is cached (per language) for one minute. */
const cacheKey = (language: Language) => `i18n.${language}.dictionary`;
export const DICTIONARY_CACHE_MS = 60_000;

function isDictionary(value: unknown): value is Dictionary {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

/** Merges `source` into `out` (fresh objects at every level of `out`: the files' own objects are never changed). */
function mergeInto(out: Dictionary, source: Dictionary): Dictionary {
  for (const [key, value] of Object.entries(source)) {
    if (isDictionary(value)) {
      const existing = out[key];
      mergeInto(isDictionary(existing) ? existing : (out[key] = {}), value);
    } else out[key] = value;
  }
  return out;
}

export function deepMerge(target: Dictionary, source: Dictionary): Dictionary {
  return mergeInto(mergeInto({}, target), source);
}

/** Loads every module file of a language, ignoring those that fail, and applies the override file last. */
export async function loadDictionary(
  loaders?: Record<string, Loader>,
  language: Language = DEFAULT_LANGUAGE,
): Promise<Dictionary> {
  const entries = Object.entries(loaders ?? (await bundledLoaders(language))).sort(([a], [b]) => {
    const ao = a.endsWith('/override.json') ? 1 : 0;
    const bo = b.endsWith('/override.json') ? 1 : 0;
    // plain code-unit order: the file names are ASCII, and a locale collator costs start-up time to create
    return ao - bo || (a < b ? -1 : a > b ? 1 : 0);
  });
  const results = await Promise.allSettled(entries.map(([, load]) => load()));
  // one pass over every file (copying the whole merge for each file grew with the square of the files)
  const merged: Dictionary = {};
  for (const result of results)
    if (result.status === 'fulfilled' && isDictionary(result.value)) mergeInto(merged, result.value);
  return merged;
}

/**
 * Merged dictionaries not yet written to storage, per cache key: stringifying and storing one is not start-up
 * work, so it is written a moment after the first paint (and read from here until then).
 */
const unwritten = new Map<string, { at: number; dictionary: Dictionary }>();
const WRITE_DELAY_MS = 2_000;

function readCache(key: string, now: number): Dictionary | null {
  try {
    const pending = unwritten.get(key);
    const raw = pending ? null : localStorage.getItem(key);
    if (!pending && !raw) return null;
    const { at, dictionary } =
      pending ?? (JSON.parse(raw as string) as { at: number; dictionary: Dictionary });
    return now >= at && now - at < DICTIONARY_CACHE_MS && isDictionary(dictionary) ? dictionary : null;
  } catch {
    return null;
  }
}

function writeCache(key: string, dictionary: Dictionary, now: number) {
  unwritten.set(key, { at: now, dictionary });
  setTimeout(() => {
    const pending = unwritten.get(key);
    if (!pending) return;
    try {
      localStorage.setItem(key, JSON.stringify(pending));
    } catch {
      /* storage full or unavailable: the cache is only an optimisation */
    }
    unwritten.delete(key);
  }, WRITE_DELAY_MS);
}

/** A language's merged dictionary: from its one-minute cache when fresh, else loaded (and cached). */
export async function getDictionary(
  now = Date.now(),
  useCache = true,
  loaders?: Record<string, Loader>,
  language: Language = DEFAULT_LANGUAGE,
): Promise<Dictionary> {
  const key = cacheKey(language);
  const cached = useCache ? readCache(key, now) : null;
  if (cached) return cached;
  const dictionary = await loadDictionary(loaders, language);
  if (useCache) writeCache(key, dictionary, now);
  return dictionary;
}

let cacheChoice = true;

/**
 * Makes `language` ready: its dictionary (and English's, the fallback for a key it lacks). English needs only its
 * own. Dates and money follow i18next's language by themselves (lib/format).
 */
export async function loadLanguage(language: Language) {
  const wanted = language === DEFAULT_LANGUAGE ? [language] : [DEFAULT_LANGUAGE, language];
  const missing = wanted.filter(
    (l) => !i18next.isInitialized || !i18next.hasResourceBundle(l, 'translation'),
  );
  const dictionaries = await Promise.all(
    missing.map((l) => getDictionary(Date.now(), cacheChoice, undefined, l)),
  );
  return Object.fromEntries(missing.map((l, i) => [l, dictionaries[i]])) as Partial<
    Record<Language, Dictionary>
  >;
}

export function showLanguage(language: Language) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/**
 * Loads the language chosen in this browser (else English), cached one minute per language in every mode; a
 * caller such as the test set-up may opt out of the cache or name the language.
 */
export async function initI18n(options: { useCache?: boolean; language?: Language } = {}) {
  cacheChoice = options.useCache ?? true;
  let language = options.language ?? storedLanguage();
  // a chosen language whose files cannot be loaded starts the app in English (which must load)
  const loadOrEnglish = () =>
    loadLanguage(language).catch(async () => {
      language = DEFAULT_LANGUAGE;
      return loadLanguage(language);
    });
  if (i18next.isInitialized) {
    const loaded = await loadOrEnglish();
    for (const [l, dictionary] of Object.entries(loaded))
      i18next.addResourceBundle(l, 'translation', dictionary, true, true);
    showLanguage(language);
    await i18next.changeLanguage(language);
    return i18next;
  }
  const loaded = await loadOrEnglish();
  showLanguage(language);
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    resources: Object.fromEntries(
      Object.entries(loaded).map(([l, dictionary]) => [l, { translation: dictionary }]),
    ),
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18next;
}

/**
 * A message with one parameter, translated once and filled in many times: a table's row labels ("Edit job {{lot}}")
 * cost one lookup and interpolation per table instead of one per row. The parameter must be a plain `{{param}}`
 * (no format, no plural).
 */
export function messageFiller(t: TFunction, key: string, param: string): (value: string | number) => string {
  const parts = t(key, { [param]: '\u0000' }).split('\u0000');
  return (value) => parts.join(String(value));
}

export { i18next };
