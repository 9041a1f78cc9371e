import { z } from 'zod';

/*
 * Answer schemas (issue 23 §3): the documented answer shape of every call the client reads, built from the
 * field lists of the documents' §3 (entities) and §7 (calls). The app imports these modules only as types
 * (`import type`, an ESLint rule holds it), so no schema reaches the bundle; the mock's tests parse every
 * answer of every handler through them (mocks/answer-schemas). Every object is a `z.strictObject`: a field
 * the documents do not list fails those tests, unless it is declared `.optional()` with a comment citing the
 * decision that lets the client read it (decision 19: the screen works without it).
 *
 * Where a call's answer fields are not listed (most calls: "the answer fields of most calls: not shown"),
 * the call returns the entity it names, and its schema is that entity's §3 field list.
 */

/** A record id. */
export const idSchema = z.number().int();

/** A date or date-time on the wire: an ISO 8601 string (decision 16), or null when not set. */
export const dateSchema = z.string();
export const optionalDateSchema = z.string().nullable();

/** The modified stamp most entities carry (ModifiedBy, ModifiedDate). */
export const modifiedShape = {
  ModifiedBy: z.string().nullable(),
  ModifiedDate: z.string().nullable(),
};

/** `{ Id, Name }`: the shape of the small reference lists (units, invoice statuses, ...). */
export const idNameSchema = z.strictObject({ Id: idSchema, Name: z.string() });

/**
 * The answer of a data-table source (decision 5): draw, recordsTotal, recordsFiltered and the page's rows
 * under `data` (some sources answer `rows`: B §7 purchase orders).
 */
export function dataTableAnswerSchema<T extends z.ZodType>(row: T, key: 'data' | 'rows' = 'data') {
  const base = {
    draw: z.number().int(),
    recordsTotal: z.number().int(),
    recordsFiltered: z.number().int(),
  };
  return key === 'data'
    ? z.strictObject({ ...base, data: z.array(row) })
    : z.strictObject({ ...base, rows: z.array(row) });
}

/** A list answer. */
export const listOf = <T extends z.ZodType>(item: T) => z.array(item);

/**
 * The answer to an action the documents give no answer for and the client does not read (an assignment, a
 * delete, an impersonation): a bare `true`, which carries no field.
 */
export const acknowledgementSchema = z.literal(true);
