import { lazyAfterPaint } from '@/lib/lazy-after-paint';
import type { DateInputProps } from './date-input';
import type { TimeInputProps } from './time-input';

/*
 * The date and time pickers of a long form, drawn once the form has painted: their library (react-datepicker) is a
 * chunk and a render of its own that held the whole form's first paint back. Until then, and while the chunk
 * loads, the field shows an empty control of the same size.
 */

/** What a field shows until its picker is there: an empty control of the same size. */
function FieldPlaceholder() {
  return (
    <div className="form-control placeholder-glow text-body-secondary" aria-hidden="true">
      &nbsp;
    </div>
  );
}

/** DateInput, drawn once the form has painted. */
export const DeferredDateInput = lazyAfterPaint<DateInputProps>(
  () => import('./date-input').then((m) => m.DateInput),
  FieldPlaceholder,
);

/** TimeInput, drawn once the form has painted. */
export const DeferredTimeInput = lazyAfterPaint<TimeInputProps>(
  () => import('./time-input').then((m) => m.TimeInput),
  FieldPlaceholder,
);
