import { describe, expect, it } from 'vitest';
import {
  formatCurrency,
  formatDate,
  formatDateTime,
  formatPhone,
  fullName,
  maskPhone,
  toRequestDate,
  toRequestTime,
} from './format';

describe('formatters', () => {
  it('formats date-time as MM/DD/YYYY hh:mm:ss A', () => {
    expect(formatDateTime('2026-03-04T15:06:07')).toBe('03/04/2026 03:06:07 PM');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
  it('formats short dates as MM/DD/YYYY', () => {
    expect(formatDate('2026-12-31T10:00:00')).toBe('12/31/2026');
    expect(formatDate(undefined)).toBe('');
  });
  it('formats request dates and times', () => {
    expect(toRequestDate('2026-01-02T23:00:00')).toBe('2026-01-02');
    expect(toRequestTime('2026-01-02T07:35:59')).toBe('07:35:00');
  });
  it('formats US dollars', () => {
    expect(formatCurrency(1234.5)).toBe('$1,234.50');
    expect(formatCurrency(-20)).toBe('-$20.00');
    expect(formatCurrency('12')).toBe('$12.00');
    expect(formatCurrency(null)).toBe('');
    expect(formatCurrency('abc')).toBe('');
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
  });
  it('joins full names', () => {
    expect(fullName({ FirstName: 'Ana', LastName: 'Diaz' })).toBe('Ana Diaz');
    expect(fullName({ FirstName: 'Ana' })).toBe('Ana');
    expect(fullName(null)).toBe('');
  });
});
