import { z } from 'zod';
import { idSchema } from './common';

/*
 * Gutter order (B §3 "Gutter order", B §7 "Gutter and ARF"). B §7 lists no answer fields: GET
 * /api/jobs/{jobId}/gutterOrder and POST /api/gutterOrder answer the gutter order of B §3.
 */

export const gutterLineItemSchema = z.strictObject({
  Material: z.string(),
  Description: z.string(),
  ColorId: idSchema.nullable(),
  GScreen: z.boolean(),
});

export const gutterLotLineItemSchema = z.strictObject({
  LotId: idSchema,
  LotCode: z.string(),
  SelectedColorId: idSchema.nullable(),
  GutterDescription: z.string(),
  DownspoutDescription: z.string(),
  SplashblocksDescription: z.string(),
});

export const gutterOrderSchema = z.strictObject({
  JobId: idSchema,
  PurchaseOrderNumber: z.string(),
  GutterName: z.string(),
  GutterFax: z.string(),
  GutterPhone: z.string(),
  Date: z.string().nullable(),
  InstallDate: z.string().nullable(),
  GutterLineItems: z.array(gutterLineItemSchema),
  LotIndividualLineItems: z.array(gutterLotLineItemSchema),
});
