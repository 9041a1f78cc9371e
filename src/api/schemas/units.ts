import { z } from 'zod';
import { idNameSchema } from './common';

/* Units (B §3 "Unit": Id, Name; B §7 "GET /api/unit" answers the units). */
export const unitSchema = idNameSchema;
export const unitListSchema = z.array(unitSchema);
