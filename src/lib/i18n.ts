import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

type Dictionary = { [key: string]: string | Dictionary };
type Loader = () => Promise<unknown>;

/**
 * Per-module language files, merged, with override.json applied last (A §1). They arrive together in one chunk
 * (src/lib/locale-files.ts): one request and one dynamic import at start-up, not one per file.
 */
async function bundledLoaders(): Promise<Record<string, Loader>> {
  const { localeFiles } = await import('./locale-files');
  return Object.fromEntries(
    Object.entries(localeFiles).map(([file, content]) => [file, () => Promise.resolve(content)]),
  );
}

export const LANGUAGE = 'en';
const CACHE_KEY = 'i18n.en.dictionary';
/** The merged dictionary is cached for one minute. */
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

/** Loads every module file, ignoring those that fail, and applies the override file last. */
export async function loadDictionary(loaders?: Record<string, Loader>): Promise<Dictionary> {
  const entries = Object.entries(loaders ?? (await bundledLoaders())).sort(([a], [b]) => {
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
 * A merged dictionary not yet written to storage: stringifying and storing it is not start-up work, so it is
 * written a moment after the first paint (and read from here until then).
 */
let unwritten: { at: number; dictionary: Dictionary } | null = null;
const WRITE_DELAY_MS = 2_000;

function readCache(now: number): Dictionary | null {
  try {
    const raw = unwritten ? null : localStorage.getItem(CACHE_KEY);
    if (!unwritten && !raw) return null;
    const { at, dictionary } =
      unwritten ?? (JSON.parse(raw as string) as { at: number; dictionary: Dictionary });
    return now >= at && now - at < DICTIONARY_CACHE_MS && isDictionary(dictionary) ? dictionary : null;
  } catch {
    return null;
  }
}

function writeCache(dictionary: Dictionary, now: number) {
  unwritten = { at: now, dictionary };
  setTimeout(() => {
    if (!unwritten) return;
    try {
      localStorage.setItem(CACHE_KEY, JSON.stringify(unwritten));
    } catch {
      /* storage full or unavailable: the cache is only an optimisation */
    }
    unwritten = null;
  }, WRITE_DELAY_MS);
}

/** The merged dictionary: from the one-minute cache when fresh, else loaded (and cached). */
export async function getDictionary(
  now = Date.now(),
  useCache = true,
  loaders?: Record<string, Loader>,
): Promise<Dictionary> {
  const cached = useCache ? readCache(now) : null;
  if (cached) return cached;
  const dictionary = await loadDictionary(loaders);
  if (useCache) writeCache(dictionary, now);
  return dictionary;
}

/** Loads the language (cached one minute in every mode; a caller such as the test set-up may opt out). */
export async function initI18n(options: { useCache?: boolean } = {}) {
  const dictionary = await getDictionary(Date.now(), options.useCache ?? true);
  if (i18next.isInitialized) {
    i18next.addResourceBundle(LANGUAGE, 'translation', dictionary, true, true);
    return i18next;
  }
  await i18next.use(initReactI18next).init({
    lng: LANGUAGE,
    fallbackLng: LANGUAGE,
    resources: { [LANGUAGE]: { translation: dictionary } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18next;
}

export { i18next };
