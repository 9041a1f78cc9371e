import { z } from 'zod';
import { toRequestTime } from '@/lib/format';

/*
 * The repair order form's validation (B §3, B §5), a module of its own: the form loads it (and zod's work of
 * making the schema) once it has painted, not before it shows (repair-order-form.tsx).
 */

const id = z.number().int().positive().nullable();
const text = z.string();
const amount = z.number().min(0, 'repairOrders.form.amountNegative').nullable();

export const repairOrderSchema = z
  .object({
    LotId: id,
    LotNumber: text,
    MechanicId: id,
    OriginalInstallerId: id,
    SubcontractorId: id,
    Detail1: text,
    Detail2: text,
    SuperCrm: text,
    SidingMaterial: text,
    SidingColor: text,
    TrimMaterial: text,
    TrimColor: text,
    ShutterMaterial: text,
    ShutterColor: text,
    GutterMaterial: text,
    GutterColor: text,
    DsMaterial: text,
    /** YYYY-MM-DD */
    Date: z.string().nullable(),
    RequestDate: z
      .string({ error: 'repairOrders.form.requestDateRequired' })
      .min(1, 'repairOrders.form.requestDateRequired'),
    CompletionDate: z.string().nullable(),
    POAmount: amount,
    ReceivedAmount: amount,
    /** HH:mm */
    InstallationStartTime: z.string().nullable(),
    InstallationEndTime: z.string().nullable(),
    /** an invoice status id, 'na' (Not Specified) or nothing */
    InvoiceStatusId: z.union([z.number(), z.literal('na')]).nullable(),
    IsCompleted: z.boolean(),
    Files: z.array(
      z.object({
        Id: z.number().optional(),
        FileId: z.number(),
        FileName: z.string(),
        UploadedDate: z.string().nullable(),
        UploadedBy: z.string().nullable(),
      }),
    ),
  })
  .refine(
    (v) =>
      !v.InstallationStartTime ||
      !v.InstallationEndTime ||
      toRequestTime(v.InstallationEndTime) >= toRequestTime(v.InstallationStartTime),
    { path: ['InstallationEndTime'], message: 'repairOrders.form.endBeforeStart' },
  );
