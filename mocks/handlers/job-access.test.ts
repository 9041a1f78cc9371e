import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { DAEWON, permissionsOf } from '../utils';
import { signInAs } from '@/test/test-utils';

/* Who the mock lets read a job and change its repair orders and files (issue 23; A §2, B §6, decision 22). */

async function call(method: string, path: string, token: string, body?: unknown) {
  const res = await fetch(`http://localhost${DAEWON}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return res.status;
}

describe('the payments clerk demo account', () => {
  it('holds exactly the three finance permissions', () => {
    const clerk = db.users.find((u) => u.Email === 'payments@example.com')!;
    expect(permissionsOf(clerk).sort()).toEqual([
      'Daewon.Permissions.CanAccessProfitReports',
      'Daewon.Permissions.CanManageJobPaymentDetail',
      'Daewon.Permissions.CanProceedPayment',
    ]);
  });

  it('reads a job (its payment tab opens it) and its payments, but not its other tabs’ data', async () => {
    const token = await signInAs('payments');
    const job = db.jobs[0];
    expect(await call('GET', `/api/jobs/${job.Id}`, token)).toBe(200);
    expect(await call('GET', `/api/jobPayments/byJob/${job.Id}`, token)).toBe(200);
    expect(await call('POST', `/api/repairOrder/${job.Id}/datatables`, token, { draw: 1 })).toBe(403);
    expect(await call('GET', `/api/jobs/${job.Id}/workorder`, token)).toBe(403);
    // the job itself stays the job managers'
    expect(await call('PUT', `/api/jobs/${job.Id}`, token, { ...job, Notes: 'x' })).toBe(403);
  });

  it('a user with no tab of a job still may not read it', async () => {
    const token = await signInAs('client');
    expect(await call('GET', `/api/jobs/${db.jobs[0].Id}`, token)).toBe(403);
  });
});

describe('report-only users and a job’s repair orders and files (decision 22)', () => {
  it('may read them but gets 403 on create, update and delete', async () => {
    const token = await signInAs('finance');
    const order = db.repairOrders.find((o) => (o.Files ?? []).length > 0) ?? db.repairOrders[0];
    const attachment = db.jobAttachments[0];
    expect(await call('GET', `/api/repairOrder/${order.Id}`, token)).toBe(200);
    expect(await call('POST', `/api/repairOrder/${order.JobId}/datatables`, token, { draw: 1 })).toBe(200);
    expect(await call('GET', `/api/jobattachment/${attachment.Id}`, token)).toBe(200);

    expect(
      await call('POST', '/api/repairOrder', token, { JobId: order.JobId, RequestDate: '2026-05-14' }),
    ).toBe(403);
    expect(await call('PUT', `/api/repairOrder/${order.Id}`, token, { ...order, Detail1: 'changed' })).toBe(
      403,
    );
    expect(await call('DELETE', `/api/repairOrder/${order.Id}`, token)).toBe(403);
    const fileId = order.Files?.[0]?.Id ?? 1;
    expect(await call('POST', `/api/repairOrder/${order.Id}/removeAttachment/${fileId}`, token)).toBe(403);

    const { Id: _id, ...fields } = attachment;
    expect(await call('POST', '/api/jobattachment', token, fields)).toBe(403);
    expect(await call('PUT', `/api/jobattachment/${attachment.Id}`, token, { ...fields, Comment: 'x' })).toBe(
      403,
    );
    expect(await call('DELETE', `/api/jobattachment/${attachment.Id}`, token)).toBe(403);

    expect(db.repairOrders.some((o) => o.Id === order.Id)).toBe(true);
    expect(db.jobAttachments.some((a) => a.Id === attachment.Id)).toBe(true);
  });

  it('the job managers still change them', async () => {
    const token = await signInAs('staff');
    const attachment = db.jobAttachments[0];
    expect(await call('DELETE', `/api/jobattachment/${attachment.Id}`, token)).toBe(204);
    const order = db.repairOrders[0];
    expect(await call('DELETE', `/api/repairOrder/${order.Id}`, token)).toBe(204);
  });
});
