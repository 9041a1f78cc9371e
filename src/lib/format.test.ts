import { afterEach, describe, expect, it } from 'vitest';
import {
  formatCurrency,
  formatLanguage,
  pickerDateFormat,
  formatDate,
  formatDateTime,
  formatPhone,
  formatSsnMasked,
  fullName,
  maskPhone,
  PHONE_PATTERN,
  PHONE_PLACEHOLDER,
  toIsoDate,
  toRequestDate,
  toRequestTime,
} from './format';

describe('formatters', () => {
  it('formats date-time as MM/DD/YYYY hh:mm:ss A', () => {
    expect(formatDateTime('2026-03-04T15:06:07')).toBe('03/04/2026 03:06:07 PM');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDateTime('2026-03-04T00:00:00')).toBe('03/04/2026 12:00:00 AM');
    expect(formatDateTime('2026-03-04T12:30:00')).toBe('03/04/2026 12:30:00 PM');
    expect(formatDateTime(new Date(2026, 10, 9, 9, 5, 1))).toBe('11/09/2026 09:05:01 AM');
    expect(formatDateTime('')).toBe('');
  });
  it('formats short dates as MM/DD/YYYY', () => {
    expect(formatDate('2026-12-31T10:00:00')).toBe('12/31/2026');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('2026-01-05')).toBe('01/05/2026');
    expect(formatDate(new Date(2026, 6, 4))).toBe('07/04/2026');
    expect(formatDate('31/12/2026')).toBe('');
  });
  it('formats request dates and times', () => {
    expect(toRequestDate('2026-01-02T23:00:00')).toBe('2026-01-02');
    expect(toRequestTime('2026-01-02T07:35:59')).toBe('07:35:00');
    expect(toRequestDate(new Date(2026, 0, 2))).toBe('2026-01-02');
    expect(toRequestDate('2026-12-31')).toBe('2026-12-31');
    expect(toRequestDate(null)).toBe('');
    expect(toRequestDate('nope')).toBe('');
    expect(toRequestTime(new Date(2026, 0, 2, 18, 5, 30))).toBe('18:05:00');
    expect(toRequestTime(null)).toBe('');
  });
  it('turns times of day (the time picker value) into HH:mm:00', () => {
    expect(toRequestTime('07:35')).toBe('07:35:00');
    expect(toRequestTime('7:05')).toBe('07:05:00');
    expect(toRequestTime('23:55:59')).toBe('23:55:00');
    expect(toRequestTime('24:00')).toBe('');
    expect(toRequestTime('12:60')).toBe('');
  });
  it('sends dates in payloads as ISO 8601', () => {
    expect(toIsoDate('2026-03-04T15:06:07Z')).toBe('2026-03-04T15:06:07.000Z');
    expect(toIsoDate(null)).toBeNull();
    expect(toIsoDate('bad')).toBeNull();
  });
  it('formats US dollars', () => {
    expect(formatCurrency(1234.5)).toBe('$1,234.50');
    expect(formatCurrency(-20)).toBe('-$20.00');
    expect(formatCurrency('12')).toBe('$12.00');
    expect(formatCurrency(null)).toBe('');
    expect(formatCurrency('abc')).toBe('');
  });
  it('formats currency exactly as Intl does (en-US, USD), without it', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const values = [
      0,
      -0,
      0.004,
      0.005,
      0.015,
      1.005,
      2.675,
      -0.001,
      -0.005,
      999.995,
      1000,
      1234567.891,
      -1234567.895,
      1e15,
      123456789012.345,
      0.1 + 0.2,
      -20,
      99999.999,
      1e21,
      2.5e22,
      1e-7,
      -3e-9,
      0.125,
      0.135,
    ];
    // and a spread of random amounts, cents and fractions of a cent, both signs
    let seed = 7;
    for (let i = 0; i < 2000; i += 1) {
      seed = (seed * 16807) % 2147483647;
      values.push(((seed / 2147483647) * 2 - 1) * 10 ** (i % 9));
    }
    for (const v of values) expect(formatCurrency(v)).toBe(intl.format(v));
  });
  it('formats and masks phone numbers', () => {
    expect(formatPhone('7035551234')).toBe('703-555-1234');
    expect(formatPhone('(703) 555-1234')).toBe('703-555-1234');
    expect(formatPhone('+1 703 555 1234')).toBe('703-555-1234');
    expect(formatPhone('ext 12')).toBe('ext 12');
    expect(maskPhone('703')).toBe('703');
    expect(maskPhone('7035')).toBe('703-5');
    expect(maskPhone('703555123499')).toBe('703-555-1234');
    expect(maskPhone('a7b0c3')).toBe('703');
    expect(maskPhone('')).toBe('');
    expect(maskPhone('703555')).toBe('703-555');
    expect(maskPhone('7035551')).toBe('703-555-1');
    expect(maskPhone('703-555-1234')).toBe('703-555-1234');
    expect(maskPhone('(703) 555 1234')).toBe('703-555-1234');
    expect(formatPhone(null)).toBe('');
    expect(PHONE_PLACEHOLDER).toBe('###-###-####');
    expect(PHONE_PATTERN.test('703-555-1234')).toBe(true);
    expect(PHONE_PATTERN.test('703-555-123')).toBe(false);
    expect(PHONE_PATTERN.test('7035551234')).toBe(false);
  });
  it('formats large and fractional currency amounts with cents', () => {
    expect(formatCurrency(0)).toBe('$0.00');
    expect(formatCurrency(1234567.891)).toBe('$1,234,567.89');
    expect(formatCurrency(0.005)).toBe('$0.01');
    expect(formatCurrency(undefined)).toBe('');
    expect(formatCurrency('')).toBe('');
  });
  it('masks an SSN to its last four digits for lists (decision 20)', () => {
    expect(formatSsnMasked('123-45-6789')).toBe('***-**-6789');
    expect(formatSsnMasked('123456789')).toBe('***-**-6789');
    expect(formatSsnMasked(' 987 65 4321 ')).toBe('***-**-4321');
    expect(formatSsnMasked('12')).toBe('***-**-****');
    expect(formatSsnMasked('')).toBe('');
    expect(formatSsnMasked(null)).toBe('');
    expect(formatSsnMasked(undefined)).toBe('');
    expect(formatSsnMasked('n/a')).toBe('');
  });
  it('joins full names', () => {
    expect(fullName({ FirstName: 'Ana', LastName: 'Diaz' })).toBe('Ana Diaz');
    expect(fullName({ FirstName: 'Ana' })).toBe('Ana');
    expect(fullName(null)).toBe('');
  });
});

describe('formatters in Spanish (issue 25 §4)', () => {
  afterEach(() => {
    document.documentElement.lang = 'en';
  });

  it('follow the page language: dates read day first, money through Intl es-US; the wire formats do not change', () => {
    document.documentElement.lang = 'es';
    expect(formatLanguage()).toBe('es');
    expect(pickerDateFormat()).toBe('dd/MM/yyyy');
    expect(formatDate('2026-03-04T15:06:07')).toBe('04/03/2026');
    expect(formatDateTime('2026-03-04T15:06:07')).toBe('04/03/2026 03:06:07 PM');
    expect(formatCurrency(-1234.5)).toBe(
      new Intl.NumberFormat('es-US', { style: 'currency', currency: 'USD' }).format(-1234.5),
    );
    expect(formatCurrency(null)).toBe('');
    expect(toRequestDate('2026-03-04T15:06:07')).toBe('2026-03-04');

    document.documentElement.lang = 'en';
    expect(formatLanguage()).toBe('en');
    expect(formatDate('2026-03-04T15:06:07')).toBe('03/04/2026');
    expect(pickerDateFormat()).toBe('MM/dd/yyyy');
  });
});
