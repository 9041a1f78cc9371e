import { Fragment, type ReactNode } from 'react';

export interface DetailItem {
  label: ReactNode;
  value: ReactNode;
  /** React key; the label when it is a string, the index otherwise */
  key?: string;
}

export interface DetailListProps {
  items: readonly DetailItem[];
  className?: string;
  /** Bootstrap columns of the label (out of 12, from sm up); 4 by default */
  labelCols?: number;
}

/**
 * A two-column key/value list (dl) for info panels. Empty values show an em dash.
 *
 * @example
 * <DetailList items={[{ label: 'Builder', value: job.BuilderName }]} />
 */
export function DetailList({ items, className, labelCols = 4 }: DetailListProps) {
  const valueCols = 12 - labelCols;
  return (
    <dl className={['row mb-0 detail-list', className].filter(Boolean).join(' ')}>
      {items.map((item, index) => {
        const key = item.key ?? (typeof item.label === 'string' ? `${item.label}-${index}` : String(index));
        const empty = item.value === null || item.value === undefined || item.value === '';
        return (
          <Fragment key={key}>
            <dt className={`col-sm-${labelCols} text-body-secondary fw-semibold`}>{item.label}</dt>
            <dd className={`col-sm-${valueCols}`}>{empty ? '—' : item.value}</dd>
          </Fragment>
        );
      })}
    </dl>
  );
}
