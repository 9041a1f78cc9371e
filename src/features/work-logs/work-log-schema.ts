import { z } from 'zod';
import {
  WORK_LOG_DESCRIPTION_MAX,
  WORK_LOG_QUANTITY_MAX,
  type NewWorkLog,
  type WorkLog,
  type WorkLogStatus,
} from '@/api/work-logs';

const v = 'workLogs.validation';

/**
 * One work-log row of the create and edit forms (C §3, C §5): job type, status and record type chosen
 * (selects hold their value as text), description ≤ 500, quantity ≤ 30 characters, and a requested amount when
 * the chosen status requires one (checked against the statuses, see `workLogFormSchema`).
 */
const rowSchema = z.object({
  JobTypeId: z.string().min(1, `${v}.jobType`),
  StatusId: z.string().min(1, `${v}.status`),
  RecordType: z.string().min(1, `${v}.recordType`),
  Description: z.string().max(WORK_LOG_DESCRIPTION_MAX, `${v}.description`),
  Quantity: z.string().max(WORK_LOG_QUANTITY_MAX, `${v}.quantity`),
  RequestedAmount: z.number().nonnegative().nullable(),
});

export type WorkLogRowValues = z.input<typeof rowSchema>;

/** A status requires a requested amount (C §4 RequireAmount). */
function requireAmountCheck(statuses: readonly WorkLogStatus[]) {
  return (row: WorkLogRowValues, ctx: z.RefinementCtx, path: (string | number)[]) => {
    const status = statuses.find((s) => String(s.Id) === row.StatusId);
    if (status?.RequireAmount && !row.RequestedAmount)
      ctx.addIssue({ code: 'custom', message: `${v}.requestedAmount`, path: [...path, 'RequestedAmount'] });
  };
}

/** The create dialog: a job (checked on save with its own alert, C §5) and several rows. */
export function workLogCreateSchema(statuses: readonly WorkLogStatus[]) {
  const check = requireAmountCheck(statuses);
  return z
    .object({ JobId: z.number().nullable(), rows: z.array(rowSchema) })
    .superRefine((values, ctx) => values.rows.forEach((row, i) => check(row, ctx, ['rows', i])));
}

/** The edit dialog: one log. */
export function workLogEditSchema(statuses: readonly WorkLogStatus[]) {
  const check = requireAmountCheck(statuses);
  return rowSchema.extend({ JobId: z.number().nullable() }).superRefine((row, ctx) => check(row, ctx, []));
}

export type WorkLogCreateValues = z.input<ReturnType<typeof workLogCreateSchema>>;
export type WorkLogEditValues = z.input<ReturnType<typeof workLogEditSchema>>;

export function emptyRow(statusId = '', recordType = ''): WorkLogRowValues {
  return {
    JobTypeId: '',
    StatusId: statusId,
    RecordType: recordType,
    Description: '',
    Quantity: '',
    RequestedAmount: null,
  };
}

/** Whether a create row holds nothing but what a new row starts with. */
export function isUntouchedRow(row: WorkLogRowValues, fresh: WorkLogRowValues): boolean {
  return (Object.keys(fresh) as (keyof WorkLogRowValues)[]).every(
    (key) => (row[key] ?? '') === (fresh[key] ?? ''),
  );
}

/** The fields the edit form shows: of a work log, or of a new one waiting in the outbox. */
export type EditableWorkLog = Pick<
  WorkLog,
  'JobId' | 'JobTypeId' | 'StatusId' | 'RecordType' | 'Description' | 'Quantity' | 'RequestedAmount'
>;

export function workLogEditDefaults(log: EditableWorkLog | null | undefined): WorkLogEditValues {
  return {
    JobId: log?.JobId ?? null,
    JobTypeId: log ? String(log.JobTypeId) : '',
    StatusId: log ? String(log.StatusId) : '',
    RecordType: log?.RecordType ?? '',
    Description: log?.Description ?? '',
    Quantity: log?.Quantity ?? '',
    RequestedAmount: log?.RequestedAmount ?? null,
  };
}

/** A validated row as the API takes it. */
export function toNewWorkLog(row: WorkLogRowValues, jobId: number, subcontractorId: number): NewWorkLog {
  return {
    SubcontractorId: subcontractorId,
    JobId: jobId,
    JobTypeId: Number(row.JobTypeId),
    StatusId: Number(row.StatusId),
    RecordType: row.RecordType,
    Description: row.Description,
    Quantity: row.Quantity.trim(),
    RequestedAmount: row.RequestedAmount ?? null,
  };
}
