import { z } from 'zod';
import { PHONE_PATTERN } from './format';

/**
 * zod building blocks for forms (A §5, C §5).
 *
 * Convention: every message in a schema is an i18n KEY (e.g. 'jobs.jobSite.nameRequired'), never
 * English text. `FormField` (src/components/form) translates the key when it shows the error, so the
 * spec's quoted messages live word for word in the area's locale file.
 */
export const validationKeys = {
  required: 'common.form.validation.required',
  phone: 'common.form.validation.phone',
  email: 'common.form.validation.email',
  number: 'common.form.validation.number',
  money: 'common.form.validation.money',
  date: 'common.form.validation.date',
  time: 'common.form.validation.time',
  tooLong: 'common.form.validation.tooLong',
  notEqual: 'common.form.validation.notEqual',
} as const;

/** Required text: not empty, null or undefined (whitespace only counts as empty); trimmed. */
export function requiredText(messageKey: string = validationKeys.required, max?: number) {
  const base = z.string({ error: messageKey }).trim().min(1, { error: messageKey });
  return max === undefined ? base : base.max(max, { error: validationKeys.tooLong });
}

/** Optional text: null and undefined become ''; trimmed; optional maximum length. */
export function optionalText(max?: number) {
  return z
    .string()
    .nullish()
    .transform((v) => (v ?? '').trim())
    .refine((v) => max === undefined || v.length <= max, { error: validationKeys.tooLong });
}

/** A required id (select, autocomplete): a positive integer; null, undefined and 0 fail with the key. */
export function requiredId(messageKey: string = validationKeys.required) {
  return z
    .number({ error: messageKey })
    .int({ error: messageKey })
    .nullish()
    .transform((v, ctx) => {
      if (v === null || v === undefined || v <= 0) {
        ctx.issues.push({ code: 'custom', message: messageKey, input: v });
        return z.NEVER;
      }
      return v;
    });
}

/** An optional id: null when nothing is chosen. */
export const optionalId = z.number().int().positive().nullable();

/** Phone 999-999-9999 (the PhoneInput mask). Empty ('', null) is allowed unless `required`. */
export function phone(options: { required?: boolean; messageKey?: string; requiredKey?: string } = {}) {
  const {
    required = false,
    messageKey = validationKeys.phone,
    requiredKey = validationKeys.required,
  } = options;
  return z
    .string({ error: requiredKey })
    .nullish()
    .transform((v) => v ?? '')
    .check((ctx) => {
      if (ctx.value === '') {
        if (required) ctx.issues.push({ code: 'custom', message: requiredKey, input: ctx.value });
      } else if (!PHONE_PATTERN.test(ctx.value)) {
        ctx.issues.push({ code: 'custom', message: messageKey, input: ctx.value });
      }
    });
}

/** An optional phone number ('' or 999-999-9999). */
export const phoneSchema = phone();

/** Required money as the MoneyInput gives it (a number; null when empty fails with the required key). */
export function money(options: { min?: number; messageKey?: string; requiredKey?: string } = {}) {
  const { min, messageKey = validationKeys.money, requiredKey = validationKeys.required } = options;
  let n = z.number({ error: messageKey });
  if (min !== undefined) n = n.min(min, { error: messageKey });
  return n.nullish().transform((v, ctx) => {
    if (v === null || v === undefined) {
      ctx.issues.push({ code: 'custom', message: requiredKey, input: v });
      return z.NEVER;
    }
    return v;
  });
}

/** Optional money: a number, or null when empty. */
export function optionalMoney(options: { min?: number; messageKey?: string } = {}) {
  const { min, messageKey = validationKeys.money } = options;
  let n = z.number({ error: messageKey });
  if (min !== undefined) n = n.min(min, { error: messageKey });
  return n.nullish().transform((v) => v ?? null);
}

/** A required amount of money. */
export const moneySchema = money();

/** A number as the NumberInput gives it (empty is already 0). */
export function numberValue(
  options: { integer?: boolean; min?: number; max?: number; messageKey?: string } = {},
) {
  const { integer = false, min, max, messageKey = validationKeys.number } = options;
  let n = z.number({ error: messageKey });
  if (integer) n = n.int({ error: messageKey });
  if (min !== undefined) n = n.min(min, { error: messageKey });
  if (max !== undefined) n = n.max(max, { error: messageKey });
  return n;
}

/** E-mail address; required unless `required: false` (then '' and null pass). */
export function email(options: { required?: boolean; messageKey?: string; requiredKey?: string } = {}) {
  const {
    required = true,
    messageKey = validationKeys.email,
    requiredKey = validationKeys.required,
  } = options;
  const valid = z.email({ error: messageKey });
  return z
    .string({ error: requiredKey })
    .nullish()
    .transform((v) => (v ?? '').trim())
    .check((ctx) => {
      if (ctx.value === '') {
        if (required) ctx.issues.push({ code: 'custom', message: requiredKey, input: ctx.value });
      } else if (!valid.safeParse(ctx.value).success) {
        ctx.issues.push({ code: 'custom', message: messageKey, input: ctx.value });
      }
    });
}

/** A DateInput value: a YYYY-MM-DD (or ISO) string, required. */
export function requiredDate(messageKey: string = validationKeys.required) {
  return z
    .string({ error: messageKey })
    .min(1, { error: messageKey, abort: true })
    .refine((v) => !Number.isNaN(Date.parse(v)), { error: validationKeys.date });
}

/** A DateInput value that may be null. */
export const optionalDate = z
  .string()
  .refine((v) => !Number.isNaN(Date.parse(v)), { error: validationKeys.date })
  .nullable();

/** A TimeInput value 'HH:mm', required. */
export function requiredTime(messageKey: string = validationKeys.required) {
  return z
    .string({ error: messageKey })
    .min(1, { error: messageKey, abort: true })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: validationKeys.time });
}

/**
 * The generic "equals" rule (A §5): field `confirm` must equal field `field`; the error goes on `confirm`.
 * @example z.object({ Password: requiredText(), PasswordRepeat: z.string() }).check(mustEqual('Password', 'PasswordRepeat', 'x.notEqual'))
 */
export function mustEqual<T extends Record<string, unknown>>(
  field: keyof T & string,
  confirm: keyof T & string,
  messageKey: string = validationKeys.notEqual,
) {
  return (ctx: z.core.ParsePayload<T>) => {
    if (ctx.value[field] !== ctx.value[confirm]) {
      ctx.issues.push({ code: 'custom', message: messageKey, path: [confirm], input: ctx.value[confirm] });
    }
  };
}
