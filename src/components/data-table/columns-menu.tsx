import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button, Dropdown, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { TablePrefs } from './table-prefs';

/** A column as the Columns menu lists it. */
export interface MenuColumn {
  id: string;
  /** its name in the menu */
  label: string;
  /** the identity column: shown always, its box checked and disabled */
  identity?: boolean;
}

export interface ColumnsMenuProps {
  /** every column of the table (any order: the menu lists them in `prefs.columnOrder`) */
  columns: ReadonlyArray<MenuColumn>;
  prefs: TablePrefs;
  /** names the menu's button for screen readers when a page has several tables ("Columns of Deductions") */
  tableName?: string;
}

/**
 * The "Columns" menu of a table: a box per column to show or hide it, buttons to move it earlier or later, and
 * "Reset to default". Keyboard: Tab and Shift+Tab move through the boxes and buttons, Space toggles, Escape closes.
 */
export function ColumnsMenu({ columns, prefs, tableName }: ColumnsMenuProps) {
  const { t } = useTranslation();
  const byId = new Map(columns.map((c) => [c.id, c]));
  const ordered = prefs.columnOrder.map((id) => byId.get(id)).filter((c): c is MenuColumn => !!c);
  const menuRef = useRef<HTMLDivElement>(null);
  const idPrefix = useId();
  // a moved column's button keeps the focus (React moves the row, which would drop it)
  const [moved, setMoved] = useState<{ id: string; by: -1 | 1 } | null>(null);
  useEffect(() => {
    if (!moved || !menuRef.current) return;
    const find = (by: -1 | 1) =>
      menuRef.current?.querySelector<HTMLButtonElement>(
        `[data-move="${CSS.escape(moved.id)}:${by}"]:not(:disabled)`,
      );
    (find(moved.by) ?? find(moved.by === -1 ? 1 : -1))?.focus();
  }, [moved, prefs.columnOrder]);

  const move = (id: string, by: -1 | 1) => {
    prefs.move(id, by);
    setMoved({ id, by });
  };

  return (
    <Dropdown autoClose="outside" align="end" className="data-table-columns">
      <Dropdown.Toggle
        size="sm"
        variant="outline-secondary"
        aria-label={tableName ? t('common.dataTableLayout.columnsOf', { table: tableName }) : undefined}
      >
        {t('common.dataTableLayout.columns')}
      </Dropdown.Toggle>
      {/* its content is a component of its own: the menu renders it the first time it opens, so a closed menu costs
          the table's first render no box, button or translated name per column */}
      <Dropdown.Menu ref={menuRef} className="data-table-columns-menu p-2">
        <ColumnList ordered={ordered} prefs={prefs} idPrefix={idPrefix} onMove={move} />
      </Dropdown.Menu>
    </Dropdown>
  );
}

/** The menu's boxes and move buttons, and "Reset to default". */
function ColumnList({
  ordered,
  prefs,
  idPrefix,
  onMove,
}: {
  ordered: MenuColumn[];
  prefs: TablePrefs;
  idPrefix: string;
  onMove: (id: string, by: -1 | 1) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <ul className="list-unstyled mb-2" aria-label={t('common.dataTableLayout.columnList')}>
        {ordered.map((column, index) => (
          <li key={column.id} className="d-flex align-items-center gap-1 py-1">
            <Form.Check
              className="flex-grow-1 mb-0 me-2 text-nowrap"
              id={`${idPrefix}-${column.id}`}
              label={column.label}
              checked={prefs.columnVisibility[column.id] !== false}
              disabled={column.identity}
              title={column.identity ? t('common.dataTableLayout.identityHint') : undefined}
              onChange={(e) => prefs.setVisible(column.id, e.target.checked)}
            />
            <MoveButton
              id={column.id}
              by={-1}
              label={t('common.dataTableLayout.moveEarlier', { column: column.label })}
              disabled={index === 0}
              onMove={onMove}
            >
              ↑
            </MoveButton>
            <MoveButton
              id={column.id}
              by={1}
              label={t('common.dataTableLayout.moveLater', { column: column.label })}
              disabled={index === ordered.length - 1}
              onMove={onMove}
            >
              ↓
            </MoveButton>
          </li>
        ))}
      </ul>
      <Button
        size="sm"
        variant="outline-secondary"
        className="w-100"
        disabled={prefs.isDefault}
        onClick={prefs.reset}
      >
        {t('common.dataTableLayout.reset')}
      </Button>
    </>
  );
}

function MoveButton({
  id,
  by,
  label,
  disabled,
  onMove,
  children,
}: {
  id: string;
  by: -1 | 1;
  label: string;
  disabled: boolean;
  onMove: (id: string, by: -1 | 1) => void;
  children: ReactNode;
}) {
  return (
    <Button
      size="sm"
      variant="outline-secondary"
      className="py-0 px-1 lh-sm"
      aria-label={label}
      title={label}
      disabled={disabled}
      data-move={`${id}:${by}`}
      onClick={() => onMove(id, by)}
    >
      <span aria-hidden="true">{children}</span>
    </Button>
  );
}

/** The "Compact" switch of a table: smaller rows, long text on one line (remembered with the columns). */
export function CompactToggle({ prefs, tableName }: { prefs: TablePrefs; tableName?: string }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Form.Check
      type="switch"
      role="switch"
      className="mb-0 small"
      id={id}
      label={t('common.dataTableLayout.compact')}
      aria-label={tableName ? t('common.dataTableLayout.compactOf', { table: tableName }) : undefined}
      checked={prefs.compact}
      onChange={(e) => prefs.setCompact(e.target.checked)}
    />
  );
}
