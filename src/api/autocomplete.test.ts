import { describe, expect, it } from 'vitest';
import { resolveInvoiceStatusId, type InvoiceStatus } from './autocomplete';

const statuses: InvoiceStatus[] = [
  { Id: 1, Name: 'Invoiced' },
  { Id: 2, Name: 'Paid' },
];

describe('resolveInvoiceStatusId (decision 19)', () => {
  it('takes InvoiceStatusId when the answer carries it', () => {
    expect(resolveInvoiceStatusId({ InvoiceStatusId: 2, InvoiceStatus: 'Invoiced' }, statuses)).toBe(2);
    expect(resolveInvoiceStatusId({ InvoiceStatusId: null, InvoiceStatus: 'Paid' }, undefined)).toBe(0);
  });
  it('else resolves the documented InvoiceStatus name through the status list', () => {
    expect(resolveInvoiceStatusId({ InvoiceStatus: 'Paid' }, statuses)).toBe(2);
    expect(resolveInvoiceStatusId({ InvoiceStatus: ' invoiced ' }, statuses)).toBe(1);
  });
  it("'Not Specified', empty and unknown names are not specified (0)", () => {
    expect(resolveInvoiceStatusId({ InvoiceStatus: 'Not Specified' }, statuses)).toBe(0);
    expect(resolveInvoiceStatusId({ InvoiceStatus: 'not specified' }, undefined)).toBe(0);
    expect(resolveInvoiceStatusId({ InvoiceStatus: '' }, statuses)).toBe(0);
    expect(resolveInvoiceStatusId({}, statuses)).toBe(0);
    expect(resolveInvoiceStatusId({ InvoiceStatus: 'Archived' }, statuses)).toBe(0);
  });
  it('is unknown (undefined) while the list it needs is loading', () => {
    expect(resolveInvoiceStatusId({ InvoiceStatus: 'Paid' }, undefined)).toBeUndefined();
  });
});
