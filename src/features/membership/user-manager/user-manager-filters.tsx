import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { FilterPanel, useFilterDraft, type UseListState } from '@/components/filters';
import type { FilterValues } from '@/lib/list-params';
import { USER_MANAGER_COLUMN_FILTERS, type UserManagerFilterParams } from './user-manager-source';

type Draft = Record<'name' | (typeof USER_MANAGER_COLUMN_FILTERS)[number], string>;
const EMPTY: Draft = {
  name: '',
  CompanyName: '',
  FirstName: '',
  LastName: '',
  Email: '',
  CellPhoneNumber: '',
};

/**
 * The user manager's collapsible filter panel (C §2): search by name and apply, and a filter per shown
 * column (hidden columns have none).
 */
export function UserManagerFilters({
  list,
  shownColumns,
}: {
  list: UseListState<UserManagerFilterParams>;
  shownColumns: ReadonlySet<string>;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useFilterDraft(list.syncKey, () => ({ ...EMPTY, ...list.filters }) as Draft);
  const field = (key: keyof Draft, label: string) => (
    <Col md={4} key={key}>
      <Form.Group controlId={`usermanager-filter-${key}`}>
        <Form.Label>{label}</Form.Label>
        <Form.Control
          value={draft[key]}
          onChange={(e) => setDraft((d) => ({ ...d, [key]: e.target.value }))}
        />
      </Form.Group>
    </Col>
  );
  return (
    <FilterPanel
      defaultOpen={list.hasFilters}
      syncKey={list.syncKey}
      onApply={() =>
        list.setFilters(
          Object.fromEntries(
            Object.entries(draft).map(([k, v]) => [k, v.trim() || undefined]),
          ) as FilterValues<UserManagerFilterParams>,
        )
      }
      onClear={() => {
        setDraft(EMPTY);
        list.clearFilters();
      }}
    >
      <Row className="g-2">
        {field('name', t('membership.userManager.searchByName'))}
        {USER_MANAGER_COLUMN_FILTERS.filter((c) => shownColumns.has(c)).map((c) =>
          field(c, t(`membership.userManager.columns.${c}`)),
        )}
      </Row>
    </FilterPanel>
  );
}
