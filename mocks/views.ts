import { db } from './db';
import type { MockClientCompany, MockJob, MockJobSite, MockNamedSiteItem, MockUser } from './types';

/*
 * How the mock server answers its records: the shapes of A §3 and C §3, with the joined names
 * (builder, job site, field manager, subcontractors...) a real server adds to its reads.
 */

export const NOT_SPECIFIED = 'Not Specified';

export const userById = (id: number | null | undefined): MockUser | undefined =>
  id === null || id === undefined ? undefined : db.users.find((u) => u.Id === id);

export const nameOf = (user: MockUser | undefined): string =>
  user ? `${user.FirstName} ${user.LastName}`.trim() : '';

export const personOf = (user: MockUser) => ({
  Id: user.Id,
  FirstName: user.FirstName,
  LastName: user.LastName,
  Email: user.Email,
  CellPhoneNumber: user.CellPhoneNumber,
});

export const builderOf = (builderId: number): MockClientCompany | undefined =>
  db.clientCompanies.find((c) => c.Id === builderId);

export const siteOf = (jobSiteId: number): MockJobSite | undefined =>
  db.jobSites.find((s) => s.Id === jobSiteId);

export function invoiceStatusName(id: number | null): string {
  return db.invoiceStatuses.find((s) => s.Id === id)?.Name ?? NOT_SPECIFIED;
}

/* ---------- client companies ---------- */

/** A builder as the API answers it: the fields of C §3 (its main contact joined in, no password). */
export function clientCompanyView(company: MockClientCompany) {
  const main = userById(company.MainContactUserId);
  return {
    Id: company.Id,
    CompanyName: company.CompanyName,
    Address: company.Address,
    PhoneNumber: company.PhoneNumber,
    FaxNumber: company.FaxNumber,
    ContactName: company.ContactName,
    ContactPhoneNumber: company.ContactPhoneNumber,
    LastModifiedBy: company.LastModifiedBy,
    ModifiedDate: company.ModifiedDate,
    MainContactUser: main
      ? {
          FirstName: main.FirstName,
          LastName: main.LastName,
          Email: main.Email,
          CellPhoneNumber: main.CellPhoneNumber,
          Address: main.Address ?? '',
        }
      : null,
  };
}

/* ---------- job sites ---------- */

export function jobSiteView(site: MockJobSite) {
  const builder = builderOf(site.BuilderId);
  const fieldManager = userById(site.FieldManagerId);
  const superintendents = site.SuperintendentIds.map(userById).filter((u): u is MockUser => !!u);
  return {
    Id: site.Id,
    Name: site.Name,
    JobSiteCode: site.JobSiteCode,
    BuilderId: site.BuilderId,
    Builder: builder ? { Id: builder.Id, CompanyName: builder.CompanyName } : null,
    FieldManagerId: site.FieldManagerId,
    FieldManager: fieldManager
      ? { FirstName: fieldManager.FirstName, LastName: fieldManager.LastName }
      : null,
    SuperintendentIds: [...site.SuperintendentIds],
    // decision 19 (src/api/schemas/job-sites.ts): the superintendents, read when present
    Superintendents: superintendents.map(personOf),
    ModifiedBy: site.ModifiedBy,
    ModifiedDate: site.ModifiedDate,
  };
}

/** A single job site read also tells whether it has jobs (A §3). */
export function jobSiteDetailView(site: MockJobSite) {
  return { ...jobSiteView(site), HasJobs: db.jobs.some((j) => j.JobSiteId === site.Id) };
}

export const siteItemView = (item: MockNamedSiteItem) => ({ ...item });

/* ---------- jobs ---------- */

export function jobView(job: MockJob) {
  const site = siteOf(job.JobSiteId);
  const siteView = site ? jobSiteView(site) : null;
  const fieldManager = site ? userById(site.FieldManagerId) : undefined;
  const superintendents = (site?.SuperintendentIds ?? []).map(userById).filter((u): u is MockUser => !!u);
  const model = db.jobModels.find((m) => m.Id === job.JobModelId);
  const options = job.JobOptionIds.map((id) => db.jobOptions.find((o) => o.Id === id)).filter(
    (o): o is MockNamedSiteItem => !!o,
  );
  const subcontractors = job.JobSubcontractorIds.map(userById).filter((u): u is MockUser => !!u);
  return {
    Id: job.Id,
    JobSiteId: job.JobSiteId,
    JobSite: siteView
      ? {
          Id: siteView.Id,
          Name: siteView.Name,
          JobSiteCode: siteView.JobSiteCode,
          BuilderId: siteView.BuilderId,
          Builder: siteView.Builder,
          FieldManagerId: siteView.FieldManagerId,
          FieldManager: fieldManager
            ? { FirstName: fieldManager.FirstName, LastName: fieldManager.LastName }
            : null,
          SuperintendentIds: siteView.SuperintendentIds,
          // A §3: superintendents with FirstName, LastName, CellPhoneNumber, Email
          Superintendents: superintendents.map((u) => ({
            FirstName: u.FirstName,
            LastName: u.LastName,
            CellPhoneNumber: u.CellPhoneNumber,
            Email: u.Email,
          })),
        }
      : null,
    BuilderName: siteView?.Builder?.CompanyName ?? '',
    JobSiteName: siteView?.Name ?? '',
    FieldManager: nameOf(fieldManager),
    JobModelId: job.JobModelId,
    JobModelName: model?.Name ?? '',
    JobOptionIds: [...job.JobOptionIds],
    // job options as A §3 lists them (Id, Name, JobSiteId)
    JobOptions: options.map((o) => ({ Id: o.Id, Name: o.Name, JobSiteId: o.JobSiteId })),
    JobElevationId: job.JobElevationId,
    LotGroupCode: job.LotGroupCode,
    Address: job.Address,
    HomeOwner: job.HomeOwner,
    PhoneNumber: job.PhoneNumber,
    Lots: job.Lots.map((l) => ({ ...l, SidingTypes: [...l.SidingTypes] })),
    IsCompleted: job.IsCompleted,
    CompletedDate: job.CompletedDate,
    StartDate: job.StartDate,
    // only the documented status name (A §3): the client resolves the id itself (decision 19)
    InvoiceStatus: invoiceStatusName(job.InvoiceStatusId),
    JobSubcontractorIds: [...job.JobSubcontractorIds],
    JobSubcontractors: job.JobSubcontractorIds.map((id) => ({ SubcontractorId: id })),
    JobSubcontractorNames: subcontractors.map(nameOf).join(', '),
    // A §3: FirstName, LastName; the Id the client may read (decision 19)
    Subcontractors: subcontractors.map((u) => ({ Id: u.Id, FirstName: u.FirstName, LastName: u.LastName })),
    Notes: job.Notes,
    HasWorkOrder: job.HasWorkOrder,
    HasGutter: job.HasGutter,
    WordOrderCreatedDate: job.WordOrderCreatedDate,
    PurchaseOrderCreatedDate: job.PurchaseOrderCreatedDate,
    PurchaseOrderShipDate: job.PurchaseOrderShipDate,
    GutterOrderInstallDate: job.GutterOrderInstallDate,
    ModifiedBy: job.ModifiedBy,
    ModifiedDate: job.ModifiedDate,
  };
}

export type JobView = ReturnType<typeof jobView>;
