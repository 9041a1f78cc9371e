import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { currentUserQueryOptions } from '@/api/auth';

/*
 * A user's shape of one table: which columns show, in what order, and whether rows are compact. Kept in local
 * storage per signed-in user and per table (never in the URL: a shared link shows the receiver's own columns),
 * so a remount, a reload or the next visit finds it again and another user of the same browser has their own.
 */

/** What the chooser needs to know of a column. */
export interface PrefsColumn {
  id: string;
  /** what the row is (job, user, log): always shown */
  identity?: boolean;
  /** starts hidden (the spec's per-role hidden columns, or too wide for a laptop by default); may be shown */
  defaultHidden?: boolean;
}

interface StoredPrefs {
  order?: string[];
  visibility?: Record<string, boolean>;
  compact?: boolean;
}

export interface TablePrefs {
  /** every column id → shown (react-table's columnVisibility state) */
  columnVisibility: Record<string, boolean>;
  /** every column id, in the user's order (react-table's columnOrder state) */
  columnOrder: string[];
  compact: boolean;
  /** whether the columns are the default ones in the default order */
  isDefault: boolean;
  setVisible: (id: string, visible: boolean) => void;
  setColumnVisibility: (visibility: Record<string, boolean>) => void;
  setColumnOrder: (order: string[]) => void;
  /** moves a column one place earlier (-1) or later (+1) */
  move: (id: string, by: -1 | 1) => void;
  /** back to the default columns and order (compact stays as chosen) */
  reset: () => void;
  setCompact: (compact: boolean) => void;
}

const PREFIX = 'dataTable.prefs';

/** The storage key of a user's table (exported for tests). */
export function tablePrefsKey(userName: string, tableId: string): string {
  return `${PREFIX}:${userName.toLowerCase()}:${tableId}`;
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'string');
}

function readPrefs(key: string | null): StoredPrefs {
  if (!key) return {};
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(key) ?? '{}');
    if (!raw || typeof raw !== 'object') return {};
    const { order, visibility, compact } = raw as Record<string, unknown>;
    const prefs: StoredPrefs = {};
    if (isStringArray(order)) prefs.order = order;
    if (visibility && typeof visibility === 'object') {
      prefs.visibility = Object.fromEntries(
        Object.entries(visibility).filter((e): e is [string, boolean] => typeof e[1] === 'boolean'),
      );
    }
    if (typeof compact === 'boolean') prefs.compact = compact;
    return prefs;
  } catch {
    return {};
  }
}

function writePrefs(key: string | null, prefs: StoredPrefs): void {
  if (!key) return;
  try {
    if (prefs.order === undefined && prefs.visibility === undefined && prefs.compact === undefined)
      localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(prefs));
  } catch {
    // storage full or blocked: the choice holds for this visit only
  }
}

/** The stored order made whole: unknown ids dropped, columns added since then at their default place. */
function wholeOrder(stored: readonly string[] | undefined, defaults: readonly string[]): string[] {
  if (!stored) return [...defaults];
  const known = new Set(defaults);
  const order = stored.filter((id, i) => known.has(id) && stored.indexOf(id) === i);
  defaults.forEach((id, i) => {
    if (!order.includes(id)) order.splice(Math.min(i, order.length), 0, id);
  });
  return order;
}

/** The signed-in user's name, as the shell loaded it (no request of its own; null until it is known). */
function useUserName(): string | null {
  const { data } = useQuery({ ...currentUserQueryOptions(), enabled: false });
  return data?.userName ?? null;
}

/**
 * The remembered shape of a table for the signed-in user: feed `columnVisibility` and `columnOrder` to
 * react-table's state, `compact` to the table's density, and the setters to `<ColumnsMenu>`.
 */
export function useTablePrefs(tableId: string, columns: ReadonlyArray<PrefsColumn>): TablePrefs {
  const userName = useUserName();
  const key = userName ? tablePrefsKey(userName, tableId) : null;
  const [held, setHeld] = useState(() => ({ key, prefs: readPrefs(key) }));
  let prefs = held.prefs;
  if (held.key !== key) {
    // another user or table: its own remembered shape
    prefs = readPrefs(key);
    setHeld({ key, prefs });
  }

  const update = useCallback(
    (change: (prefs: StoredPrefs) => StoredPrefs) =>
      setHeld((current) => {
        const next = change(current.prefs);
        writePrefs(current.key, next);
        return { key: current.key, prefs: next };
      }),
    [],
  );

  const ids = useMemo(() => columns.map((c) => c.id), [columns]);
  const columnOrder = useMemo(() => wholeOrder(prefs.order, ids), [prefs.order, ids]);
  const columnVisibility = useMemo(
    () =>
      Object.fromEntries(
        columns.map((c) => [c.id, c.identity ? true : (prefs.visibility?.[c.id] ?? !c.defaultHidden)]),
      ),
    [columns, prefs.visibility],
  );
  const isDefault =
    columnOrder.every((id, i) => id === ids[i]) &&
    columns.every((c) => columnVisibility[c.id] === (c.identity || !c.defaultHidden));

  return useMemo<TablePrefs>(() => {
    const identity = new Set(columns.filter((c) => c.identity).map((c) => c.id));
    const setColumnVisibility = (visibility: Record<string, boolean>) =>
      update((p) => ({
        ...p,
        visibility: Object.fromEntries(
          Object.entries(visibility).filter(([id]) => ids.includes(id) && !identity.has(id)),
        ),
      }));
    const setColumnOrder = (order: string[]) => update((p) => ({ ...p, order: wholeOrder(order, ids) }));
    return {
      columnVisibility,
      columnOrder,
      compact: prefs.compact ?? false,
      isDefault,
      setColumnVisibility,
      setColumnOrder,
      setVisible: (id, visible) => {
        if (identity.has(id)) return;
        setColumnVisibility({ ...columnVisibility, [id]: visible });
      },
      move: (id, by) => {
        const from = columnOrder.indexOf(id);
        const to = from + by;
        if (from < 0 || to < 0 || to >= columnOrder.length) return;
        const order = [...columnOrder];
        [order[from], order[to]] = [order[to], order[from]];
        setColumnOrder(order);
      },
      reset: () => update((p) => (p.compact === undefined ? {} : { compact: p.compact })),
      setCompact: (compact) => update((p) => ({ ...p, compact })),
    };
  }, [columns, ids, columnVisibility, columnOrder, prefs.compact, isDefault, update]);
}
