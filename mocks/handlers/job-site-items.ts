import { Permissions } from '@/lib/permissions';
import { dataTableAnswer, filterId, filterText, readDataTableRequest } from '../datatables';
import { db, nextId, persist } from '../db';
import type { DbShape, MockNamedSiteItem } from '../types';
import { siteItemView } from '../views';
import { DAEWON, findOr404, HttpError, nowIso, readJson, respond, route } from '../utils';

/*
 * Job models, job options and job elevations (A §7): each belongs to one job site, has a Name,
 * and lists sort by name ascending (A §9). Spread into jobSitesHandlers (job-sites.ts).
 */

export const SITE_ITEM_READ = [
  Permissions.CanManageJobs,
  Permissions.CanManageClientCompanies,
  Permissions.CanAccessJobReports,
];
export const SITE_ITEM_WRITE = [Permissions.CanManageClientCompanies, Permissions.CanManageJobs];

type Kind = 'jobModels' | 'jobOptions' | 'jobElevations';

const LABEL: Record<Kind, string> = {
  jobModels: 'Job model',
  jobOptions: 'Job option',
  jobElevations: 'Job elevation',
};

const bad = (message: string) => new HttpError(respond.badRequest(message));
const byName = (a: MockNamedSiteItem, b: MockNamedSiteItem) =>
  a.Name.localeCompare(b.Name, 'en', { sensitivity: 'base', numeric: true }) || a.Id - b.Id;

const items = (kind: Kind): MockNamedSiteItem[] => (db as DbShape)[kind];

function usedBy(kind: Kind, id: number): number {
  return db.jobs.filter((j) =>
    kind === 'jobModels'
      ? j.JobModelId === id
      : kind === 'jobOptions'
        ? j.JobOptionIds.includes(id)
        : j.JobElevationId === id,
  ).length;
}

function validate(kind: Kind, body: Record<string, unknown>, current?: MockNamedSiteItem) {
  const name = body.Name === undefined ? (current?.Name ?? '') : String(body.Name ?? '').trim();
  if (!name) throw bad('Name is required.');
  if (name.length > 100) throw bad('Name must be at most 100 characters.');
  const siteId = body.JobSiteId === undefined ? current?.JobSiteId : Number(body.JobSiteId);
  if (!siteId || !Number.isInteger(siteId)) throw bad('JobSiteId is required.');
  if (!db.jobSites.some((s) => s.Id === siteId)) throw bad('The job site does not exist.');
  const duplicate = items(kind).some(
    (i) => i.JobSiteId === siteId && i.Id !== current?.Id && i.Name.toLowerCase() === name.toLowerCase(),
  );
  if (duplicate) throw bad(`${LABEL[kind]} '${name}' already exists for this job site.`);
  return { Name: name, JobSiteId: siteId };
}

function handlersFor(kind: Kind) {
  const base = `/api/${kind}`;
  /*
   * The documented data-table sources only (A §7): /api/jobModels/datatables and /api/jobOptions/datatables
   * take no job site (every item of the kind); the elevations' is per site, /api/jobSite/{id}/jobElevations/
   * datatables. No undocumented filter (jobSiteId, name) is read, so the app cannot come to rely on one.
   */
  const table = async ({ request, params }: { request: Request; params: { id?: string } }) => {
    const req = await readDataTableRequest(request);
    const site = params.id !== undefined ? findOr404(db.jobSites, params.id, 'Job site') : undefined;
    const rows = items(kind)
      .filter((i) => !site || i.JobSiteId === site.Id)
      .sort(byName)
      .map(siteItemView);
    return respond.ok(dataTableAnswer(req, rows));
  };

  const tables =
    kind === 'jobElevations'
      ? [
          route<{ id: string }>('post', DAEWON, `/api/jobSite/:id/${kind}/datatables`, table, {
            permission: SITE_ITEM_READ,
          }),
          route<{ id: string }>('get', DAEWON, `/api/jobSite/:id/${kind}/datatables`, table, {
            permission: SITE_ITEM_READ,
          }),
        ]
      : [
          route('post', DAEWON, `${base}/datatables`, table, { permission: SITE_ITEM_READ }),
          route('get', DAEWON, `${base}/datatables`, table, { permission: SITE_ITEM_READ }),
        ];

  const handlers = [
    ...tables,
    route<{ id: string }>(
      'get',
      DAEWON,
      `/api/jobSite/:id/${kind}`,
      ({ params }) => {
        const site = findOr404(db.jobSites, params.id, 'Job site');
        return respond.ok(
          items(kind)
            .filter((i) => i.JobSiteId === site.Id)
            .sort(byName)
            .map(siteItemView),
        );
      },
      { permission: SITE_ITEM_READ },
    ),
  ];

  if (kind === 'jobModels') {
    // GET /api/jobModels/autocomplete with jobsiteId and query (A §7).
    handlers.push(
      route(
        'get',
        DAEWON,
        `${base}/autocomplete`,
        ({ url }) => {
          const siteId = filterId(url.searchParams.get('jobsiteId'));
          const query = filterText(url.searchParams.get('query'));
          return respond.ok(
            items(kind)
              .filter((i) => siteId === undefined || i.JobSiteId === siteId)
              .filter((i) => !query || i.Name.toLowerCase().includes(query))
              .sort(byName)
              .map(siteItemView),
          );
        },
        { permission: SITE_ITEM_READ },
      ),
    );
  }

  handlers.push(
    route(
      'get',
      DAEWON,
      base,
      // GET /api/{kind} (A §7: CRUD) takes no parameter: every item; by site is /api/jobSite/{id}/{kind}
      () => respond.ok(items(kind).sort(byName).map(siteItemView)),
      { permission: SITE_ITEM_READ },
    ),
    route(
      'post',
      DAEWON,
      base,
      async ({ request, user }) => {
        const body = await readJson<Record<string, unknown>>(request);
        const item: MockNamedSiteItem = {
          Id: nextId(items(kind)),
          ...validate(kind, body ?? {}),
          ModifiedBy: user.Email,
          ModifiedDate: nowIso(),
        };
        items(kind).push(item);
        persist();
        return respond.ok(siteItemView(item), 201);
      },
      { permission: SITE_ITEM_WRITE },
    ),
    route<{ id: string }>(
      'get',
      DAEWON,
      `${base}/:id`,
      ({ params }) => respond.ok(siteItemView(findOr404(items(kind), params.id, LABEL[kind]))),
      { permission: SITE_ITEM_READ },
    ),
    route<{ id: string }>(
      'put',
      DAEWON,
      `${base}/:id`,
      async ({ request, params, user }) => {
        const item = findOr404(items(kind), params.id, LABEL[kind]);
        const body = await readJson<Record<string, unknown>>(request);
        Object.assign(item, validate(kind, body ?? {}, item), {
          ModifiedBy: user.Email,
          ModifiedDate: nowIso(),
        });
        persist();
        return respond.ok(siteItemView(item));
      },
      { permission: SITE_ITEM_WRITE },
    ),
    route<{ id: string }>(
      'delete',
      DAEWON,
      `${base}/:id`,
      ({ params }) => {
        const item = findOr404(items(kind), params.id, LABEL[kind]);
        const count = usedBy(kind, item.Id);
        if (count > 0)
          throw bad(`${LABEL[kind]} '${item.Name}' is used by ${count} job(s) and cannot be deleted.`);
        db[kind] = items(kind).filter((i) => i !== item);
        persist();
        // A §7 documents no answer of the delete: none is sent
        return respond.noContent();
      },
      { permission: SITE_ITEM_WRITE },
    ),
  );
  return handlers;
}

export const jobSiteItemHandlers = [
  ...handlersFor('jobModels'),
  ...handlersFor('jobOptions'),
  ...handlersFor('jobElevations'),
];
