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
    BuilderName: builder?.CompanyName ?? '',
    Builder: builder ? { Id: builder.Id, CompanyName: builder.CompanyName } : null,
    FieldManagerId: site.FieldManagerId,
    FieldManager: fieldManager
      ? { Id: fieldManager.Id, FirstName: fieldManager.FirstName, LastName: fieldManager.LastName }
      : null,
    FieldManagerName: nameOf(fieldManager),
    SuperintendentIds: [...site.SuperintendentIds],
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
  const model = db.jobModels.find((m) => m.Id === job.JobModelId);
  const elevation = db.jobElevations.find((e) => e.Id === job.JobElevationId);
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
          FieldManager: siteView.FieldManager,
          SuperintendentIds: siteView.SuperintendentIds,
          Superintendents: siteView.Superintendents,
        }
      : null,
    BuilderId: siteView?.BuilderId ?? null,
    BuilderName: siteView?.BuilderName ?? '',
    JobSiteName: siteView?.Name ?? '',
    JobSiteCode: siteView?.JobSiteCode ?? '',
    FieldManagerId: siteView?.FieldManagerId ?? null,
    FieldManager: siteView?.FieldManagerName ?? '',
    JobModelId: job.JobModelId,
    JobModelName: model?.Name ?? '',
    JobOptionIds: [...job.JobOptionIds],
    JobOptions: options.map((o) => ({ Id: o.Id, Name: o.Name })),
    JobElevationId: job.JobElevationId,
    JobElevationName: elevation?.Name ?? '',
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
    JobSubcontractors: job.JobSubcontractorIds.map((id) => ({ JobId: job.Id, SubcontractorId: id })),
    JobSubcontractorNames: subcontractors.map(nameOf).join(', '),
    Subcontractors: subcontractors.map((u) => ({
      Id: u.Id,
      FirstName: u.FirstName,
      LastName: u.LastName,
      CompanyName: u.CompanyName ?? '',
    })),
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
