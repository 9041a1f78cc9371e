import { describe, expect, it, vi } from 'vitest';
import { deepMerge, DICTIONARY_CACHE_MS, getDictionary, loadDictionary } from './i18n';

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
