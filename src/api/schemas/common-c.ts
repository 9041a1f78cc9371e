import { z } from 'zod';

/*
 * Shared pieces of the answer schemas of document C's areas and the membership base (engineer C's part of
 * issue 23 §3). The app imports this module only as types. To be merged with common.ts.
 */

/** An entity id. */
export const idSchema = z.number().int();

/** A date or date-time on the wire: an ISO 8601 string (decision 16); null where the value may be unset. */
export const dateStringSchema = z.string();

/**
 * A data-table answer (decision 5): draw, recordsTotal, recordsFiltered and the rows under `data`
 * (some sources answer `rows` instead; the client accepts both).
 */
export const dataTableAnswerOf = <Row extends z.ZodType>(row: Row) =>
  z.union([
    z.strictObject({
      draw: z.number(),
      recordsTotal: z.number(),
      recordsFiltered: z.number(),
      data: z.array(row),
    }),
    z.strictObject({
      draw: z.number(),
      recordsTotal: z.number(),
      recordsFiltered: z.number(),
      rows: z.array(row),
    }),
  ]);
