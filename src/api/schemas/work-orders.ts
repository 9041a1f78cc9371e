import { z } from 'zod';
import { idSchema } from './common';

/*
 * Work order (B §3 "Work order", B §7 "Work order"). B §7 lists no answer fields of GET
 * /api/jobs/{jobId}/workorder and POST /api/workorder: both answer the work order of B §3 (JobId,
 * WorkOrderLineItems, LotWorkOrderLineItems, with the line and lot line fields B §3 lists). The print call's
 * answer holds a securityKey (B §7).
 */

/** MaterialQuantities keyed by category short name (B §3). */
export const materialQuantitiesSchema = z.record(z.string(), z.number().nullable());

/** The line fields a work order and a purchase order share (B §3). */
export const orderLineItemShape = {
  CategoryId: idSchema.nullable(),
  CategoryName: z.string(),
  IsPrePopulatedMaterial: z.boolean(),
  MaterialName: z.string(),
  MaterialId: idSchema.nullable(),
  UnitId: idSchema.nullable(),
  Quantity: z.number().nullable(),
  SelectedColorId: idSchema.nullable(),
  DisplayOrder: z.number(),
};

export const workOrderLineItemSchema = z.strictObject({
  ...orderLineItemShape,
  ShouldIgnoreWhenPrint: z.boolean(),
  ShouldHighlightWhenPrint: z.boolean(),
});

export const lotWorkOrderLineItemSchema = z.strictObject({
  LotId: idSchema,
  Lot: z.string(),
  /** the siding type */
  Type: z.string(),
  SelectedSidingColorId: idSchema.nullable(),
  SelectedTrimColorId: idSchema.nullable(),
  MaterialQuantities: materialQuantitiesSchema,
});

export const workOrderSchema = z.strictObject({
  JobId: idSchema,
  WorkOrderLineItems: z.array(workOrderLineItemSchema),
  LotWorkOrderLineItems: z.array(lotWorkOrderLineItemSchema),
});

/** POST /api/jobs/{jobId}/workorder/print: "The answer holds a securityKey" (B §7). */
export const workOrderPrintAnswerSchema = z.strictObject({ securityKey: z.string() });
