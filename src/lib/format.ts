import dayjs from 'dayjs';

/** Display and wire formats (A §9, decision 16). */
export const DATE_TIME_FORMAT = 'MM/DD/YYYY hh:mm:ss A';
export const SHORT_DATE_FORMAT = 'MM/DD/YYYY';
export const REQUEST_DATE_FORMAT = 'YYYY-MM-DD';
export const REQUEST_TIME_FORMAT = 'HH:mm:00';
export const CALENDAR_PARAM_FORMAT = 'MM-DD-YYYY';

type DateInput = string | number | Date | dayjs.Dayjs | null | undefined;

/**
 * How dates and money read in the chosen language (issue 25 §4). English is the spec's (A §9): MM/DD/YYYY and the
 * hand-made US dollars below, with no Intl on the start path. Spanish reads day first (DD/MM/YYYY) and writes money
 * through Intl's es-US (dollars as US Spanish writes them), made on first use. The display formats use no month or
 * day names, so no dayjs locale is needed. The wire formats (REQUEST_*, toIsoDate) never change.
 */
interface DisplayFormats {
  language: string;
  date: string;
  dateTime: string;
  /** date-fns tokens of the date picker's typed format */
  pickerDate: string;
  money: ((n: number) => string) | null;
}
const ENGLISH: DisplayFormats = {
  language: 'en',
  date: SHORT_DATE_FORMAT,
  dateTime: DATE_TIME_FORMAT,
  pickerDate: 'MM/dd/yyyy',
  money: null,
};
let spanishMoney: Intl.NumberFormat | null = null;
const SPANISH: DisplayFormats = {
  language: 'es',
  date: 'DD/MM/YYYY',
  dateTime: 'DD/MM/YYYY hh:mm:ss A',
  pickerDate: 'dd/MM/yyyy',
  money: (n) =>
    (spanishMoney ??= new Intl.NumberFormat('es-US', { style: 'currency', currency: 'USD' })).format(n),
};
/**
 * The formats of the page's language: `<html lang>`, which lib/i18n keeps in step with the language chosen (set
 * before the screens re-render in it), so the formatters import nothing of i18n.
 */
function display(): DisplayFormats {
  return typeof document !== 'undefined' && document.documentElement.lang === 'es' ? SPANISH : ENGLISH;
}

/** The language dates and money are shown in now ('en' or 'es'). */
export const formatLanguage = () => display().language;
/** The date picker's typed and shown format in the current language (date-fns tokens). */
export const pickerDateFormat = () => display().pickerDate;

function parse(value: DateInput): dayjs.Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  const d = dayjs(value);
  return d.isValid() ? d : null;
}

/** MM/DD/YYYY hh:mm:ss A (Spanish: DD/MM/YYYY hh:mm:ss A), or '' for no date. */
export function formatDateTime(value: DateInput): string {
  return parse(value)?.format(display().dateTime) ?? '';
}

/** MM/DD/YYYY (Spanish: DD/MM/YYYY), or '' for no date. */
export function formatDate(value: DateInput): string {
  return parse(value)?.format(display().date) ?? '';
}

/** YYYY-MM-DD for list filters and the repair order request date. */
export function toRequestDate(value: DateInput): string {
  return parse(value)?.format(REQUEST_DATE_FORMAT) ?? '';
}

const TIME_OF_DAY = /^([01]?\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/;

/** HH:mm:00 for times on the wire; takes a date-time or a time of day ('07:35', '7:35', '07:35:59'). */
export function toRequestTime(value: DateInput): string {
  if (typeof value === 'string' && /^\s*\d{1,2}:/.test(value)) {
    const time = TIME_OF_DAY.exec(value.trim());
    return time ? `${time[1].padStart(2, '0')}:${time[2]}:00` : '';
  }
  return parse(value)?.format(REQUEST_TIME_FORMAT) ?? '';
}

/** ISO 8601 for dates in payloads (decision 16). */
export function toIsoDate(value: DateInput): string | null {
  return parse(value)?.toISOString() ?? null;
}

/**
 * US dollars: $1,234.50, negative as -$1,234.50; '' for no value (in Spanish through Intl's es-US). The same text as
 * `Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })` (format.test.ts compares them), made without
 * it: the first Intl number format of a page sets up the browser's locale data, 70 ms at 4x CPU slowdown on the
 * first screen of money a user opens.
 */
export function formatCurrency(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return '';
  const money = display().money;
  if (money) return money(n);
  const [whole, cents] = roundToCents(Math.abs(n));
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${n < 0 || Object.is(n, -0) ? '-' : ''}$${grouped}.${cents}`;
}

/**
 * Dollars and cents of an amount (>= 0), rounded as Intl rounds: the shortest decimal that reads back as the number
 * (0.015, not the binary 0.01499...), half away from zero.
 */
function roundToCents(amount: number): [string, string] {
  const text = String(amount);
  if (/e/i.test(text)) {
    // below a millionth: no cents; 1e21 and above: no fraction to round
    if (amount < 1) return ['0', '00'];
    const [mantissa, exponent] = text.split(/e\+?/i);
    const [int, fraction = ''] = mantissa.split('.');
    return [int + fraction.padEnd(Number(exponent), '0'), '00'];
  }
  const [int, fraction = ''] = text.split('.');
  if (fraction.length <= 2) return [int, fraction.padEnd(2, '0')];
  let inCents = BigInt(int + fraction.slice(0, 2));
  if (fraction[2] >= '5') inCents += 1n;
  const digits = inCents.toString().padStart(3, '0');
  return [digits.slice(0, -2), digits.slice(-2)];
}

/** 999-999-9999 from any string holding ten digits; other input is returned trimmed. */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '';
  const digits = value.replace(/\D/g, '');
  if (digits.length === 10) return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
  if (digits.length === 11 && digits.startsWith('1'))
    return `${digits.slice(1, 4)}-${digits.slice(4, 7)}-${digits.slice(7)}`;
  return value.trim();
}

/** Applies the phone mask 999-999-9999 to what is being typed. */
export function maskPhone(input: string): string {
  const d = input.replace(/\D/g, '').slice(0, 10);
  if (d.length <= 3) return d;
  if (d.length <= 6) return `${d.slice(0, 3)}-${d.slice(3)}`;
  return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
}

export const PHONE_PLACEHOLDER = '###-###-####';
export const PHONE_PATTERN = /^\d{3}-\d{3}-\d{4}$/;

/**
 * An SSN as lists show it (decision 20): only its last four digits, `***-**-1234`; '' for none. A value with
 * fewer than four digits is hidden whole. The whole number shows only in the user's form.
 */
export function formatSsnMasked(value: string | null | undefined): string {
  const digits = (value ?? '').replace(/\D/g, '');
  if (!digits) return '';
  return `***-**-${digits.length >= 4 ? digits.slice(-4) : '****'}`;
}

/** Full name from first and last names. */
export function fullName(
  person: { FirstName?: string | null; LastName?: string | null } | null | undefined,
): string {
  if (!person) return '';
  return [person.FirstName, person.LastName].filter(Boolean).join(' ');
}
