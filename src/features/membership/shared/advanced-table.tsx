import { useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Collapse from 'react-bootstrap/Collapse';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';

export interface AdvancedColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

/** The collapsible "Advanced" table of a permissions tab (C §2). */
export function AdvancedTable<Row>({
  rows,
  columns,
  caption,
  rowKey,
}: {
  rows: readonly Row[];
  columns: AdvancedColumn<Row>[];
  caption: string;
  rowKey: (row: Row, index: number) => string | number;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div className="mt-3">
      <Button variant="link" className="px-0" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {t('membership.advanced.toggle')}
      </Button>
      <Collapse in={open}>
        <div>
          <Table size="sm" striped bordered responsive>
            <caption className="visually-hidden">{caption}</caption>
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c.header} scope="col">
                    {c.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 ? (
                <tr>
                  <td colSpan={columns.length}>{t('membership.advanced.empty')}</td>
                </tr>
              ) : (
                rows.map((row, i) => (
                  <tr key={rowKey(row, i)}>
                    {columns.map((c) => (
                      <td key={c.header}>{c.cell(row)}</td>
                    ))}
                  </tr>
                ))
              )}
            </tbody>
          </Table>
        </div>
      </Collapse>
    </div>
  );
}
