import type { RowData } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import Button from 'react-bootstrap/Button';
import { ListPage, RowActions, type ColumnView, type ListPageProps } from '@/components/data-table';
import { formatDateTime } from '@/lib/format';
import { messageFiller } from '@/lib/i18n';
import type { FilterParams } from '@/lib/list-params';

/** What a reference record shows in the columns every reference list ends with. */
interface AuditedRecord {
  Name: string;
  ModifiedBy?: string;
  ModifiedDate?: string;
}

/** The row buttons of a reference list: edit always, delete where the list deletes. */
export interface RecordActions<Row> {
  edit: (row: Row) => void;
  remove?: (row: Row) => unknown;
}

/**
 * The columns every reference list ends with (B §2): modified by, the date, and the row's actions: edit
 * ('Edit {name}') and, when `remove` is given, delete ('Delete {name}').
 *
 * @example
 * const views = useMemo(() => ({ Name: { header: t('referenceData.fields.name') },
 *   ...recordColumns<Manufacturer>(t, { edit: open }) }), [t, open]);
 */
export function recordColumns<Row extends AuditedRecord>(
  t: TFunction,
  { edit, remove }: RecordActions<Row>,
): Record<'ModifiedBy' | 'ModifiedDate' | 'actions', ColumnView<Row>> {
  // each row's button names, translated once for the table
  const editLabel = messageFiller(t, 'referenceData.editOf', 'name');
  const deleteLabel = messageFiller(t, 'referenceData.deleteOf', 'name');
  return {
    ModifiedBy: { header: t('referenceData.fields.modifiedBy'), kind: 'email' },
    ModifiedDate: {
      header: t('referenceData.fields.date'),
      kind: 'datetime',
      cell: (row) => formatDateTime(row.ModifiedDate),
    },
    actions: {
      header: t('referenceData.fields.actions'),
      width: 1,
      cell: (row) => (
        <RowActions
          edit={{ label: editLabel(row.Name), onClick: () => edit(row) }}
          remove={
            remove && {
              label: deleteLabel(row.Name),
              onClick: () => void remove(row),
            }
          }
        />
      ),
    },
  };
}

export interface ReferenceListPageProps<Row extends RowData, F extends FilterParams> extends Omit<
  ListPageProps<Row, F>,
  'rowKey' | 'toolbar'
> {
  /** the Add button above the table, for the lists that add (the categories do not) */
  add?: { label: string; onClick: () => void };
}

/**
 * A reference list screen (B §2): the ListPage with its rows keyed by Id and, where the list adds, an Add button
 * in the table's toolbar.
 */
export function ReferenceListPage<Row extends RowData & { Id: number }, F extends FilterParams>({
  add,
  ...page
}: ReferenceListPageProps<Row, F>) {
  return (
    <ListPage<Row, F>
      {...page}
      rowKey={(row) => row.Id}
      toolbar={
        add && (
          <Button variant="primary" onClick={add.onClick}>
            {add.label}
          </Button>
        )
      }
    />
  );
}
