import type { z } from 'zod';
import type { RepairOrder, RepairOrderPayload } from '@/api/repair-orders';
import { toIsoDate, toRequestDate, toRequestTime } from '@/lib/format';
import type { repairOrderSchema } from './repair-order-schema';

/* The repair order form: its values, defaults and save payload (B §3, B §4, B §5). */

/** The form's values (repair-order-schema.ts validates them). */
export type RepairOrderFormValues = z.infer<typeof repairOrderSchema>;

const calendarDay = (value: string | null | undefined) => (value ? toRequestDate(value) || null : null);
const timeOfDay = (value: string | null | undefined) =>
  value ? toRequestTime(value).slice(0, 5) || null : null;

/** The form's values of an order (a new one: the job's lot, today's date). */
export function repairOrderDefaults(
  order: RepairOrder | null | undefined,
  job: { LotGroupCode?: string | null },
  today: Date = new Date(),
): RepairOrderFormValues {
  return {
    LotId: order?.LotId ?? null,
    LotNumber: order?.LotNumber ?? job.LotGroupCode ?? '',
    MechanicId: order?.MechanicId ?? null,
    OriginalInstallerId: order?.OriginalInstallerId ?? null,
    SubcontractorId: order?.SubcontractorId ?? null,
    Detail1: order?.Detail1 ?? '',
    Detail2: order?.Detail2 ?? '',
    SuperCrm: order?.SuperCrm ?? '',
    SidingMaterial: order?.SidingMaterial ?? '',
    SidingColor: order?.SidingColor ?? '',
    TrimMaterial: order?.TrimMaterial ?? '',
    TrimColor: order?.TrimColor ?? '',
    ShutterMaterial: order?.ShutterMaterial ?? '',
    ShutterColor: order?.ShutterColor ?? '',
    GutterMaterial: order?.GutterMaterial ?? '',
    GutterColor: order?.GutterColor ?? '',
    DsMaterial: order?.DsMaterial ?? '',
    Date: order ? calendarDay(order.Date) : toRequestDate(today),
    RequestDate: order ? (calendarDay(order.RequestDate) ?? '') : '',
    CompletionDate: calendarDay(order?.CompletionDate),
    POAmount: order?.POAmount ?? null,
    ReceivedAmount: order?.ReceivedAmount ?? null,
    InstallationStartTime: timeOfDay(order?.InstallationStartTime),
    InstallationEndTime: timeOfDay(order?.InstallationEndTime),
    InvoiceStatusId: order ? (order.InvoiceStatusId ? order.InvoiceStatusId : 'na') : null,
    IsCompleted: order?.IsCompleted ?? false,
    Files: (order?.Files ?? []).map((f) => ({
      Id: f.Id,
      FileId: f.FileId,
      FileName: f.File?.FileName ?? '',
      UploadedDate: f.File?.UploadedDate ?? null,
      UploadedBy: f.File?.UploadedBy ?? null,
    })),
  };
}

/** A zero or empty PO amount asks before saving (B §5). */
export function needsPoConfirmation(values: Pick<RepairOrderFormValues, 'POAmount'>): boolean {
  return !values.POAmount;
}

const orNull = (v: string) => v.trim() || null;

/**
 * The save payload (B §4, B §5): the request date as YYYY-MM-DD, times as HH:mm:00, dates as ISO 8601;
 * "mark as complete" sets IsCompleted and fills an empty CompletionDate with now; 'Not Specified' is none.
 */
export function toRepairOrderPayload(
  values: RepairOrderFormValues,
  {
    jobId,
    id,
    complete = false,
    now = new Date(),
  }: { jobId: number; id?: number; complete?: boolean; now?: Date },
): RepairOrderPayload {
  const completionDate = values.CompletionDate ? toIsoDate(values.CompletionDate) : null;
  return {
    ...(id ? { Id: id } : {}),
    JobId: jobId,
    LotId: values.LotId,
    LotNumber: orNull(values.LotNumber),
    MechanicId: values.MechanicId,
    OriginalInstallerId: values.OriginalInstallerId,
    SubcontractorId: values.SubcontractorId,
    Detail1: orNull(values.Detail1),
    Detail2: orNull(values.Detail2),
    SuperCrm: orNull(values.SuperCrm),
    SidingMaterial: orNull(values.SidingMaterial),
    SidingColor: orNull(values.SidingColor),
    TrimMaterial: orNull(values.TrimMaterial),
    TrimColor: orNull(values.TrimColor),
    ShutterMaterial: orNull(values.ShutterMaterial),
    ShutterColor: orNull(values.ShutterColor),
    GutterMaterial: orNull(values.GutterMaterial),
    GutterColor: orNull(values.GutterColor),
    DsMaterial: orNull(values.DsMaterial),
    Date: values.Date ? toIsoDate(values.Date) : null,
    RequestDate: toRequestDate(values.RequestDate) || null,
    CompletionDate: complete ? (completionDate ?? now.toISOString()) : completionDate,
    POAmount: values.POAmount ?? 0,
    ReceivedAmount: values.ReceivedAmount ?? 0,
    InstallationStartTime: values.InstallationStartTime
      ? toRequestTime(values.InstallationStartTime) || null
      : null,
    InstallationEndTime: values.InstallationEndTime
      ? toRequestTime(values.InstallationEndTime) || null
      : null,
    IsCompleted: complete || values.IsCompleted,
    InvoiceStatusId: typeof values.InvoiceStatusId === 'number' ? values.InvoiceStatusId : null,
    Files: values.Files.map((f) => ({ ...(f.Id ? { Id: f.Id } : {}), FileId: f.FileId })),
  };
}
