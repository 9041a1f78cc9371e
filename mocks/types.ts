import type { InvoiceStatus } from '@/api/autocomplete';
import type { ClientCompany } from '@/api/client-companies';
import type { Color } from '@/api/colors';
import type { JobSiteItem } from '@/api/job-site-items';
import type { JobSite } from '@/api/job-sites';
import type { Job, Lot } from '@/api/jobs';
import type { Manufacturer } from '@/api/manufacturers';
import type { MaterialCategory } from '@/api/material-categories';
import type { Material } from '@/api/materials';
import type { Permission, Role } from '@/api/roles';
import type { ArfOrder } from '@/api/arf-orders';
import type { GutterOrder } from '@/api/gutter-orders';
import type { PurchaseOrder } from '@/api/purchase-orders';
import type { WorkOrder } from '@/api/work-orders';
import type { SupplyCompany } from '@/api/supply-companies';
import type { Unit } from '@/api/units';
import type { SubcontractorDocSettings, SubcontractorDocument } from '@/api/subcontractor-documents';
import type { JobType, RecordType, WorkLog, WorkLogStatus } from '@/api/work-logs';
import type { Invoice } from '@/api/invoices';

/*
 * Records of the mock database: the API's own shapes (src/api, one declaration each) as stored, i.e.
 * without what a read joins in from other records (names of the builder, job site, people...; mocks/views.ts
 * adds those), plus what only the server keeps (a user's password and permissions, sessions).
 */

/** A user: the API's business user, and what the server keeps besides (password, direct permissions...). */
export interface MockUser {
  Id: number;
  FirstName: string;
  LastName: string;
  Email: string;
  CellPhoneNumber: string;
  Roles: string[];
  CompanyName?: string;
  /** who changed the user last and when (the mock keeps them; no answer carries them, C §3) */
  ModifiedBy?: string;
  ModifiedDate?: string;
  Password: string;
  /** direct permissions, by name */
  Permissions: string[];
  IsActive: boolean;
  /** builder (client company) of a BizClientCompanyManager */
  ClientCompanyId?: number | null;
  HomePhoneNumber?: string;
  Ssn?: string;
  Address?: string;
  Comment?: string;
  /** the membership company (tenant) the user belongs to (issue 16) */
  MembershipCompanyId?: number | null;
  /** created by invitation (C §4): no password yet */
  isNeedInvite?: boolean;
}

/** A role with its permissions by name (the API answers them as permission objects). */
export interface MockRole extends Omit<Role, 'Permissions'> {
  Permissions: string[];
}

export type MockPermission = Required<Omit<Permission, 'roleId'>>;

/** A signed-in session: the token the sign-in answers (LoginAnswer.value) and whose it is. */
export interface MockSession {
  token: string;
  userId: number;
  /** set while impersonating: the signed-in user */
  originalUserId?: number;
}

/** A builder; its main contact user is joined in on read. */
/** A builder as stored: its main contact user by id (joined in on read). */
export type MockClientCompany = Omit<ClientCompany, 'MainContactUser'> & { MainContactUserId: number | null };

/** A job site; its builder, field manager and superintendents are joined in on read. */
export type MockJobSite = Omit<JobSite, 'Builder' | 'FieldManager' | 'Superintendents' | 'HasJobs'>;

/** A job model, option or elevation; the mock always records who changed it and when. */
export type MockNamedSiteItem = Required<JobSiteItem>;

/** A stored lot always has its Id. */
export type MockLot = Lot & { Id: number };

/** What a job read joins in from other records. */
type JoinedJobFields =
  | 'JobSite'
  | 'JobModelName'
  | 'JobOptions'
  | 'JobElevationName'
  | 'InvoiceStatus'
  | 'JobSubcontractors'
  | 'JobSubcontractorNames'
  | 'Subcontractors'
  | 'BuilderId'
  | 'BuilderName'
  | 'JobSiteName'
  | 'FieldManager'
  | 'FieldManagerId';

/** A job; it stores its invoice status by id (the read answers the name) and lots with ids. */
export interface MockJob extends Omit<Job, JoinedJobFields | 'InvoiceStatusId' | 'Lots'> {
  InvoiceStatusId: number | null;
  Lots: MockLot[];
}

export interface MockInvoiceStatus extends InvoiceStatus {
  ForRepairOrder: boolean;
}

export interface MockRepairOrder {
  Id: number;
  JobId: number;
  LotId: number | null;
  RequestDate: string;
  CompletionDate: string | null;
  IsCompleted: boolean;
  InvoiceStatusId: number | null;
  MechanicId: number | null;
  SubcontractorId: number | null;
  Detail1: string;
  POAmount: number;
  ReceivedAmount: number;
  ModifiedBy: string;
  ModifiedDate: string;
  /* the rest of B §3 (issue 13): optional so that older seeds and the calendar keep working */
  LotNumber?: string | null;
  OriginalInstallerId?: number | null;
  Detail2?: string | null;
  SuperCrm?: string | null;
  SidingMaterial?: string | null;
  SidingColor?: string | null;
  TrimMaterial?: string | null;
  TrimColor?: string | null;
  ShutterMaterial?: string | null;
  ShutterColor?: string | null;
  GutterMaterial?: string | null;
  GutterColor?: string | null;
  DsMaterial?: string | null;
  /** the order's (created) date */
  Date?: string | null;
  InstallationStartTime?: string | null;
  InstallationEndTime?: string | null;
  Files?: MockRepairOrderFile[];
}

/** An attachment of a repair order: an uploaded or seeded file. */
export interface MockRepairOrderFile {
  Id: number;
  FileId: number;
}

/** A payment record of a job (B §3); JobTypeName set on records that come from work logs. */
export interface MockPaymentRecord {
  Id: number;
  JobId: number;
  JobTypeName: string | null;
  RecordType: string;
  Description: string;
  Amount: number;
  ItemStatus: string | null;
  ItemOrder: number;
  ModifiedBy: string;
  ModifiedDate: string;
}

/** An attachment category (B §3). */
export interface MockAttachmentCategory {
  Id: number;
  CategoryName: string;
  DisplayOrder: number;
}

/** A job attachment (B §3). */
export interface MockJobAttachment {
  Id: number;
  FileId: number;
  Comment: string;
  JobId: number;
  CategoryId: number;
  ModifiedBy: string;
  ModifiedDate: string;
}

/** A file the seed provides (its content made on request), so seeded attachments open like uploaded ones. */
export interface MockSeedFile {
  Id: number;
  FileName: string;
  ContentType: string;
  Content: string;
  UploadedBy: string;
  UploadedDate: string;
}

/** A user group (C §3): its members by user id. */
export interface MockUserGroup {
  Id: number;
  Name: string;
  UserIds: number[];
}

/** A membership company (C §3); its owner is a user, joined in on read. */
export interface MockCompany {
  Id: number;
  CompanyName: string;
  Code: string;
  LogoUrl: string;
  Domain: string;
  IsDropBoxAttached: boolean;
  Theme: string;
  BackupLimit: number;
  OwnerId: number | null;
  Comment: string;
}

/* ---------- reference data (B §3) ---------- */

export type MockColor = Required<Color>;
export type MockManufacturer = Required<Manufacturer>;
/** A category stores its colours by id; the read answers them with their names. */
export interface MockMaterialCategory extends Required<Omit<MaterialCategory, 'AvailableColors'>> {
  AvailableColorIds: number[];
}
/** A material stores its category, manufacturer and colours by id; the read joins their names. */
export interface MockMaterial extends Required<
  Omit<Material, 'AvailableColors' | 'Category' | 'Manufacture'>
> {
  AvailableColorIds: number[];
}
export type MockSupplyCompany = Required<SupplyCompany>;
export type MockUnit = Unit;
/** A subcontractor document (C §3); its file record and IsExpired are joined in on read. */
export type MockSubcontractorDocument = Omit<SubcontractorDocument, 'FileRecord' | 'IsExpired'> & {
  FileRecord: { FileName: string; FileUrl: string } | null;
};
export type MockWorkLogStatus = WorkLogStatus;
export type MockRecordType = RecordType;
export type MockJobType = JobType;

/** A work log as stored: the joined names left out; the invoice it went on is the server's own. */
export interface MockWorkLog extends Omit<
  WorkLog,
  'SubcontractorName' | 'Subcontractor' | 'JobInfo' | 'JobType' | 'Status' | 'ModifiedBy' | 'ModifiedDate'
> {
  ModifiedBy: string;
  ModifiedDate: string;
  /** the invoice it is on (null until invoiced) */
  InvoiceId: number | null;
}

/** An invoice as stored: its work logs by id. */
export interface MockInvoice extends Omit<
  Invoice,
  'Subcontractor' | 'WorkLogs' | 'ModifiedBy' | 'ModifiedDate'
> {
  ModifiedBy: string;
  ModifiedDate: string;
  WorkLogIds: number[];
}

/** Who changed an order last and when (the mock keeps it for every order). */
interface MockModified {
  ModifiedBy: string;
  ModifiedDate: string;
}

/** A job's work order (one per job). */
export type MockWorkOrder = WorkOrder & MockModified;

/** A purchase order; its supply company is joined in on read. */
export type MockPurchaseOrder = Omit<PurchaseOrder, 'SupplyCompany' | 'ModifiedBy' | 'ModifiedDate'> &
  MockModified;

/** A job's gutter order (one per job). */
export type MockGutterOrder = GutterOrder & MockModified;

/** A job's ARF order (one per job). */
export type MockArfOrder = ArfOrder & MockModified;

/** A work order print asked for (POST .../workorder/print): what GET .../print/{securityKey} renders. */
export interface MockWorkOrderPrint {
  securityKey: string;
  JobId: number;
  IgnoredPrintItems: number[];
  HighlightPrintItems: number[];
  CreatedDate: string;
}

export interface DbShape {
  version: number;
  users: MockUser[];
  roles: MockRole[];
  permissions: MockPermission[];
  sessions: MockSession[];
  clientCompanies: MockClientCompany[];
  jobSites: MockJobSite[];
  jobModels: MockNamedSiteItem[];
  jobOptions: MockNamedSiteItem[];
  jobElevations: MockNamedSiteItem[];
  jobs: MockJob[];
  invoiceStatuses: MockInvoiceStatus[];
  repairOrders: MockRepairOrder[];
  paymentRecords: MockPaymentRecord[];
  attachmentCategories: MockAttachmentCategory[];
  jobAttachments: MockJobAttachment[];
  seedFiles: MockSeedFile[];
  userGroups: MockUserGroup[];
  companies: MockCompany[];

  colors: MockColor[];
  manufacturers: MockManufacturer[];
  materialCategories: MockMaterialCategory[];
  materials: MockMaterial[];
  supplyCompanies: MockSupplyCompany[];
  units: MockUnit[];
  subcontractorDocuments: MockSubcontractorDocument[];
  subcontractorDocSettings: SubcontractorDocSettings;
  workLogStatuses: MockWorkLogStatus[];
  recordTypes: MockRecordType[];
  jobTypes: MockJobType[];
  workLogs: MockWorkLog[];
  invoices: MockInvoice[];
  workOrders: MockWorkOrder[];
  purchaseOrders: MockPurchaseOrder[];
  gutterOrders: MockGutterOrder[];
  arfOrders: MockArfOrder[];
  workOrderPrints: MockWorkOrderPrint[];
}
