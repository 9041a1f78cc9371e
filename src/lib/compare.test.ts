import { describe, expect, it } from 'vitest';
import { compareText, includesText } from './compare';

const sign = (n: number) => Math.sign(n);

/** Names like the app's: letters of both cases, accents, digits, spaces and hyphens. */
function names(count: number, seed = 11): string[] {
  const alphabet = 'aAbBcCeEéÉèlLmMnNñoOsSzZ0123456789 -';
  const out: string[] = [];
  for (let i = 0; i < count; i += 1) {
    let name = '';
    const length = 1 + (i % 7);
    for (let k = 0; k < length; k += 1) {
      seed = (seed * 16807) % 2147483647;
      name += alphabet[seed % alphabet.length];
    }
    out.push(name.trim() || 'a');
  }
  return out;
}

describe('compareText', () => {
  it('orders names case- and accent-insensitively', () => {
    expect(compareText('apple', 'Banana')).toBeLessThan(0);
    expect(compareText('Éclair', 'eclair')).toBe(0);
    expect(compareText('Zed', 'zed')).toBe(0);
    expect(['Mike', 'adam', 'Émile', 'bob'].sort((a, b) => compareText(a, b))).toEqual([
      'adam',
      'bob',
      'Émile',
      'Mike',
    ]);
  });

  it('orders digit runs as numbers when numeric', () => {
    expect(
      ['Lot 10', 'Lot 9', 'Lot 100', 'lot 9b'].sort((a, b) => compareText(a, b, { numeric: true })),
    ).toEqual(['Lot 9', 'lot 9b', 'Lot 10', 'Lot 100']);
    expect(compareText('Lot 10', 'Lot 9')).toBeLessThan(0);
    expect(compareText('007', '7', { numeric: true })).toBe(0);
    expect(compareText('12345678901234567890', '9', { numeric: true })).toBeGreaterThan(0);
  });

  it('agrees with the locale collation on names like ours', () => {
    const base = new Intl.Collator('en', { sensitivity: 'base' });
    const numeric = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
    const list = names(400);
    for (let i = 0; i < list.length - 1; i += 1) {
      const [a, b] = [list[i], list[i + 1]];
      expect([a, b, sign(compareText(a, b))]).toEqual([a, b, sign(base.compare(a, b))]);
      expect([a, b, sign(compareText(a, b, { numeric: true }))]).toEqual([a, b, sign(numeric.compare(a, b))]);
    }
  });
});

describe('includesText', () => {
  it('finds a term whatever its case and accents', () => {
    expect(includesText('José María Muñoz', 'munoz')).toBe(true);
    expect(includesText('Jose Maria Munoz', 'MUÑOZ')).toBe(true);
    expect(includesText('Éclair Exteriors', 'eclair ext')).toBe(true);
    expect(includesText('Muñoz', 'munos')).toBe(false);
    expect(includesText('anything', '')).toBe(true);
  });
});
