import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { DAEWON } from '../utils';
import { signInAs } from '@/test/test-utils';

async function call(method: string, url: string, body?: unknown, token?: string) {
  const res = await fetch(`http://localhost${url}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, data: (await res.json().catch(() => null)) as unknown };
}
const message = (data: unknown) => (data as { Message?: string }).Message;

const employee = {
  FirstName: 'Jo',
  LastName: 'Park',
  Email: 'jo.park@example.com',
  CellPhoneNumber: '',
  Roles: ['BizStaff'],
  IsActive: true,
  isNeedInvite: false,
  Password: 'secret12',
};

describe('biz users mock', () => {
  it('needs a user manager, checks e-mails case-insensitively and refuses a taken one', async () => {
    const staff = await signInAs('staff');
    expect((await call('POST', `${DAEWON}/bizUsers/createUser`, employee, staff)).status).toBe(403);
    expect((await call('GET', `${DAEWON}/bizUsers`)).status).toBe(401);
    const admin = await signInAs('admin');
    expect(
      (await call('GET', `${DAEWON}/bizUsers/checkEmail/STAFF@example.com`, undefined, admin)).data,
    ).toBe(true);
    expect(
      (await call('GET', `${DAEWON}/bizUsers/checkEmail/nobody@example.com`, undefined, admin)).data,
    ).toBe(false);
    const taken = await call(
      'POST',
      `${DAEWON}/bizUsers/createUser`,
      { ...employee, Email: 'Staff@Example.com' },
      admin,
    );
    expect(taken.status).toBe(400);
    expect(message(taken.data)).toBe('The email already exist');
  });

  it('validates names, roles and passwords; answers no password', async () => {
    const admin = await signInAs('admin');
    const post = (body: unknown) => call('POST', `${DAEWON}/bizUsers/createUser`, body, admin);
    expect(message((await post({ ...employee, FirstName: ' ' })).data)).toBe('First name is required.');
    expect(message((await post({ ...employee, Roles: ['Pilot'] })).data)).toBe('Unknown role Pilot.');
    expect(message((await post({ ...employee, Password: '' })).data)).toBe('Password is required.');
    // an invited client needs no password
    const invite = await post({ ...employee, Roles: ['BizClient'], Password: undefined, isNeedInvite: true });
    expect(invite.status).toBe(201);
    expect(invite.data).not.toHaveProperty('Password');
    expect(invite.data).toMatchObject({ isNeedInvite: true, Roles: ['BizClient'] });
  });

  it('deletes a user but not oneself nor one assigned to jobs, and drops their documents', async () => {
    const admin = await signInAs('admin');
    const me = db.users.find((u) => u.Email === 'admin@example.com')!;
    expect(message((await call('DELETE', `${DAEWON}/bizUsers/${me.Id}`, undefined, admin)).data)).toBe(
      'You cannot delete your own account.',
    );
    const assigned = db.users.find((u) => db.jobs.some((j) => j.JobSubcontractorIds.includes(u.Id)))!;
    expect((await call('DELETE', `${DAEWON}/bizUsers/${assigned.Id}`, undefined, admin)).status).toBe(400);
    const created = await call(
      'POST',
      `${DAEWON}/bizUsers/createUser`,
      { ...employee, Roles: ['BizSubContractor'] },
      admin,
    );
    const id = (created.data as { Id: number }).Id;
    db.subcontractorDocuments.push({ ...db.subcontractorDocuments[0], Id: 999, SubcontractorId: id });
    expect((await call('DELETE', `${DAEWON}/bizUsers/${id}`, undefined, admin)).status).toBe(204);
    expect(db.subcontractorDocuments.some((d) => d.SubcontractorId === id)).toBe(false);
    expect((await call('GET', `${DAEWON}/bizUsers/${id}`, undefined, admin)).status).toBe(404);
  });
});

describe('subcontractor documents mock', () => {
  it('seeds valid, expiring and expired documents', async () => {
    const admin = await signInAs('admin');
    const { data } = await call('GET', `${DAEWON}/api/subcontractorDocument`, undefined, admin);
    const docs = data as Array<{ IsExpired: boolean; DocumentType: string }>;
    expect(docs.some((d) => d.IsExpired)).toBe(true);
    expect(docs.some((d) => !d.IsExpired)).toBe(true);
    expect(new Set(docs.map((d) => d.DocumentType))).toEqual(
      new Set(['Insurance', 'DriverLicense', 'Other']),
    );
  });

  it('requires a type and a file, refuses a subcontractor reading others', async () => {
    const admin = await signInAs('admin');
    const sub = db.users.find((u) => u.Email === 'subcontractor@example.com')!;
    const bad = await call('POST', `${DAEWON}/api/subcontractorDocument`, { SubcontractorId: sub.Id }, admin);
    expect(message(bad.data)).toBe('Please select Type for the document');
    const noFile = await call(
      'POST',
      `${DAEWON}/api/subcontractorDocument`,
      { SubcontractorId: sub.Id, DocumentType: 'Insurance' },
      admin,
    );
    expect(message(noFile.data)).toBe('A file is required.');
    const own = await signInAs('subcontractor');
    const mine = (await call('GET', `${DAEWON}/api/subcontractorDocument`, undefined, own)).data as Array<{
      SubcontractorId: number;
    }>;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((d) => d.SubcontractorId === sub.Id)).toBe(true);
    expect((await call('GET', `${DAEWON}/api/subcontractorDocSettings`, undefined, own)).status).toBe(403);
  });

  it('validates and saves the document settings (sysadmin only)', async () => {
    const staff = await signInAs('staff');
    expect((await call('POST', `${DAEWON}/api/subcontractorDocSettings`, {}, staff)).status).toBe(403);
    const admin = await signInAs('admin');
    const save = (body: unknown) => call('POST', `${DAEWON}/api/subcontractorDocSettings`, body, admin);
    expect(
      message(
        (await save({ SendNotificationWhenDocumentsAreGoingToExpire: true, NumerOfDayPriorToExpiration: 5 }))
          .data,
      ),
    ).toBe('At least one recipient e-mail is required to send notifications.');
    const ok = await save({
      SendNotificationWhenDocumentsAreGoingToExpire: false,
      NumerOfDayPriorToExpiration: 3,
      RecipientEmailsToSendNotification: '',
      ExpirationNotificationEmailTitle: '',
      ExpirationNotificationEmailTemplate: '',
    });
    expect(ok.status).toBe(200);
    expect(db.subcontractorDocSettings.NumerOfDayPriorToExpiration).toBe(3);
  });
});
