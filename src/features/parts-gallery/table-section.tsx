import { useMemo } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { jobFiltersToRequest, jobKeys, jobsDataTableSource, type JobRow } from '@/api/jobs';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { FilterPanel, useFilterDraft, useListState } from '@/components/filters';
import { BuilderPicker } from '@/components/pickers';
import { formatDateTime } from '@/lib/format';
import { galleryListParams } from './gallery-params';
import { GallerySection } from './gallery-section';

interface Draft {
  builderId: number | null;
  address: string;
}

/** The data table (jobs source) with a filter panel, both kept in the URL. */
export function TableSection() {
  const { t } = useTranslation();
  const list = useListState(galleryListParams);
  const [draft, setDraft] = useFilterDraft<Draft>(list.syncKey, () => ({
    builderId: list.filters.builderId ?? null,
    address: list.filters.address ?? '',
  }));

  const columns = useMemo<DataTableColumn<JobRow>[]>(
    () => [
      { id: 'BuilderName', header: t('gallery.parts.table.builder') },
      { id: 'JobSiteName', header: t('gallery.parts.table.jobSite') },
      { id: 'LotGroupCode', header: t('gallery.parts.table.lotGroupCode') },
      { id: 'Address', header: t('gallery.parts.table.address') },
      {
        id: 'IsCompleted',
        header: t('gallery.parts.table.status'),
        cell: (row) =>
          row.IsCompleted ? t('gallery.parts.table.completed') : t('gallery.parts.table.incomplete'),
      },
      {
        id: 'ModifiedDate',
        header: t('gallery.parts.table.modifiedDate'),
        cell: (row) => formatDateTime(row.ModifiedDate),
        className: 'text-nowrap',
      },
    ],
    [t],
  );

  return (
    <GallerySection title={t('gallery.parts.table.title')} description={t('gallery.parts.table.description')}>
      <FilterPanel
        title={t('gallery.parts.table.filters')}
        defaultOpen={list.hasFilters}
        syncKey={list.syncKey}
        onApply={() =>
          list.setFilters({
            builderId: draft.builderId ?? undefined,
            address: draft.address.trim() || undefined,
          })
        }
        onClear={() => {
          setDraft({ builderId: null, address: '' });
          list.clearFilters();
        }}
      >
        <Row className="g-3">
          <Col md={6}>
            <Form.Label htmlFor="gallery-filter-builder">{t('gallery.parts.table.builder')}</Form.Label>
            <BuilderPicker
              inputId="gallery-filter-builder"
              value={draft.builderId}
              onChange={(builderId) => setDraft((d) => ({ ...d, builderId }))}
              isClearable
            />
          </Col>
          <Col md={6}>
            <Form.Group controlId="gallery-filter-address">
              <Form.Label>{t('gallery.parts.table.address')}</Form.Label>
              <Form.Control
                value={draft.address}
                onChange={(e) => setDraft((d) => ({ ...d, address: e.target.value }))}
              />
            </Form.Group>
          </Col>
        </Row>
      </FilterPanel>
      <DataTable<JobRow>
        tableId="gallery-jobs"
        aria-label={t('gallery.parts.table.tableLabel')}
        queryKey={jobKeys.lists()}
        fetcher={jobsDataTableSource}
        columns={columns}
        state={list.state}
        onStateChange={list.setTableState}
        defaultPageSize={galleryListParams.pageSize}
        defaultSort={galleryListParams.defaultSort}
        filters={jobFiltersToRequest({
          builderId: list.filters.builderId,
          address: list.filters.address,
        })}
        getRowHref={(row) => `/jobs/${row.Id}`}
        rowKey={(row) => row.Id}
      />
    </GallerySection>
  );
}
