import { Permissions } from '@/lib/permissions';
import { db } from '../db';
import type { MockJob, MockUser } from '../types';
import { DAEWON, findOr404, hasRole, HttpError, MEMBERSHIP, respond, route } from '../utils';
import { clientCompanyView } from '../views';

/*
 * The suggestion and reference-list calls behind the pickers (A §7, C §7, C §9).
 * Registered before the resources' own handlers, so that /user/autocomplete, /api/jobs/autocomplete
 * and /api/jobsites/autocomplete are not taken for an {id}.
 */

/** Who may read a single user: user admins and the back-office screens with user pickers. */
const USER_READ = [
  Permissions.SysAdmin,
  Permissions.CanManageUsers,
  Permissions.CanManageClientUsers,
  Permissions.CanManageClientCompanies,
  Permissions.CanManageJobs,
  Permissions.CanAccessJobReports,
  Permissions.CanApproveWorkLogs,
  Permissions.CanProceedPayment,
];

const DEFAULT_PAGE_LIMIT = 11;
const MAX_PAGE_LIMIT = 100;
const JOB_LIMIT = 200;

/** A positive integer query parameter, its default when absent, 400 when malformed. */
function intParam(url: URL, name: string, fallback: number, min = 1, max = Number.MAX_SAFE_INTEGER): number {
  const raw = url.searchParams.get(name);
  if (raw === null || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new HttpError(respond.badRequest(`The parameter ${name} is not valid.`));
  }
  return n;
}

/** An optional id parameter: undefined when absent, 400 when not a positive integer. */
function idParam(url: URL, name: string): number | undefined {
  const raw = url.searchParams.get(name);
  if (raw === null || raw.trim() === '') return undefined;
  return intParam(url, name, 0);
}

function boolParam(url: URL, name: string): boolean {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === '') return false;
  const value = raw.toLowerCase();
  if (value !== 'true' && value !== 'false') {
    throw new HttpError(respond.badRequest(`The parameter ${name} must be true or false.`));
  }
  return value === 'true';
}

/** Lower-cased search words; every one must be found. */
function words(text: string | null): string[] {
  return (text ?? '')
    .toLowerCase()
    .split(/[\s,]+/)
    .filter((w) => w && w !== '-');
}

const matchesAll = (haystack: string, terms: string[]) => {
  const text = haystack.toLowerCase();
  return terms.every((t) => text.includes(t));
};

// collators made once (localeCompare with options builds one per call: slow over a large business's jobs)
const textCollator = new Intl.Collator('en', { sensitivity: 'base' });
const numericCollator = new Intl.Collator('en', { numeric: true });
const byText = (a: string, b: string) => textCollator.compare(a, b);

/* ---------- users ---------- */

const normaliseRole = (role: string) => role.trim().toLowerCase();

function userAutocomplete(url: URL) {
  const pageLimit = intParam(url, 'page_limit', DEFAULT_PAGE_LIMIT, 1, MAX_PAGE_LIMIT);
  const page = intParam(url, 'page', 1);
  const clientCompanyId = idParam(url, 'clientCompanyId');
  // one role name (C §7); several roles in one parameter are not documented (decision 19): no user has
  // a role named 'BizStaff,BizProduction', so such a filter matches nobody
  const role = normaliseRole(url.searchParams.get('roleFilter') ?? '');
  const terms = words(url.searchParams.get('q'));

  const matches = db.users
    .filter((u) => u.IsActive)
    .filter((u) => !role || u.Roles.some((r) => normaliseRole(r) === role))
    .filter((u) => clientCompanyId === undefined || u.ClientCompanyId === clientCompanyId)
    .filter((u) => matchesAll(`${u.FirstName} ${u.LastName} ${u.Email}`, terms))
    .sort((a, b) => byText(a.LastName, b.LastName) || byText(a.FirstName, b.FirstName) || a.Id - b.Id);

  const start = (page - 1) * pageLimit;
  return (
    matches
      .slice(start, start + pageLimit)
      // the documented fields only (C §7: "It returns users with Id, FirstName, LastName")
      .map((u) => ({ Id: u.Id, FirstName: u.FirstName, LastName: u.LastName }))
  );
}

/* ---------- jobs ---------- */

const builderName = (builderId: number) =>
  db.clientCompanies.find((c) => c.Id === builderId)?.CompanyName ?? '';

/** Jobs the signed-in user works on: as subcontractor, field manager, superintendent or builder manager. */
function isUsersJob(job: MockJob, user: MockUser): boolean {
  if (job.JobSubcontractorIds.includes(user.Id)) return true;
  const site = db.jobSites.find((s) => s.Id === job.JobSiteId);
  if (!site) return false;
  if (site.FieldManagerId === user.Id || site.SuperintendentIds.includes(user.Id)) return true;
  return hasRole(user, 'BizClientCompanyManager') && user.ClientCompanyId === site.BuilderId;
}

function jobAutocomplete(url: URL, user: MockUser) {
  // A §7 does not name the text parameter: `q` as the user autocomplete's (C §7), or `query` as the other
  // Daewon autocompletes'; both are read, since a server may use either
  const terms = words(url.searchParams.get('q') ?? url.searchParams.get('query'));
  const currentUserOnly = boolParam(url, 'currentUserOnly');
  const subcontractorId = idParam(url, 'subcontractorId');

  return db.jobs
    .filter((job) => !currentUserOnly || isUsersJob(job, user))
    .filter((job) => subcontractorId === undefined || job.JobSubcontractorIds.includes(subcontractorId))
    .map((job) => {
      const site = db.jobSites.find((s) => s.Id === job.JobSiteId);
      const row = {
        Id: job.Id,
        BuilderName: site ? builderName(site.BuilderId) : '',
        JobSiteName: site?.Name ?? '',
        LotGroupCode: job.LotGroupCode,
      };
      const text = [
        row.BuilderName,
        row.JobSiteName,
        site?.JobSiteCode ?? '',
        job.LotGroupCode,
        job.Address,
        job.HomeOwner,
        // the server searches the lots' codes, addresses and home owners too
        ...job.Lots.filter((l) => !l.IsDeleted).flatMap((l) => [l.LotCode, l.Address, l.HomeOwner]),
      ].join(' ');
      return { row, text };
    })
    .filter(({ text }) => matchesAll(text, terms))
    .map(({ row }) => row)
    .sort(
      (a, b) =>
        byText(a.BuilderName, b.BuilderName) ||
        byText(a.JobSiteName, b.JobSiteName) ||
        numericCollator.compare(a.LotGroupCode, b.LotGroupCode),
    )
    .slice(0, JOB_LIMIT);
}

export const autocompleteHandlers = [
  route('get', MEMBERSHIP, '/user/autocomplete', ({ url }) => respond.ok(userAutocomplete(url))),

  /*
   * GET /user/{id} (C §7): the user pickers read the name of a saved or deep-linked choice with it.
   * Back-office users only (any permission that shows a user picker); the fields the pickers show.
   */
  route<{ id: string }>(
    'get',
    MEMBERSHIP,
    '/user/:id',
    ({ params }) => {
      const u = findOr404(db.users, params.id, 'User');
      // the user fields of C §3 (the membership user detail shows them), never the password
      return respond.ok({
        Id: u.Id,
        FirstName: u.FirstName,
        LastName: u.LastName,
        Email: u.Email,
        userName: u.Email,
        IsActive: u.IsActive,
        CellPhoneNumber: u.CellPhoneNumber,
        HomePhoneNumber: u.HomePhoneNumber ?? '',
        CompanyName: u.CompanyName ?? '',
        Roles: [...u.Roles],
        Comment: u.Comment ?? '',
      });
    },
    { permission: USER_READ },
  ),

  route('get', DAEWON, '/api/jobsites/autocomplete', ({ url }) => {
    const builderId = idParam(url, 'builderId');
    // the documented text parameter is `query` (A §7)
    const terms = words(url.searchParams.get('query'));
    const sites = db.jobSites
      .filter((s) => builderId === undefined || s.BuilderId === builderId)
      .filter((s) => matchesAll(`${s.Name} ${s.JobSiteCode}`, terms))
      .map((s) => ({
        Id: s.Id,
        Name: s.Name,
        JobSiteCode: s.JobSiteCode,
        BuilderId: s.BuilderId,
        // the job site's Builder of A §3
        Builder: { Id: s.BuilderId, CompanyName: builderName(s.BuilderId) },
      }))
      .sort((a, b) => byText(a.Name, b.Name));
    return respond.ok(sites);
  }),

  route('get', DAEWON, '/api/jobs/autocomplete', ({ url, user }) => respond.ok(jobAutocomplete(url, user))),

  route<{ jobId: string }>('get', DAEWON, '/api/jobs/:jobId/lots', ({ params }) => {
    const job = findOr404(db.jobs, params.jobId, 'Job');
    const lots = job.Lots.filter((l) => !l.IsDeleted).map((l) => ({
      Id: l.Id,
      LotCode: l.LotCode,
      Address: l.Address,
      HomeOwner: l.HomeOwner,
      PhoneNumber: l.PhoneNumber,
      IsDeleted: l.IsDeleted,
      SidingTypes: [...l.SidingTypes],
    }));
    return respond.ok(lots);
  }),

  route('get', DAEWON, '/api/invoiceStatuses', ({ url }) => {
    const forRepairOrder = boolParam(url, 'getForRepairOrder');
    const statuses = db.invoiceStatuses
      .filter((s) => !forRepairOrder || s.ForRepairOrder)
      .map((s) => ({ Id: s.Id, Name: s.Name }));
    return respond.ok(statuses);
  }),

  route('get', DAEWON, '/clientCompany', () =>
    respond.ok(
      [...db.clientCompanies].sort((a, b) => byText(a.CompanyName, b.CompanyName)).map(clientCompanyView),
    ),
  ),
];
