import { useState, type ChangeEvent, type FocusEvent } from 'react';

export interface NumericTextOptions {
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  /** decimals kept; 0 for whole numbers */
  decimals?: number;
  /** pad to the decimals when not editing (money: 2) */
  fixed?: boolean;
  allowNegative?: boolean;
  /** what an empty input means (NumberInput: 0, MoneyInput: null) */
  emptyValue: number | null;
  /**
   * digits kept before the decimal point (default 10: up to 9,999,999,999.99). Beyond them a number would lose its
   * cents, or its own digits, on the way to the server (a pasted 99999999999999999999 was saved as 1e20).
   */
  maxIntegerDigits?: number;
}

/** The digits a number input keeps before its decimal point unless told. */
const MAX_INTEGER_DIGITS = 10;

function clean(
  text: string,
  decimals: number,
  allowNegative: boolean,
  maxIntegerDigits = MAX_INTEGER_DIGITS,
): string {
  const negative = allowNegative && text.trimStart().startsWith('-');
  let body = text.replace(decimals > 0 ? /[^\d.]/g : /\D/g, '');
  const dot = body.indexOf('.');
  let whole = dot >= 0 ? body.slice(0, dot) : body;
  // leading zeros do not count ("0.5", "007")
  const significant = whole.replace(/^0+(?=\d)/, '');
  if (significant.length > maxIntegerDigits) whole = significant.slice(0, maxIntegerDigits);
  body =
    dot >= 0
      ? `${whole}.${body
          .slice(dot + 1)
          .replace(/\./g, '')
          .slice(0, decimals)}`
      : whole;
  return (negative ? '-' : '') + body;
}

function parse(text: string): number | null {
  if (text === '' || text === '-' || text === '.' || text === '-.') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

const round = (n: number, decimals: number) => Number(n.toFixed(decimals));

/**
 * The text of a numeric input: free editing while focused (only digits, one dot, a leading minus), the
 * number emitted on every change, and the formatted value shown when not focused.
 */
export function useNumericText({
  value,
  onChange,
  onBlur,
  onFocus,
  decimals = 2,
  fixed = false,
  allowNegative = false,
  emptyValue,
  maxIntegerDigits = MAX_INTEGER_DIGITS,
}: NumericTextOptions) {
  const [editing, setEditing] = useState<string | null>(null);
  const display = (n: number | null | undefined) =>
    n === null || n === undefined || !Number.isFinite(n) ? '' : fixed ? n.toFixed(decimals) : String(n);

  return {
    value: editing ?? display(value),
    onFocus: (event: FocusEvent<HTMLInputElement>) => {
      // a zero (a new payment's amount, a line's quantity) is not kept under the digits typed: "0.00" took "123" as
      // "0.00123", cut back to "0.00"; left untouched, it shows as zero again
      setEditing(value === 0 ? '' : display(value));
      onFocus?.(event);
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const text = clean(event.target.value, decimals, allowNegative, maxIntegerDigits);
      setEditing(text);
      const n = parse(text);
      onChange(n === null ? emptyValue : n);
    },
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      setEditing(null);
      const target = value === null || value === undefined ? emptyValue : round(value, decimals);
      if (target !== (value ?? null)) onChange(target);
      onBlur?.(event);
    },
  };
}
