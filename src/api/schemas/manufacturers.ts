import { z } from 'zod';
import { idSchema } from './common';

/*
 * Manufacturers (B §3 "Manufacturer": Id, Name, modified-by and date fields; B §7 "/api/materialManufacture").
 * Every call answers manufacturers (the data table a page of them).
 */
export const manufacturerSchema = z.strictObject({
  Id: idSchema,
  Name: z.string(),
  ModifiedBy: z.string().optional(),
  ModifiedDate: z.string().optional(),
});
