import { useId, useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import type { Permission } from '@/api/roles';
import { compareText } from '@/lib/compare';

/** The dual permission lists show 8 rows (C §9). */
export const DUAL_LIST_ROWS = 8;

export interface DualListProps {
  /** every permission */
  all: readonly Permission[];
  /** the ids on the assigned side */
  assigned: ReadonlySet<number>;
  /** moves the chosen ids to the assigned side (true) or back (false) */
  onMove: (ids: number[], assign: boolean) => void;
  busy?: boolean;
  /** prefix of the lists' ids and names */
  label: string;
}

const matches = (p: Permission, term: string) => !term || p.Name.toLowerCase().includes(term);

/** One side of the dual list: a multi-select of permissions; a double click moves the selection across. */
function PermissionListBox({
  id,
  label,
  items,
  selected,
  onSelect,
  onPick,
}: {
  id: string;
  label: string;
  items: readonly Permission[];
  selected: number[];
  onSelect: (ids: number[]) => void;
  onPick: () => void;
}) {
  return (
    <Form.Group controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Select
        multiple
        htmlSize={DUAL_LIST_ROWS}
        value={selected.map(String)}
        onChange={(e) => onSelect(Array.from(e.target.selectedOptions, (o) => Number(o.value)))}
        onDoubleClick={onPick}
      >
        {items.map((p) => (
          <option key={p.Id} value={p.Id} title={p.Name}>
            {p.Name}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}

/**
 * A searchable pair of multi-select lists (C §2): unassigned on the left, assigned on the right, with arrow
 * buttons between them. The search narrows both lists.
 */
export function DualList({ all, assigned, onMove, busy = false, label }: DualListProps) {
  const { t } = useTranslation();
  const id = useId();
  const [search, setSearch] = useState('');
  const [left, setLeft] = useState<number[]>([]);
  const [right, setRight] = useState<number[]>([]);
  const term = search.trim().toLowerCase();
  const [available, chosen] = useMemo(() => {
    const sorted = [...all].sort((a, b) => compareText(a.Name, b.Name));
    return [
      sorted.filter((p) => !assigned.has(p.Id) && matches(p, term)),
      sorted.filter((p) => assigned.has(p.Id) && matches(p, term)),
    ];
  }, [all, assigned, term]);
  const move = (ids: number[], assign: boolean) => {
    if (!ids.length) return;
    onMove(ids, assign);
    setLeft([]);
    setRight([]);
  };

  return (
    <div>
      <Form.Group controlId={`${id}-search`} className="mb-2" style={{ maxWidth: 420 }}>
        <Form.Label>{t('membership.dualList.search')}</Form.Label>
        <Form.Control type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
      </Form.Group>
      <Row className="g-2 align-items-center">
        <Col xl>
          <PermissionListBox
            id={`${id}-available`}
            label={t('membership.dualList.available', { label })}
            items={available}
            selected={left}
            onSelect={setLeft}
            onPick={() => move(left, true)}
          />
        </Col>
        {/* side by side from 1200 px up; below (a laptop zoomed to 125 %), one over the other, so that each list has
            the width of the page for the permissions' long names ("Daewon.Permissions.CanAccessToDaewonLookupPages") */}
        <Col xl="auto" className="d-flex flex-xl-column gap-2 justify-content-center">
          <Button
            variant="outline-primary"
            onClick={() => move(left, true)}
            disabled={busy || !left.length}
            aria-label={t('membership.dualList.assign')}
            title={t('membership.dualList.assign')}
          >
            <span aria-hidden="true" className="d-xl-none">
              ↓
            </span>
            <span aria-hidden="true" className="d-none d-xl-inline">
              →
            </span>
          </Button>
          <Button
            variant="outline-primary"
            onClick={() => move(right, false)}
            disabled={busy || !right.length}
            aria-label={t('membership.dualList.unassign')}
            title={t('membership.dualList.unassign')}
          >
            <span aria-hidden="true" className="d-xl-none">
              ↑
            </span>
            <span aria-hidden="true" className="d-none d-xl-inline">
              ←
            </span>
          </Button>
        </Col>
        <Col xl>
          <PermissionListBox
            id={`${id}-assigned`}
            label={t('membership.dualList.assigned', { label })}
            items={chosen}
            selected={right}
            onSelect={setRight}
            onPick={() => move(right, false)}
          />
        </Col>
      </Row>
    </div>
  );
}
