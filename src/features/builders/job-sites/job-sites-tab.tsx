import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { JobSite } from '@/api/job-sites';
import { ListPage, RowActions, type ColumnView } from '@/components/data-table';
import { FilterPanel, useFilterDraft, type UseListState } from '@/components/filters';
import { lazyDialog } from '@/components/modal';
import { formatDateTime, fullName } from '@/lib/format';
import { lazyComponent } from '@/lib/lazy-component';
import { messageFiller } from '@/lib/i18n';
import { parseRouteId, type ListParams } from '@/lib/list-params';
import { Roles } from '@/lib/permissions';
import { useReopenJobSiteForm } from './job-site-draft';
import { jobSiteListParams, jobSiteListSource } from './job-site-list-source';
import { useDeleteJobSiteFlow } from './use-delete-job-site';

const JobSiteDetailDialog = lazyDialog(
  () => import('./job-site-detail-dialog').then((m) => m.JobSiteDetailDialog),
  (props) => props.jobSiteId !== null,
);
// the field manager filter's picker loads when the filter panel first opens
const UserPicker = lazyComponent(() =>
  import('@/components/pickers/ready-pickers').then((m) => m.UserPicker),
);
const JobSiteFormDialog = lazyDialog(() => import('./job-site-form-dialog').then((m) => m.JobSiteFormDialog));

interface Draft {
  name: string;
  fieldManager: number | null;
}

type JobSiteFilterParams = typeof jobSiteListParams extends ListParams<infer F> ? F : never;

/** The name and field manager filters: a draft that follows the URL, applied on Search or Enter. */
function JobSiteFilters({ list }: { list: UseListState<JobSiteFilterParams> }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useFilterDraft<Draft>(list.syncKey, () => ({
    name: list.filters.name ?? '',
    fieldManager: list.filters.fieldManager ?? null,
  }));
  return (
    <FilterPanel
      title={t('builders.jobSites.filters')}
      defaultOpen={list.hasFilters}
      syncKey={list.syncKey}
      onApply={() =>
        list.setFilters({
          name: draft.name.trim() || undefined,
          fieldManager: draft.fieldManager ?? undefined,
        })
      }
      onClear={() => {
        setDraft({ name: '', fieldManager: null });
        list.clearFilters();
      }}
    >
      <Row className="g-3">
        <Col md={6}>
          <Form.Group controlId="jobsites-filter-name">
            <Form.Label>{t('builders.jobSites.fields.name')}</Form.Label>
            <Form.Control value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
          </Form.Group>
        </Col>
        <Col md={6}>
          <Form.Label htmlFor="jobsites-filter-fm">{t('builders.jobSites.fields.fieldManager')}</Form.Label>
          <UserPicker
            inputId="jobsites-filter-fm"
            roleFilter={Roles.Staff}
            value={draft.fieldManager}
            onChange={(fieldManager) => setDraft({ ...draft, fieldManager })}
            isClearable
          />
        </Col>
      </Row>
    </FilterPanel>
  );
}

/** clientCompany.detail.jobsites (A §2): the builder's job sites with add, edit and delete. */
export function JobSitesTab() {
  const { t } = useTranslation();
  const builderId = parseRouteId(useParams().clientCompanyId) ?? 0;
  const [editing, setEditing] = useState<JobSite | null | undefined>(undefined);
  // a draft of the job site form waiting after a reload or a sign-in reopens its dialog
  useReopenJobSiteForm(builderId, setEditing);
  const [viewing, setViewing] = useState<number | null>(null);
  const deleteFlow = useDeleteJobSiteFlow();

  const views = useMemo<Record<string, ColumnView<JobSite>>>(() => {
    // each row's button names, translated once for the table
    const detailLabel = messageFiller(t, 'builders.jobSites.detailOf', 'name');
    const editLabel = messageFiller(t, 'builders.jobSites.editOf', 'name');
    const deleteLabel = messageFiller(t, 'builders.jobSites.deleteOf', 'name');
    return {
      Name: { header: t('builders.jobSites.fields.name') },
      JobSiteCode: { header: t('builders.jobSites.fields.code') },
      FieldManager: {
        header: t('builders.jobSites.fields.fieldManager'),
        exportValue: (row) => fullName(row.FieldManager),
        cell: (row) => fullName(row.FieldManager),
      },
      ModifiedBy: { header: t('builders.jobSites.fields.modifiedBy'), kind: 'email' },
      ModifiedDate: {
        header: t('builders.jobSites.fields.modifiedDate'),
        kind: 'datetime',
        cell: (row) => formatDateTime(row.ModifiedDate),
      },
      actions: {
        header: t('builders.jobSites.fields.actions'),
        cell: (row) => (
          <RowActions
            view={{
              label: detailLabel(row.Name),
              onClick: () => setViewing(row.Id),
            }}
            edit={{
              label: editLabel(row.Name),
              onClick: () => setEditing(row),
            }}
            remove={{
              label: deleteLabel(row.Name),
              onClick: () => void deleteFlow(row.Id),
            }}
          />
        ),
      },
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- deleteFlow only uses the stable mutation and t
  }, [t]);

  return (
    <ListPage
      title={t('builders.jobSites.title')}
      titleId="jobsites-title"
      headingLevel={2}
      aria-label={t('builders.jobSites.tableLabel')}
      source={jobSiteListSource}
      views={views}
      filters={(list) => <JobSiteFilters list={list} />}
      getRowHref={(row) => `/jobSites/${row.Id}`}
      rowKey={(row) => row.Id}
      exportName={`builder-${builderId}-job-sites`}
      toolbar={
        <Button variant="primary" onClick={() => setEditing(null)}>
          {t('builders.jobSites.add')}
        </Button>
      }
    >
      <JobSiteDetailDialog
        jobSiteId={viewing}
        onHide={() => setViewing(null)}
        onEdit={(site) => {
          setViewing(null);
          setEditing(site);
        }}
      />
      <JobSiteFormDialog
        show={editing !== undefined}
        builderId={builderId}
        jobSite={editing}
        onHide={() => setEditing(undefined)}
      />
    </ListPage>
  );
}
