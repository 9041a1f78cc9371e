import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Every language has every file English has, and each file has the same keys as its English file (issue 25 §4):
 * a file or a key in one and not in the other fails, naming the file and the key. (Spanish first covered what a
 * subcontractor sees; the language choice is every user's, so it now covers every screen.) Plural keys
 * follow each language's plural forms (Intl.PluralRules): English `x_one`, `x_other`; Spanish also `x_many`
 * (i18next asks for it from a million on, and would otherwise show the English text).
 */

const LOCALES = join(process.cwd(), 'locales');
const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;

function flatKeys(value: unknown, prefix = ''): string[] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => flatKeys(inner, prefix ? `${prefix}.${key}` : key));
}

const read = (language: string, file: string) =>
  flatKeys(JSON.parse(readFileSync(join(LOCALES, language, file), 'utf8'))).filter(Boolean);

/** The keys `language` must have for English's keys: a plural (one of `x_one`/`x_other`) in its own forms. */
export function expectedKeys(englishKeys: string[], language: string): string[] {
  const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const plurals = new Set(
    englishKeys.flatMap((k) => {
      const m = PLURAL.exec(k);
      return m && englishKeys.includes(`${m[1]}_other`) ? [m[1]] : [];
    }),
  );
  const keys = englishKeys.filter((k) => {
    const m = PLURAL.exec(k);
    return !(m && plurals.has(m[1]) && m[2] !== 'zero');
  });
  for (const base of plurals) keys.push(...forms.map((form) => `${base}_${form}`));
  return [...new Set(keys)].sort();
}

const languages = readdirSync(LOCALES).filter((l) => l !== 'en');

describe('language files: the same keys in every language', () => {
  it('has at least one other language', () => expect(languages).toContain('es'));

  for (const language of languages) {
    const files = readdirSync(join(LOCALES, language)).filter((f) => f.endsWith('.json'));

    it(`${language}: every file has an English file of the same name`, () => {
      const english = new Set(readdirSync(join(LOCALES, 'en')));
      expect(files.filter((f) => !english.has(f))).toEqual([]);
    });

    it(`${language}: every English file has a file of the same name`, () => {
      const english = readdirSync(join(LOCALES, 'en')).filter((f) => f.endsWith('.json'));
      expect(english.filter((f) => !files.includes(f))).toEqual([]);
    });

    for (const file of files) {
      it(`${language}/${file} has exactly the keys of en/${file}`, () => {
        const want = expectedKeys(read('en', file), language);
        const have = [...new Set(read(language, file))].sort();
        const missing = want.filter((k) => !have.includes(k));
        const extra = have.filter((k) => !want.includes(k));
        expect({ file: `${language}/${file}`, missing, extra }).toEqual({
          file: `${language}/${file}`,
          missing: [],
          extra: [],
        });
      });
    }
  }
});

describe('the parity check itself', () => {
  it('asks Spanish for the many form of an English plural, and English for its own two', () => {
    expect(expectedKeys(['a.b', 'a.n_one', 'a.n_other'], 'es')).toEqual([
      'a.b',
      'a.n_many',
      'a.n_one',
      'a.n_other',
    ]);
    expect(expectedKeys(['a.b', 'a.n_one', 'a.n_other'], 'en')).toEqual(['a.b', 'a.n_one', 'a.n_other']);
  });
  it('keeps a key that only looks plural (no _other beside it)', () => {
    expect(expectedKeys(['forms.other', 'x_one'], 'es')).toEqual(['forms.other', 'x_one']);
  });
});
