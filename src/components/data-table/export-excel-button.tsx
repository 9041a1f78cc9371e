import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/components/feedback';
import { ApiError } from '@/lib/api-error';
import type { DataTableColumn } from './data-table';
import type { ExportProgress } from './export-excel';
import type { TableQueryInput } from './table-query';

export interface ExportExcelButtonProps<Row> {
  /** the file's name before its date: `jobs-dashboard` → jobs-dashboard-2026-11-26.xlsx */
  name: string;
  /** the sheet's name (the table's label) */
  sheetName?: string;
  /** the columns to write, in order (exportedColumns) */
  columns: ReadonlyArray<DataTableColumn<Row>>;
  /** the table's current request: source, columns, sort and filters (its page and size are the export's) */
  input: Omit<TableQueryInput<Row>, 'page' | 'pageSize'>;
  /** ids of the columns whose totals the screen shows */
  totals?: readonly string[];
}

const isAbort = (error: unknown) =>
  (error instanceof DOMException && error.name === 'AbortError') ||
  (error instanceof Error && (error.name === 'AbortError' || error.name === 'CanceledError'));

/**
 * "Export to Excel" of a data table: reads every row of its filters and sort page by page, with the progress
 * shown ("Exporting… 3 of 10 pages") and a Cancel that stops the requests; then saves the workbook. The
 * export code (export-workbook.ts) loads on the first click, and exceljs when a workbook is built.
 * A failure shows an error toast; the table is left as it was.
 */
export function ExportExcelButton<Row>({
  name,
  sheetName,
  columns,
  input,
  totals,
}: ExportExcelButtonProps<Row>) {
  const { t } = useTranslation();
  const { notify } = useFeedback();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const running = useRef<AbortController | null>(null);

  // leaving the screen stops an export under way
  useEffect(() => () => running.current?.abort(), []);

  const start = async () => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setProgress({ done: 0, total: null });
    try {
      // the export's code (and exceljs after it) loads on the first click
      const { saveTableExport } = await import('./export-workbook');
      await saveTableExport<Row>(name, {
        input,
        columns,
        sheetName,
        totals,
        totalsLabel: t('common.dataTable.export.totals'),
        signal: controller.signal,
        onProgress: (p) => {
          if (!controller.signal.aborted) setProgress(p);
        },
      });
    } catch (error) {
      // a cancel is no failure
      if (controller.signal.aborted || isAbort(error)) return;
      notify.error(
        error instanceof ApiError && error.message ? error.message : t('common.dataTable.export.error'),
        { title: t('common.dataTable.export.errorTitle') },
      );
    } finally {
      if (running.current === controller) running.current = null;
      setProgress(null);
    }
  };

  const cancel = () => running.current?.abort();

  const busy = progress !== null;
  const status = !busy
    ? ''
    : progress.total === null
      ? t('common.dataTable.export.starting')
      : t('common.dataTable.export.progress', { done: progress.done, count: progress.total });

  return (
    <div className="d-inline-flex align-items-center gap-2">
      <Button
        type="button"
        variant="outline-secondary"
        onClick={() => void start()}
        disabled={busy}
        aria-busy={busy}
        // a page with two tables has two of these: each says whose
        aria-label={sheetName ? t('common.dataTable.export.buttonOf', { table: sheetName }) : undefined}
      >
        {busy && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
        {t('common.dataTable.export.button')}
      </Button>
      <span className="small text-body-secondary" role="status">
        {status}
      </span>
      {busy && (
        <Button type="button" variant="link" size="sm" className="p-0" onClick={cancel}>
          {t('common.dataTable.export.cancel')}
        </Button>
      )}
    </div>
  );
}
