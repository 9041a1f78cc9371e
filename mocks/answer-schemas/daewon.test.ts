import { afterAll, describe, expect, it } from 'vitest';
import { signInAs } from '@/test/test-utils';
import { db } from '../db';
import { DAEWON } from '../utils';
import { answeredRoutes, describeIssues } from './check';
import { daewonAnswerSchemas } from './daewon';

/*
 * The sweep of the Daewon base for documents A and B (issue 23 §3): every route of daewon.ts is called at
 * least once, as the administrator (who holds every permission), with valid demo data, and its 2xx answer is
 * parsed through the strict schema of its route (the test set-up checks every answer as well).
 */

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

let token = '';

/** Calls `<method> <base><path>` (the registry key's path with its parameters filled in) and checks the answer. */
async function call(key: string, path: string, body?: unknown, init: RequestInit = {}) {
  const [method] = key.split(' ') as [Method];
  const isForm = body instanceof FormData;
  const res = await fetch(`http://localhost${DAEWON}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined || isForm ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    ...init,
  });
  const text = await res.text();
  expect(res.status, `${key} (${path}): ${text.slice(0, 300)}`).toBeGreaterThanOrEqual(200);
  expect(res.status, `${key} (${path}): ${text.slice(0, 300)}`).toBeLessThan(300);
  expect(key in daewonAnswerSchemas, `${key} is not in daewon.ts`).toBe(true);
  const schema = daewonAnswerSchemas[key];
  const json = (res.headers.get('content-type') ?? '').includes('json');
  if (!schema) {
    expect(json, `${key}: its registry entry is null but it answered JSON`).toBe(false);
    return undefined;
  }
  if (res.status === 204) return undefined;
  const data: unknown = JSON.parse(text);
  const result = schema.safeParse(data);
  if (!result.success) throw new Error(describeIssues(key, result.error));
  return data as Record<string, unknown> & unknown[];
}

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

const called = new Set<string>();
const sweep = (key: string, path: string, body?: unknown) => {
  called.add(key);
  return call(key, path, body);
};

describe('the Daewon answers of documents A and B', () => {
  it('jobs, calendars and look-ups', async () => {
    token = await signInAs('admin');
    const job = db.jobs[0];
    const withLots = db.jobs.find((j) => j.Lots.length) ?? job;
    await sweep(`POST ${'/daewon.api'}/api/jobs/datatables`, '/api/jobs/datatables', table());
    await sweep(`GET /daewon.api/api/jobs`, `/api/jobs?jobSiteId=${job.JobSiteId}`);
    const read = await sweep(`GET /daewon.api/api/jobs/:id`, `/api/jobs/${withLots.Id}`);
    await sweep(`PUT /daewon.api/api/jobs/:id`, `/api/jobs/${withLots.Id}`, read);
    const status = db.invoiceStatuses[0];
    await sweep(
      `PUT /daewon.api/api/jobs/:id/invoiceStatus/:statusId`,
      `/api/jobs/${job.Id}/invoiceStatus/${status.Id}`,
    );
    await sweep(`PUT /daewon.api/api/jobs/:id/bulkDateUpdate`, `/api/jobs/${job.Id}/bulkDateUpdate`, {
      StartDate: '2026-01-05T00:00:00',
      WordOrderCreatedDate: null,
      PurchaseOrderCreatedDate: null,
      PurchaseOrderShipDate: null,
      GutterOrderInstallDate: null,
      CompletedDate: null,
    });
    const created = (await sweep(`POST /daewon.api/api/jobs`, '/api/jobs', {
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
    await sweep(`DELETE /daewon.api/api/jobs/:id`, `/api/jobs/${created.Id}`);
    await sweep(`GET /daewon.api/api/jobs/autocomplete`, '/api/jobs/autocomplete?q=');
    await sweep(`GET /daewon.api/api/jobs/:jobId/lots`, `/api/jobs/${withLots.Id}/lots`);
    const range = { FromDate: '2000-01-01T00:00:00', ToDate: '2100-01-01T00:00:00' };
    await sweep(`POST /daewon.api/api/jobs/calendar`, '/api/jobs/calendar', range);
    await sweep(`POST /daewon.api/api/repairOrder/calendar`, '/api/repairOrder/calendar', range);
    await sweep(`GET /daewon.api/api/invoiceStatuses`, '/api/invoiceStatuses');
    await sweep(`GET /daewon.api/api/invoiceStatuses`, '/api/invoiceStatuses?getForRepairOrder=true');
  });

  it('job sites and their models, options and elevations', async () => {
    token = await signInAs('admin');
    const site = db.jobSites[0];
    const builderId = site.BuilderId;
    await sweep(`POST /daewon.api/api/jobsites/datatables`, '/api/jobsites/datatables', table({ builderId }));
    await sweep(
      `GET /daewon.api/api/jobsites/datatables`,
      `/api/jobsites/datatables?${tableQuery}&builderId=${builderId}`,
    );
    await sweep(`GET /daewon.api/api/jobsites`, `/api/jobsites?builderId=${builderId}`);
    await sweep(
      `GET /daewon.api/api/jobsites/autocomplete`,
      `/api/jobsites/autocomplete?builderId=${builderId}&query=`,
    );
    const read = (await sweep(
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
    await sweep(`PUT /daewon.api/api/jobsites/:id`, `/api/jobsites/${site.Id}`, payload);
    const created = (await sweep(`POST /daewon.api/api/jobsites`, '/api/jobsites', {
      ...payload,
      Name: 'Sweep site',
      JobSiteCode: 'SWP',
    })) as unknown as { Id: number };
    for (const kind of ['jobModels', 'jobOptions', 'jobElevations'] as const) {
      const item = (await sweep(`POST /daewon.api/api/${kind}`, `/api/${kind}`, {
        Name: `Sweep ${kind}`,
        JobSiteId: created.Id,
      })) as unknown as { Id: number };
      await sweep(`GET /daewon.api/api/${kind}`, `/api/${kind}`);
      await sweep(`GET /daewon.api/api/${kind}/:id`, `/api/${kind}/${item.Id}`);
      await sweep(`PUT /daewon.api/api/${kind}/:id`, `/api/${kind}/${item.Id}`, {
        Name: `Sweep ${kind} 2`,
        JobSiteId: created.Id,
      });
      await sweep(`GET /daewon.api/api/jobSite/:id/${kind}`, `/api/jobSite/${created.Id}/${kind}`);
      const tableBase = kind === 'jobElevations' ? `/api/jobSite/:id/${kind}` : `/api/${kind}`;
      const tablePath = tableBase.replace(':id', String(created.Id));
      await sweep(
        `POST /daewon.api${tableBase}/datatables`,
        `${tablePath}/datatables`,
        table({ jobSiteId: created.Id }),
      );
      await sweep(
        `GET /daewon.api${tableBase}/datatables`,
        `${tablePath}/datatables?${tableQuery}&jobSiteId=${created.Id}`,
      );
      if (kind === 'jobModels')
        await sweep(
          `GET /daewon.api/api/jobModels/autocomplete`,
          `/api/jobModels/autocomplete?jobsiteId=${created.Id}&query=`,
        );
      await sweep(`DELETE /daewon.api/api/${kind}/:id`, `/api/${kind}/${item.Id}`);
    }
    await sweep(`DELETE /daewon.api/api/jobsites/:id`, `/api/jobsites/${created.Id}`);
  });

  afterAll(() => {
    // every route of daewon.ts was called by this sweep and answered 2xx
    expect(Object.keys(daewonAnswerSchemas).filter((key) => !called.has(key))).toEqual([]);
    expect([...called].filter((key) => !answeredRoutes.has(key))).toEqual([]);
  });
});
