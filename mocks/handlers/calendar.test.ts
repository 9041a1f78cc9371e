import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { DAEWON } from '../utils';
import { signInAs } from '@/test/test-utils';

async function post(path: string, body: unknown, token?: string) {
  const res = await fetch(`http://localhost${DAEWON}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, data: (await res.json().catch(() => null)) as unknown };
}

function monthRange() {
  const now = new Date();
  const from = new Date(now.getFullYear(), now.getMonth(), 1);
  const to = new Date(now.getFullYear(), now.getMonth() + 1, 0, 23, 59, 59);
  return { FromDate: from.toISOString(), ToDate: to.toISOString(), from, to };
}

describe('calendar endpoints', () => {
  it('answers the jobs whose start date is in the range', async () => {
    const token = await signInAs('staff');
    const { FromDate, ToDate, from, to } = monthRange();
    const { status, data } = await post('/api/jobs/calendar', { FromDate, ToDate }, token);
    expect(status).toBe(200);
    const entries = data as Array<{
      Id: number;
      StartDate: string;
      InvoiceStatus: string;
      BuilderName: string;
    }>;
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      const start = Date.parse(entry.StartDate);
      expect(start).toBeGreaterThanOrEqual(from.getTime());
      expect(start).toBeLessThanOrEqual(to.getTime());
      expect(entry.BuilderName).not.toBe('');
      expect(typeof entry.InvoiceStatus).toBe('string');
    }
  });

  it('filters repair orders by subcontractor', async () => {
    const token = await signInAs('staff');
    const order = db.repairOrders.find((o) => o.SubcontractorId);
    expect(order).toBeDefined();
    const body = {
      FromDate: new Date(Date.parse(order!.RequestDate) - 86_400_000).toISOString(),
      ToDate: new Date(Date.parse(order!.RequestDate) + 86_400_000).toISOString(),
      SubcontractorId: order!.SubcontractorId,
    };
    const { status, data } = await post('/api/repairOrder/calendar', body, token);
    expect(status).toBe(200);
    const entries = data as Array<{ Id: number; JobId: number }>;
    expect(entries.map((e) => e.Id)).toContain(order!.Id);
    expect(
      entries.every(
        (e) => db.repairOrders.find((o) => o.Id === e.Id)?.SubcontractorId === order!.SubcontractorId,
      ),
    ).toBe(true);
  });

  it('refuses a missing range, a user without the permission, and no token', async () => {
    const staff = await signInAs('staff');
    expect((await post('/api/jobs/calendar', { ToDate: new Date().toISOString() }, staff)).status).toBe(400);
    const client = await signInAs('client');
    expect((await post('/api/jobs/calendar', monthRange(), client)).status).toBe(403);
    expect((await post('/api/repairOrder/calendar', monthRange())).status).toBe(401);
  });
});
