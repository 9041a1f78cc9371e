import { z } from 'zod';
import { idSchema } from './common';

/*
 * ARF order (B §3 "ARF order", B §7 "Gutter and ARF"). B §7 lists no answer fields: GET /api/jobs/{jobId}/arf
 * and POST /api/arf answer the ARF order of B §3 (each configuration row has Length and NumberOfPieces).
 */

export const arfConfigurationRowSchema = z.strictObject({
  Length: z.number().nullable(),
  NumberOfPieces: z.number().nullable(),
});

export const arfOrderSchema = z.strictObject({
  JobId: idSchema,
  ArfName: z.string(),
  ArfFax: z.string(),
  ShipTo: z.string(),
  OrderDate: z.string().nullable(),
  NeededDate: z.string().nullable(),
  RakeColorId: idSchema.nullable(),
  CrColorId: idSchema.nullable(),
  SoColorId: idSchema.nullable(),
  /** 4 rows */
  RakeConfiguration: z.array(arfConfigurationRowSchema),
  /** 12 rows */
  CrConfiguration: z.array(arfConfigurationRowSchema),
  /** 4 rows */
  SoConfiguration: z.array(arfConfigurationRowSchema),
  RakeNote: z.string(),
  CrNote: z.string(),
  SoNote: z.string(),
});
