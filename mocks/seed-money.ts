import { parseServerDate, serverDateTime } from './dates';
import type {
  MockAttachmentCategory,
  MockJob,
  MockJobAttachment,
  MockPaymentRecord,
  MockRepairOrder,
  MockSeedFile,
  MockUser,
} from './types';

/*
 * The money trail of every job (issue 13): builder payments, backcharges, work-log (labour) costs, material
 * costs and a few other costs, so that the financial report shows believable profits and losses; the job
 * attachment categories and a few files per job; and the repair orders' remaining fields (B §3).
 *
 * Amounts are kept as the job's cost: costs positive, money received from the builder (BuilderPayment, a
 * negative-amount type) negative; the screens show them negated (B §2).
 */

/**
 * The record types GET /api/jobPayments/availableRecordTypes answers, in this order, with the fields C §3 gives a
 * record type (Id, Name, IsNegativeAmount) and no other.
 */
export const RECORD_TYPES: ReadonlyArray<{ Id: number; Name: string; IsNegativeAmount: boolean }> = [
  { Id: 1, Name: 'BuilderPayment', IsNegativeAmount: true },
  { Id: 2, Name: 'Backcharge', IsNegativeAmount: false },
  { Id: 3, Name: 'MaterialCost', IsNegativeAmount: false },
  { Id: 4, Name: 'LaborCost', IsNegativeAmount: false },
  { Id: 5, Name: 'Permit', IsNegativeAmount: false },
  { Id: 6, Name: 'Dumpster', IsNegativeAmount: false },
  { Id: 7, Name: 'Other', IsNegativeAmount: false },
];

export const ATTACHMENT_CATEGORIES: MockAttachmentCategory[] = [
  { Id: 1, CategoryName: 'Contracts & POs', DisplayOrder: 1 },
  { Id: 2, CategoryName: 'Site Photos', DisplayOrder: 2 },
  { Id: 3, CategoryName: 'Plans & Elevations', DisplayOrder: 3 },
  { Id: 4, CategoryName: 'Invoices', DisplayOrder: 4 },
  { Id: 5, CategoryName: 'Warranty & Repairs', DisplayOrder: 5 },
];

/** Seeded files have ids from here on (uploads start at 1001). */
export const SEED_FILE_ID_BASE = 900_000;

function random(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    chance: (p: number) => next() < p,
  };
}

const round = (n: number, to = 5) => Math.round(n / to) * to;

function shiftDays(iso: string, days: number, hour = 10): string {
  const t = parseServerDate(iso);
  const d = Number.isNaN(t) ? new Date() : new Date(t);
  return serverDateTime(new Date(d.getFullYear(), d.getMonth(), d.getDate() + days, hour, 0, 0));
}

const SUPPLIERS = ['ABC Supply', 'Beacon Building Products', 'Allied Exteriors', 'SRS Distribution'];
const SIDING = ['Vinyl Siding D4', 'Hardie Plank 8.25"', 'Cedar Shake Panel', 'Board & Batten 12"'];
const TRIM = ['Aluminum Trim Coil', 'PVC Trim Board', 'Hardie Trim 5/4'];
const SHUTTER = ['Louvered Shutter 15"', 'Raised Panel Shutter'];
const GUTTER = ['5" K-Style Gutter', '6" K-Style Gutter'];
const DOWNSPOUT = ['2x3 Downspout', '3x4 Downspout'];
const COLORS = ['Almond', 'Arctic White', 'Clay', 'Pebblestone', 'Musket Brown', 'Harbor Gray', 'Black'];

function photoSvg(title: string, color: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400">` +
    `<rect width="640" height="400" fill="#cfe3f3"/><rect y="300" width="640" height="100" fill="#7aa95c"/>` +
    `<polygon points="170,160 320,60 470,160" fill="#5b4636"/>` +
    `<rect x="190" y="160" width="260" height="150" fill="${color}" stroke="#444"/>` +
    `<rect x="300" y="230" width="40" height="80" fill="#6b4f2a"/>` +
    `<rect x="220" y="190" width="50" height="40" fill="#e8f4ff" stroke="#444"/>` +
    `<rect x="370" y="190" width="50" height="40" fill="#e8f4ff" stroke="#444"/>` +
    `<text x="20" y="385" font-family="sans-serif" font-size="20" fill="#fff">${title}</text></svg>`
  );
}

export interface MoneySeedInput {
  now: Date;
  jobs: MockJob[];
  repairOrders: MockRepairOrder[];
  subcontractors: MockUser[];
  superintendentsOf: (job: MockJob) => MockUser[];
  builderNameOf: (job: MockJob) => string;
}

export interface MoneySeed {
  paymentRecords: MockPaymentRecord[];
  attachmentCategories: MockAttachmentCategory[];
  jobAttachments: MockJobAttachment[];
  seedFiles: MockSeedFile[];
}

/** Builds the money trail and files of the seeded jobs, and fills in the repair orders' remaining fields. */
export function seedMoney({
  now,
  jobs,
  repairOrders,
  subcontractors,
  superintendentsOf,
  builderNameOf,
}: MoneySeedInput): MoneySeed {
  const rnd = random(20261125);
  const records: MockPaymentRecord[] = [];
  const nowTime = now.getTime();
  const countOf = new Map<number, number>();
  const add = (job: MockJob, r: Omit<MockPaymentRecord, 'Id' | 'JobId' | 'ItemOrder'>) => {
    const order = (countOf.get(job.Id) ?? 0) + 1;
    countOf.set(job.Id, order);
    records.push({ Id: records.length + 1, JobId: job.Id, ItemOrder: order, ...r });
  };

  jobs.forEach((job, i) => {
    const start = job.StartDate ?? serverDateTime(now);
    if (parseServerDate(start) > nowTime) return; // a job not started yet has no money trail
    const lots = Math.max(1, job.Lots.filter((l) => !l.IsDeleted).length);
    const contract = round(rnd.int(9000, 15000) * (lots > 1 ? 0.8 * lots : 1), 50);
    const who = rnd.pick(['finance@example.com', 'hannah.ortiz@example.com', 'staff@example.com']);
    const supplier = rnd.pick(SUPPLIERS);
    add(job, {
      JobTypeName: null,
      RecordType: 'MaterialCost',
      Description: `${supplier} - siding package invoice #${rnd.int(40000, 89999)}`,
      Amount: round(contract * rnd.int(27, 35) * 0.01),
      ItemStatus: null,
      ModifiedBy: who,
      ModifiedDate: shiftDays(start, -3),
    });
    if (job.HasGutter)
      add(job, {
        JobTypeName: null,
        RecordType: 'MaterialCost',
        Description: `${supplier} - gutter coil, downspouts and hangers`,
        Amount: round(contract * rnd.int(4, 6) * 0.01),
        ItemStatus: null,
        ModifiedBy: who,
        ModifiedDate: shiftDays(start, 1),
      });
    // work-log costs carry their job type and cannot be edited here (B §2)
    add(job, {
      JobTypeName: 'Siding Installation',
      RecordType: 'LaborCost',
      Description: `Work log - siding installation, ${lots} lot${lots > 1 ? 's' : ''}`,
      Amount: round(contract * rnd.int(19, 26) * 0.01),
      ItemStatus: 'Paid',
      ModifiedBy: 'staff@example.com',
      ModifiedDate: shiftDays(start, 6),
    });
    add(job, {
      JobTypeName: 'Trim & Soffit',
      RecordType: 'LaborCost',
      Description: 'Work log - trim, fascia and soffit',
      Amount: round(contract * rnd.int(6, 9) * 0.01),
      ItemStatus: 'Paid',
      ModifiedBy: 'staff@example.com',
      ModifiedDate: shiftDays(start, 8),
    });
    if (job.HasGutter)
      add(job, {
        JobTypeName: 'Gutter Installation',
        RecordType: 'LaborCost',
        Description: 'Work log - seamless gutters and downspouts',
        Amount: round(contract * rnd.int(3, 5) * 0.01),
        ItemStatus: 'Approved',
        ModifiedBy: 'staff@example.com',
        ModifiedDate: shiftDays(start, 9),
      });
    if (rnd.chance(0.5))
      add(job, {
        JobTypeName: null,
        RecordType: rnd.pick(['Permit', 'Dumpster']),
        Description: rnd.pick(['County permit fee', '20-yard dumpster rental', 'Debris haul-away']),
        Amount: round(rnd.int(180, 460)),
        ItemStatus: null,
        ModifiedBy: who,
        ModifiedDate: shiftDays(start, 2),
      });
    // the builder pays a deposit when work starts and the rest on completion
    const deposit = round(contract * rnd.int(30, 45) * 0.01, 50);
    add(job, {
      JobTypeName: null,
      RecordType: 'BuilderPayment',
      Description: `Builder deposit - check #${rnd.int(10000, 99999)}`,
      Amount: -deposit,
      ItemStatus: 'Received',
      ModifiedBy: 'finance@example.com',
      ModifiedDate: shiftDays(start, 4),
    });
    // a job under way for more than two weeks has had a progress draw
    if (!job.IsCompleted && nowTime - parseServerDate(start) > 14 * 86_400_000)
      add(job, {
        JobTypeName: null,
        RecordType: 'BuilderPayment',
        Description: `Progress draw - check #${rnd.int(10000, 99999)}`,
        Amount: -round(contract * rnd.int(35, 45) * 0.01, 50),
        ItemStatus: 'Received',
        ModifiedBy: 'finance@example.com',
        ModifiedDate: shiftDays(start, 14),
      });
    if (job.IsCompleted) {
      add(job, {
        JobTypeName: null,
        RecordType: 'BuilderPayment',
        Description: `Final payment - ACH ${rnd.int(100000, 999999)}`,
        Amount: -(contract - deposit),
        ItemStatus: 'Received',
        ModifiedBy: 'finance@example.com',
        ModifiedDate: shiftDays(job.CompletedDate ?? start, 12),
      });
      if (i % 9 === 4)
        // a costly warranty dispute: this job loses money
        add(job, {
          JobTypeName: null,
          RecordType: 'Backcharge',
          Description: 'Backcharge - water intrusion repair at rear wall, drywall and paint by builder',
          Amount: round(contract * 0.42, 50),
          ItemStatus: 'Backcharge',
          ModifiedBy: 'finance@example.com',
          ModifiedDate: shiftDays(job.CompletedDate ?? start, 20),
        });
      else if (rnd.chance(0.3))
        add(job, {
          JobTypeName: null,
          RecordType: 'Backcharge',
          Description: rnd.pick([
            'Backcharge - cleanup of siding debris by builder crew',
            'Backcharge - damaged window screen replaced',
            'Backcharge - late completion penalty',
          ]),
          Amount: round(rnd.int(150, 900)),
          ItemStatus: rnd.chance(0.5) ? 'Backcharge' : 'Applied',
          ModifiedBy: 'finance@example.com',
          ModifiedDate: shiftDays(job.CompletedDate ?? start, 15),
        });
    }
  });

  // files: a few per job for the first jobs, served from their content
  const seedFiles: MockSeedFile[] = [];
  const jobAttachments: MockJobAttachment[] = [];
  const addFile = (name: string, type: string, content: string, date: string): MockSeedFile => {
    const file: MockSeedFile = {
      Id: SEED_FILE_ID_BASE + seedFiles.length + 1,
      FileName: name,
      ContentType: type,
      Content: content,
      UploadedBy: 'Sam Rivera',
      UploadedDate: date,
    };
    seedFiles.push(file);
    return file;
  };
  const yesterday = serverDateTime(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1, 11, 0, 0));
  jobs.slice(0, 24).forEach((job, i) => {
    // a file is on record a few days before the job starts, and never after today
    const planned = shiftDays(job.StartDate ?? serverDateTime(now), -5, 11);
    const date = parseServerDate(planned) > nowTime ? yesterday : planned;
    const builder = builderNameOf(job);
    const contract = addFile(
      `Contract ${job.LotGroupCode}.txt`,
      'text/plain',
      `Subcontract agreement\n\nBuilder: ${builder}\nLot: ${job.LotGroupCode}\nAddress: ${job.Address}\n\n` +
        'Scope: siding, trim, soffit and gutters per plans. Payment: deposit at start, balance on completion.\n',
      date,
    );
    jobAttachments.push({
      Id: jobAttachments.length + 1,
      FileId: contract.Id,
      Comment: 'Signed subcontract',
      JobId: job.Id,
      CategoryId: 1,
      ModifiedBy: 'staff@example.com',
      ModifiedDate: date,
    });
    const photo = addFile(
      `Front elevation lot ${job.LotGroupCode}.svg`,
      'image/svg+xml',
      photoSvg(`Lot ${job.LotGroupCode} - ${job.Address}`, rnd.pick(['#e9e1c8', '#d9d9d9', '#c9b79c'])),
      date,
    );
    jobAttachments.push({
      Id: jobAttachments.length + 1,
      FileId: photo.Id,
      Comment: 'Before install',
      JobId: job.Id,
      CategoryId: 2,
      ModifiedBy: 'staff@example.com',
      ModifiedDate: date,
    });
    if (i % 3 === 0) {
      const invoice = addFile(
        `Invoice ${job.LotGroupCode}.html`,
        'text/html',
        `<!doctype html><html><head><meta charset="utf-8"><title>Invoice</title></head><body>` +
          `<h1>Invoice for lot ${job.LotGroupCode}</h1><p>${builder}</p><p>${job.Address}</p></body></html>`,
        date,
      );
      jobAttachments.push({
        Id: jobAttachments.length + 1,
        FileId: invoice.Id,
        Comment: '',
        JobId: job.Id,
        CategoryId: 4,
        ModifiedBy: 'finance@example.com',
        ModifiedDate: date,
      });
    }
  });

  // the repair orders' remaining fields (B §3)
  const jobById = new Map(jobs.map((j) => [j.Id, j]));
  repairOrders.forEach((order, k) => {
    const job = jobById.get(order.JobId);
    const supers = job ? superintendentsOf(job) : [];
    const lot = job?.Lots.find((l) => l.Id === order.LotId);
    order.LotNumber = lot?.LotCode ?? job?.LotGroupCode ?? null;
    order.OriginalInstallerId = job?.JobSubcontractorIds[0] ?? rnd.pick(subcontractors).Id;
    order.Detail2 = rnd.pick([
      '',
      'Homeowner available after 3 pm',
      'Bring ladder jacks',
      'Match existing color',
    ]);
    order.SuperCrm = supers.map((s) => `${s.FirstName} ${s.LastName}`).join(', ');
    order.SidingMaterial = rnd.pick(SIDING);
    order.SidingColor = rnd.pick(COLORS);
    order.TrimMaterial = rnd.pick(TRIM);
    order.TrimColor = rnd.pick(COLORS);
    order.ShutterMaterial = k % 3 === 0 ? rnd.pick(SHUTTER) : null;
    order.ShutterColor = k % 3 === 0 ? rnd.pick(COLORS) : null;
    order.GutterMaterial = k % 2 === 0 ? rnd.pick(GUTTER) : null;
    order.GutterColor = k % 2 === 0 ? rnd.pick(COLORS) : null;
    order.DsMaterial = k % 2 === 0 ? rnd.pick(DOWNSPOUT) : null;
    order.Date = shiftDays(order.RequestDate, -rnd.int(2, 7), 9);
    order.InstallationStartTime = k % 2 === 0 ? `0${rnd.int(7, 9)}:${rnd.pick(['00', '30'])}:00` : null;
    order.InstallationEndTime = k % 2 === 0 ? `1${rnd.int(2, 6)}:${rnd.pick(['00', '30'])}:00` : null;
    order.Files = [];
  });

  return {
    paymentRecords: records,
    attachmentCategories: ATTACHMENT_CATEGORIES.map((c) => ({ ...c })),
    jobAttachments,
    seedFiles,
  };
}
