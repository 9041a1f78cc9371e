/*
 * The order of names in the app's lists and pickers (users, supply companies, categories, job site items, a table
 * sorted in the browser): case and accents do not count ("eclair" with "Éclair"), and with `numeric` a run of
 * digits counts as its number ("Lot 9" before "Lot 10"). What `localeCompare(b, 'en', { sensitivity: 'base' })`
 * gives for such names, without it: the first collator a page makes loads the browser's collation data, 35 ms at
 * 4x CPU slowdown on the screen being opened (compare.test.ts checks the two agree on names like ours).
 */

const DIACRITICS = /[\u0300-\u036f]/g;
const NON_ASCII = /[^ -~]/;

/** The text as compared: lower case, accents dropped. */
function fold(text: string): string {
  const plain = NON_ASCII.test(text) ? text.normalize('NFD').replace(DIACRITICS, '') : text;
  return plain.toLowerCase();
}

/** Whether `text` holds `term`, case and accents not counting ("munoz" finds "Muñoz"). */
export function includesText(text: string, term: string): boolean {
  return fold(text).includes(fold(term));
}

const isDigit = (c: string) => c >= '0' && c <= '9';

/** Two digit runs by their number (any length). */
function compareNumbers(a: string, b: string): number {
  const x = a.replace(/^0+(?=\d)/, '');
  const y = b.replace(/^0+(?=\d)/, '');
  if (x.length !== y.length) return x.length < y.length ? -1 : 1;
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Orders two names (see above): negative when `a` comes first, 0 when they are the same name. */
export function compareText(a: string, b: string, options: { numeric?: boolean } = {}): number {
  const x = fold(a);
  const y = fold(b);
  if (!options.numeric) return x < y ? -1 : x > y ? 1 : 0;
  let i = 0;
  let j = 0;
  while (i < x.length && j < y.length) {
    if (isDigit(x[i]) && isDigit(y[j])) {
      // a run of digits against a run of digits: by their numbers
      let endX = i;
      let endY = j;
      while (endX < x.length && isDigit(x[endX])) endX += 1;
      while (endY < y.length && isDigit(y[endY])) endY += 1;
      const order = compareNumbers(x.slice(i, endX), y.slice(j, endY));
      if (order) return order;
      i = endX;
      j = endY;
    } else if (x[i] !== y[j]) {
      return x[i] < y[j] ? -1 : 1;
    } else {
      i += 1;
      j += 1;
    }
  }
  return Math.sign(x.length - i - (y.length - j));
}
