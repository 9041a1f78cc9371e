import { describe, expect, it } from 'vitest';
import { MAX_MOCK_SCALE, mockScale, parseMockScale } from './scale';
import { createSeed } from './seed';

const NOW = new Date(2026, 10, 26, 12, 0, 0);
const DAY = 86_400_000;

describe('mock scale', () => {
  it('reads a whole number from 1 up, anything else as 1, and caps it', () => {
    expect(parseMockScale(undefined)).toBe(1);
    expect(parseMockScale('')).toBe(1);
    expect(parseMockScale('60')).toBe(60);
    expect(parseMockScale('0')).toBe(1);
    expect(parseMockScale('-4')).toBe(1);
    expect(parseMockScale('2.5')).toBe(1);
    expect(parseMockScale('many')).toBe(1);
    expect(parseMockScale('100000')).toBe(MAX_MOCK_SCALE);
    // the tests run the demo business
    expect(mockScale()).toBe(1);
  });

  it('multiplies the business, keeps people and reference data, and keeps every link whole', () => {
    const one = createSeed(NOW, 1);
    const three = createSeed(NOW, 3);
    expect(three.jobs).toHaveLength(one.jobs.length * 3);
    for (const table of ['repairOrders', 'workLogs', 'invoices', 'paymentRecords', 'purchaseOrders'] as const)
      expect(three[table].length, table).toBeGreaterThan(one[table].length * 2);
    for (const table of ['users', 'roles', 'clientCompanies', 'jobSites', 'materials', 'colors'] as const)
      expect(three[table], table).toEqual(one[table]);
    // the demo's own jobs come first, as they are
    expect(three.jobs.slice(0, one.jobs.length).map((j) => j.Id)).toEqual(one.jobs.map((j) => j.Id));

    const unique = (items: ReadonlyArray<{ Id: number }>) =>
      new Set(items.map((i) => i.Id)).size === items.length;
    for (const table of [
      'jobs',
      'repairOrders',
      'workLogs',
      'invoices',
      'paymentRecords',
      'purchaseOrders',
    ] as const)
      expect(unique(three[table]), table).toBe(true);
    expect(unique(three.jobs.flatMap((j) => j.Lots))).toBe(true);

    const jobIds = new Set(three.jobs.map((j) => j.Id));
    for (const table of [
      'repairOrders',
      'workLogs',
      'paymentRecords',
      'purchaseOrders',
      'workOrders',
    ] as const)
      expect(
        three[table].every((r) => jobIds.has(r.JobId)),
        table,
      ).toBe(true);
    // an invoice's work logs name that invoice, and every invoiced log is on its invoice
    const logs = new Map(three.workLogs.map((l) => [l.Id, l]));
    for (const invoice of three.invoices)
      for (const id of invoice.WorkLogIds) expect(logs.get(id)?.InvoiceId).toBe(invoice.Id);
    const invoices = new Map(three.invoices.map((i) => [i.Id, i]));
    for (const log of three.workLogs)
      if (log.InvoiceId !== null) expect(invoices.get(log.InvoiceId)?.WorkLogIds).toContain(log.Id);

    // the extra jobs spread over the last year
    const starts = three.jobs.map((j) => Date.parse(j.StartDate ?? ''));
    expect(Math.min(...starts)).toBeLessThan(NOW.getTime() - 300 * DAY);
  });

  it('is the same every time', () => {
    expect(JSON.stringify(createSeed(NOW, 2))).toBe(JSON.stringify(createSeed(NOW, 2)));
  });
});
