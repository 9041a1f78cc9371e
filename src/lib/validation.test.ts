import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  email,
  money,
  moneySchema,
  mustEqual,
  numberValue,
  optionalMoney,
  optionalText,
  phone,
  phoneSchema,
  requiredDate,
  requiredId,
  requiredText,
  requiredTime,
  validationKeys,
} from './validation';

/** The messages (i18n keys) of a failed parse. */
function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

describe('validation helpers (messages are i18n keys)', () => {
  it('requiredText: not empty, null or undefined; trims', () => {
    const s = requiredText('jobs.jobSite.nameRequired');
    expect(s.parse('  Oak Ridge ')).toBe('Oak Ridge');
    expect(messages(s, '')).toEqual(['jobs.jobSite.nameRequired']);
    expect(messages(s, '   ')).toEqual(['jobs.jobSite.nameRequired']);
    expect(messages(s, null)).toEqual(['jobs.jobSite.nameRequired']);
    expect(messages(s, undefined)).toEqual(['jobs.jobSite.nameRequired']);
    expect(messages(requiredText(), '')).toEqual([validationKeys.required]);
    expect(messages(requiredText(undefined, 3), 'abcd')).toEqual([validationKeys.tooLong]);
  });
  it('optionalText: null becomes empty; max length', () => {
    expect(optionalText().parse(null)).toBe('');
    expect(optionalText(500).parse(' note ')).toBe('note');
    expect(messages(optionalText(3), 'abcd')).toEqual([validationKeys.tooLong]);
  });
  it('requiredId: a positive integer', () => {
    const s = requiredId('x.pickSite');
    expect(s.parse(12)).toBe(12);
    expect(messages(s, null)).toEqual(['x.pickSite']);
    expect(messages(s, undefined)).toEqual(['x.pickSite']);
    expect(messages(s, 0)).toEqual(['x.pickSite']);
    expect(messages(s, 1.5)).toEqual(['x.pickSite']);
    expect(messages(s, '3')).toEqual(['x.pickSite']);
  });
  it('phone: the mask 999-999-9999, empty allowed unless required', () => {
    expect(phoneSchema.parse('703-555-1234')).toBe('703-555-1234');
    expect(phoneSchema.parse('')).toBe('');
    expect(phoneSchema.parse(null)).toBe('');
    expect(messages(phoneSchema, '703-555-12')).toEqual([validationKeys.phone]);
    expect(messages(phoneSchema, '7035551234')).toEqual([validationKeys.phone]);
    const required = phone({ required: true, requiredKey: 'x.phoneRequired' });
    expect(messages(required, '')).toEqual(['x.phoneRequired']);
    expect(messages(required, '703-555')).toEqual([validationKeys.phone]);
    expect(required.parse('703-555-1234')).toBe('703-555-1234');
  });
  it('money: a number; required or optional; minimum', () => {
    expect(moneySchema.parse(12.5)).toBe(12.5);
    expect(messages(moneySchema, null)).toEqual([validationKeys.required]);
    expect(messages(money({ min: 0 }), -1)).toEqual([validationKeys.money]);
    expect(optionalMoney().parse(null)).toBeNull();
    expect(optionalMoney().parse(undefined)).toBeNull();
    expect(optionalMoney().parse(-3)).toBe(-3);
  });
  it('numberValue: integer and bounds', () => {
    expect(numberValue().parse(0)).toBe(0);
    expect(messages(numberValue({ integer: true }), 1.5)).toEqual([validationKeys.number]);
    expect(messages(numberValue({ min: 1, messageKey: 'x.min' }), 0)).toEqual(['x.min']);
    expect(messages(numberValue({ max: 30 }), 31)).toEqual([validationKeys.number]);
  });
  it('email: valid address, required unless optional', () => {
    expect(email().parse(' ana@example.com ')).toBe('ana@example.com');
    expect(messages(email(), '')).toEqual([validationKeys.required]);
    expect(messages(email(), 'ana@')).toEqual([validationKeys.email]);
    expect(email({ required: false }).parse(null)).toBe('');
    expect(messages(email({ required: false }), 'nope')).toEqual([validationKeys.email]);
  });
  it('dates and times as the inputs give them', () => {
    expect(requiredDate().parse('2026-05-13')).toBe('2026-05-13');
    expect(messages(requiredDate('x.date'), '')).toEqual(['x.date']);
    expect(messages(requiredDate(), 'not a date')).toEqual([validationKeys.date]);
    expect(requiredTime().parse('07:35')).toBe('07:35');
    expect(messages(requiredTime(), '7:5')).toEqual([validationKeys.time]);
    expect(messages(requiredTime('x.time'), null)).toEqual(['x.time']);
  });
  it('mustEqual puts the error on the confirming field', () => {
    const s = z
      .object({ Password: requiredText(), PasswordRepeat: z.string() })
      .check(mustEqual('Password', 'PasswordRepeat', 'x.notEqual'));
    expect(s.safeParse({ Password: 'a', PasswordRepeat: 'a' }).success).toBe(true);
    const bad = s.safeParse({ Password: 'a', PasswordRepeat: 'b' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({ message: 'x.notEqual', path: ['PasswordRepeat'] });
  });
});
