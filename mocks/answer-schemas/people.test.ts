import { describe, expect, it } from 'vitest';
import { signInAs } from '@/test/test-utils';
import { db } from '../db';
import { peopleAnswerSchemas } from './people';
import { routeKeys, sweep } from './sweep';

/*
 * Every route of document C's areas on the Daewon base (work logs, invoices, subcontractor documents, client
 * companies, /bizUsers), called as a permitted demo user with valid data; each 2xx answer is parsed through
 * its strict registry schema (mocks/answer-schemas/people.ts).
 */

const D = '/daewon.api';
const AREAS = [
  '/api/worklog',
  '/api/workLogStatus',
  '/api/recordTypes',
  '/api/jobtypes',
  '/api/invoice/',
  '/api/subcontractorDoc',
  '/clientCompany',
  '/bizUsers',
].map((path) => ` ${D}${path}`);
const table = { draw: 1, start: 0, length: 10, order: [], columns: [], search: { value: '', regex: false } };
const idOf = (email: string) => db.users.find((u) => u.Email === email)!.Id;
/** the work log and invoice routes (the first sweep); the second sweeps the rest */
const isWorkLogOrInvoice = (key: string) =>
  ['/api/worklog', '/api/workLogStatus', '/api/recordTypes', '/api/jobtypes', '/api/invoice/'].some((path) =>
    key.includes(` ${D}${path}`),
  );

describe('people answers (strict schemas)', () => {
  it('every route of these areas has a registry entry', () => {
    const routes = routeKeys((key) => AREAS.some((area) => key.includes(area)));
    expect(routes.filter((key) => !(key in peopleAnswerSchemas))).toEqual([]);
    expect(Object.keys(peopleAnswerSchemas).filter((key) => !routes.includes(key))).toEqual([]);
  });

  it('every work log and invoice route answers its documented shape', async () => {
    const { call, called } = sweep(peopleAnswerSchemas);
    const staff = await signInAs('staff');
    const finance = await signInAs('finance');
    const subcontractor = await signInAs('subcontractor');
    const subId = idOf('subcontractor@example.com');
    const job = db.jobs.find((j) => j.JobSubcontractorIds.includes(subId)) ?? db.jobs[0];

    const statuses = await call<Array<{ Id: number; RequireAmount: boolean; Name: string }>>(
      `GET ${D}/api/workLogStatus`,
      '/api/workLogStatus',
      subcontractor,
    );
    const types = await call<Array<{ Name: string; IsNegativeAmount: boolean }>>(
      `GET ${D}/api/recordTypes`,
      '/api/recordTypes',
      subcontractor,
    );
    const jobTypes = await call<Array<{ Id: number }>>(
      `GET ${D}/api/jobtypes`,
      '/api/jobtypes',
      subcontractor,
    );
    await call(`GET ${D}/api/worklog/getUsers`, '/api/worklog/getUsers', staff);
    const status = statuses.find((s) => !s.RequireAmount && s.Name !== 'Paid')!;
    const log = {
      SubcontractorId: subId,
      JobId: job.Id,
      JobTypeId: jobTypes[0].Id,
      StatusId: status.Id,
      RecordType: types.find((t) => !t.IsNegativeAmount)!.Name,
      Description: 'Siding, front elevation',
      Quantity: '12 sq',
      RequestedAmount: 400,
    };
    const created = await call<{ Id: number }>(`POST ${D}/api/worklog`, '/api/worklog', subcontractor, log);
    const many = await call<Array<{ Id: number }>>(
      `POST ${D}/api/worklog/createWorkLogs`,
      '/api/worklog/createWorkLogs',
      subcontractor,
      [log, { ...log, Description: 'Trim' }],
    );
    await call(`POST ${D}/api/worklog/existingWorkLogs`, '/api/worklog/existingWorkLogs', subcontractor, {
      SubcontractorId: subId,
      IncludePaid: true,
      JobIds: [job.Id],
      JobTypeIds: [jobTypes[0].Id],
    });
    await call(
      `POST ${D}/api/worklog/:userId/datatables`,
      `/api/worklog/${subId}/datatables`,
      subcontractor,
      table,
    );
    await call(
      `POST ${D}/api/worklog/:userId/datatables`,
      `/api/worklog/0/datatables?approveMode=true&isDeductRecords=true`,
      staff,
      table,
    );
    await call(
      `GET ${D}/api/worklog/:userId/datatables`,
      `/api/worklog/${subId}/datatables?draw=1&start=0&length=10`,
      staff,
    );
    const read = await call<Record<string, unknown>>(
      `GET ${D}/api/worklog/:id`,
      `/api/worklog/${created.Id}`,
      staff,
    );
    await call(`PUT ${D}/api/worklog/:id`, `/api/worklog/${created.Id}`, staff, {
      ...read,
      UnitPrice: 40,
      ApprovedAmount: 480,
      ReadyForPayment: true,
    });
    await call(`DELETE ${D}/api/worklog/:id`, `/api/worklog/${many[1].Id}`, staff);
    // generating an invoice: the approved log, ready for payment
    const approved = await call<Record<string, unknown>>(
      `GET ${D}/api/worklog/:id`,
      `/api/worklog/${created.Id}`,
      staff,
    );
    await call(`PUT ${D}/api/worklog/bulkUpdate`, '/api/worklog/bulkUpdate', staff, [approved]);

    /* invoices */
    const page = await call<{ data: Array<{ Id: number; IsProceeded: boolean }> }>(
      `POST ${D}/api/invoice/getInvoicesForDatatable`,
      `/api/invoice/getInvoicesForDatatable?subcontractorId=${subId}&onlyPaid=false`,
      finance,
      table,
    );
    await call(`GET ${D}/api/invoice/getInvoices`, '/api/invoice/getInvoices', finance);
    const invoice = page.data[0];
    const full = await call<Record<string, unknown>>(
      `GET ${D}/api/invoice/:id`,
      `/api/invoice/${invoice.Id}`,
      finance,
    );
    await call(`PUT ${D}/api/invoice/:id`, `/api/invoice/${invoice.Id}`, finance, {
      ...full,
      CheckNumber: '10442',
    });
    await call(`GET ${D}/api/invoice/:id/print`, `/api/invoice/${invoice.Id}/print`, finance);
    await call(`GET ${D}/api/invoice/print`, `/api/invoice/print?invoices=${invoice.Id}`, finance);
    await call(`POST ${D}/api/invoice/:id/markAsPaid`, `/api/invoice/${invoice.Id}/markAsPaid`, finance);
    await call(`GET ${D}/api/invoice/:id`, `/api/invoice/${invoice.Id}`, finance);

    const mine = Object.keys(peopleAnswerSchemas).filter(isWorkLogOrInvoice);
    expect(mine.filter((key) => !called.has(key))).toEqual([]);
  });

  it('every document, builder and business-user route answers its documented shape', async () => {
    const { call, called } = sweep(peopleAnswerSchemas);
    const admin = await signInAs('admin');
    const staff = await signInAs('staff');
    const subId = idOf('subcontractor@example.com');

    /* subcontractor documents and their setting */
    const settings = await call<Record<string, unknown>>(
      `GET ${D}/api/subcontractorDocSettings`,
      '/api/subcontractorDocSettings',
      admin,
    );
    await call(`POST ${D}/api/subcontractorDocSettings`, '/api/subcontractorDocSettings', admin, settings);
    await call(`GET ${D}/api/subcontractorDocument`, '/api/subcontractorDocument', staff);
    const form = new FormData();
    form.append('file', new File(['%PDF-1.4'], 'insurance.pdf', { type: 'application/pdf' }));
    form.append('FileName', 'insurance.pdf');
    form.append('UploadType', 'UserProfileAttachment');
    form.append('Identifier', String(subId));
    const uploaded = await fetch(`http://localhost${D}/api/upload`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${admin}` },
      body: form,
    }).then((r) => r.json() as Promise<{ fileRecord: { Id: number } }>);
    const doc = await call<Record<string, unknown> & { Id: number }>(
      `POST ${D}/api/subcontractorDocument`,
      '/api/subcontractorDocument',
      admin,
      {
        SubcontractorId: subId,
        FileRecordId: uploaded.fileRecord.Id,
        DocumentType: 'Insurance',
        ValidFrom: '2026-01-01T00:00:00',
        ValidTo: '2027-01-01T00:00:00',
        Comment: '',
        SendNotificationWhenExpired: false,
        NotificationTargetWhenExpired: '',
        NotifyBeforeExpiryInDay: 7,
      },
    );
    await call(
      `POST ${D}/api/subcontractorDocument/:id/datatables`,
      `/api/subcontractorDocument/${subId}/datatables`,
      admin,
      table,
    );
    await call(`GET ${D}/api/subcontractorDocument/:id`, `/api/subcontractorDocument/${doc.Id}`, admin);
    await call(`PUT ${D}/api/subcontractorDocument/:id`, `/api/subcontractorDocument/${doc.Id}`, admin, {
      ...doc,
      Comment: 'Renewed',
    });
    await call(
      `GET ${D}/api/subcontractorDocument/:id/download`,
      `/api/subcontractorDocument/${doc.Id}/download`,
      admin,
    );
    await call(`DELETE ${D}/api/subcontractorDocument/:id`, `/api/subcontractorDocument/${doc.Id}`, admin);

    /* client companies */
    await call(`POST ${D}/clientCompany/datatables`, '/clientCompany/datatables', staff, table);
    await call(
      `GET ${D}/clientCompany/datatables`,
      '/clientCompany/datatables?draw=1&start=0&length=10',
      staff,
    );
    await call(`GET ${D}/clientCompany`, '/clientCompany', staff);
    const builder = await call<Record<string, unknown> & { Id: number }>(
      `POST ${D}/clientCompany`,
      '/clientCompany',
      staff,
      {
        CompanyName: 'Harbor Homes',
        Address: '1 Harbor Way',
        PhoneNumber: '555-010-0100',
        FaxNumber: '',
        ContactName: '',
        ContactPhoneNumber: '',
        MainContactUser: {
          FirstName: 'Hal',
          LastName: 'Harbor',
          Email: 'hal.harbor@example.com',
          CellPhoneNumber: '555-010-0101',
          Address: '',
        },
      },
    );
    await call(`GET ${D}/clientCompany/:id`, `/clientCompany/${builder.Id}`, staff);
    await call(`PUT ${D}/clientCompany/:id`, `/clientCompany/${builder.Id}`, staff, {
      ...builder,
      FaxNumber: '555-010-0102',
    });

    /* business users */
    await call(`GET ${D}/bizUsers`, '/bizUsers', admin);
    await call(`GET ${D}/bizUsers/checkEmail/:email`, '/bizUsers/checkEmail/staff%40example.com', admin);
    const user = await call<Record<string, unknown> & { Id: number }>(
      `POST ${D}/bizUsers/createUser`,
      '/bizUsers/createUser',
      admin,
      {
        FirstName: 'Vera',
        LastName: 'Vance',
        Email: 'vera.vance@example.com',
        CellPhoneNumber: '555-010-0111',
        Roles: ['BizService'],
        IsActive: true,
        isNeedInvite: false,
        Password: 'demo1234',
      },
    );
    await call(`GET ${D}/bizUsers/:id`, `/bizUsers/${user.Id}`, admin);
    await call(`PUT ${D}/bizUsers/:id`, `/bizUsers/${user.Id}`, admin, {
      ...user,
      CellPhoneNumber: '555-010-0112',
    });
    await call(`DELETE ${D}/bizUsers/:id`, `/bizUsers/${user.Id}`, admin);
    // the builder's main contact is a user: the builder goes first
    await call(`DELETE ${D}/clientCompany/:id`, `/clientCompany/${builder.Id}`, staff);

    const mine = Object.keys(peopleAnswerSchemas).filter((key) => !isWorkLogOrInvoice(key));
    expect(mine.filter((key) => !called.has(key))).toEqual([]);
  });
});
