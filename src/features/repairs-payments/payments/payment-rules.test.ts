import { describe, expect, it } from 'vitest';
import type { RecordType } from '@/api/job-payments';
import {
  canChangePayment,
  cutDescription,
  isBuilderSide,
  offeredRecordTypes,
  shownAmount,
  toStoredAmount,
  toTypedAmount,
} from './payment-rules';

const types: RecordType[] = [
  { Name: 'BuilderPayment', IsNegativeAmount: true },
  { Name: 'Backcharge', IsNegativeAmount: false },
  { Name: 'MaterialCost', IsNegativeAmount: false },
  { Name: 'Refund', IsNegativeAmount: true },
];

describe('payment rules (B §2)', () => {
  it('offers Backcharge only with CanCreateBackcharge', () => {
    expect(offeredRecordTypes(types, { canCreateBackcharge: false }).map((t) => t.Name)).toEqual([
      'BuilderPayment',
      'MaterialCost',
      'Refund',
    ]);
    expect(offeredRecordTypes(types, { canCreateBackcharge: true }).map((t) => t.Name)).toContain(
      'Backcharge',
    );
  });

  it('limits a deduction to the negative-amount types', () => {
    expect(
      offeredRecordTypes(types, { canCreateBackcharge: true, deduction: true }).map((t) => t.Name),
    ).toEqual(['BuilderPayment', 'Refund']);
  });

  it('lets backcharge-grid rows change only while their status is Backcharge', () => {
    expect(canChangePayment({ RecordType: 'Backcharge', ItemStatus: 'Backcharge' })).toBe(true);
    expect(canChangePayment({ RecordType: 'Backcharge', ItemStatus: 'Applied' })).toBe(false);
    expect(canChangePayment({ RecordType: 'BuilderPayment', ItemStatus: 'Received' })).toBe(false);
  });

  it('lets normal rows change only without a job type', () => {
    expect(canChangePayment({ RecordType: 'MaterialCost', JobType: null })).toBe(true);
    expect(canChangePayment({ RecordType: 'LaborCost', JobType: { Name: 'Siding Installation' } })).toBe(
      false,
    );
  });

  it('sorts records into the two grids', () => {
    expect(isBuilderSide({ RecordType: 'Backcharge' })).toBe(true);
    expect(isBuilderSide({ RecordType: 'BuilderPayment' })).toBe(true);
    expect(isBuilderSide({ RecordType: 'Permit' })).toBe(false);
  });

  it('cuts descriptions at 30 characters and shows amounts negated', () => {
    expect(cutDescription('a'.repeat(30))).toBe('a'.repeat(30));
    expect(cutDescription('b'.repeat(31))).toBe(`${'b'.repeat(30)}…`);
    expect(cutDescription(null)).toBe('');
    expect(shownAmount(1200)).toBe(-1200);
    expect(shownAmount(-5000)).toBe(5000);
    expect(shownAmount(0)).toBe(0);
  });

  it('keeps negative-amount types negative whatever is typed', () => {
    const payment = types[0];
    expect(toStoredAmount(5000, payment)).toBe(-5000);
    expect(toStoredAmount(-5000, payment)).toBe(-5000);
    expect(toTypedAmount(-5000, payment)).toBe(5000);
    expect(toStoredAmount(300, types[1])).toBe(300);
    expect(toTypedAmount(300, types[1])).toBe(300);
  });
});
