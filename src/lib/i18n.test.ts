import { describe, expect, it } from 'vitest';
import { deepMerge, loadDictionary } from './i18n';

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
