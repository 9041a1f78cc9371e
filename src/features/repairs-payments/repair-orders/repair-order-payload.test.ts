import { describe, expect, it } from 'vitest';
import type { RepairOrder } from '@/api/repair-orders';
import { needsPoConfirmation, repairOrderDefaults, toRepairOrderPayload } from './repair-order-payload';
import { repairOrderSchema } from './repair-order-schema';

const job = { LotGroupCode: '118' };

describe('repair order save payload (B §4, B §5)', () => {
  const values = {
    ...repairOrderDefaults(null, job, new Date(2026, 4, 3)),
    RequestDate: '2026-05-14',
    InstallationStartTime: '7:05',
    InstallationEndTime: '13:30',
    POAmount: 250,
  };

  it('sends the request date as YYYY-MM-DD and the times as HH:mm:00', () => {
    const payload = toRepairOrderPayload(values, { jobId: 1001 });
    expect(payload.RequestDate).toBe('2026-05-14');
    expect(payload.InstallationStartTime).toBe('07:05:00');
    expect(payload.InstallationEndTime).toBe('13:30:00');
    expect(payload.JobId).toBe(1001);
    expect(payload.Id).toBeUndefined();
    expect(payload.LotNumber).toBe('118');
    expect(payload.IsCompleted).toBe(false);
    expect(payload.CompletionDate).toBeNull();
  });

  it('marking complete sets IsCompleted and fills an empty completion date with now', () => {
    const now = new Date('2026-05-20T15:04:05.000Z');
    const payload = toRepairOrderPayload(values, { jobId: 1001, id: 7, complete: true, now });
    expect(payload).toMatchObject({ Id: 7, IsCompleted: true, CompletionDate: now.toISOString() });
  });

  it('marking complete keeps a completion date already given', () => {
    const payload = toRepairOrderPayload(
      { ...values, CompletionDate: '2026-05-18' },
      { jobId: 1, complete: true },
    );
    expect(payload.CompletionDate).toBe(new Date(2026, 4, 18).toISOString());
  });

  it('sends Not Specified as no invoice status, and amounts as numbers', () => {
    expect(
      toRepairOrderPayload({ ...values, InvoiceStatusId: 'na' }, { jobId: 1 }).InvoiceStatusId,
    ).toBeNull();
    expect(toRepairOrderPayload({ ...values, InvoiceStatusId: 2 }, { jobId: 1 }).InvoiceStatusId).toBe(2);
    expect(toRepairOrderPayload({ ...values, POAmount: null }, { jobId: 1 }).POAmount).toBe(0);
  });

  it('asks before saving a zero or empty PO amount', () => {
    expect(needsPoConfirmation({ POAmount: 0 })).toBe(true);
    expect(needsPoConfirmation({ POAmount: null })).toBe(true);
    expect(needsPoConfirmation({ POAmount: 10 })).toBe(false);
  });

  it('reads an order back into the form (dates, times, status, files)', () => {
    const order = {
      Id: 9,
      JobId: 1,
      RequestDate: '2026-05-14T09:00:00',
      CompletionDate: null,
      InstallationStartTime: '08:30:00',
      InstallationEndTime: null,
      InvoiceStatusId: null,
      IsCompleted: false,
      Files: [{ Id: 3, FileId: 1001, File: { FileName: 'a.png', UploadedBy: 'Sam', UploadedDate: null } }],
    } as unknown as RepairOrder;
    const form = repairOrderDefaults(order, job);
    expect(form).toMatchObject({
      RequestDate: '2026-05-14',
      InstallationStartTime: '08:30',
      InvoiceStatusId: 'na',
      Files: [{ Id: 3, FileId: 1001, FileName: 'a.png' }],
    });
    expect(toRepairOrderPayload(form, { jobId: 1, id: 9 }).Files).toEqual([{ Id: 3, FileId: 1001 }]);
  });

  it('requires the request date and an end time not before the start', () => {
    const empty = repairOrderSchema.safeParse({ ...values, RequestDate: '' });
    expect(empty.success).toBe(false);
    const times = repairOrderSchema.safeParse({
      ...values,
      InstallationStartTime: '14:00',
      InstallationEndTime: '09:00',
    });
    expect(times.success).toBe(false);
    expect(repairOrderSchema.safeParse(values).success).toBe(true);
  });
});
