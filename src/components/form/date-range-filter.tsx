import { useId, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import {
  applyPreset,
  clear,
  DATE_RANGE_PRESETS,
  isDateRangePreset,
  presetLabelKey,
  presetRange,
  setEnd,
  setStart,
  type DateRange,
  type DateRangePreset,
  type DateRangeVariant,
  type TodayInput,
} from '@/lib/date-range';
import { formatDate } from '@/lib/format';
import { DateInput } from './date-input';

export interface DateRangeFilterProps {
  /** the controlled range: { preset, start, end } with custom dates as 'YYYY-MM-DD' or null */
  value: DateRange;
  onChange: (value: DateRange) => void;
  /**
   * The presets this screen offers, in order (default: all). Custom is always offered, since a custom date
   * sets it. An empty list hides the preset select (report filters with dates only).
   */
  presets?: readonly DateRangePreset[];
  /** 'report': a start date pushes an empty or earlier end up (B §5) */
  variant?: DateRangeVariant;
  /** the group's legend (default "Date range") */
  label?: ReactNode;
  startLabel?: ReactNode;
  endLabel?: ReactNode;
  /** hide the clear button */
  hideClear?: boolean;
  disabled?: boolean;
  /** ids of the controls start with this (default generated) */
  idPrefix?: string;
  /** the day presets are computed on (tests); default now */
  today?: TodayInput;
  className?: string;
}

/**
 * The date-range filter (A §4, B §5): a preset select, from and until dates, and a clear button, with the
 * coupling rules of src/lib/date-range.ts. While a preset is chosen the date inputs are empty (a preset
 * clears custom dates) and show the preset's days as their placeholders.
 *
 * @example
 * const [range, setRange] = useState(createRange('Today'));
 * <DateRangeFilter value={range} onChange={setRange} presets={['Today', 'Tomorrow', 'NextWeek', 'NextMonth', 'Upcoming']} />
 * // the request: toRequest(range) → { start: '2026-05-13', end: '2026-05-13' }
 */
export function DateRangeFilter({
  value,
  onChange,
  presets = DATE_RANGE_PRESETS,
  variant = 'default',
  label,
  startLabel,
  endLabel,
  hideClear = false,
  disabled = false,
  idPrefix,
  today,
  className,
}: DateRangeFilterProps) {
  const { t } = useTranslation();
  const generated = useId().replace(/:/g, '');
  const prefix = idPrefix ?? `date-range-${generated}`;
  const legendId = `${prefix}-legend`;

  const offered: DateRangePreset[] = [...presets.filter((p) => p !== 'Custom')];
  if (presets.length > 0 && !offered.includes(value.preset) && value.preset !== 'Custom')
    offered.push(value.preset);
  if (presets.length > 0) offered.push('Custom');

  const shown = value.preset === 'Custom' ? null : presetRange(value.preset, today);
  const placeholder = (date: string | null | undefined) =>
    date ? formatDate(date) : shown ? '' : t('common.form.date.placeholder');

  return (
    <fieldset className={className} aria-labelledby={legendId} disabled={disabled}>
      <legend id={legendId} className="form-label fs-6 mb-1">
        {label ?? t('common.form.dateRange.label')}
      </legend>
      <Row className="g-2 align-items-end">
        {presets.length > 0 && (
          <Col xs={12} md>
            <Form.Label htmlFor={`${prefix}-preset`} className="small mb-1">
              {t('common.form.dateRange.preset')}
            </Form.Label>
            <Form.Select
              id={`${prefix}-preset`}
              value={value.preset}
              onChange={(e) => {
                const next = e.target.value;
                if (isDateRangePreset(next)) onChange(applyPreset(value, next, today));
              }}
            >
              {offered.map((p) => (
                <option key={p} value={p}>
                  {t(presetLabelKey(p))}
                </option>
              ))}
            </Form.Select>
          </Col>
        )}
        <Col xs={6} md>
          <Form.Label htmlFor={`${prefix}-start`} className="small mb-1">
            {startLabel ?? t('common.form.dateRange.start')}
          </Form.Label>
          <DateInput
            id={`${prefix}-start`}
            value={value.start}
            placeholder={placeholder(shown?.start)}
            onChange={(date) => onChange(setStart(value, date, variant))}
            disabled={disabled}
          />
        </Col>
        <Col xs={6} md>
          <Form.Label htmlFor={`${prefix}-end`} className="small mb-1">
            {endLabel ?? t('common.form.dateRange.end')}
          </Form.Label>
          <DateInput
            id={`${prefix}-end`}
            value={value.end}
            placeholder={placeholder(shown?.end)}
            onChange={(date) => onChange(setEnd(value, date, variant))}
            disabled={disabled}
          />
        </Col>
        {!hideClear && (
          <Col xs="auto">
            <Button variant="outline-secondary" onClick={() => onChange(clear())} disabled={disabled}>
              {t('common.form.dateRange.clear')}
            </Button>
          </Col>
        )}
      </Row>
    </fieldset>
  );
}
