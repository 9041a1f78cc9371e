import { z } from 'zod';
import { idSchema } from './common';

/*
 * Colours (B §3 "Color": Id, Name, ColorCode, IsShutterColor, IsGutterColor, IsDownSpoutColor,
 * IsSplashblockColor; B §7 "/api/color"). B §7 lists the data table's answer (data, recordsTotal,
 * recordsFiltered); every other call (list, read, create, update, autocomplete) answers colours.
 */

/** A colour as other entities list it (B §3: "colours with Id and Name"). */
export const colorRefSchema = z.strictObject({ Id: idSchema, Name: z.string() });

export const colorSchema = z.strictObject({
  Id: idSchema,
  Name: z.string(),
  ColorCode: z.string(),
  IsShutterColor: z.boolean(),
  IsGutterColor: z.boolean(),
  IsDownSpoutColor: z.boolean(),
  IsSplashblockColor: z.boolean(),
  // decision 19: B §3 lists no modified stamp for a colour; the list's modified columns stay blank without it
  ModifiedBy: z.string().optional(),
  ModifiedDate: z.string().optional(),
});
