import { describe, expect, it, vi } from 'vitest';
import {
  deepMerge,
  DICTIONARY_CACHE_MS,
  getDictionary,
  i18next,
  initI18n,
  LANGUAGE_STORAGE_KEY,
  loadDictionary,
  messageFiller,
  storedLanguage,
} from './i18n';

describe('language files', () => {
  it('merges module files and applies the override file last', async () => {
    const dictionary = await loadDictionary({
      '/locales/en/override.json': async () => ({ common: { hello: 'Hi there' } }),
      '/locales/en/common.json': async () => ({ common: { hello: 'Hello', bye: 'Bye' } }),
      '/locales/en/jobs.json': async () => ({ jobs: { title: 'Jobs' } }),
    });
    expect(dictionary).toEqual({ common: { hello: 'Hi there', bye: 'Bye' }, jobs: { title: 'Jobs' } });
  });
  it('ignores a file that fails to load', async () => {
    const dictionary = await loadDictionary({
      '/locales/en/broken.json': () => Promise.reject(new Error('404')),
      '/locales/en/common.json': async () => ({ common: { ok: 'OK' } }),
    });
    expect(dictionary).toEqual({ common: { ok: 'OK' } });
  });
  it('merges deeply', () => {
    expect(deepMerge({ a: { b: 'x', c: 'y' } }, { a: { c: 'z' } })).toEqual({ a: { b: 'x', c: 'z' } });
  });
});

describe('the merged dictionary cache', () => {
  it('is cached one minute: a second load within the minute requests nothing, after it reloads', async () => {
    expect(DICTIONARY_CACHE_MS).toBe(60_000);
    const common = vi.fn(async () => ({ common: { ok: 'OK' } }));
    const jobs = vi.fn(async () => ({ jobs: { title: 'Jobs' } }));
    const loaders = { '/locales/en/common.json': common, '/locales/en/jobs.json': jobs };
    const t0 = 1_000_000;

    expect(await getDictionary(t0, true, loaders)).toEqual({ common: { ok: 'OK' }, jobs: { title: 'Jobs' } });
    expect(common).toHaveBeenCalledTimes(1);
    expect(jobs).toHaveBeenCalledTimes(1);

    // Within the minute: from the cache, no file requested.
    expect(await getDictionary(t0 + 59_000, true, loaders)).toEqual({
      common: { ok: 'OK' },
      jobs: { title: 'Jobs' },
    });
    expect(common).toHaveBeenCalledTimes(1);
    expect(jobs).toHaveBeenCalledTimes(1);

    // A minute later: loaded again, with the files' new content.
    common.mockImplementation(async () => ({ common: { ok: 'Okay' } }));
    expect(await getDictionary(t0 + 60_000, true, loaders)).toEqual({
      common: { ok: 'Okay' },
      jobs: { title: 'Jobs' },
    });
    expect(common).toHaveBeenCalledTimes(2);
    expect(jobs).toHaveBeenCalledTimes(2);
  });

  it('ignores a file that fails to load, and caches the rest', async () => {
    const broken = vi.fn(() => Promise.reject(new Error('404')));
    const common = vi.fn(async () => ({ common: { ok: 'OK' } }));
    const loaders = { '/locales/en/broken.json': broken, '/locales/en/common.json': common };
    expect(await getDictionary(5_000, true, loaders)).toEqual({ common: { ok: 'OK' } });
    expect(await getDictionary(6_000, true, loaders)).toEqual({ common: { ok: 'OK' } });
    expect(common).toHaveBeenCalledTimes(1);
    expect(broken).toHaveBeenCalledTimes(1);
  });

  it('a caller may opt out of the cache (the test set-up does)', async () => {
    const common = vi.fn(async () => ({ common: { ok: 'OK' } }));
    const loaders = { '/locales/en/common.json': common };
    await getDictionary(1_000, false, loaders);
    await getDictionary(2_000, false, loaders);
    expect(common).toHaveBeenCalledTimes(2);
  });
});

describe('languages (issue 25 §4)', () => {
  it('caches each language under its own key', async () => {
    const en = vi.fn(async () => ({ common: { ok: 'OK' } }));
    const es = vi.fn(async () => ({ common: { ok: 'Aceptar' } }));
    const t0 = 9_000_000;
    expect(await getDictionary(t0, true, { '/locales/en/common.json': en }, 'en')).toEqual({
      common: { ok: 'OK' },
    });
    expect(await getDictionary(t0, true, { '/locales/es/common.json': es }, 'es')).toEqual({
      common: { ok: 'Aceptar' },
    });
    // both cached, apart
    expect(await getDictionary(t0 + 1_000, true, { '/locales/en/common.json': en }, 'en')).toEqual({
      common: { ok: 'OK' },
    });
    expect(await getDictionary(t0 + 1_000, true, { '/locales/es/common.json': es }, 'es')).toEqual({
      common: { ok: 'Aceptar' },
    });
    expect(en).toHaveBeenCalledTimes(1);
    expect(es).toHaveBeenCalledTimes(1);
  });

  it('starts in the language remembered in this browser, English filling a key Spanish lacks', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'es');
    expect(storedLanguage()).toBe('es');
    try {
      await initI18n({ useCache: false });
      expect(i18next.language).toBe('es');
      expect(document.documentElement.lang).toBe('es');
      expect(i18next.t('auth.login.title')).toBe('Iniciar sesión');
      expect(i18next.t('people.menu.employees')).toBe('Empleados');
      // a key only English has (the parity test keeps the files from that) shows in English
      i18next.addResource('en', 'translation', 'test.onlyEnglish', 'Only in English');
      expect(i18next.t('test.onlyEnglish')).toBe('Only in English');
      // Spanish asks for a "many" plural form from a million on: the Spanish file has it
      expect(i18next.t('app.finder.results', { count: 1_000_000 })).toBe('1000000 obras encontradas');
    } finally {
      await initI18n({ useCache: false, language: 'en' });
    }
    expect(i18next.language).toBe('en');
    expect(i18next.t('auth.login.title')).toBe('Sign in');
  });

  it('ignores a remembered value that is no language of the app', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    expect(storedLanguage()).toBe('en');
  });
});

describe('a message filled in many times', () => {
  it('says what t() says for each value, in the language it was made in', async () => {
    const edit = messageFiller(i18next.t, 'jobs.edit.actionOf', 'lot');
    for (const lot of ['114', 'B-7 <a>', 42])
      expect(edit(lot)).toBe(i18next.t('jobs.edit.actionOf', { lot }));
    expect(edit('114')).toBe('Edit job 114');
    try {
      await initI18n({ useCache: false, language: 'es' });
      expect(messageFiller(i18next.t, 'jobs.delete.actionOf', 'lot')('114')).toBe('Eliminar la obra 114');
    } finally {
      await initI18n({ useCache: false, language: 'en' });
    }
  });
});
