import { describe, expect, it } from 'vitest';
import { appendRecipients, splitRecipients } from './recipients';

describe('recipients text', () => {
  it('splits on semicolons and commas, blanks dropped', () => {
    expect(splitRecipients(' a@x.com ;b@y.com,, c@z.com; ')).toEqual(['a@x.com', 'b@y.com', 'c@z.com']);
    expect(splitRecipients(null)).toEqual([]);
  });

  it('adds only addresses not there yet (without case), joined with semicolons', () => {
    expect(appendRecipients('a@x.com, B@y.com', ['b@Y.com', 'c@z.com', 'c@z.com', ' '])).toBe(
      'a@x.com; B@y.com; c@z.com',
    );
    expect(appendRecipients('', ['a@x.com'])).toBe('a@x.com');
    // nothing new: the text is left as typed
    expect(appendRecipients('a@x.com ,', ['A@x.com'])).toBe('a@x.com ,');
  });
});
