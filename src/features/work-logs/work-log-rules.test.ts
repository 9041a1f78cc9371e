import { describe, expect, it } from 'vitest';
import type { InvoiceWorkLog } from '@/api/invoices';
import {
  canMarkReadyForPayment,
  jobInfoText,
  leadingNumber,
  otherLogsOfSameJobType,
  recomputeApprovedAmount,
  splitInvoiceLogs,
} from './work-log-rules';
import { workLogColumns, workLogDefaultSort } from './work-log-source';

describe('approved amount from the quantity (C §5)', () => {
  it.each([
    ['12.5 sq', 85, 1062.5],
    ['3', 150, 450],
    ['', 85, 0],
    ['abc', 85, 0],
    ['  40 lf', 2.5, 100],
    ['1.5.2 sq', 10, 15],
  ])('%j at %d makes %d', (quantity, price, amount) => {
    expect(recomputeApprovedAmount(quantity, price)).toBe(amount);
  });

  it('reads the leading number only and treats a missing price as 0', () => {
    expect(leadingNumber('12.5 sq')).toBe(12.5);
    expect(leadingNumber('sq 12')).toBe(0);
    expect(leadingNumber(null)).toBe(0);
    expect(recomputeApprovedAmount('10 lf', null)).toBe(0);
  });
});

describe('ready for payment (C §4)', () => {
  it('needs an approved amount other than 0', () => {
    expect(canMarkReadyForPayment(0)).toBe(false);
    expect(canMarkReadyForPayment(null)).toBe(false);
    expect(canMarkReadyForPayment(undefined)).toBe(false);
    expect(canMarkReadyForPayment(0.01)).toBe(true);
    expect(canMarkReadyForPayment(250)).toBe(true);
  });
});

const log = (over: Partial<InvoiceWorkLog>): InvoiceWorkLog =>
  ({ Id: 1, JobId: 1, JobTypeId: 1, RecordType: 'Regular', ApprovedAmount: 0, ...over }) as InvoiceWorkLog;

describe('invoice grids and totals (C §2)', () => {
  it('splits earnings from deductions and totals them', () => {
    const grids = splitInvoiceLogs([
      log({ Id: 1, ApprovedAmount: 1062.5, IsNegativeAmount: false }),
      log({ Id: 2, ApprovedAmount: 300, IsNegativeAmount: false }),
      log({ Id: 3, ApprovedAmount: 125.25, IsNegativeAmount: true, RecordType: 'Backcharge' }),
    ]);
    expect(grids.toBePaid.map((l) => l.Id)).toEqual([1, 2]);
    expect(grids.toBeDeducted.map((l) => l.Id)).toEqual([3]);
    expect(grids.paidSubtotal).toBe(1362.5);
    expect(grids.deductedSubtotal).toBe(125.25);
    expect(grids.total).toBe(1237.25);
  });

  it('falls back on the record types when a log has no flag, and sums nothing to 0', () => {
    const types = [
      { Id: 1, Name: 'Regular', IsNegativeAmount: false },
      { Id: 4, Name: 'Backcharge', IsNegativeAmount: true },
    ];
    const grids = splitInvoiceLogs(
      [log({ ApprovedAmount: 100 }), log({ Id: 2, RecordType: 'Backcharge', ApprovedAmount: 40 })],
      types,
    );
    expect(grids.total).toBe(60);
    expect(splitInvoiceLogs([])).toMatchObject({ paidSubtotal: 0, deductedSubtotal: 0, total: 0 });
  });
});

describe('work-log helpers', () => {
  it('reads JobInfo as text or as an object', () => {
    expect(jobInfoText('Brookfield - Willow Creek - 101')).toBe('Brookfield - Willow Creek - 101');
    expect(jobInfoText({ BuilderName: 'Brookfield', JobSiteName: 'Willow Creek', LotNumber: 101 })).toBe(
      'Brookfield - Willow Creek - 101',
    );
    expect(jobInfoText(null)).toBe('');
  });

  it('finds the other logs of the same job and job type', () => {
    const existing = [
      log({ Id: 1, JobId: 5, JobTypeId: 2 }),
      log({ Id: 2, JobId: 5, JobTypeId: 2 }),
      log({ Id: 3, JobId: 5, JobTypeId: 3 }),
      log({ Id: 4, JobId: 6, JobTypeId: 2 }),
    ];
    expect(otherLogsOfSameJobType(existing, [{ Id: 1, JobId: 5, JobTypeId: 2 }]).map((l) => l.Id)).toEqual([
      2,
    ]);
  });

  it('sorts by the column third from the end, then the first three (C §9)', () => {
    const normal = workLogColumns('normal', false);
    expect(workLogDefaultSort(normal)).toEqual({
      sort: { column: 'ModifiedDate', dir: 'desc' },
      thenSort: [
        { column: 'JobInfo', dir: 'asc' },
        { column: 'JobType.Name', dir: 'asc' },
        { column: 'Status.Name', dir: 'asc' },
      ],
    });
    const deduct = workLogColumns('deduct', true).map((c) => c.id);
    expect(deduct).not.toContain('RequestedAmount');
    expect(deduct).not.toContain('UnitPrice');
    expect(deduct[0]).toBe('SubcontractorName');
  });
});
