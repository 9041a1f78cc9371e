import { serverDateTime } from './dates';
import type {
  MockClientCompany,
  MockInvoice,
  MockJob,
  MockJobSite,
  MockJobType,
  MockRecordType,
  MockUser,
  MockWorkLog,
  MockWorkLogStatus,
} from './types';

/*
 * Work logs and invoices of the demo (issue 14): every subcontractor has months of logs on their jobs; the
 * older months are invoiced and paid, the last month invoiced and waiting for payment, the recent weeks
 * waiting for approval (some priced, some ready for payment). Backcharges are deducted.
 */

export const WORK_LOG_STATUSES: MockWorkLogStatus[] = [
  { Id: 1, Name: 'Completed', Code: 'Completed', RequireAmount: false },
  { Id: 2, Name: 'Partially Completed', Code: 'PartiallyCompleted', RequireAmount: false },
  { Id: 3, Name: 'Extra Work', Code: 'ExtraWork', RequireAmount: true },
  { Id: 4, Name: 'Backcharge', Code: 'Backcharge', RequireAmount: true },
  { Id: 5, Name: 'Paid', Code: 'Paid', RequireAmount: false },
];

export const RECORD_TYPES: MockRecordType[] = [
  { Id: 1, Name: 'Regular', IsNegativeAmount: false },
  { Id: 2, Name: 'ExtraWork', IsNegativeAmount: false },
  { Id: 3, Name: 'DrawToResolve', IsNegativeAmount: false },
  { Id: 4, Name: 'Backcharge', IsNegativeAmount: true },
  { Id: 5, Name: 'MaterialCharge', IsNegativeAmount: true },
];

/** Job types with a unit and a unit price the demo prices them at. */
const JOB_TYPE_DEFS = [
  { Name: 'Siding', unit: 'sq', price: 85 },
  { Name: 'Trim', unit: 'lf', price: 2.5 },
  { Name: 'Gutters', unit: 'lf', price: 4.75 },
  { Name: 'Soffit & Fascia', unit: 'lf', price: 6 },
  { Name: 'House Wrap', unit: 'sq', price: 12 },
  { Name: 'Shutters', unit: 'pr', price: 35 },
  { Name: 'Punch List', unit: '', price: 150 },
] as const;

export const JOB_TYPES: MockJobType[] = JOB_TYPE_DEFS.map((d, i) => ({ Id: i + 1, Name: d.Name }));

const DESCRIPTIONS: Record<string, string[]> = {
  Siding: ['Front and left elevations', 'Rear elevation and garage', 'Full house, lap siding', 'Gables'],
  Trim: ['Window and door trim', 'Corner boards', 'Frieze board and rake'],
  Gutters: ['5" seamless with downspouts', 'Rear gutters and splash blocks'],
  'Soffit & Fascia': ['Vented soffit, aluminum fascia', 'Porch ceiling and fascia'],
  'House Wrap': ['Wrap and tape seams', 'Re-wrap after inspection'],
  Shutters: ['Front shutters installed', 'Louvered shutters, second floor'],
  'Punch List': ['Walk-through punch items', 'Caulk and touch-up'],
};

const BACKCHARGES = [
  'Damaged panel replaced by another crew',
  'Dumpster overage',
  'Missed inspection re-trip fee',
  'Material ordered twice',
];

function createRandom(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
  return {
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    chance: (p: number) => next() < p,
  };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export interface WorkLogSeedInput {
  now: Date;
  users: MockUser[];
  jobs: MockJob[];
  jobSites: MockJobSite[];
  clientCompanies: MockClientCompany[];
  /** mocks/scale.ts: at scale n each subcontractor has n times the batches, over a year instead of four months */
  scale?: number;
}

export interface WorkLogSeed {
  workLogStatuses: MockWorkLogStatus[];
  recordTypes: MockRecordType[];
  jobTypes: MockJobType[];
  workLogs: MockWorkLog[];
  invoices: MockInvoice[];
}

export function createWorkLogSeed({ now, users, jobs, scale = 1 }: WorkLogSeedInput): WorkLogSeed {
  const rnd = createRandom(1406);
  const day = (offset: number, hour = 10) =>
    serverDateTime(
      new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset, hour, rnd.int(0, 59), 0),
    );
  const staffNames = ['staff@example.com', 'derek.holt@example.com', 'admin@example.com'];
  const subs = users.filter((u) => u.Roles.includes('BizSubContractor'));
  const workLogs: MockWorkLog[] = [];
  const invoices: MockInvoice[] = [];
  const paidStatus = WORK_LOG_STATUSES.find((s) => s.Name === 'Paid')!;

  subs.forEach((sub, si) => {
    const own = jobs.filter((j) => j.JobSubcontractorIds.includes(sub.Id));
    if (own.length === 0) return;
    // four months back: each block of about two weeks is one batch of logs (and one invoice once approved); a
    // larger business has `scale` times the blocks over the last year, closer together
    const blocks = 8 * scale;
    const span = scale > 1 ? 360 : 120;
    for (let block = 0; block < blocks; block++) {
      const start = -span + Math.floor((block * span) / blocks) + (si % 3);
      const ageDays = -start;
      const batch: MockWorkLog[] = [];
      const count = rnd.int(2, 5);
      for (let k = 0; k < count; k++) {
        const job = own[(block + k) % own.length];
        const typeIndex = (block * 2 + k + si) % JOB_TYPE_DEFS.length;
        const def = JOB_TYPE_DEFS[typeIndex];
        const amountNeeded = rnd.chance(0.15);
        const status = amountNeeded ? WORK_LOG_STATUSES[2] : rnd.pick(WORK_LOG_STATUSES.slice(0, 2));
        const qty =
          def.unit === 'sq'
            ? rnd.int(8, 42) + (rnd.chance(0.4) ? 0.5 : 0)
            : rnd.int(1, 60) * (def.unit === 'lf' ? 10 : 1);
        const quantity = def.unit ? `${qty} ${def.unit}` : String(Math.max(1, Math.round(qty / 20)));
        const leading = Number.parseFloat(quantity) || 0;
        const requested = amountNeeded ? round2(leading * def.price * 1.1) : null;
        const created = day(start + k, 9 + k);
        batch.push({
          Id: 0,
          SubcontractorId: sub.Id,
          JobId: job.Id,
          JobTypeId: typeIndex + 1,
          StatusId: status.Id,
          RecordType: amountNeeded ? 'ExtraWork' : rnd.chance(0.1) ? 'DrawToResolve' : 'Regular',
          Description: rnd.pick(DESCRIPTIONS[def.Name]),
          Quantity: quantity,
          UnitPrice: null,
          RequestedAmount: requested,
          ApprovedAmount: null,
          ReadyForPayment: false,
          ModifiedBy: sub.Email,
          ModifiedDate: created,
          InvoiceId: null,
        });
      }
      // about every other block a backcharge is deducted
      if (rnd.chance(0.45)) {
        const job = own[block % own.length];
        const amount = rnd.int(3, 30) * 25;
        batch.push({
          Id: 0,
          SubcontractorId: sub.Id,
          JobId: job.Id,
          JobTypeId: JOB_TYPES[(block + si) % JOB_TYPES.length].Id,
          StatusId: 4,
          RecordType: rnd.chance(0.7) ? 'Backcharge' : 'MaterialCharge',
          Description: rnd.pick(BACKCHARGES),
          Quantity: '',
          UnitPrice: null,
          RequestedAmount: amount,
          ApprovedAmount: null,
          ReadyForPayment: false,
          ModifiedBy: rnd.pick(staffNames),
          ModifiedDate: day(start + 3, 14),
          InvoiceId: null,
        });
      }
      const priced = ageDays > 12 || rnd.chance(0.5);
      for (const log of batch) {
        log.Id = 7000 + workLogs.length + 1;
        workLogs.push(log);
        if (!priced && !(ageDays > 5 && rnd.chance(0.5))) continue;
        const def = JOB_TYPE_DEFS[log.JobTypeId - 1];
        if (log.StatusId === 4) {
          log.ApprovedAmount = log.RequestedAmount;
        } else {
          log.UnitPrice = def.price;
          log.ApprovedAmount = round2((Number.parseFloat(log.Quantity) || 1) * def.price);
        }
        log.ModifiedBy = rnd.pick(staffNames);
      }
      // older blocks are invoiced (paid when over 55 days); the last month waits for approval
      if (ageDays > 38) {
        const invoiceId = 300 + invoices.length + 1;
        const created = day(start + 14, 15);
        const paid = ageDays > 55;
        let total = 0;
        for (const log of batch) {
          log.ReadyForPayment = true;
          log.InvoiceId = invoiceId;
          log.ApprovedAmount ??= 0;
          const negative = RECORD_TYPES.find((r) => r.Name === log.RecordType)?.IsNegativeAmount;
          total += negative ? -log.ApprovedAmount : log.ApprovedAmount;
          if (paid) log.StatusId = paidStatus.Id;
        }
        invoices.push({
          Id: invoiceId,
          SubcontractorId: sub.Id,
          CheckNumber: paid ? String(40210 + invoices.length * 7) : null,
          TotalAmount: round2(total),
          CreatedDate: created,
          IsProceeded: paid,
          ProceededDate: paid ? day(start + 20, 11) : null,
          ModifiedBy: 'finance@example.com',
          ModifiedDate: paid ? day(start + 20, 11) : created,
          WorkLogIds: batch.map((l) => l.Id),
        });
      } else if (ageDays > 8) {
        // approved and marked ready, waiting for the invoice
        for (const log of batch) if (log.ApprovedAmount) log.ReadyForPayment = rnd.chance(0.7);
      }
    }
  });

  return {
    workLogStatuses: WORK_LOG_STATUSES.map((s) => ({ ...s })),
    recordTypes: RECORD_TYPES.map((r) => ({ ...r })),
    jobTypes: JOB_TYPES.map((t) => ({ ...t })),
    workLogs,
    invoices,
  };
}
