import { afterAll, describe, expect, it } from 'vitest';
import { signInAs } from '@/test/test-utils';
import { db } from '../db';
import { answeredRoutes } from './check';
import { sweep } from './sweep';
import { daewonAnswerSchemas } from './daewon';

/*
 * The sweep of the Daewon base for documents A and B (issue 23 §3): every route of daewon.ts is called at
 * least once, as the administrator (who holds every permission), with valid demo data, and its 2xx answer is
 * parsed through the strict schema of its route (the test set-up checks every answer as well).
 */

let token = '';
const daewon = sweep(daewonAnswerSchemas);
const { called } = daewon;
/** Calls `<method> <base><path>` (the registry key's path with its parameters filled in) as the administrator. */
const call = (key: string, path: string, body?: unknown) => daewon.call(key, path, token, body);

/** A data-table request (decision 5) with the screen's filters. */
const table = (extra: Record<string, unknown> = {}) => ({
  draw: 1,
  start: 0,
  length: 10,
  order: [],
  columns: [],
  search: { value: '', regex: false },
  ...extra,
});
const tableQuery = 'draw=1&start=0&length=10&search[value]=&search[regex]=false';

describe('the Daewon answers of documents A and B', () => {
  it('jobs, calendars and look-ups', async () => {
    token = await signInAs('admin');
    const job = db.jobs[0];
    const withLots = db.jobs.find((j) => j.Lots.length) ?? job;
    await call(`POST ${'/daewon.api'}/api/jobs/datatables`, '/api/jobs/datatables', table());
    await call(`GET /daewon.api/api/jobs`, `/api/jobs?jobSiteId=${job.JobSiteId}`);
    const read = await call(`GET /daewon.api/api/jobs/:id`, `/api/jobs/${withLots.Id}`);
    await call(`PUT /daewon.api/api/jobs/:id`, `/api/jobs/${withLots.Id}`, read);
    const status = db.invoiceStatuses[0];
    await call(
      `PUT /daewon.api/api/jobs/:id/invoiceStatus/:statusId`,
      `/api/jobs/${job.Id}/invoiceStatus/${status.Id}`,
    );
    await call(`PUT /daewon.api/api/jobs/:id/bulkDateUpdate`, `/api/jobs/${job.Id}/bulkDateUpdate`, {
      StartDate: '2026-01-05T00:00:00',
      WordOrderCreatedDate: null,
      PurchaseOrderCreatedDate: null,
      PurchaseOrderShipDate: null,
      GutterOrderInstallDate: null,
      CompletedDate: null,
    });
    const created = (await call(`POST /daewon.api/api/jobs`, '/api/jobs', {
      JobSiteId: job.JobSiteId,
      JobModelId: job.JobModelId,
      JobOptionIds: job.JobOptionIds,
      JobElevationId: job.JobElevationId,
      LotGroupCode: 'SWEEP-1',
      Address: '1 Sweep Road',
      HomeOwner: '',
      PhoneNumber: '',
      StartDate: null,
      JobSubcontractorIds: [],
      Lots: [],
    })) as unknown as { Id: number };
    await call(`DELETE /daewon.api/api/jobs/:id`, `/api/jobs/${created.Id}`);
    await call(`GET /daewon.api/api/jobs/autocomplete`, '/api/jobs/autocomplete?q=');
    await call(`GET /daewon.api/api/jobs/:jobId/lots`, `/api/jobs/${withLots.Id}/lots`);
    const range = { FromDate: '2000-01-01T00:00:00', ToDate: '2100-01-01T00:00:00' };
    await call(`POST /daewon.api/api/jobs/calendar`, '/api/jobs/calendar', range);
    await call(`POST /daewon.api/api/repairOrder/calendar`, '/api/repairOrder/calendar', range);
    await call(`GET /daewon.api/api/invoiceStatuses`, '/api/invoiceStatuses');
    await call(`GET /daewon.api/api/invoiceStatuses`, '/api/invoiceStatuses?getForRepairOrder=true');
  });

  it('job sites and their models, options and elevations', async () => {
    token = await signInAs('admin');
    const site = db.jobSites[0];
    const builderId = site.BuilderId;
    await call(`POST /daewon.api/api/jobsites/datatables`, '/api/jobsites/datatables', table({ builderId }));
    await call(
      `GET /daewon.api/api/jobsites/datatables`,
      `/api/jobsites/datatables?${tableQuery}&builderId=${builderId}`,
    );
    await call(`GET /daewon.api/api/jobsites`, `/api/jobsites?builderId=${builderId}`);
    await call(
      `GET /daewon.api/api/jobsites/autocomplete`,
      `/api/jobsites/autocomplete?builderId=${builderId}&query=`,
    );
    const read = (await call(
      `GET /daewon.api/api/jobsites/:id`,
      `/api/jobsites/${site.Id}`,
    )) as unknown as Record<string, unknown>;
    const payload = {
      Name: read.Name,
      JobSiteCode: read.JobSiteCode,
      BuilderId: read.BuilderId,
      FieldManagerId: read.FieldManagerId,
      SuperintendentIds: read.SuperintendentIds,
    };
    await call(`PUT /daewon.api/api/jobsites/:id`, `/api/jobsites/${site.Id}`, payload);
    const created = (await call(`POST /daewon.api/api/jobsites`, '/api/jobsites', {
      ...payload,
      Name: 'Sweep site',
      JobSiteCode: 'SWP',
    })) as unknown as { Id: number };
    for (const kind of ['jobModels', 'jobOptions', 'jobElevations'] as const) {
      const item = (await call(`POST /daewon.api/api/${kind}`, `/api/${kind}`, {
        Name: `Sweep ${kind}`,
        JobSiteId: created.Id,
      })) as unknown as { Id: number };
      await call(`GET /daewon.api/api/${kind}`, `/api/${kind}`);
      await call(`GET /daewon.api/api/${kind}/:id`, `/api/${kind}/${item.Id}`);
      await call(`PUT /daewon.api/api/${kind}/:id`, `/api/${kind}/${item.Id}`, {
        Name: `Sweep ${kind} 2`,
        JobSiteId: created.Id,
      });
      await call(`GET /daewon.api/api/jobSite/:id/${kind}`, `/api/jobSite/${created.Id}/${kind}`);
      const tableBase = kind === 'jobElevations' ? `/api/jobSite/:id/${kind}` : `/api/${kind}`;
      const tablePath = tableBase.replace(':id', String(created.Id));
      await call(
        `POST /daewon.api${tableBase}/datatables`,
        `${tablePath}/datatables`,
        table({ jobSiteId: created.Id }),
      );
      await call(
        `GET /daewon.api${tableBase}/datatables`,
        `${tablePath}/datatables?${tableQuery}&jobSiteId=${created.Id}`,
      );
      if (kind === 'jobModels')
        await call(
          `GET /daewon.api/api/jobModels/autocomplete`,
          `/api/jobModels/autocomplete?jobsiteId=${created.Id}&query=`,
        );
      await call(`DELETE /daewon.api/api/${kind}/:id`, `/api/${kind}/${item.Id}`);
    }
    await call(`DELETE /daewon.api/api/jobsites/:id`, `/api/jobsites/${created.Id}`);
  });

  it('work, purchase, gutter and ARF orders', async () => {
    token = await signInAs('admin');
    const work = db.workOrders[0];
    const order = (await call(
      `GET /daewon.api/api/jobs/:jobId/workorder`,
      `/api/jobs/${work.JobId}/workorder`,
    )) as unknown;
    await call(`POST /daewon.api/api/workorder`, '/api/workorder', order);
    const print = (await call(
      `POST /daewon.api/api/jobs/:jobId/workorder/print`,
      `/api/jobs/${work.JobId}/workorder/print`,
      {
        IgnoredPrintItems: [],
        HighlightPrintItems: [],
      },
    )) as unknown as { securityKey: string };
    await call(
      `GET /daewon.api/api/jobs/workorder/print/:key`,
      `/api/jobs/workorder/print/${print.securityKey}`,
    );

    const po = db.purchaseOrders[0];
    await call(`GET /daewon.api/api/jobs/:jobId/purchaseOrders`, `/api/jobs/${po.JobId}/purchaseOrders`);
    await call(
      `POST /daewon.api/api/jobs/:jobId/purchaseOrders/datatables`,
      `/api/jobs/${po.JobId}/purchaseOrders/datatables`,
      table(),
    );
    const read = (await call(
      `GET /daewon.api/api/purchaseOrder/:id`,
      `/api/purchaseOrder/${po.Id}`,
    )) as unknown as Record<string, unknown>;
    await call(`GET /daewon.api/api/purchaseOrder/:id/print`, `/api/purchaseOrder/${po.Id}/print`);
    const { SupplyCompany: _company, ModifiedBy: _by, ModifiedDate: _date, ...payload } = read;
    await call(`POST /daewon.api/api/purchaseorder`, '/api/purchaseorder', payload);
    await call(`DELETE /daewon.api/api/purchaseOrder/:id`, `/api/purchaseOrder/${po.Id}`);

    const gutter = db.gutterOrders[0];
    const g = (await call(
      `GET /daewon.api/api/jobs/:jobId/gutterOrder`,
      `/api/jobs/${gutter.JobId}/gutterOrder`,
    )) as unknown;
    await call(`POST /daewon.api/api/gutterOrder`, '/api/gutterOrder', g);
    await call(
      `GET /daewon.api/api/jobs/:jobId/gutterOrder/print`,
      `/api/jobs/${gutter.JobId}/gutterOrder/print`,
    );
    const arf = db.arfOrders[0];
    const a = (await call(`GET /daewon.api/api/jobs/:jobId/arf`, `/api/jobs/${arf.JobId}/arf`)) as unknown;
    await call(`POST /daewon.api/api/arf`, '/api/arf', a);
    await call(`GET /daewon.api/api/jobs/:jobId/arf/print`, `/api/jobs/${arf.JobId}/arf/print`);
  });

  it('repair orders', async () => {
    token = await signInAs('admin');
    const order = db.repairOrders[0];
    const filter = { BuilderId: 0, DateStartDate: '2000-01-01', DateEndDate: '2100-01-01' };
    await call(`POST /daewon.api/api/repairOrder/datatables`, '/api/repairOrder/datatables', table(filter));
    await call(`POST /daewon.api/api/repairOrder/print`, '/api/repairOrder/print', filter);
    await call(`POST /daewon.api/api/repairOrder/exportToExcel`, '/api/repairOrder/exportToExcel', filter);
    await call(
      `POST /daewon.api/api/repairOrder/:jobId/datatables`,
      `/api/repairOrder/${order.JobId}/datatables`,
      table(),
    );
    const read = (await call(
      `GET /daewon.api/api/repairOrder/:id`,
      `/api/repairOrder/${order.Id}`,
    )) as unknown as Record<string, unknown>;
    await call(`GET /daewon.api/api/repairOrder/:id/print`, `/api/repairOrder/${order.Id}/print`);
    const { Id: _id, InvoiceStatus: _status, ModifiedBy: _by, ModifiedDate: _date, ...rest } = read;
    const day = (v: unknown) => (typeof v === 'string' ? v.slice(0, 10) : v);
    const payload = { ...rest, RequestDate: day(rest.RequestDate), CompletionDate: day(rest.CompletionDate) };
    const form = new FormData();
    form.append('file', new File(['hello'], 'repair.txt', { type: 'text/plain' }), 'repair.txt');
    form.append('FileName', 'repair.txt');
    form.append('UploadType', 'JobAttachment');
    form.append('Identifier', String(order.JobId));
    const uploaded = (await call(`POST /daewon.api/api/upload`, '/api/upload', form)) as unknown as {
      fileRecord: { Id: number };
    };
    const updated = (await call(`PUT /daewon.api/api/repairOrder/:id`, `/api/repairOrder/${order.Id}`, {
      ...payload,
      Id: order.Id,
      Files: [{ FileId: uploaded.fileRecord.Id }],
    })) as unknown as { Files: Array<{ Id: number; FileId: number }> };
    const created = (await call(`POST /daewon.api/api/repairOrder`, '/api/repairOrder', {
      ...payload,
      Files: [],
    })) as unknown as { Id: number };
    const status = db.invoiceStatuses[0];
    await call(
      `PUT /daewon.api/api/repairOrder/:id/invoiceStatus/:statusId`,
      `/api/repairOrder/${created.Id}/invoiceStatus/${status.Id}`,
    );
    const file = updated.Files[0];
    await call(
      `GET /daewon.api/api/repairOrder/:id/downloadDocument/:fileId`,
      `/api/repairOrder/${order.Id}/downloadDocument/${file.FileId}`,
    );
    await call(
      `POST /daewon.api/api/repairOrder/:id/removeAttachment/:attachmentId`,
      `/api/repairOrder/${order.Id}/removeAttachment/${file.Id}`,
    );
    await call(`DELETE /daewon.api/api/repairOrder/:id`, `/api/repairOrder/${created.Id}`);
  });

  it('payments and the financial report', async () => {
    token = await signInAs('admin');
    const record = db.paymentRecords[0];
    const filter = { BuilderId: 0, JobSiteName: '', StartDate: '2000-01-01', EndDate: '2100-01-01' };
    await call(`POST /daewon.api/api/jobPayments/all`, '/api/jobPayments/all', filter);
    await call(`POST /daewon.api/api/jobPayments/print`, '/api/jobPayments/print', filter);
    await call(`POST /daewon.api/api/jobPayments/exportToExcel`, '/api/jobPayments/exportToExcel', filter);
    await call(
      `GET /daewon.api/api/jobPayments/availableRecordTypes`,
      '/api/jobPayments/availableRecordTypes',
    );
    await call(`GET /daewon.api/api/jobPayments/byJob/:jobId`, `/api/jobPayments/byJob/${record.JobId}`);
    await call(`GET /daewon.api/api/jobPayments/:id`, `/api/jobPayments/${record.Id}`);
    const body = { JobId: record.JobId, RecordType: 'Permit', Description: 'Sweep', Amount: 10 };
    const created = (await call(
      `POST /daewon.api/api/jobPayments/:jobId`,
      `/api/jobPayments/${record.JobId}`,
      body,
    )) as unknown as { Id: number };
    await call(`PUT /daewon.api/api/jobPayments/:id`, `/api/jobPayments/${created.Id}`, {
      ...body,
      Id: created.Id,
      Amount: 12,
    });
    await call(`DELETE /daewon.api/api/jobPayments/:id`, `/api/jobPayments/${created.Id}`);
  });

  it('job attachments and upload', async () => {
    token = await signInAs('admin');
    const attachment = db.jobAttachments[0];
    await call(`GET /daewon.api/api/jobattachment/categories`, '/api/jobattachment/categories');
    await call(
      `POST /daewon.api/api/jobattachment/:jobId/:categoryId/datatables`,
      `/api/jobattachment/${attachment.JobId}/${attachment.CategoryId}/datatables`,
      table(),
    );
    await call(`GET /daewon.api/api/jobattachment/:id`, `/api/jobattachment/${attachment.Id}`);
    await call(
      `GET /daewon.api/api/jobattachment/:id/downloadattachment`,
      `/api/jobattachment/${attachment.Id}/downloadattachment`,
    );
    await call(
      `GET /daewon.api/api/jobattachment/:id/viewattachment`,
      `/api/jobattachment/${attachment.Id}/viewattachment`,
    );
    const form = new FormData();
    form.append('file', new File(['hello'], 'sweep.txt', { type: 'text/plain' }), 'sweep.txt');
    form.append('FileName', 'sweep.txt');
    form.append('UploadType', 'JobAttachment');
    form.append('Identifier', String(attachment.JobId));
    const uploaded = (await call(`POST /daewon.api/api/upload`, '/api/upload', form)) as unknown as {
      fileRecord: { Id: number; FileUrl: string };
    };
    await call(`GET /daewon.api/files/:id`, `/files/${uploaded.fileRecord.Id}`);
    const body = {
      FileId: uploaded.fileRecord.Id,
      Comment: 'Sweep',
      JobId: attachment.JobId,
      CategoryId: attachment.CategoryId,
    };
    const created = (await call(
      `POST /daewon.api/api/jobattachment`,
      '/api/jobattachment',
      body,
    )) as unknown as { Id: number };
    await call(`PUT /daewon.api/api/jobattachment/:id`, `/api/jobattachment/${created.Id}`, {
      ...body,
      Id: created.Id,
    });
    await call(`DELETE /daewon.api/api/jobattachment/:id`, `/api/jobattachment/${created.Id}`);
  });

  it('reference data', async () => {
    token = await signInAs('admin');
    const colors = (await call(`GET /daewon.api/api/color`, '/api/color')) as unknown as Array<
      Record<string, unknown>
    >;
    const color = colors[0];
    const items: Array<[string, Record<string, unknown>, string]> = [
      [
        '/api/color',
        { ...color, Id: undefined, Name: 'Sweep colour', ColorCode: '#123456' },
        '/api/color/datatables',
      ],
      ['/api/materialManufacture', { Name: 'Sweep maker' }, '/api/materialManufacture/datatables'],
      [
        '/api/materialCategory',
        {
          Name: 'Sweep category',
          ShortName: 'SWP',
          DisplayOrder: 99,
          DisabledByDefault: false,
          NeededByTownHouse: false,
          IsPrePopulatedMaterial: false,
          AvailableColors: [{ Id: color.Id, Name: color.Name }],
        },
        '/api/materialCategory/datatables',
      ],
      [
        '/api/material',
        {
          Name: 'Sweep material',
          ManufactureId: db.manufacturers[0].Id,
          CategoryId: db.materialCategories[0].Id,
          AvailableColors: [{ Id: color.Id, Name: color.Name }],
        },
        '/api/material/datatables',
      ],
      [
        '/api/SupplyCompany',
        {
          Name: 'Sweep supply',
          Fax: '555-555-0100',
          PhoneNumber: '555-555-0101',
          Attention: 'Desk',
          Email: 'sweep@example.com',
        },
        '/api/supplyCompany/datatables',
      ],
    ];
    for (const [path, body, tablePath] of items) {
      await call(`GET /daewon.api${path}`, path);
      await call(`POST /daewon.api${tablePath}`, tablePath, table());
      await call(`GET /daewon.api${tablePath}`, `${tablePath}?${tableQuery}`);
      const created = (await call(`POST /daewon.api${path}`, path, body)) as unknown as { Id: number };
      await call(`GET /daewon.api${path}/:id`, `${path}/${created.Id}`);
      await call(`PUT /daewon.api${path}/:id`, `${path}/${created.Id}`, {
        ...body,
        Name: `${String(body.Name)} 2`,
      });
      if (path !== '/api/SupplyCompany')
        await call(`GET /daewon.api${path}/autocomplete`, `${path}/autocomplete?q=`);
      await call(`DELETE /daewon.api${path}/:id`, `${path}/${created.Id}`);
    }
    await call(
      `GET /daewon.api/api/color/autocomplete`,
      `/api/color/autocomplete?q=&materialId=${db.materials[0].Id}`,
    );
    await call(`GET /daewon.api/api/unit`, '/api/unit');
  });

  afterAll(() => {
    // every route of daewon.ts was called by this sweep and answered 2xx
    expect(Object.keys(daewonAnswerSchemas).filter((key) => !called.has(key))).toEqual([]);
    expect([...called].filter((key) => !answeredRoutes.has(key))).toEqual([]);
  });
});
