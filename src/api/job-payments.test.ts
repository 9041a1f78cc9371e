import { describe, expect, it } from 'vitest';
import { readRecordType } from './job-payments';

describe('readRecordType (C §3: Id, Name, IsNegativeAmount)', () => {
  it('reads the documented IsNegativeAmount', () => {
    expect(readRecordType({ Id: 1, Name: 'BuilderPayment', IsNegativeAmount: true })).toEqual({
      Name: 'BuilderPayment',
      IsNegativeAmount: true,
    });
    expect(readRecordType({ Id: 3, Name: 'MaterialCost', IsNegativeAmount: false })).toEqual({
      Name: 'MaterialCost',
      IsNegativeAmount: false,
    });
  });

  it('takes no sign from a field the documents do not name', () => {
    expect(readRecordType({ Name: 'BuilderPayment', IsNegative: true })).toEqual({
      Name: 'BuilderPayment',
      IsNegativeAmount: false,
    });
  });

  it('reads a plain name as a type that is not negative, and nothing from blanks', () => {
    expect(readRecordType(' Permit ')).toEqual({ Name: 'Permit', IsNegativeAmount: false });
    expect(readRecordType('')).toBeNull();
    expect(readRecordType({ IsNegativeAmount: true })).toBeNull();
    expect(readRecordType(null)).toBeNull();
  });
});
