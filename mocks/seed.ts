import type {
  DbShape,
  MockClientCompany,
  MockJob,
  MockJobSite,
  MockLot,
  MockNamedSiteItem,
  MockPermission,
  MockRepairOrder,
  MockRole,
  MockUser,
} from './types';
import { parseServerDate, serverDateTime } from './dates';
import { seedMoney } from './seed-money';
import { seedMembership } from './seed-membership';
import { createReferenceSeed } from './seed-reference';
import { seedPeople } from './seed-people';
import { createWorkLogSeed } from './seed-worklogs';
import { createOrdersSeed } from './seed-orders';

export const DB_VERSION = 10;
export const DEMO_PASSWORD = 'demo1234';

const D = 'Daewon.Permissions.';
const M = 'Membership.Permissions.';

/** The full permission catalogue of A §6, B §6 and C §6, and the two access strings. */
export const PERMISSION_CATALOGUE: ReadonlyArray<Omit<MockPermission, 'Id'>> = [
  { Name: `${D}CanApproveWorkLogs`, Type: 'Daewon' },
  { Name: `${D}CanManageWorkLogs`, Type: 'Daewon' },
  { Name: `${D}CanProceedPayment`, Type: 'Daewon' },
  { Name: `${D}CanManageJobPaymentDetail`, Type: 'Daewon' },
  { Name: `${D}CanCreateBackcharge`, Type: 'Daewon' },
  { Name: `${D}CanManageJobs`, Type: 'Daewon' },
  { Name: `${D}CanAccessJobReports`, Type: 'Daewon' },
  { Name: `${D}CanAccessProfitReports`, Type: 'Daewon' },
  { Name: `${D}CanAccessToDaewonLookupPages`, Type: 'Daewon' },
  { Name: `${D}CanManageSupplyCompanies`, Type: 'Daewon' },
  { Name: `${D}CanMarkJobsAsCompleted`, Type: 'Daewon' },
  { Name: `${M}CanManageUsers`, Type: 'Membership' },
  { Name: `${M}CanManageClientCompanies`, Type: 'Membership' },
  { Name: `${M}CanManageClientUsers`, Type: 'Membership' },
  { Name: '/sysadmin', Type: 'Access' },
  { Name: '/manageUsers', Type: 'Access' },
];

const staffPermissions = [
  `${D}CanManageJobs`,
  `${D}CanAccessJobReports`,
  `${D}CanApproveWorkLogs`,
  `${D}CanManageWorkLogs`,
  `${D}CanAccessToDaewonLookupPages`,
  `${D}CanManageSupplyCompanies`,
  `${D}CanMarkJobsAsCompleted`,
  `${D}CanManageJobPaymentDetail`,
  `${M}CanManageClientCompanies`,
];
const financePermissions = [
  `${D}CanAccessJobReports`,
  `${D}CanAccessProfitReports`,
  `${D}CanManageJobPaymentDetail`,
  `${D}CanProceedPayment`,
  `${D}CanCreateBackcharge`,
];

/**
 * A payments clerk (issue 23): exactly the three finance permissions, without the job reports, so that the job detail
 * admits them through the payment tab alone (the financial report's lot links).
 */
const paymentsClerkPermissions = [
  `${D}CanProceedPayment`,
  `${D}CanManageJobPaymentDetail`,
  `${D}CanAccessProfitReports`,
];

const vicePresidentPermissions = [
  ...new Set([...staffPermissions, ...financePermissions, `${M}CanManageUsers`]),
];
const servicePermissions = [`${D}CanManageJobs`, `${D}CanAccessJobReports`];

/**
 * The seeded role table. Two default roles (decision 13), BizVicePresident and BizService, are left out on purpose:
 * the administrator's first sign-in creates them (POST /role/post), as the real server's first start would. Their
 * users carry the role name and hold the same permissions directly.
 */
const ROLE_DEFS: ReadonlyArray<Omit<MockRole, 'Id'>> = [
  {
    Name: 'Administrator',
    Description: 'System administrator',
    Permissions: PERMISSION_CATALOGUE.map((p) => p.Name),
  },
  { Name: 'BizStaff', Description: 'Staff', Permissions: staffPermissions },
  { Name: 'BizClient', Description: 'Biz Client', Permissions: [] },
  { Name: 'BizClientCompanyManager', Description: 'Biz ClientCompanyManager', Permissions: [] },
  { Name: 'BizSubContractor', Description: 'Subcontractor', Permissions: [`${D}CanManageWorkLogs`] },
  {
    Name: 'BizProduction',
    Description: 'Production',
    Permissions: [`${D}CanManageJobs`, `${D}CanAccessJobReports`, `${D}CanMarkJobsAsCompleted`],
  },
  { Name: 'BizFinanceManager', Description: 'Finance Manager', Permissions: financePermissions },
  { Name: 'PaymentsClerk', Description: 'Payments Clerk', Permissions: paymentsClerkPermissions },
];

/** A small deterministic random source so that the seed is the same every time. */
function createRandom(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    chance: (p: number) => next() < p,
  };
}

const FIRST = [
  'James',
  'Maria',
  'Robert',
  'Linda',
  'Michael',
  'Patricia',
  'David',
  'Jennifer',
  'Carlos',
  'Elena',
  'Kevin',
  'Grace',
  'Brian',
  'Nicole',
  'Jorge',
  'Ashley',
  'Tom',
  'Rachel',
  'Victor',
  'Megan',
];
const LAST = [
  'Walker',
  'Nguyen',
  'Patel',
  'Harris',
  'Lopez',
  'Kim',
  'Brooks',
  'Sullivan',
  'Reyes',
  'Foster',
  'Ramirez',
  'Coleman',
  'Price',
  'Hughes',
  'Bishop',
  'Warren',
  'Dunn',
  'Mendoza',
  'Fields',
  'Porter',
];
const STREETS = [
  'Maple Ridge Dr',
  'Cedar Hollow Ln',
  'Willow Creek Ct',
  'Stonegate Way',
  'Hickory Bend Rd',
  'Autumn Glen Pl',
  'Quarry View Ter',
  'Foxhall Cir',
  'Brookstone Ave',
  'Laurel Oak St',
];
const TOWNS = [
  'Ashburn, VA 20147',
  'Leesburg, VA 20176',
  'Gainesville, VA 20155',
  'Bristow, VA 20136',
  'Frederick, MD 21701',
  'Clarksburg, MD 20871',
];

function phone(rnd: ReturnType<typeof createRandom>): string {
  return `${rnd.pick(['703', '571', '301', '240'])}-555-${String(rnd.int(1000, 9999))}`;
}

/** A past moment for a ModifiedDate: days from base at hour, but never later than base itself. */
function modifiedDaysFrom(base: Date, days: number, hour: number): string {
  const d = new Date(base.getFullYear(), base.getMonth(), base.getDate() + days, hour, 0, 0);
  if (d.getTime() > base.getTime()) d.setDate(d.getDate() - 1);
  return serverDateTime(d);
}

function isoDaysFrom(base: Date, days: number, hour = 9): string {
  return serverDateTime(new Date(base.getFullYear(), base.getMonth(), base.getDate() + days, hour, 0, 0));
}

/** The demo's jobs and repair orders at scale 1; a larger scale (mocks/scale.ts) multiplies them. */
const DEMO_JOBS = 64;
const DEMO_REPAIR_ORDERS = 36;

/**
 * The seeded database. At `scale` 1 it is the demo business; at a larger scale the jobs (with their lots), repair
 * orders, job orders, payments, work logs and invoices are `scale` times as many, the extra jobs spread over the last
 * year, while people and reference data stay as they are. The same scale always gives the same data.
 */
export function createSeed(now: Date = new Date(), scale = 1): DbShape {
  const rnd = createRandom(20261122);
  let id = 0;
  const nextUserId = () => ++id;

  const permissions: MockPermission[] = PERMISSION_CATALOGUE.map((p, i) => ({ Id: i + 1, ...p }));
  const roles: MockRole[] = ROLE_DEFS.map((r, i) => ({ Id: i + 1, ...r, Permissions: [...r.Permissions] }));

  const users: MockUser[] = [];
  const stamp = isoDaysFrom(now, -40);
  const addUser = (
    u: Partial<MockUser> & Pick<MockUser, 'FirstName' | 'LastName' | 'Email' | 'Roles'>,
  ): MockUser => {
    const user: MockUser = {
      Id: nextUserId(),
      Password: DEMO_PASSWORD,
      CellPhoneNumber: phone(rnd),
      Permissions: [],
      IsActive: true,
      ModifiedBy: 'admin@example.com',
      ModifiedDate: stamp,
      ...u,
    };
    users.push(user);
    return user;
  };

  // The demo accounts (issue 2 §7).
  addUser({
    FirstName: 'Alex',
    LastName: 'Morgan',
    Email: 'admin@example.com',
    Roles: ['Administrator'],
    Permissions: PERMISSION_CATALOGUE.map((p) => p.Name),
  });
  const staff = addUser({
    FirstName: 'Sam',
    LastName: 'Rivera',
    Email: 'staff@example.com',
    Roles: ['BizStaff'],
  });
  addUser({
    FirstName: 'Fiona',
    LastName: 'Chen',
    Email: 'finance@example.com',
    Roles: ['BizFinanceManager'],
  });
  const sub = addUser({
    FirstName: 'Luis',
    LastName: 'Ortega',
    Email: 'subcontractor@example.com',
    Roles: ['BizSubContractor'],
    CompanyName: 'Ortega Siding LLC',
    Ssn: '123-45-6789',
    Address: '14 Mill Run Rd, Manassas, VA 20110',
  });

  const fieldManagers = [staff];
  for (let i = 0; i < 4; i++) {
    const first = FIRST[i];
    const last = LAST[i];
    fieldManagers.push(
      addUser({
        FirstName: first,
        LastName: last,
        Email: `${first}.${last}@example.com`.toLowerCase(),
        Roles: ['BizStaff'],
      }),
    );
  }
  const production = [
    addUser({
      FirstName: 'Derek',
      LastName: 'Holt',
      Email: 'derek.holt@example.com',
      Roles: ['BizProduction'],
    }),
    addUser({
      FirstName: 'Priya',
      LastName: 'Shah',
      Email: 'priya.shah@example.com',
      Roles: ['BizProduction'],
    }),
  ];
  addUser({
    FirstName: 'Owen',
    LastName: 'Marsh',
    Email: 'owen.marsh@example.com',
    Roles: ['BizService'],
    Permissions: [...servicePermissions],
  });
  addUser({
    FirstName: 'Tina',
    LastName: 'Alvarez',
    Email: 'tina.alvarez@example.com',
    Roles: ['BizService'],
    Permissions: [...servicePermissions],
  });
  addUser({
    FirstName: 'Gordon',
    LastName: 'Lee',
    Email: 'gordon.lee@example.com',
    Roles: ['BizVicePresident'],
    Permissions: [...vicePresidentPermissions],
  });
  addUser({
    FirstName: 'Hannah',
    LastName: 'Ortiz',
    Email: 'hannah.ortiz@example.com',
    Roles: ['BizFinanceManager'],
  });

  const subcontractors = [sub];
  const subCompanies = [
    'Precision Exteriors',
    'Blue Line Gutters',
    'Keystone Trim Co',
    'Apex Siding',
    'Rivera & Sons',
    'Northside Installers',
    'Summit Seamless',
  ];
  subCompanies.forEach((company, i) => {
    const first = FIRST[(i + 6) % FIRST.length];
    const last = LAST[(i + 9) % LAST.length];
    subcontractors.push(
      addUser({
        FirstName: first,
        LastName: last,
        Email: `${first}.${last}@subs.example.com`.toLowerCase(),
        Roles: ['BizSubContractor'],
        CompanyName: company,
        Ssn: `${rnd.int(100, 899)}-${rnd.int(10, 99)}-${rnd.int(1000, 9999)}`,
        Address: `${rnd.int(100, 9999)} ${rnd.pick(STREETS)}, ${rnd.pick(TOWNS)}`,
      }),
    );
  });

  const builderDefs = [
    {
      CompanyName: 'Brookfield Ridge Homes',
      sites: [
        ['Willow Creek', 'WC'],
        ['Stonegate Manor', 'SGM'],
        ['Hickory Pointe', 'HP'],
      ],
    },
    {
      CompanyName: 'Carrington Builders',
      sites: [
        ['Autumn Glen', 'AG'],
        ['Laurel Oaks', 'LO'],
      ],
    },
    {
      CompanyName: 'Oakmont Residential',
      sites: [
        ['Foxhall Village', 'FV'],
        ['Quarry View', 'QV'],
      ],
    },
    { CompanyName: 'Summit Crest Homes', sites: [['Cedar Hollow', 'CH']] },
  ] as const;

  const clientCompanies: MockClientCompany[] = [];
  const jobSites: MockJobSite[] = [];
  const managersByBuilder = new Map<number, MockUser[]>();
  builderDefs.forEach((b, bi) => {
    const builderId = bi + 1;
    const managers: MockUser[] = [];
    const count = bi === 0 ? 3 : 2;
    for (let m = 0; m < count; m++) {
      const isDemo = bi === 0 && m === 0;
      const first = isDemo ? 'Claire' : FIRST[(bi * 3 + m + 10) % FIRST.length];
      const last = isDemo ? 'Bennett' : LAST[(bi * 3 + m + 4) % LAST.length];
      managers.push(
        addUser({
          FirstName: first,
          LastName: last,
          Email: isDemo
            ? 'client@example.com'
            : `${first}.${last}@${b.CompanyName.split(' ')[0].toLowerCase()}.example.com`.toLowerCase(),
          Roles: ['BizClientCompanyManager'],
          ClientCompanyId: builderId,
          CompanyName: b.CompanyName,
        }),
      );
    }
    managersByBuilder.set(builderId, managers);
    const main = managers[0];
    clientCompanies.push({
      Id: builderId,
      CompanyName: b.CompanyName,
      Address: `${rnd.int(100, 9999)} ${rnd.pick(STREETS)}, ${rnd.pick(TOWNS)}`,
      PhoneNumber: phone(rnd),
      FaxNumber: phone(rnd),
      ContactName: `${main.FirstName} ${main.LastName}`,
      ContactPhoneNumber: main.CellPhoneNumber,
      MainContactUserId: main.Id,
      LastModifiedBy: 'admin@example.com',
      ModifiedDate: isoDaysFrom(now, -60 + bi * 7, 10),
    });
  });
  // Plain clients (BizClient).
  addUser({
    FirstName: 'Ruth',
    LastName: 'Gaines',
    Email: 'ruth.gaines@example.com',
    Roles: ['BizClient'],
    CompanyName: 'Gaines Property Group',
  });
  addUser({
    FirstName: 'Paul',
    LastName: 'Yates',
    Email: 'paul.yates@example.com',
    Roles: ['BizClient'],
    CompanyName: 'Yates Realty',
  });

  let siteId = 0;
  builderDefs.forEach((b, bi) => {
    b.sites.forEach(([name, code]) => {
      const managers = managersByBuilder.get(bi + 1) ?? [];
      jobSites.push({
        Id: ++siteId,
        Name: name,
        JobSiteCode: code,
        BuilderId: bi + 1,
        FieldManagerId: fieldManagers[siteId % fieldManagers.length].Id,
        SuperintendentIds: managers.slice(0, 1 + (siteId % 2)).map((m) => m.Id),
        ModifiedBy: 'staff@example.com',
        ModifiedDate: isoDaysFrom(now, -50 + siteId * 3, 11),
      });
    });
  });

  const jobModels: MockNamedSiteItem[] = [];
  const jobOptions: MockNamedSiteItem[] = [];
  const jobElevations: MockNamedSiteItem[] = [];
  const modelNames = ['Ashford', 'Belmont', 'Carlisle', 'Dorchester', 'Edgewood', 'Fairfax'];
  const optionNames = [
    'Sunroom',
    'Morning Room',
    'Extended Garage',
    'Rear Deck',
    'Bay Window',
    'Finished Loft',
    'Covered Porch',
  ];
  const elevationNames = ['Elevation A', 'Elevation B', 'Elevation C', 'Craftsman', 'Colonial'];
  for (const site of jobSites) {
    const base = { JobSiteId: site.Id, ModifiedBy: 'staff@example.com', ModifiedDate: site.ModifiedDate };
    for (let i = 0; i < 3; i++)
      jobModels.push({
        Id: jobModels.length + 1,
        Name: modelNames[(site.Id + i) % modelNames.length],
        ...base,
      });
    for (let i = 0; i < 4; i++)
      jobOptions.push({
        Id: jobOptions.length + 1,
        Name: optionNames[(site.Id * 2 + i) % optionNames.length],
        ...base,
      });
    for (let i = 0; i < 3; i++)
      jobElevations.push({
        Id: jobElevations.length + 1,
        Name: elevationNames[(site.Id + i) % elevationNames.length],
        ...base,
      });
  }

  const invoiceStatuses = [
    { Id: 1, Name: 'Invoiced', ForRepairOrder: true },
    { Id: 2, Name: 'Paid', ForRepairOrder: true },
    { Id: 3, Name: 'Pending Approval', ForRepairOrder: false },
    { Id: 4, Name: 'Billed to Builder', ForRepairOrder: true },
  ];

  const jobs: MockJob[] = [];
  let lotId = 0;
  const sidingSets = [
    ['Vinyl'],
    ['Hardie'],
    ['Vinyl', 'Shake'],
    ['Hardie', 'B&B'],
    ['Vinyl', 'Hardie', 'Shake'],
  ];
  const siteItems = (items: MockNamedSiteItem[]) => {
    const bySite = new Map<number, MockNamedSiteItem[]>();
    for (const item of items) bySite.set(item.JobSiteId, [...(bySite.get(item.JobSiteId) ?? []), item]);
    return (siteId: number) => bySite.get(siteId) ?? [];
  };
  const modelsOf = siteItems(jobModels);
  const optionsOf = siteItems(jobOptions);
  const elevationsOf = siteItems(jobElevations);
  for (let i = 0; i < DEMO_JOBS * scale; i++) {
    const site = jobSites[i % jobSites.length];
    const models = modelsOf(site.Id);
    const options = optionsOf(site.Id);
    const elevations = elevationsOf(site.Id);
    // the demo's jobs start within four months back and three ahead; a larger business's extra jobs over a year
    const startOffset = i < DEMO_JOBS ? rnd.int(-120, 90) : rnd.int(-365, 60);
    const start = isoDaysFrom(now, startOffset, 8);
    const past = startOffset < -10;
    const completed = past && rnd.chance(0.55);
    const townHouse = i % 7 === 3;
    const lotNumber = 100 + i * 3 + rnd.int(0, 2);
    const owner = `${rnd.pick(FIRST)} ${rnd.pick(LAST)}`;
    const address = `${rnd.int(10, 999)} ${rnd.pick(STREETS)}, ${rnd.pick(TOWNS)}`;
    const lots: MockLot[] = townHouse
      ? Array.from({ length: rnd.int(2, 4) }, (_, k) => ({
          Id: ++lotId,
          LotCode: `${lotNumber}-${String.fromCharCode(65 + k)}`,
          Address: `${rnd.int(10, 999)} ${rnd.pick(STREETS)}`,
          HomeOwner: `${rnd.pick(FIRST)} ${rnd.pick(LAST)}`,
          PhoneNumber: phone(rnd),
          IsDeleted: false,
          SidingTypes: [...rnd.pick(sidingSets)],
        }))
      : [];
    const subs = [subcontractors[i % subcontractors.length].Id];
    if (rnd.chance(0.3)) subs.push(subcontractors[(i + 3) % subcontractors.length].Id);
    const hasWo = startOffset < 20 || completed;
    jobs.push({
      Id: 1000 + i + 1,
      JobSiteId: site.Id,
      JobModelId: rnd.pick(models).Id,
      JobOptionIds: options.filter(() => rnd.chance(0.35)).map((o) => o.Id),
      JobElevationId: rnd.pick(elevations).Id,
      LotGroupCode: String(lotNumber),
      Address: address,
      HomeOwner: owner,
      PhoneNumber: phone(rnd),
      Lots: lots,
      IsCompleted: completed,
      CompletedDate: completed ? isoDaysFrom(now, startOffset + rnd.int(5, 9), 16) : null,
      StartDate: start,
      InvoiceStatusId: completed ? rnd.pick([1, 2, 4]) : rnd.chance(0.2) ? 3 : null,
      JobSubcontractorIds: [...new Set(subs)],
      Notes: rnd.chance(0.4) ? `Gate code ${rnd.int(1000, 9999)}. Call superintendent before delivery.` : '',
      HasWorkOrder: hasWo,
      HasGutter: hasWo && rnd.chance(0.6),
      WordOrderCreatedDate: hasWo ? isoDaysFrom(now, startOffset - 14, 10) : null,
      PurchaseOrderCreatedDate: hasWo ? isoDaysFrom(now, startOffset - 10, 10) : null,
      PurchaseOrderShipDate: hasWo ? isoDaysFrom(now, startOffset - 3, 7) : null,
      GutterOrderInstallDate: hasWo && rnd.chance(0.6) ? isoDaysFrom(now, startOffset + 4, 8) : null,
      ModifiedBy: rnd.pick(['staff@example.com', 'derek.holt@example.com', 'admin@example.com']),
      ModifiedDate: modifiedDaysFrom(now, Math.min(0, startOffset + rnd.int(0, 10)), rnd.int(8, 17)),
    });
  }

  // Every month view has entries: a few jobs always start in the current month (A §2 calendars).
  const daysInMonth = new Date(now.getFullYear(), now.getMonth() + 1, 0).getDate();
  const inThisMonth = (day: number, hour: number) =>
    serverDateTime(new Date(now.getFullYear(), now.getMonth(), Math.min(day, daysInMonth), hour, 0, 0));
  jobs
    .filter((_, i) => i < DEMO_JOBS && i % 11 === 5)
    .forEach((job, k) => {
      job.StartDate = inThisMonth(2 + k * 5, 8);
      if (parseServerDate(job.StartDate) > now.getTime()) {
        job.IsCompleted = false;
        job.CompletedDate = null;
      }
    });

  const mechanics = [...fieldManagers, ...production];
  const repairOrders: MockRepairOrder[] = [];
  for (let i = 0; i < DEMO_REPAIR_ORDERS * scale; i++) {
    const job = jobs[(i * 5) % jobs.length];
    const offset = i < DEMO_REPAIR_ORDERS ? rnd.int(-60, 45) : rnd.int(-330, 45);
    const done = offset < -7 && rnd.chance(0.6);
    repairOrders.push({
      // the demo's are 501-536 (601-606 below); a larger business's extra ones from 10001
      Id: i < DEMO_REPAIR_ORDERS ? 500 + i + 1 : 10_000 + i + 1,
      JobId: job.Id,
      LotId: job.Lots[0]?.Id ?? null,
      RequestDate: isoDaysFrom(now, offset, 9),
      CompletionDate: done ? isoDaysFrom(now, offset + rnd.int(1, 6), 15) : null,
      IsCompleted: done,
      InvoiceStatusId: done ? rnd.pick([1, 2, 4, 4]) : rnd.chance(0.25) ? 1 : null,
      MechanicId: rnd.pick(mechanics).Id,
      SubcontractorId: rnd.pick(subcontractors).Id,
      Detail1: rnd.pick([
        'Loose J-channel at rear corner',
        'Replace cracked siding panel',
        'Downspout detached',
        'Re-caulk window trim',
        'Gutter leaking at seam',
      ]),
      POAmount: rnd.int(0, 12) * 25,
      ReceivedAmount: done ? rnd.int(0, 8) * 25 : 0,
      ModifiedBy: 'staff@example.com',
      ModifiedDate: modifiedDaysFrom(now, Math.min(0, offset), 12),
    });
  }

  // Repair orders dated in the current month, so the repair calendar always shows entries.
  [3, 8, 12, 17, 22, 26].forEach((day, k) => {
    const job = jobs[(k * 9 + 2) % jobs.length];
    repairOrders.push({
      Id: 600 + k + 1,
      JobId: job.Id,
      LotId: job.Lots[0]?.Id ?? null,
      RequestDate: inThisMonth(day, 9),
      CompletionDate: null,
      IsCompleted: false,
      InvoiceStatusId: k % 3 === 0 ? 1 : null,
      MechanicId: mechanics[k % mechanics.length].Id,
      SubcontractorId: subcontractors[k % subcontractors.length].Id,
      Detail1: ['Replace damaged soffit', 'Reattach gutter end cap', 'Touch-up paint on trim'][k % 3],
      POAmount: 75 + k * 25,
      ReceivedAmount: 0,
      ModifiedBy: 'staff@example.com',
      ModifiedDate: modifiedDaysFrom(now, -1, 12),
    });
  });

  const reference = createReferenceSeed(now);
  const orders = createOrdersSeed({ now, jobs, jobSites, clientCompanies, ...reference });
  // issue 13: each job's money trail, attachments, and the repair orders' remaining fields
  const money = seedMoney({
    now,
    jobs,
    repairOrders,
    subcontractors,
    superintendentsOf: (job) => {
      const site = jobSites.find((s) => s.Id === job.JobSiteId);
      return users.filter((u) => site?.SuperintendentIds.includes(u.Id));
    },
    builderNameOf: (job) => {
      const site = jobSites.find((s) => s.Id === job.JobSiteId);
      return clientCompanies.find((c) => c.Id === site?.BuilderId)?.CompanyName ?? '';
    },
  });
  const membership = seedMembership(users, stamp);
  // The payments clerk demo account (issue 23), added last so that every other seeded id stays as it was.
  users.push({
    Id: users.reduce((max, u) => Math.max(max, u.Id), 0) + 1,
    FirstName: 'Nora',
    LastName: 'Quinn',
    Email: 'payments@example.com',
    CellPhoneNumber: '703-555-0188',
    Roles: ['PaymentsClerk'],
    Password: DEMO_PASSWORD,
    Permissions: [],
    IsActive: true,
    ModifiedBy: 'admin@example.com',
    ModifiedDate: stamp,
    MembershipCompanyId: 1,
  });

  return {
    version: DB_VERSION,
    users,
    roles,
    permissions,
    sessions: [],
    clientCompanies,
    jobSites,
    jobModels,
    jobOptions,
    jobElevations,
    jobs,
    invoiceStatuses,
    repairOrders,
    ...reference,
    ...orders,
    userGroups: membership.userGroups,
    companies: membership.companies,
    ...seedPeople(now, users),
    ...createWorkLogSeed({ now, users, jobs, jobSites, clientCompanies, scale }),
    ...money,
  };
}
