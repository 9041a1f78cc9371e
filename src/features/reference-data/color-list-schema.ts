import { z } from 'zod';

/** A material's or category's AvailableColors: colours with Id (0 for a typed new one) and Name (B §3, C §5). */
export const colorListSchema = z.array(z.object({ Id: z.number().int().min(0), Name: z.string() }));
