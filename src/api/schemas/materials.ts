import { z } from 'zod';
import { idSchema } from './common';
import { colorRefSchema } from './colors';

/*
 * Materials (B §3 "Material": Name, ManufactureId, CategoryId, Category.Name, Manufacture.Name,
 * AvailableColors (colours with Id and Name), ModifiedDate; B §7 "/api/material"). Every call answers
 * materials (the data table a page of them). The Id is the {id} B §7's CRUD paths address a material by.
 */
export const materialSchema = z.strictObject({
  Id: idSchema,
  Name: z.string(),
  ManufactureId: idSchema.nullable(),
  CategoryId: idSchema.nullable(),
  Category: z.strictObject({ Name: z.string() }).nullable().optional(),
  Manufacture: z.strictObject({ Name: z.string() }).nullable().optional(),
  AvailableColors: z.array(colorRefSchema),
  // decision 19: B §3 lists ModifiedDate only; the list's modified-by column stays blank without it
  ModifiedBy: z.string().optional(),
  ModifiedDate: z.string().optional(),
});
