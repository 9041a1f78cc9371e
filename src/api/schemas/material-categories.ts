import { z } from 'zod';
import { idSchema } from './common';
import { colorRefSchema } from './colors';

/*
 * Material categories (B §3 "Material category": Id, Name, ShortName, DisplayOrder, DisabledByDefault,
 * NeededByTownHouse, IsPrePopulatedMaterial, AvailableColors; B §7 "/api/materialCategory"). Every call
 * answers material categories (the data table a page of them); AvailableColors are colours with Id and Name.
 */
export const materialCategorySchema = z.strictObject({
  Id: idSchema,
  Name: z.string(),
  ShortName: z.string(),
  DisplayOrder: z.number(),
  DisabledByDefault: z.boolean(),
  NeededByTownHouse: z.boolean(),
  IsPrePopulatedMaterial: z.boolean(),
  AvailableColors: z.array(colorRefSchema),
  // decision 19: B §3 lists no modified stamp for a category; the list's modified columns stay blank without it
  ModifiedBy: z.string().optional(),
  ModifiedDate: z.string().optional(),
});
