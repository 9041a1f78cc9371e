import Form from 'react-bootstrap/Form';
import type { FilterParam } from '@/lib/list-params';
import { FilterPanel } from './filter-panel';
import { useFilterDraft, type UseListState } from './use-list-state';

type NameFilters = { name: FilterParam<string> };

export interface NameFilterPanelProps {
  /** the list's URL state (its filters have a text filter `name`) */
  list: UseListState<NameFilters>;
  /** the panel's heading */
  title: string;
  /** the field's label */
  label: string;
  /** id of the field */
  id: string;
}

/**
 * The filter panel of a list filtered by name only (builders, a builder's managers): the field is a draft that
 * follows the URL, applied (trimmed) on Search or Enter; Clear empties it.
 */
export function NameFilterPanel({ list, title, label, id }: NameFilterPanelProps) {
  const [draft, setDraft] = useFilterDraft(list.syncKey, () => list.filters.name ?? '');
  return (
    <FilterPanel
      title={title}
      defaultOpen={list.hasFilters}
      syncKey={list.syncKey}
      onApply={() => list.setFilters({ name: draft.trim() || undefined })}
      onClear={() => {
        setDraft('');
        list.clearFilters();
      }}
    >
      <Form.Group controlId={id} style={{ maxWidth: 420 }}>
        <Form.Label>{label}</Form.Label>
        <Form.Control value={draft} onChange={(e) => setDraft(e.target.value)} />
      </Form.Group>
    </FilterPanel>
  );
}
