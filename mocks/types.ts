/** Records of the mock database: plain objects in the API's own field names. */
export interface MockUser {
  Id: number;
  FirstName: string;
  LastName: string;
  Email: string;
  Password: string;
  CellPhoneNumber: string;
  HomePhoneNumber?: string;
  Roles: string[];
  /** direct permissions, by name */
  Permissions: string[];
  IsActive: boolean;
  CompanyName?: string;
  /** builder (client company) of a BizClientCompanyManager */
  ClientCompanyId?: number | null;
  Ssn?: string;
  Address?: string;
  Comment?: string;
  ModifiedBy?: string;
  ModifiedDate?: string;
}

export interface MockRole {
  Id: number;
  Name: string;
  Description: string;
  /** permission names */
  Permissions: string[];
}

export interface MockPermission {
  Id: number;
  Name: string;
  Type: string;
}

export interface MockSession {
  token: string;
  userId: number;
  /** set while impersonating: the signed-in user */
  originalUserId?: number;
}

export interface MockClientCompany {
  Id: number;
  CompanyName: string;
  Address: string;
  PhoneNumber: string;
  FaxNumber: string;
  ContactName: string;
  ContactPhoneNumber: string;
  MainContactUserId: number | null;
  LastModifiedBy: string;
  ModifiedDate: string;
}

export interface MockJobSite {
  Id: number;
  Name: string;
  JobSiteCode: string;
  BuilderId: number;
  FieldManagerId: number | null;
  SuperintendentIds: number[];
  ModifiedBy: string;
  ModifiedDate: string;
}

export interface MockNamedSiteItem {
  Id: number;
  Name: string;
  JobSiteId: number;
  ModifiedBy: string;
  ModifiedDate: string;
}

export interface MockLot {
  Id: number;
  LotCode: string;
  Address: string;
  HomeOwner: string;
  PhoneNumber: string;
  IsDeleted: boolean;
  SidingTypes: string[];
}

export interface MockJob {
  Id: number;
  JobSiteId: number;
  JobModelId: number | null;
  JobOptionIds: number[];
  JobElevationId: number | null;
  LotGroupCode: string;
  Address: string;
  HomeOwner: string;
  PhoneNumber: string;
  Lots: MockLot[];
  IsCompleted: boolean;
  CompletedDate: string | null;
  StartDate: string | null;
  InvoiceStatusId: number | null;
  JobSubcontractorIds: number[];
  Notes: string;
  HasWorkOrder: boolean;
  HasGutter: boolean;
  WordOrderCreatedDate: string | null;
  PurchaseOrderCreatedDate: string | null;
  PurchaseOrderShipDate: string | null;
  GutterOrderInstallDate: string | null;
  ModifiedBy: string;
  ModifiedDate: string;
}

export interface MockInvoiceStatus {
  Id: number;
  Name: string;
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
}
