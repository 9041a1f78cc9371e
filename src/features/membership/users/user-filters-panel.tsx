import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { useAllCompanies } from '@/api/companies';
import { useRoles } from '@/api/role-admin';
import { FilterPanel, useFilterDraft, type UseListState } from '@/components/filters';
import type { FilterValues } from '@/lib/list-params';
import type { UserFilterParams } from './user-list-source';

type Filters = UseListState<UserFilterParams>;

const EMPTY = { company: '', role: '', firstName: '', lastName: '', email: '' };

/** The users list's filters (C §2): company and role dropdowns and three text filters. */
export function UserFiltersPanel({ list }: { list: Filters }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useFilterDraft(
    list.syncKey,
    () => ({ ...EMPTY, ...list.filters }) as typeof EMPTY,
  );
  const companies = useAllCompanies();
  const roles = useRoles();
  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));
  const apply = () =>
    list.setFilters(
      Object.fromEntries(
        Object.entries(draft).map(([k, v]) => [k, v.trim() || undefined]),
      ) as FilterValues<UserFilterParams>,
    );
  return (
    <FilterPanel
      defaultOpen={list.hasFilters}
      syncKey={list.syncKey}
      onApply={apply}
      onClear={() => {
        setDraft(EMPTY);
        list.clearFilters();
      }}
    >
      <Row className="g-2">
        <Col md={4}>
          <Form.Group controlId="users-filter-company">
            <Form.Label>{t('membership.users.company')}</Form.Label>
            <Form.Select value={draft.company} onChange={set('company')}>
              <option value="">{t('membership.users.all')}</option>
              {(companies.data ?? []).map((c) => (
                <option key={c.Id} value={c.CompanyName}>
                  {c.CompanyName}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
        <Col md={4}>
          <Form.Group controlId="users-filter-role">
            <Form.Label>{t('membership.users.role')}</Form.Label>
            <Form.Select value={draft.role} onChange={set('role')}>
              <option value="">{t('membership.users.all')}</option>
              {(roles.data ?? []).map((r) => (
                <option key={r.Id} value={r.Name}>
                  {r.Name}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
        <Col md={4} />
        <Col md={4}>
          <Form.Group controlId="users-filter-first">
            <Form.Label>{t('membership.users.firstName')}</Form.Label>
            <Form.Control value={draft.firstName} onChange={set('firstName')} />
          </Form.Group>
        </Col>
        <Col md={4}>
          <Form.Group controlId="users-filter-last">
            <Form.Label>{t('membership.users.lastName')}</Form.Label>
            <Form.Control value={draft.lastName} onChange={set('lastName')} />
          </Form.Group>
        </Col>
        <Col md={4}>
          <Form.Group controlId="users-filter-email">
            <Form.Label>{t('membership.users.email')}</Form.Label>
            <Form.Control value={draft.email} onChange={set('email')} />
          </Form.Group>
        </Col>
      </Row>
    </FilterPanel>
  );
}
