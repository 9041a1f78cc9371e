import { dataTableAnswer, filterId, filterText, readDataTableRequest } from '../datatables';
import { db, nextId, persist } from '../db';
import type { MockJobSite } from '../types';
import { jobSiteDetailView, jobSiteView } from '../views';
import { DAEWON, findOr404, hasRole, HttpError, nowIso, readJson, respond, route } from '../utils';
import { jobSiteItemHandlers, SITE_ITEM_READ, SITE_ITEM_WRITE } from './job-site-items';

/*
 * Job sites (A §7): list per builder, data table (builderId, fieldManagerId, name), CRUD. A single
 * read tells HasJobs. Deleting a job site that has jobs is allowed (the screen asks first,
 * A §8): its jobs, their repair orders and the site's models, options and elevations go with it.
 * The job-site autocomplete is answered by autocomplete.ts.
 */

const bad = (message: string) => new HttpError(respond.badRequest(message));

interface JobSiteBody {
  Name?: unknown;
  JobSiteCode?: unknown;
  BuilderId?: unknown;
  FieldManagerId?: unknown;
  SuperintendentIds?: unknown;
}

function validate(body: JobSiteBody, current?: MockJobSite) {
  const has = (key: keyof JobSiteBody) => body[key] !== undefined;
  const name = has('Name') ? String(body.Name ?? '').trim() : (current?.Name ?? '');
  if (!name) throw bad('Please enter job site name');
  const code = has('JobSiteCode') ? String(body.JobSiteCode ?? '').trim() : (current?.JobSiteCode ?? '');
  // The code is asked for on the form but not enforced on save (A §5), so none is needed here.
  const fieldManagerId = has('FieldManagerId') ? Number(body.FieldManagerId) : (current?.FieldManagerId ?? 0);
  if (!fieldManagerId || !Number.isInteger(fieldManagerId)) throw bad('Please select a field manager');
  const fieldManager = db.users.find((u) => u.Id === fieldManagerId);
  if (!fieldManager || !hasRole(fieldManager, 'BizStaff', 'BizProduction'))
    throw bad('The field manager must be a staff user.');
  const builderId = has('BuilderId') ? Number(body.BuilderId) : (current?.BuilderId ?? 0);
  if (!builderId || !db.clientCompanies.some((c) => c.Id === builderId))
    throw bad('Please select a builder.');
  let superintendentIds = current?.SuperintendentIds ?? [];
  if (has('SuperintendentIds')) {
    const raw = body.SuperintendentIds ?? [];
    if (!Array.isArray(raw)) throw bad('SuperintendentIds must be a list of ids.');
    superintendentIds = [...new Set(raw.map((v) => Number(v)))];
  }
  for (const id of superintendentIds) {
    const u = db.users.find((x) => x.Id === id);
    if (!u || !hasRole(u, 'BizClientCompanyManager') || u.ClientCompanyId !== builderId)
      throw bad(`User ${id} is not a company client manager of this builder.`);
  }
  const duplicate =
    !!code &&
    db.jobSites.some(
      (s) =>
        s.BuilderId === builderId &&
        s.Id !== current?.Id &&
        s.JobSiteCode.toLowerCase() === code.toLowerCase(),
    );
  if (duplicate) throw bad(`The job site code ${code} is already used by this builder.`);
  return {
    Name: name,
    JobSiteCode: code,
    BuilderId: builderId,
    FieldManagerId: fieldManagerId,
    SuperintendentIds: superintendentIds,
  };
}

async function table({ request }: { request: Request }) {
  const req = await readDataTableRequest(request);
  const builderId = filterId(req.filters.builderId ?? req.filters.BuilderId);
  const fieldManagerId = filterId(req.filters.fieldManagerId ?? req.filters.FieldManagerId);
  const name = filterText(req.filters.name ?? req.filters.Name);
  const rows = db.jobSites
    .filter((s) => builderId === undefined || s.BuilderId === builderId)
    .filter((s) => fieldManagerId === undefined || s.FieldManagerId === fieldManagerId)
    .filter((s) => !name || s.Name.toLowerCase().includes(name) || s.JobSiteCode.toLowerCase().includes(name))
    .sort((a, b) => b.ModifiedDate.localeCompare(a.ModifiedDate))
    .map(jobSiteView);
  return respond.ok(dataTableAnswer(req, rows));
}

/** Removes a job site with everything that belongs to it. */
export function deleteJobSiteCascade(site: MockJobSite): number {
  const jobIds = new Set(db.jobs.filter((j) => j.JobSiteId === site.Id).map((j) => j.Id));
  db.jobs = db.jobs.filter((j) => !jobIds.has(j.Id));
  db.repairOrders = db.repairOrders.filter((o) => !jobIds.has(o.JobId));
  db.jobModels = db.jobModels.filter((i) => i.JobSiteId !== site.Id);
  db.jobOptions = db.jobOptions.filter((i) => i.JobSiteId !== site.Id);
  db.jobElevations = db.jobElevations.filter((i) => i.JobSiteId !== site.Id);
  db.jobSites = db.jobSites.filter((s) => s !== site);
  return jobIds.size;
}

export const jobSitesHandlers = [
  route('post', DAEWON, '/api/jobsites/datatables', table, { permission: SITE_ITEM_READ }),
  route('get', DAEWON, '/api/jobsites/datatables', table, { permission: SITE_ITEM_READ }),

  route(
    'get',
    DAEWON,
    '/api/jobsites',
    ({ url }) => {
      const builderId = filterId(url.searchParams.get('builderId'));
      const rows = db.jobSites
        .filter((s) => builderId === undefined || s.BuilderId === builderId)
        .sort((a, b) => a.Name.localeCompare(b.Name, 'en', { sensitivity: 'base' }))
        .map(jobSiteView);
      return respond.ok(rows);
    },
    { permission: SITE_ITEM_READ },
  ),

  route(
    'post',
    DAEWON,
    '/api/jobsites',
    async ({ request, user }) => {
      const body = await readJson<JobSiteBody>(request);
      const site: MockJobSite = {
        Id: nextId(db.jobSites),
        ...validate(body ?? {}),
        ModifiedBy: user.Email,
        ModifiedDate: nowIso(),
      };
      db.jobSites.push(site);
      persist();
      return respond.ok(jobSiteDetailView(site), 201);
    },
    { permission: SITE_ITEM_WRITE },
  ),

  route<{ id: string }>(
    'get',
    DAEWON,
    '/api/jobsites/:id',
    ({ params }) => respond.ok(jobSiteDetailView(findOr404(db.jobSites, params.id, 'Job site'))),
    { permission: SITE_ITEM_READ },
  ),

  route<{ id: string }>(
    'put',
    DAEWON,
    '/api/jobsites/:id',
    async ({ request, params, user }) => {
      const site = findOr404(db.jobSites, params.id, 'Job site');
      const body = await readJson<JobSiteBody>(request);
      Object.assign(site, validate(body ?? {}, site), { ModifiedBy: user.Email, ModifiedDate: nowIso() });
      persist();
      return respond.ok(jobSiteDetailView(site));
    },
    { permission: SITE_ITEM_WRITE },
  ),

  route<{ id: string }>(
    'delete',
    DAEWON,
    '/api/jobsites/:id',
    ({ params }) => {
      const site = findOr404(db.jobSites, params.id, 'Job site');
      deleteJobSiteCascade(site);
      persist();
      // A §7 documents no answer of the delete: none is sent
      return respond.noContent();
    },
    { permission: SITE_ITEM_WRITE },
  ),

  ...jobSiteItemHandlers,
];
