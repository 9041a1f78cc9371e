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
  /**
   * 2: on a wide screen (lg up) the items stand in two columns side by side, the first half on the left: a long
   * panel (a job's thirteen fields) then leaves the tabs below it in a laptop's first screen
   */
  columns?: 1 | 2;
}

const LABEL_STYLE = { overflowWrap: 'normal' } as const;

/**
 * A two-column key/value list (dl) for info panels. Empty values show an em dash.
 *
 * @example
 * <DetailList items={[{ label: 'Builder', value: job.BuilderName }]} />
 */
export function DetailList({ items, className, labelCols = 4, columns = 1 }: DetailListProps) {
  if (columns === 2) {
    const half = Math.ceil(items.length / 2);
    return (
      <div className={['row', className].filter(Boolean).join(' ')}>
        <div className="col-lg-6">
          <DetailList items={items.slice(0, half)} labelCols={labelCols} />
        </div>
        <div className="col-lg-6">
          <DetailList items={items.slice(half)} labelCols={labelCols} />
        </div>
      </div>
    );
  }
  const valueCols = 12 - labelCols;
  return (
    <dl className={['row mb-0 detail-list', className].filter(Boolean).join(' ')}>
      {items.map((item, index) => {
        const key = item.key ?? (typeof item.label === 'string' ? `${item.label}-${index}` : String(index));
        const empty = item.value === null || item.value === undefined || item.value === '';
        return (
          <Fragment key={key}>
            {/* a label breaks between its words, never inside one (a card breaks long words: "Superintendent|s") */}
            <dt className={`col-sm-${labelCols} text-body-secondary fw-semibold`} style={LABEL_STYLE}>
              {item.label}
            </dt>
            <dd className={`col-sm-${valueCols}`}>{empty ? '—' : item.value}</dd>
          </Fragment>
        );
      })}
    </dl>
  );
}
